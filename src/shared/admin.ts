/**
 * The admin's console: what its audit log calls each action, its limits, and its screens' texts.
 * Admin screens' texts; server and client share them.
 * The wallet review's texts (approve, reject, the adjustment's labels) stay in WALLET_TEXTS.
 */
import { QUIZ_EDITOR_TEXTS } from './texts'

/** Every admin action the audit log records, with the words the console shows for it. */
export const AUDIT_ACTIONS = {
  'quiz.approve': 'Approved a quiz',
  'quiz.reject': 'Rejected a quiz',
  'quiz.unpublish': 'Unpublished a quiz',
  'quiz.edit': "Edited someone's quiz",
  'quiz.delete': "Deleted someone's quiz",
  'transaction.approve': 'Approved a fund addition',
  'transaction.payout': 'Paid out a withdrawal',
  'transaction.reject': 'Rejected a money request',
  'wallet.adjust': 'Posted an adjustment',
  'role.grant': 'Made an admin',
  'role.revoke': 'Removed an admin',
  'attempt.review': 'Reviewed a flagged attempt',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

export const AUDIT_TARGET_TYPES = ['quiz', 'transaction', 'user', 'attempt'] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** Who acted when no admin did: the paths that change roles from outside the console. */
export const SYSTEM_ACTORS = {
  adminEmailsSignup: 'ADMIN_EMAILS at signup',
  adminEmailsLogin: 'ADMIN_EMAILS at login',
  adminEmailsGoogle: 'ADMIN_EMAILS at Google sign-in',
  adminEmailsVerified: 'ADMIN_EMAILS when the address was verified',
  adminCommand: 'npm run admin',
} as const

export const ADMIN_LIMITS = {
  pageSize: 20,
  /** Rows in one CSV download (the audit log, the payout sheet); narrow the filters for more. */
  csvMaxRows: 10_000,
  searchMax: 254,
  /** The user page's recent transactions, quizzes and attempts. */
  detailRows: 20,
} as const

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  attemptNotFound: 'Attempt not found',
  notFlagged: 'This attempt is not flagged: it is ranked only when it was played slower than the plausible floor',
  unpublishOnlyApproved: (status: string) => `Only an approved quiz can be unpublished; this one is ${status}`,
  dateRange: 'The start date must be on or before the end date',
  date: 'Use a date as YYYY-MM-DD',
} as const

