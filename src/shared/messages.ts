import { MAX_INPUT_DEPTH, MAX_TRPC_BATCH } from './constants'

/**
 * Every user-facing message of the product, word for word.
 * Server and client import these; never type one of them again elsewhere.
 */
export const SUCCESS = {
  loggedIn: 'Logged in successfully',
  signedInWithGoogle: 'Signed in with Google',
  accountCreated: 'Account created successfully',
  signedUpWithGoogle: 'Signed up with Google',
  profileUpdated: 'Profile updated',
  messageSent: 'Message sent successfully!',
  quizLoaded: (count: number) => `Quiz loaded: ${count} questions`,
  quizCreated: 'Quiz created and submitted for approval!',
  quizUpdated: 'Quiz updated successfully!',
  quizDeleted: 'Quiz deleted successfully',
  quizStarted: 'Quiz started! Good luck!',
  quizSubmitted: 'Quiz submitted successfully!',
  fundsRequested: 'Fund addition request submitted! Admin will review it shortly.',
  withdrawalRequested: 'Withdrawal request submitted successfully!',
  upiCopied: 'UPI ID copied!',
  loggedOut: 'Logged out',
} as const

export const FAILURE = {
  signup: 'Signup failed',
  signupUnexpected: 'An error occurred',
  login: 'Login failed',
  googleSignIn: 'Google sign-in failed',
  googleSignUp: 'Google sign-up failed',
  profileFetch: 'Failed to fetch profile',
  profileUpdate: 'Failed to update profile',
  profileUpdateToast: 'Update failed',
  logout: 'Logout failed',
  quizList: 'Failed to load quizzes',
  contact: (message: string) => `Error: ${message}`,
  generic: 'Something went wrong',
  editLoad: 'Failed to load quiz',
  aiGeneration: 'Failed to generate questions',
  save: 'Failed to save quiz',
  myQuizzes: 'Failed to fetch quizzes',
  delete: 'Failed to delete quiz',
  details: 'Failed to fetch quiz details',
  start: 'Failed to start quiz',
  submit: 'Failed to submit quiz',
  result: 'Failed to fetch result details',
  aiAnalysis: 'Failed to generate AI analysis',
  walletLoad: 'Failed to fetch wallet data',
  addFunds: 'Failed to submit request',
  withdrawal: 'Failed to request withdrawal',
  guardedRoute: 'You must be logged in to access this page',
} as const

export const EMPTY = {
  quizNotFound: 'Quiz not found',
  resultNotFound: 'Result not found',
  noTransactions: 'No transactions yet',
  noQuizzes: 'No quizzes found',
  noQuizzesHint: 'Try adjusting your filters or check back later',
  loadingQuizzes: 'Loading quizzes...',
} as const

/** Validation messages the forms show, word for word as the product defines them. */
export const VALIDATION = {
  quizTitleRequired: 'Please enter a quiz title',
  questionRequired: 'Please add at least one question',
  previewNeedsQuestion: 'Add some questions to preview the quiz',
  aiTopicRequired: 'Please enter a topic for AI generation',
  invalidAmount: 'Please enter a valid amount',
  minAddFunds: 'Minimum amount to add is ₹10',
  insufficientBalance: 'Insufficient balance',
  minWithdrawal: 'Minimum withdrawal amount is ₹100',
  upiRequired: 'Please enter your UPI ID',
  upiInvalid: 'Please enter a valid UPI ID (e.g., yourname@paytm)',
  /** The editor and the quiz schema both refuse a paid quiz at ₹0. */
  paidQuizNeedsPrice: 'A paid quiz needs a price above ₹0',
} as const

/** Who may see or change a quiz's questions: its creator and admins. */
export const QUIZ_ACCESS = {
  cannotChange: 'Only the quiz creator or an admin can change this quiz',
  cannotView: "Only the quiz creator or an admin can view this quiz's questions and answers",
} as const

/**
 * Messages the server sends about accounts, sessions and limits. One place, so the
 * form, the procedure and the REST adapter all say the same thing.
 */
