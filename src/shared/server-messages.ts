/**
 * The messages of validation and of the server's answers: refusals, limits, the outcome of a
 * request. Apart from messages.ts's toasts and empty states, which every screen's shell reads, so
 * the first screen's JavaScript carries only those (messages.ts re-exports these). The words are in
 * the catalogs (messages/*.json): the server reads them inside a request, so an answer is in the
 * requester's language. An object that mixes words and functions is `withWords(words(…), {…})`:
 * spreading a words() object would read each word once, at import, in English.
 */
import { CONTACT, MAX_INPUT_DEPTH, MAX_TRPC_BATCH, PASSWORD, PHONE_DIGITS, USERNAME } from './constants'
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

/** Validation messages the forms show, word for word as the product defines them. */
export const VALIDATION = words({
  quizTitleRequired: m.validation_quiz_title_required,
  questionRequired: m.validation_question_required,
  previewNeedsQuestion: m.validation_preview_needs_question,
  aiTopicRequired: m.validation_ai_topic_required,
  invalidAmount: m.validation_invalid_amount,
  amountAboveLimit: m.validation_amount_above_limit,
  minAddFunds: m.validation_min_add_funds,
  insufficientBalance: m.validation_insufficient_balance,
  minWithdrawal: m.validation_min_withdrawal,
  upiRequired: m.validation_upi_required,
  upiInvalid: m.validation_upi_invalid,
  paymentReferenceInvalid: m.validation_payment_reference_invalid,
  /** The editor and the quiz schema both refuse a paid quiz at ₹0. */
  paidQuizNeedsPrice: m.validation_paid_quiz_needs_price,
})

/** The account and contact fields' messages (schemas/fields.ts, auth.ts, account-data.ts). */
export const FIELD_MESSAGES = words({
  emailRequired: m.field_messages_email_required,
  emailTooLong: m.field_messages_email_too_long,
  emailInvalid: m.field_messages_email_invalid,
  passwordRequired: m.field_messages_password_required,
  passwordTooShort: () => m.field_messages_password_too_short({ min: PASSWORD.minLength }),
  passwordTooLong: () => m.field_messages_password_too_long({ max: PASSWORD.maxLength }),
  usernameRequired: m.field_messages_username_required,
  usernameTooShort: () => m.field_messages_username_too_short({ min: USERNAME.minLength }),
  usernameTooLong: () => m.field_messages_username_too_long({ max: USERNAME.maxLength }),
  usernameCharacters: m.field_messages_username_characters,
  usernameNotText: m.field_messages_username_not_text,
  usernameLong: m.field_messages_username_long,
  phoneDigits: () => m.field_messages_phone_digits({ digits: PHONE_DIGITS }),
  urlTooLong: m.field_messages_url_too_long,
  urlInvalid: m.field_messages_url_invalid,
  nameRequired: m.field_messages_name_required,
  nameTooLong: () => m.field_messages_name_too_long({ max: CONTACT.nameMax }),
  subjectRequired: m.field_messages_subject_required,
  subjectTooLong: () => m.field_messages_subject_too_long({ max: CONTACT.subjectMax }),
  messageRequired: m.field_messages_message_required,
  messageTooShort: () => m.field_messages_message_too_short({ min: CONTACT.messageMin }),
  messageTooLong: () => m.field_messages_message_too_long({ max: CONTACT.messageMax }),
  linkIncomplete: m.field_messages_link_incomplete,
  sessionIdInvalid: m.field_messages_session_id_invalid,
  idInvalid: m.field_messages_id_invalid,
})

/** The names of a quiz's text fields, as its messages say them ('Title is required'). */
const QUIZ_FIELD_LABELS = words({
  questionText: m.quiz_field_labels_question_text,
  option: m.quiz_field_labels_option,
  explanation: m.quiz_field_labels_explanation,
  title: m.quiz_field_labels_title,
  description: m.quiz_field_labels_description,
  topic: m.quiz_field_labels_topic,
})
export type QuizFieldLabel = keyof typeof QUIZ_FIELD_LABELS

