/**
 * The product's texts, word for word. The shell's (header, footer,
 * 404, the route error's retry) are defined in shell-texts.ts, which the shell imports; those other
 * code uses too are exported here with the rest.
 */
import { HEADER_TEXTS, NAV_LABELS, STATIC_PAGE_TITLES } from './shell-texts'

export {
  CONTACT_TEXTS,
  documentTitle,
  HEADER_TEXTS,
  NAV_LABELS,
  NOT_FOUND_TEXTS,
  PRODUCT_NAME,
  RETRY_LABEL,
  STATIC_PAGE_TITLES,
  SUPPORT_EMAIL,
} from './shell-texts'

export const LANDING = {
  headline: 'Challenge Your Mind, Quiz Your Way to Excellence',
  createQuiz: NAV_LABELS.createQuiz,
  participate: 'Participate',
  features: ['AI-Powered Quizzes', 'Community Driven', 'Competitive Rankings'],
} as const

export const AUTH_TEXTS = {
  loginTitle: 'Welcome back',
  loginSubtitle: 'Sign in to your account to continue',
  signIn: 'Sign in',
  continueWithGoogle: 'Continue with Google',
  signUpWithGoogle: 'Sign up with Google',
  continuing: 'Continuing…',
  passwordStrength: 'Password strength',
  signUpLink: 'Sign up',
  createAccount: 'Create Account',
  signInLink: 'Sign in',
  signupTitle: 'Create your account',
  signupSubtitle: 'Join Quizdom to create, share and take quizzes',
  noAccount: 'Don’t have an account?',
  haveAccount: 'Already have an account?',
  or: 'or',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loginForm: 'Sign in',
  signupForm: 'Sign up',
} as const

export const PROFILE_TEXTS = {
  editProfile: 'Edit Profile',
  saveChanges: 'Save Changes',
  balance: 'Balance',
  totalEarned: 'Total Earned',
  totalSpent: 'Total Spent',
  phonePlaceholder: '10-digit phone number',
} as const

/** Landing page testimonials: the three speakers. */
export const TESTIMONIAL_ROLES = {
  student: 'Student',
  teacher: 'Teacher',
  quizEnthusiast: 'Quiz Enthusiast',
} as const

/** Static page titles and the About page's values and claims. */
export const STATIC_PAGE_TEXTS = {
  privacyTitle: STATIC_PAGE_TITLES.privacy,
  termsTitle: STATIC_PAGE_TITLES.terms,
  aboutTitle: STATIC_PAGE_TITLES.about,
  missionTitle: 'Our Mission',
  values: ['Quality', 'Accessibility', 'Innovation', 'Community'],
  claims: ['Free to join', 'No ads', 'Regular updates'],
} as const

export const QUIZ_TEXTS = {
  availableTitle: 'Available Quizzes',
  /** 'N quiz' or 'N quizzes' available. */
  availableCount: (count: number) => `${count} ${count === 1 ? 'quiz' : 'quizzes'} available`,
  applyFilters: 'Apply Filters',
  filters: 'Filter quizzes',
  search: 'Search',
  searchPlaceholder: 'Search quizzes… (Enter)',
  category: 'Category',
  allCategories: 'All categories',
  difficulty: 'Difficulty',
  allDifficulties: 'All difficulties',
  loadMore: 'Load more',
  browse: 'Browse quizzes',
  startQuiz: 'Start Quiz',
  free: 'Free',
  defaultCategoryLabel: 'General',
  deleteWarning: 'This action cannot be undone',
  deleteDetail: 'All quiz data, questions and attempt history will be permanently deleted.',
} as const

/** The Create / Edit Quiz screen; its labels are shared with the browser tests. */
export const QUIZ_EDITOR_TEXTS = {
  createTitle: LANDING.createQuiz,
  editTitle: 'Edit Quiz',
  createDescription: 'Write questions by hand or let AI draft them, then submit the quiz for approval.',
  editDescription: 'Change anything you need and update the quiz.',
  loading: 'Loading quiz…',
  save: 'Save',
  update: 'Update',
  saveDraft: 'Save as draft',
  saving: 'Saving…',
  preview: 'Preview',
  cancel: 'Cancel',
  generate: 'Generate',
  generating: 'Generating…',
  generated: (count: number) => `Added ${count} generated ${count === 1 ? 'question' : 'questions'}`,
  distribute: 'Distribute time equally',
  advancedSettings: 'Advanced Settings',
  addQuestion: 'Add question',
  correct: 'Correct',
  draftSaved: 'Draft saved',
  createNote: 'Saving submits the quiz for approval; a draft stays private until you submit it.',
  updateNote: 'Updating sends the quiz back to pending until it is approved again.',
  invalidPrice: 'Enter the price in rupees with at most 2 decimals',
  /** The timing helper before there is a question to share the time with. */
  timingNeedsQuestions: 'Add a question to see how the total time is shared among the questions.',
} as const