/** The console's texts: headings, labels, buttons and what they announce. */
export const ADMIN_TEXTS = {
  description: 'Review quizzes and money, look people up, and see who did what.',
  sections: {
    quizzes: 'Quizzes',
    money: 'Money',
    users: 'Users',
    flagged: 'Flagged attempts',
    audit: 'Audit log',
    contact: 'Contact messages',
  },
  sectionsLabel: 'Admin sections',
  apply: 'Search',
  clear: 'Clear',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number) => `Page ${page}`,
  loading: 'Loading…',
  any: 'Any',
  when: 'When',
  user: 'User',
  email: 'Email',
  from: 'From',
  to: 'To',
  // Quizzes
  quizSearchTitle: 'All quizzes',
  quizStatus: 'Status',
  quizTitle: 'Title',
  quizCreator: 'Creator (username)',
  quizzesEmpty: 'No quizzes match',
  unpublish: 'Unpublish',
  unpublishLabel: (title: string) => `Unpublish ${title}`,
  unpublishTitle: (title: string) => `Unpublish “${title}”`,
  unpublishDescription:
    'It leaves the public list and can no longer be started. Attempts already taken stay. The creator sees this reason on My Quizzes, as with a rejection.',
  unpublishReason: 'Reason',
  unpublishConfirm: 'Unpublish quiz',
  rejectQuizTitle: (title: string) => `Reject “${title}”`,
  rejectQuizDescription: 'The creator sees this reason on My Quizzes.',
  rejectQuizReason: 'Reason',
  rejectQuizConfirm: 'Reject quiz',
  quizRejected: 'Quiz rejected',
  quizApproved: (title: string) => `Approved “${title}”`,
  noDescription: 'No description',
  updatedOn: (date: string) => `Updated ${date}`,
  loadingQuestions: 'Loading questions…',
  correctMark: ' (correct)',
  hideQuestions: 'Hide questions',
  readQuestions: (title: string) => `Read questions of “${title}”`,
  approveQuiz: (title: string) => `Approve ${title}`,
  rejectQuiz: (title: string) => `Reject ${title}`,
  reviewQueue: (count: number) => `Quizzes waiting for review (${count})`,
  reviewQueueEmpty: 'No quizzes waiting for review',
  noContactMessages: 'No messages yet',
  unpublished: 'Quiz unpublished',
  price: 'Price',
  updated: 'Updated',
  actions: 'Actions',
  statusLabels: { draft: 'Draft', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  // Money
  pendingTitle: 'Waiting for review',
  historyTitle: 'Transaction history',
  historyEmpty: 'No transactions match',
  transactionType: 'Type',
  transactionStatus: 'Status',
  transactionUser: 'User (username or email)',
  payoutSheet: 'Download the payout sheet (CSV)',
  payoutSheetHint:
    'Every pending withdrawal, for the bank run: user, email, UPI ID, amount in rupees, request id, requested at.',
  // Adjustments (the rest of the form's labels are WALLET_TEXTS')
  adjustUser: 'Username or email',
  adjustFind: 'Find user',
  adjustFound: (username: string, email: string) => `${username} (${email})`,
  adjustNeedsUser: 'Find the user first',
  currentBalance: 'Current balance',
  adjustReview: 'Review adjustment',
  adjustConfirmTitle: 'Confirm the adjustment',
  adjustConfirmDescription: (type: string, amount: string, username: string, before: string, after: string) =>
    `${type} of ${amount} for ${username}: the balance goes from ${before} to ${after}.`,
  cancel: QUIZ_EDITOR_TEXTS.cancel,
  // Users
  userSearchTitle: 'Find a user',
  userSearch: 'Email or username (the start of it)',
  usersEmpty: 'No users match',
  usersHint: 'Type the start of an email or a username.',
  viewUser: (username: string) => `Open ${username}`,
  role: 'Role',
  roleLabels: { user: 'User', admin: 'Admin' },
  joined: 'Joined',
  profile: 'Profile',
  signIn: 'Signs in with',
  signInGoogle: 'Google',
  signInPassword: 'Password',
  userId: 'User ID',
  phone: 'Phone',
  notGiven: 'Not given',
  userWallet: 'Wallet',
  balance: 'Balance',
  totalEarned: 'Total earned',
  totalSpent: 'Total spent',
  pendingIn: 'Fund additions pending',
  pendingOut: 'Withdrawals pending',
  userTransactions: 'Transactions',
  userQuizzes: 'Quizzes created',
  userAttempts: 'Attempts',
  noneYet: 'None yet',
  backToUsers: 'Back to users',
  ranked: 'Ranked',
  practice: 'Practice',
  inProgress: 'In progress',
  // Flagged attempts
  flaggedTitle: 'Attempts faster than a person could play',
  flaggedDescription: (msPerQuestion: number) =>
    `Ranked attempts that took under ${msPerQuestion / 1000} s per question. Mark one reviewed to keep it on the leaderboard.`,
  flaggedEmpty: 'No flagged attempts',
  includeReviewed: 'Show reviewed attempts too',
  player: 'Player',
  quiz: 'Quiz',
  score: 'Score',
  duration: 'Duration',
  questions: 'Questions',
  submittedAt: 'Submitted',
  markReviewed: 'Mark reviewed (keep)',
  markReviewedLabel: (username: string, title: string) => `Mark reviewed: ${username} on ${title}`,
  reviewed: 'Reviewed',
  markedReviewed: 'Attempt marked reviewed',
  // Audit log
  auditTitle: 'Audit log',
  auditEmpty: 'No admin actions match',
  auditAction: 'Action',
  auditActor: 'Admin (username)',
  auditTarget: 'Target id',
  auditTargetColumn: 'Target',
  auditWho: 'Who',
  auditWhat: 'What',
  auditChange: 'Before → after',
  becomes: 'becomes',
  auditDownload: 'Download as CSV',
} as const