/** The quiz schema's messages (schemas/quiz.ts); the bounds are passed in, as that module owns them. */
export const QUIZ_SCHEMA_MESSAGES = withWords(
  words({
    categoryInvalid: m.quiz_schema_messages_category_invalid,
    difficultyInvalid: m.quiz_schema_messages_difficulty_invalid,
    optionNeedsText: m.quiz_schema_messages_option_needs_text,
    optionsDifferent: m.quiz_schema_messages_options_different,
    chooseCorrect: m.quiz_schema_messages_choose_correct,
    pointsWhole: m.quiz_schema_messages_points_whole,
    questionTimeWhole: m.quiz_schema_messages_question_time_whole,
    questionTimeTooLong: m.quiz_schema_messages_question_time_too_long,
    isoDate: m.quiz_schema_messages_iso_date,
    dateRange: m.quiz_schema_messages_date_range,
    priceWhole: m.quiz_schema_messages_price_whole,
    priceNegative: m.quiz_schema_messages_price_negative,
    priceTooHigh: m.quiz_schema_messages_price_too_high,
    totalTimeRequired: m.quiz_schema_messages_total_time_required,
    totalTimeWhole: m.quiz_schema_messages_total_time_whole,
    totalTimeTooLong: m.quiz_schema_messages_total_time_too_long,
    endAfterStart: m.quiz_schema_messages_end_after_start,
    reasonRequired: m.quiz_schema_messages_reason_required,
  }),
  {
    required: (label: QuizFieldLabel) => m.quiz_schema_messages_required({ label: QUIZ_FIELD_LABELS[label] }),
    tooLong: (label: QuizFieldLabel, max: number) =>
      m.quiz_schema_messages_too_long({ label: QUIZ_FIELD_LABELS[label], max }),
    exactOptions: (count: number) => m.quiz_schema_messages_exact_options({ count }),
    pointsMin: (min: number) => m.quiz_schema_messages_points_min({ min }),
    pointsMax: (max: number) => m.quiz_schema_messages_points_max({ max }),
    questionTimeMin: (min: number) => m.quiz_schema_messages_question_time_min({ min }),
    totalTimeMin: (min: number) => m.quiz_schema_messages_total_time_min({ min }),
    totalTimeStep: (step: number) => m.quiz_schema_messages_total_time_step({ step }),
    maxQuestions: (max: number) => m.quiz_schema_messages_max_questions({ max }),
    numQuestions: (min: number, max: number) => m.quiz_schema_messages_num_questions({ min, max }),
  },
)

/** The admin filters' messages (server/admin/schemas.ts and its REST export). */
export const ADMIN_SCHEMA_MESSAGES = withWords(
  words({
    searchNotText: m.admin_schema_messages_search_not_text,
    trueOrFalse: m.admin_schema_messages_true_or_false,
    quizStatus: m.admin_schema_messages_quiz_status,
    transactionStatus: m.admin_schema_messages_transaction_status,
    transactionType: m.admin_schema_messages_transaction_type,
    auditAction: m.admin_schema_messages_audit_action,
    targetType: m.admin_schema_messages_target_type,
    exportFormat: m.admin_schema_messages_export_format,
  }),
  {
    searchTooLong: (max: number) => m.admin_schema_messages_search_too_long({ max }),
  },
)

/** Who may see or change a quiz's questions: its creator and admins. */
export const QUIZ_ACCESS = words({
  cannotChange: m.quiz_access_cannot_change,
  cannotView: m.quiz_access_cannot_view,
})

/**
 * Messages the server sends about accounts, sessions and limits. One place, so the
 * form, the procedure and the REST adapter all say the same thing.
 */
export const SERVER = words({
  invalidCredentials: m.server_invalid_credentials,
  emailTaken: m.server_email_taken,
  usernameTaken: m.server_username_taken,
  notAuthenticated: m.server_not_authenticated,
  notAdmin: m.server_not_admin,
  csrfRefused: m.server_csrf_refused,
  rateLimited: m.server_rate_limited,
  bodyTooLarge: m.server_body_too_large,
  notFound: m.server_not_found,
  googleNotConfigured: m.server_google_not_configured,
  emailReserved: m.server_email_reserved,
  googleTokenRequired: m.server_google_token_required,
  googleTokenInvalid: m.server_google_token_invalid,
  googleEmailUnverified: m.server_google_email_unverified,
  googleAccountConflict: m.server_google_account_conflict,
  aiNotConfigured: m.server_ai_not_configured,
  aiAnalysisNotConfigured: m.server_ai_analysis_not_configured,
  invalidJson: m.server_invalid_json,
  nulCharacter: m.server_nul_character,
  batchTooLarge: () => m.server_batch_too_large({ most: MAX_TRPC_BATCH }),
  nestedTooDeeply: () => m.server_nested_too_deeply({ most: MAX_INPUT_DEPTH }),
  internal: m.server_internal,
})

/** What the account calls (verification, recovery, password and email changes) answer. */
export const ACCOUNT_SERVER = withWords(
  words({
    mailOff: m.account_server_mail_off,
    resetLinkSent: m.account_server_reset_link_sent,
    resetLinkInvalid: m.account_server_reset_link_invalid,
    passwordReset: m.account_server_password_reset,
    verifyLinkInvalid: m.account_server_verify_link_invalid,
    emailVerified: m.account_server_email_verified,
    emailChanged: m.account_server_email_changed,
    verificationSent: m.account_server_verification_sent,
    alreadyVerified: m.account_server_already_verified,
    currentPasswordRequired: m.account_server_current_password_required,
    currentPasswordWrong: m.account_server_current_password_wrong,
    commonPassword: m.account_server_common_password,
    verifiedEmailRequired: m.account_server_verified_email_required,
  }),
  {
    emailChangePending: (email: string) => m.account_server_email_change_pending({ email }),
  },
)

