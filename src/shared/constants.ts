/** Business constants and limits, in one place. */

/** Auth state restore: the persisted key and how long the app waits for it. */
export const AUTH_PERSIST_KEY = 'root'
export const AUTH_RESTORE_TIMEOUT_MS = 5000

/** Toasts (sonner). */
export const TOAST = {
  defaultDurationMs: 4000,
  successDurationMs: 2000,
  maxVisible: 20,
  maxWidthPx: 350,
} as const

export const PASSWORD = {
  minLength: 8,
  maxLength: 256,
  strengthMax: 5,
} as const

export const USERNAME = { minLength: 3, maxLength: 30 } as const
export const EMAIL_MAX_LENGTH = 254
/** The longest number a phone field takes as typed: E.164's 15 digits, its +, and a few spaces. */
export const PHONE_INPUT_MAX = 20

/**
 * Codes sent by SMS to sign in or to prove a number (decision 050): six digits, alive five
 * minutes, five wrong tries and it is dead; another may be asked for after 30 seconds. The limits
 * per number and per client (an hour's and a day's) keep anyone from using the platform to flood a
 * stranger's phone.
 */
export const PHONE_CODE = {
  digits: 6,
  lifetimeMs: 5 * 60_000,
  maxTries: 5,
  resendAfterMs: 30_000,
  perNumberPerHour: 5,
  perNumberPerDay: 10,
  perClientPerHour: 10,
  perClientPerDay: 30,
} as const
export const URL_MAX_LENGTH = 2048

export const CONTACT = {
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const

export const QUIZ_LIMITS = {
  defaultTimeLimitMinutes: 30,
  defaultQuestionTimeSeconds: 30,
  minTimeSeconds: 10,
  totalTimeStepSeconds: 10,
  optionsPerQuestion: 4,
  defaultPoints: 1,
  aiMinQuestions: 1,
  aiMaxQuestions: 20,
  aiDefaultQuestions: 5,
  defaultResultTimeLimitSeconds: 300,
  assumedPointsPerQuestion: 10,
} as const

/** Quiz import: a file's size and how many questions one import reads. */
export const IMPORT_LIMITS = {
  maxBytes: 1024 * 1024,
  maxQuestions: 500,
  /**
   * How deep a Moodle XML file's elements may nest. Moodle's own files go 5 deep
   * (quiz, question, answer, feedback, text); other tools' wrappers and inline XHTML get ample
   * room, and anything deeper is refused by its line before the parser (which builds one object
   * per level) reads it.
   */
  xmlMaxDepth: 32,
} as const

/**
 * Seconds after an attempt's time limit in which what reaches the server still counts: network and
 * clock slack. Past it, answers sent late (an offline device's included) do not count.
 */
export const ATTEMPT_GRACE_SECONDS = 5

export const TIMER = {
  totalWarningSeconds: 300,
  /** While offline, the banner warns that late answers will not count from this long before the end. */
  offlineWarningSeconds: 60,
  questionYellowSeconds: 20,
  questionRedSeconds: 10,
} as const

export const ANTI_CHEAT = {
  tabSwitchAwayMs: 2000,
  defaultMaxTabSwitches: 3,
  maxTabSwitches: 20,
  warningThreshold: 5,
  fullscreenReturnMs: 5000,
  violationLogSize: 50,
  monitoringPanelSize: 5,
} as const

export const WALLET = {
  minAddPaise: 1000,
  minWithdrawalPaise: 10000,
  recentTransactions: 10,
  /** How long an admin usually takes to verify a payment, in minutes, and to pay a withdrawal out, in business days. */
  verificationMinutes: { from: 10, to: 30 },
  withdrawalBusinessDays: { from: 3, to: 5 },
} as const

/**
 * Answer harvesting: no person reads, weighs and answers a question in under a second. A ranked
 * attempt faster than this per question is flagged for an admin to review (a second account that
 * read the answers first, or a script).
 */
export const PLAUSIBLE_MS_PER_QUESTION = 1000

/**
 * How deep arrays and objects may nest in a request. Our deepest input (a quiz with its questions
 * and their options) is five levels; 64 leaves room for any JSON a client may send as violation
 * details, and keeps every later walk of the value (validation, serialisation) far from the stack's
 * limit.
 */
export const MAX_INPUT_DEPTH = 64

/**
 * The most calls one tRPC batch may carry. The client's batch link sends at most this many (a
 * screen makes a handful at once); the server refuses a larger batch before running any of it.
 */
export const MAX_TRPC_BATCH = 20