/** The editor's labels, hints and section names; the browser tests find fields by these. */
export const QUIZ_EDITOR_LABELS = {
  title: 'Title',
  detailsTitle: 'Quiz details',
  category: 'Category',
  difficulty: 'Difficulty',
  description: 'Description',
  totalTime: 'Total time limit (seconds)',
  totalTimeMinimum: (seconds: number) => `At least ${seconds} seconds`,
  timingHelper: 'Timing helper',
  timingHelperHint: 'The total time is shared equally by the questions.',
  questionCount: 'Questions',
  averagePerQuestion: 'Average per question',
  questionTimeSum: 'Question limits add up to',
  ofTotal: (total: string) => ` of ${total}`,
  matchesTotal: 'Matches the total',
  overTotal: (difference: string) => `${difference} over the total`,
  underTotal: (difference: string) => `${difference} under the total`,
  totalTooShort: (seconds: number, count: number, total: string) =>
    `Each question needs at least ${seconds} seconds, so ${count} questions need a total of at least ${total}.`,
  pricingTitle: 'Price and schedule',
  paid: 'Paid quiz',
  paidHint: 'Participants pay the price to take it; otherwise the quiz is free.',
  price: 'Price (₹)',
  priceHint: 'Rupees, up to 2 decimals',
  participantsPay: (price: string) => `Participants pay ${price}`,
  startTime: 'Start time',
  endTime: 'End time',
  timeZoneHint: (zone: string) => `Optional. In your time zone (${zone}).`,
  generalSettings: 'Questions and results',
  antiCheatSettings: 'Anti-cheat',
  antiCheatOff: 'Turn on “Enable anti-cheat” to change the other anti-cheat settings.',
  maxTabSwitches: 'Maximum tab switches',
  maxTabSwitchesHint: 'Tab switches allowed before the attempt counts as a violation.',
  settings: {
    shuffleQuestions: ['Shuffle questions', 'Each participant gets the questions in a different order.'],
    shuffleOptions: ['Shuffle options', 'The four options appear in a different order.'],
    allowReview: ['Allow review', 'Participants can go through their answers after submitting.'],
  },
  antiCheat: {
    enabled: ['Enable anti-cheat', 'Monitor attempts and record violations.'],
    detectTabSwitch: ['Detect tab switches', 'Leaving the quiz tab counts as a violation.'],
    detectCopyPaste: ['Detect copy and paste', 'Copying, pasting and right-click are blocked and recorded.'],
    timeLimit: ['Enforce question time limits', 'The quiz moves on when a question’s time runs out.'],
    randomizeQuestions: ['Randomize questions', 'Questions are drawn in a random order for each attempt.'],
    forceFullscreen: ['Require fullscreen', 'The quiz can only be taken in fullscreen.'],
    autoSubmitOnViolation: ['Auto-submit on violation', 'A serious violation submits the attempt.'],
  },
  aiTitle: 'Generate questions with AI',
  aiDescription: 'Describe a topic and AI drafts questions you can edit before saving.',
  aiTopic: 'Topic',
  aiTopicHint: 'Also saved as the quiz topic; when empty, the title is used.',
  aiCount: 'Number of questions',
  aiDifficulty: 'AI difficulty',
  questionsTitle: 'Questions',
  inTheList: ' in the list',
  noQuestions: 'No questions yet. Add one by hand or generate some with AI.',
  question: (n: number) => `Question ${n}`,
  removeQuestion: (n: number) => `Remove question ${n}`,
  questionText: 'Question text',
  option: (n: number) => `Option ${n}`,
  correctOption: 'Correct option',
  correctOptionFor: (n: number) => `Correct option for question ${n}`,
  explanation: 'Explanation',
  points: 'Points',
  questionTime: 'Time (seconds)',
  untitledQuiz: 'Untitled quiz',
  untitledQuestion: 'Untitled question',
  optionsOf: (n: number) => `Options of question ${n}`,
  optionPrefix: (n: number) => `Option ${n}: `,
  explanationPrefix: 'Explanation: ',
  questionCountLabel: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  pointsLabel: (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`,
  form: 'Quiz editor',
} as const

/**
 * The editor's inline errors, said of the field at fault in words: a question and an option by
 * their numbers on screen, never as a path such as `questions.2.options.1`. `message` is the quiz
 * schema's own sentence for the rule.
 */
export const QUIZ_EDITOR_ERRORS = {
  questionNeedsText: (question: number) => `Question ${question} needs text`,
  optionNeedsText: (option: number, question: number) => `Option ${option} of question ${question} needs text`,
  inQuestion: (question: number, message: string) => `Question ${question}: ${message}`,
  inOption: (option: number, question: number, message: string) =>
    `Option ${option} of question ${question}: ${message}`,
  maxTabSwitches: (min: number, max: number) => `Maximum tab switches must be a whole number from ${min} to ${max}`,
} as const

/** The Result screen, the quiz leaderboard and the attempt history. */
export const RESULT_TEXTS = {
  title: 'Quiz Completed',
  generateAnalysis: 'Generate Analysis',
  generatingAnalysis: 'Generating…',
  notAvailable: 'N/A',
  home: 'Home',
  moreQuizzes: 'More Quizzes',
  leaderboard: 'Leaderboard',
  finalScore: 'Final score',
  timeTaken: 'Time taken',
  accuracy: 'Accuracy',
  rank: 'Rank',
  practiceNote: 'Practice attempt: only your first attempt is ranked',
  analysisTitle: 'AI Performance Analysis',
  aiSummaryTitle: 'AI summary',
  strengths: 'Strengths',
  weaknesses: 'Weaknesses',
  recommendations: 'Recommendations',
  timeManagement: 'Time management',
  breakdownTitle: 'Question Breakdown',
  timeChartTitle: 'Time per Question',
  antiCheatTitle: 'Anti-cheat Report',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  correct: 'Correct',
  incorrect: 'Incorrect',
  notAnswered: 'Not answered',
  /** An answer whose rightness the quiz does not show yet (or ever). */
  answered: 'Answered',
  explanation: 'Explanation',
  leaderboardEmpty: 'No ranked attempts yet',
  leaderboardEmptyHint: "Be the first: a player's first attempt on a quiz is the ranked one.",
  backToQuiz: 'Back to quiz',
  you: 'You',
  yourPlace: 'Your place',
  myAttemptsTitle: 'My Attempts',
  noAttempts: 'No attempts yet',
  noAttemptsHint: 'Quizzes you take appear here with their scores.',
  ranked: 'Ranked',
  practice: 'Practice',
  inProgress: 'In progress',
  resume: 'Resume',
  ofLimit: (taken: string, limit: string) => `${taken} of ${limit}`,
  /** The attempt history's table and pager. */
  history: {
    hint: 'Ranked attempts count on the leaderboard; later ones are practice.',
    loading: 'Loading attempts…',
    quiz: 'Quiz',
    score: 'Score',
    date: 'Date',
    type: 'Type',
    pages: 'Attempt pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
  /** The leaderboard's table, its caption and the viewer's own place. */
  board: {
    rank: 'Rank',
    player: 'Player',
    score: 'Score',
    percentage: 'Percentage',
    time: 'Time',
    violations: 'Violations',
    top: (shown: number, total: number) => `Top ${shown} of ${total} ranked players`,
    ranked: (total: number) => `${total} ranked ${total === 1 ? 'player' : 'players'}`,
  },
  /** The time chart and the table of the same figures under it. */
  chart: {
    question: 'Question',
    timeSpent: 'Time spent',
    timeLimit: 'Time limit',
    result: 'Result',
    bar: (number: number, outcome: string) => `Q${number} · ${outcome}`,
    summary: (count: number, correct: number | null) =>
      correct === null
        ? `Time taken on each of ${count} questions against its limit. The same figures follow in a table.`
        : `Time taken on each of ${count} questions against its limit; ${correct} answered correctly. ` +
          'Correct answers are solid green bars with a tick, wrong or unanswered ones striped red bars with a cross. ' +
          'The same figures follow in a table.',
  },
  /** The anti-cheat report's table and totals. */
  report: {
    byType: 'Violations by type',
    type: 'Type',
    severity: 'Severity',
    count: 'Count',
    total: 'Total violations',
    tabSwitches: 'Tab switches',
  },
  optionsFor: (number: number) => `Options for question ${number}`,
  afterQuiz: 'After the quiz',
  timeShare: 'Share of the time limit used',
  correctOf: (correct: number, total: number) => `${correct} of ${total} correct`,
} as const

/** The Quiz Attempt screen; its labels are shared with the browser tests. */
export const ATTEMPT_TEXTS = {
  loading: 'Loading quiz…',
  starting: 'Starting quiz…',
  paidTitle: 'Paid quiz',
  /** `price` comes from formatINR, which writes the ₹ itself. */
  paidConfirm: (price: string) => `This quiz costs ${price}. Do you want to proceed?`,
  proceed: 'Proceed',
  cancel: 'Cancel',
  questionOf: (current: number, total: number) => `Question ${current} of ${total}`,
  answeredOf: (answered: number, total: number) => `${answered} of ${total} answered`,
  answeredLabel: 'Questions answered',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  nextQuestion: 'Next Question',
  submitQuiz: 'Submit Quiz',
  submitTitle: 'Submit your quiz?',
  submitConfirm: 'Are you sure you want to submit your quiz? You cannot change your answers after submission.',
  confirmSubmit: 'Submit',
  submitting: 'Submitting…',
  submitFailed: 'Your quiz has not been submitted yet. Check your connection and try again.',
  timeUp: (question: number) => `Time's up for question ${question}!`,
  totalTime: 'Time left',
  questionTime: 'Time left for this question',
  totalTimeWarning: (minutes: number) => `Less than ${minutes} minutes left`,
  questionTimeWarning: (seconds: number) => `${seconds} seconds left for this question`,
  violations: 'Violations',
  monitoringTitle: 'Anti-cheat monitoring',
  monitoringHint: 'Latest violations recorded during this attempt',
  noViolations: 'No violations so far',
  tabSwitchWarning: (count: number, max: number) =>
    count <= max
      ? `Tab switch detected: ${count} of ${max} allowed. Stay on this page.`
      : `Tab switch detected: ${count}, over the limit of ${max}. It is reported.`,
  manyViolations: (count: number) => `${count} violations recorded. They appear in your result.`,
  fullscreenTitle: 'Full screen required',
  fullscreenDescription: 'This quiz must be taken in full screen. Your timer keeps running.',
  fullscreenReturn: (seconds: number) => `Return to full screen within ${seconds} seconds or it counts as a violation.`,
  enterFullscreen: 'Enter Fullscreen',
  fullscreenFailed: 'Your browser did not allow full screen. Try again.',
  /** Leaving a running attempt asks first: the clock does not stop for a stray click. */
  leaveTitle: 'Leave this quiz?',
  leaveDescription:
    'The clock keeps running while you are away. Your answers so far are saved, and you can come back to this attempt until its time is up.',
  stay: 'Stay',
  leave: 'Leave',
  /** A paid quiz's start refused for want of funds: what is missing, and how to add it. */
  topUpDescription: (price: string, balance: string, toAdd: string) =>
    `This quiz costs ${price} and your wallet holds ${balance}. Add ${toAdd}; once an admin has verified the payment, start the quiz.`,
  balanceLoading: 'Checking your wallet…',
  /** What the report says of a violation the page saw, beside its type. */
  violationDetails: {
    away: (seconds: number) => `Away for ${seconds} s`,
    leftFullscreen: 'Left full screen',
    notBack: (seconds: number) => `Not back in full screen within ${seconds} s`,
  },
} as const

/**
 * The Wallet screen, its Add Funds and Withdrawal dialogs and the admin's wallet review;
 * shared with the browser tests. Amounts arrive already formatted by formatINR.
 */
export const WALLET_TEXTS = {
  title: HEADER_TEXTS.wallet,
  description: 'Add money by UPI, pay for quizzes, collect your earnings and withdraw to your UPI ID.',
  availableBalance: 'Available Balance',
  totalEarnings: 'Total Earnings',
  addFunds: 'Add Funds',
  requestWithdrawal: 'Request Withdrawal',
  withdrawalHint: (minimum: string) => `You need at least ${minimum} in your wallet to request a withdrawal.`,
  pendingAdditions: (amount: string) => `${amount} in fund additions waiting for verification`,
  pendingWithdrawals: (amount: string) => `${amount} in withdrawals waiting for payout`,
  recentTransactions: 'Recent Transactions',
  recentHint: (count: number) => `Your latest ${count} transactions.`,
  loading: 'Loading wallet…',
  credit: 'Credit',
  debit: 'Debit',
  cancelRequest: 'Cancel',
  cancelLabel: (label: string, amount: string) => `Cancel ${label.toLowerCase()} of ${amount}`,
  requestCancelled: 'Request cancelled',
  cancelFailed: 'Could not cancel the request',
  rejectionReason: 'Reason',
  forQuiz: (title: string) => `Quiz: ${title}`,
  toUpi: (upiId: string) => `To ${upiId}`,
  upiReference: (reference: string) => `UPI transaction ID: ${reference}`,
  payoutReference: (reference: string) => `Payout reference: ${reference}`,
  statusLabels: { pending: 'Pending', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' },
  amount: 'Amount (₹)',
  amountPlaceholder: 'e.g. 500',
  addFundsDescription: (time: string) =>
    `Pay to our UPI ID, then submit this request. An admin verifies the payment; verification takes ${time}.`,
  paymentSteps: [
    'Enter the amount you want to add.',
    'Pay it to the UPI ID below: scan the QR code or copy the ID into your UPI app.',
    'Submit the request, with the UPI transaction ID if your app shows one.',
  ],
  platformUpiId: 'Pay to UPI ID',
  copy: 'Copy',
  copyUpiId: 'Copy UPI ID',
  copyFailed: 'Could not copy the UPI ID. Select it and copy it by hand.',
  qrAlt: (upiId: string, amount: string | null) =>
    amount ? `UPI QR code to pay ${amount} to ${upiId}` : `UPI QR code to pay ${upiId}`,
  qrCaption: (amount: string | null) =>
    amount ? `Scan with any UPI app to pay ${amount}.` : 'Scan with any UPI app, then enter the amount there.',
  qrLoading: 'Preparing QR code…',
  /** The `tn` (note) of the UPI payment link. */
  upiNote: 'Quizdom wallet top-up',
  transactionId: 'UPI transaction ID (optional)',
  transactionIdHint: 'The reference number your UPI app shows after paying. It helps us verify faster.',
  submitRequest: 'Submit Request',
  submitting: 'Submitting…',
  close: 'Cancel',
  withdrawDescription: (balance: string, time: string) =>
    `Available balance ${balance}. The amount is held at once and paid to your UPI ID within ${time} after approval.`,
  upiId: 'Your UPI ID',
  upiIdPlaceholder: 'yourname@bank',
  note: 'Note (optional)',
  minimumHint: (minimum: string) => `Minimum ${minimum}.`,
  /** Admin: wallet review. */
  reviewTitle: 'Wallet requests waiting for review',
  reviewEmpty: 'No wallet requests waiting for review',
  reviewFilter: 'Show',
  reviewFilters: { all: 'All requests', payment: 'Fund additions', withdrawal: 'Withdrawals' },
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (label: string, amount: string, username: string) =>
    `Approve ${label.toLowerCase()} of ${amount} by ${username}`,
  rejectLabel: (label: string, amount: string, username: string) =>
    `Reject ${label.toLowerCase()} of ${amount} by ${username}`,
  approved: 'Request approved',
  rejected: 'Request rejected',
  payoutReferenceLabel: 'Payout reference (UPI UTR)',
  payoutReferenceHint: 'Pay the amount to the UPI ID first, then enter the UTR of that payment.',
  approveWithdrawalTitle: 'Approve withdrawal',
  approveWithdrawalDescription: (amount: string, upiId: string) =>
    `Confirm that ${amount} has been paid to ${upiId}. The user sees the payout reference.`,
  rejectTitle: 'Reject request',
  rejectDescription: 'The user sees this reason in the wallet. A withdrawal goes back to their balance.',
  rejectReason: 'Reason',
  requestedBy: (username: string, email: string) => `${username} (${email})`,
  waitingCount: (count: number) => `${count} waiting`,
  facts: {
    requestedBy: 'Requested by',
    requestedOn: 'Requested on',
    payTo: 'Pay to',
    upiTransactionId: 'UPI transaction ID',
    note: 'Note',
  },
  userId: 'User ID',
  adjustTitle: 'Post an adjustment',
  adjustDescription: 'A refund or bonus credits the wallet; a penalty debits it, never below zero.',
  adjustType: 'Type',
  adjustReason: 'Reason',
  adjustSubmit: 'Post adjustment',
  adjustPosted: 'Adjustment posted',
  adjustUser: (username: string) => `Adjust ${username}`,
} as const

/** Form field labels, one label per field wherever it appears. */
export const FIELD_LABELS = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  phone: 'Phone Number',
  newPassword: 'New Password',
  profilePicture: 'Profile Picture URL',
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
} as const

/** Profile form actions besides Edit Profile / Save Changes. */
export const PROFILE_FORM_TEXTS = {
  cancel: QUIZ_EDITOR_TEXTS.cancel,
  keepPassword: 'Leave empty to keep your password',
  picturePlaceholder: 'https://…',
  form: 'Profile',
  walletTitle: HEADER_TEXTS.wallet,
  walletDescription: 'Your balance and earnings in rupees.',
  detailsTitle: 'Profile details',
  guestTitle: 'Your profile',
  guestHint: 'Log in to see and edit your profile and wallet.',
} as const

/** My Quizzes: the page title and each card's actions. */
export const MY_QUIZZES_TEXTS = {
  title: NAV_LABELS.myQuizzes,
  createQuiz: LANDING.createQuiz,
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteConfirm: 'Delete quiz',
  cancel: QUIZ_EDITOR_TEXTS.cancel,
  description: 'Everything you have created, and where it stands.',
  filterByStatus: 'Filter by status',
  reason: 'Reason:',
  /** What each tab says when it has nothing to show. */
  empty: {
    all: { title: 'You have not created any quizzes yet', description: 'Create your first quiz by hand or with AI.' },
    draft: { title: 'No drafts', description: 'Quizzes you save as a draft appear here.' },
    pending: {
      title: 'Nothing waiting for approval',
      description: 'Submitted quizzes wait here until an admin reviews them.',
    },
    approved: {
      title: 'No approved quizzes yet',
      description: 'Approved quizzes are public and can be taken by anyone.',
    },
    rejected: { title: 'No rejected quizzes', description: 'If a quiz is rejected, the reason appears here.' },
  },
} as const

/** Quiz Details: Back, and Edit for the creator. */
export const QUIZ_DETAILS_TEXTS = {
  back: 'Back',
  edit: MY_QUIZZES_TEXTS.edit,
  /** A quiz with a window: Start waits for its opening and goes when it closes. */
  opensOn: (when: string) => `Opens on ${when}`,
  opensIn: (wait: string) => `Opens in ${wait}`,
  closedOn: (when: string) => `Closed on ${when}`,
  notOpenYet: `This quiz is not open yet: ${QUIZ_TEXTS.startQuiz} appears here when it opens.`,
  closed: 'This quiz no longer takes attempts.',
  /** A buyer's retakes cost nothing, so they are not asked to pay again. */
  boughtAlready: 'You bought this quiz: retakes are free.',
  paid: 'Paid',
  rejected: 'Rejected:',
  settingsTitle: 'Settings',
  facts: {
    questions: 'Questions',
    duration: 'Duration',
    attempts: 'Attempts',
    price: 'Price',
    category: 'Category',
    difficulty: 'Difficulty',
    creator: 'Creator',
    starts: 'Starts',
    ends: 'Ends',
  },
  /** The settings a player is told about before starting, as the quiz has them on. */
  settings: {
    shuffleQuestions: 'Shuffled questions',
    shuffleOptions: 'Shuffled options',
    showCorrectAnswers: 'Correct answers shown after submitting',
    allowReview: 'Review allowed',
    antiCheat: 'Anti-cheat monitoring',
    detectTabSwitch: 'Tab switches detected',
    detectCopyPaste: 'Copy and paste detected',
    forceFullscreen: 'Full screen required',
    randomizeQuestions: 'Randomised questions',
    autoSubmitOnViolation: 'Auto-submit on violation',
  },
} as const

/** Browser tab titles that are not a page's heading or a header link (documentTitle adds the product's name). */
export const PAGE_TITLES = {
  quizResult: (quiz: string) => `Result: ${quiz}`,
  quizLeaderboard: (quiz: string) => `${RESULT_TEXTS.leaderboard}: ${quiz}`,
} as const

/** The global /leaderboard route: a Coming Soon placeholder. */
export const LEADERBOARD_PLACEHOLDER_TEXTS = {
  title: NAV_LABELS.leaderboard,
  comingSoon: 'Coming Soon',
  description:
    'A site-wide leaderboard is on its way. Until then, every quiz has its own leaderboard on its result page.',
  browse: QUIZ_TEXTS.browse,
} as const