/** What the sessions page, the download of one's data and the deletion of an account answer. */
export const ACCOUNT_DATA_SERVER = withWords(
  words({
    sessionNotFound: m.account_data_server_session_not_found,
    sessionEnded: m.account_data_server_session_ended,
    passwordRequired: m.account_data_server_password_required,
    passwordWrong: m.account_data_server_password_wrong,
    usernameRequired: m.account_data_server_username_required,
    usernameWrong: m.account_data_server_username_wrong,
    requestPending: m.account_data_server_request_pending,
    accountDeleted: m.account_data_server_account_deleted,
    /** The reason a paid quiz of a deleted account is taken off the public list. */
    creatorDeleted: m.account_data_server_creator_deleted,
  }),
  {
    otherSessionsEnded: (count: number) =>
      count === 0
        ? m.account_data_server_other_sessions_ended_none()
        : count === 1
          ? m.account_data_server_other_sessions_ended_one({ count })
          : m.account_data_server_other_sessions_ended_other({ count }),
    walletNotEmpty: (amount: string) => m.account_data_server_wallet_not_empty({ amount }),
  },
)

/** What the server says about quizzes, their questions and their review. */
export const QUIZ_SERVER = withWords(
  words({
    questionNotFound: m.quiz_server_question_not_found,
    approved: m.quiz_server_approved,
    rejected: m.quiz_server_rejected,
  }),
  {
    noRoom: (most: number, room: number, adding: number) =>
      m.quiz_server_no_room({
        most,
        room: room === 1 ? m.quiz_server_no_room_room_one() : m.quiz_server_no_room_room_other({ count: room }),
        adding:
          adding === 1 ? m.quiz_server_no_room_adding_one() : m.quiz_server_no_room_adding_other({ count: adding }),
      }),
    reviewOnlyPending: (status: string) => m.quiz_server_review_only_pending({ status }),
  },
)

/** What the server says about starting, answering and finishing an attempt. */
export const ATTEMPT_SERVER = words({
  startRaced: m.attempt_server_start_raced,
  onlyApprovedStart: m.attempt_server_only_approved_start,
  notOpenYet: m.attempt_server_not_open_yet,
  closed: m.attempt_server_closed,
  noQuestions: m.attempt_server_no_questions,
  unknownQuestion: m.attempt_server_unknown_question,
  stillInProgress: m.attempt_server_still_in_progress,
  noneInProgress: m.attempt_server_none_in_progress,
  violationTypeUnknown: m.attempt_server_violation_type_unknown,
})

/** What the server says about money requests and their settlement. */
export const WALLET_SERVER = withWords(
  words({
    upiTransactionTaken: m.wallet_server_upi_transaction_taken,
    paymentReferenceTaken: m.wallet_server_payment_reference_taken,
    onlyRequestsCancel: m.wallet_server_only_requests_cancel,
    onlyRequestsApprove: m.wallet_server_only_requests_approve,
    payoutReferenceRequired: m.wallet_server_payout_reference_required,
    idempotencyConflict: m.wallet_server_idempotency_conflict,
    cancelled: m.wallet_server_cancelled,
    approved: m.wallet_server_approved,
    rejected: m.wallet_server_rejected,
    adjustmentPosted: m.wallet_server_adjustment_posted,
  }),
  {
    alreadySettled: (status: string) => m.wallet_server_already_settled({ status }),
  },
)

/** What the server says when the AI provider fails or refuses; never the provider's own words. */
export const AI_SERVER = withWords(
  words({
    invalidRequest: m.ai_server_invalid_request,
    declined: m.ai_server_declined,
    timeout: m.ai_server_timeout,
    unreachable: m.ai_server_unreachable,
    keyRefused: m.ai_server_key_refused,
    unknownModel: m.ai_server_unknown_model,
    busy: m.ai_server_busy,
    upstreamError: m.ai_server_upstream_error,
    emptySummary: m.ai_server_empty_summary,
    summaryFailed: m.ai_server_summary_failed,
  }),
  {
    invalidQuestions: (problem: string) => m.ai_server_invalid_questions({ problem }),
    rejected: (status: number) => m.ai_server_rejected({ status }),
  },
)

/** What the admin command (`npm run admin`) says. */
export const ADMIN_COMMAND = {
  noSuchUser: (email: string) => m.admin_command_no_such_user({ email }),
} as const
