/**
 * The messages of validation and of the server's answers: refusals, limits, the outcome of a
 * request. Apart from messages.ts's toasts and empty states, which every screen's shell reads, so
 * the first screen's JavaScript carries only those (messages.ts re-exports these). The words are in
 * the catalogs (messages/*.json): the server reads them inside a request, so an answer is in the
 * requester's language. An object that mixes words and functions is `withWords(words(…), {…})`:
 * spreading a words() object would read each word once, at import, in English.
 */
import { CONTACT, MAX_INPUT_DEPTH, MAX_TRPC_BATCH, PASSWORD, USERNAME } from './constants'
import { words } from './i18n'
import { m } from './paraglide/messages.js'

/** The account and contact fields' messages (schemas/fields.ts, auth.ts, account-data.ts). */
export const FIELD_MESSAGES = words({
  passwordTooShort: () => m.field_messages_password_too_short({ min: PASSWORD.minLength }),
  passwordTooLong: () => m.field_messages_password_too_long({ max: PASSWORD.maxLength }),
  usernameTooShort: () => m.field_messages_username_too_short({ min: USERNAME.minLength }),
  usernameTooLong: () => m.field_messages_username_too_long({ max: USERNAME.maxLength }),
  phoneInvalid: () => m.field_messages_phone_invalid(),
  nameTooLong: () => m.field_messages_name_too_long({ max: CONTACT.nameMax }),
  subjectTooLong: () => m.field_messages_subject_too_long({ max: CONTACT.subjectMax }),
  messageTooShort: () => m.field_messages_message_too_short({ min: CONTACT.messageMin }),
  messageTooLong: () => m.field_messages_message_too_long({ max: CONTACT.messageMax }),
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
export const QUIZ_SCHEMA_MESSAGES = {
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
}

/** The admin filters' messages (server/admin/schemas.ts and its REST export). */
export const ADMIN_SCHEMA_MESSAGES = {
  searchTooLong: (max: number) => m.admin_schema_messages_search_too_long({ max }),
}

/**
 * Messages the server sends about accounts, sessions and limits. One place, so the
 * form, the procedure and the REST adapter all say the same thing.
 */
export const SERVER = words({
  batchTooLarge: () => m.server_batch_too_large({ most: MAX_TRPC_BATCH }),
  nestedTooDeeply: () => m.server_nested_too_deeply({ most: MAX_INPUT_DEPTH }),
})

/** What the account calls (verification, recovery, password and email changes) answer. */
export const ACCOUNT_SERVER = {
  emailChangePending: (email: string) => m.account_server_email_change_pending({ email }),
}

/** What the sessions page, the download of one's data and the deletion of an account answer. */
export const ACCOUNT_DATA_SERVER = {
  otherSessionsEnded: (count: number) =>
    count === 0
      ? m.account_data_server_other_sessions_ended_none()
      : count === 1
        ? m.account_data_server_other_sessions_ended_one({ count })
        : m.account_data_server_other_sessions_ended_other({ count }),
  walletNotEmpty: (amount: string) => m.account_data_server_wallet_not_empty({ amount }),
}

/** What the server says about quizzes, their questions and their review. */
export const QUIZ_SERVER = {
  noRoom: (most: number, room: number, adding: number) =>
    m.quiz_server_no_room({
      most,
      room: room === 1 ? m.quiz_server_no_room_room_one() : m.quiz_server_no_room_room_other({ count: room }),
      adding: adding === 1 ? m.quiz_server_no_room_adding_one() : m.quiz_server_no_room_adding_other({ count: adding }),
    }),
  reviewOnlyPending: (status: string) => m.quiz_server_review_only_pending({ status }),
}

/** What the server says about money requests and their settlement. */
export const WALLET_SERVER = {
  alreadySettled: (status: string) => m.wallet_server_already_settled({ status }),
}

/** What the server says when the AI provider fails or refuses; never the provider's own words. */
export const AI_SERVER = {
  invalidQuestions: (problem: string) => m.ai_server_invalid_questions({ problem }),
  invalidTranslation: (problem: string) => m.ai_server_invalid_translation({ problem }),
  rejected: (status: number) => m.ai_server_rejected({ status }),
}

/** What the admin command (`npm run admin`) says. */
export const ADMIN_COMMAND = {
  noSuchUser: (email: string) => m.admin_command_no_such_user({ email }),
} as const