export const SERVER = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  notAuthenticated: 'You must be logged in to do that',
  notAdmin: 'Only an administrator can do that',
  csrfRefused: 'Cross-site request refused',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request body is too large',
  notFound: 'Not found',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  emailReserved: 'This email address is reserved. Contact support to use it.',
  googleTokenRequired: 'A Google ID token (credential) is required',
  googleTokenInvalid: 'The Google sign-in token could not be verified',
  googleEmailUnverified: 'Your Google email address is not verified',
  googleAccountConflict: 'An account with this email exists. Log in with your password to continue.',
  aiNotConfigured: 'AI question generation is not configured on this server',
  aiAnalysisNotConfigured: 'AI analysis is not configured on this server',
  invalidJson: 'The request body is not valid JSON',
  nulCharacter: 'Text may not contain a NUL (\\u0000) character or a broken Unicode character',
  batchTooLarge: `A batch may carry at most ${MAX_TRPC_BATCH} calls`,
  nestedTooDeeply: `The request nests lists and objects too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
  internal: 'Something went wrong',
} as const

/** What the server says about quizzes, their questions and their review. */
/** What the account calls (verification, recovery, password and email changes) answer. */
export const ACCOUNT_SERVER = {
  mailOff: 'Email is not set up on this server, so links cannot be sent. Contact support for help with your account.',
  resetLinkSent:
    'If an account uses that address, we have sent it a link to reset the password. It is valid for 1 hour.',
  resetLinkInvalid: 'This reset link is invalid, used or expired. Ask for a new one.',
  passwordReset: 'Your password has been reset. Log in with the new one.',
  verifyLinkInvalid: 'This verification link is invalid, used or expired. Ask for a new one from your profile.',
  emailVerified: 'Your email address is verified.',
  emailChanged: 'Your email address has been changed.',
  verificationSent: 'We have sent a verification link to your email address. It is valid for 24 hours.',
  alreadyVerified: 'Your email address is already verified.',
  currentPasswordRequired: 'Enter your current password to change your password or email address',
  currentPasswordWrong: 'Your current password is not correct',
  emailChangePending: (email: string) =>
    `We have sent a link to ${email}. Your email address changes once you open it.`,
  commonPassword: 'This password is one of the most common passwords, the first that attackers try. Choose another.',
  verifiedEmailRequired:
    'Verify your email address first: open the link we sent you, or send a new one from your profile.',
} as const

/** What the sessions page, the download of one's data and the deletion of an account answer. */
export const ACCOUNT_DATA_SERVER = {
  sessionNotFound: 'This session has already ended',
  sessionEnded: 'Signed out of that session',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other session was signed in'
      : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}`,
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'Your password is not correct',
  usernameRequired: 'Type your username to delete your account',
  usernameWrong: 'That is not your username',
  walletNotEmpty: (amount: string) =>
    `Your wallet holds ${amount}. Withdraw it, or ask support, before deleting your account: money in an account nobody can sign in to would be lost.`,
  requestPending:
    'A request to add funds or to withdraw is waiting for review. Cancel it from your wallet, or wait until it is settled, before deleting your account.',
  accountDeleted: 'Your account has been deleted',
  /** The reason a paid quiz of a deleted account is taken off the public list. */
  creatorDeleted: 'Its creator deleted their account, so it is no longer sold.',
} as const

export const QUIZ_SERVER = {
  questionNotFound: 'Question not found',
  reviewOnlyPending: (status: string) => `Only a pending quiz can be reviewed; this one is ${status}`,
  approved: 'Quiz approved',
  rejected: 'Quiz rejected',
} as const

/** What the server says about starting, answering and finishing an attempt. */
export const ATTEMPT_SERVER = {
  startRaced: 'Could not start the quiz. Please try again.',
  onlyApprovedStart: 'Only approved quizzes can be started',
  notOpenYet: 'This quiz has not opened yet',
  closed: 'This quiz has closed',
  noQuestions: 'This quiz has no questions',
  unknownQuestion: 'That question is not part of this attempt',
  stillInProgress: 'This attempt is still in progress',
  noneInProgress: 'No attempt in progress for this quiz',
} as const

/** What the server says about money requests and their settlement. */
export const WALLET_SERVER = {
  upiTransactionTaken: 'This UPI transaction ID has already been submitted',
  alreadySettled: (status: string) => `This request is already ${status}`,
  onlyRequestsCancel: 'Only fund additions and withdrawals can be cancelled',
  onlyRequestsApprove: 'Only fund additions and withdrawals wait for approval',
  payoutReferenceRequired: 'A payout reference (the UPI UTR) is required to approve a withdrawal',
  idempotencyConflict: 'This idempotency key was already used for a different request',
  cancelled: 'Request cancelled',
  approved: 'Request approved',
  rejected: 'Request rejected',
  adjustmentPosted: 'Adjustment posted',
} as const

/** What the server says when the AI provider fails or refuses; never the provider's own words. */
export const AI_SERVER = {
  invalidRequest: 'Invalid generation request',
  declined: 'The AI declined to write questions on this topic. Please try a different topic.',
  invalidQuestions: (problem: string) => `The AI returned invalid questions: ${problem}. Please try again.`,
  timeout: 'The AI service took too long to answer. Please try again.',
  unreachable: 'Could not reach the AI service. Please try again later.',
  keyRefused: 'The AI service did not accept the configured API key.',
  unknownModel: 'The AI service does not offer the configured model.',
  busy: 'The AI service is busy or out of quota. Please try again later.',
  upstreamError: 'The AI service had an internal error. Please try again later.',
  rejected: (status: number) => `The AI service rejected the request (HTTP ${status}).`,
  emptySummary: 'The AI service returned an empty summary. Please try again.',
  summaryFailed: 'The AI service could not write the summary. Please try again later.',
} as const

/** What the admin command (`npm run admin`) says. */
export const ADMIN_COMMAND = {
  noSuchUser: (email: string) => `No user with email ${email}`,
} as const
