/**
 * Every user-facing message of the product, word for word, in the catalogs (messages/*.json).
 * Server and client import these; never type one of them again elsewhere.
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

export const SUCCESS = withWords(
  words({
    loggedIn: m.success_logged_in,
    signedInWithGoogle: m.success_signed_in_with_google,
    accountCreated: m.success_account_created,
    signedUpWithGoogle: m.success_signed_up_with_google,
    profileUpdated: m.success_profile_updated,
    messageSent: m.success_message_sent,
    quizCreated: m.success_quiz_created,
    quizUpdated: m.success_quiz_updated,
    quizDeleted: m.success_quiz_deleted,
    quizStarted: m.success_quiz_started,
    quizSubmitted: m.success_quiz_submitted,
    fundsRequested: m.success_funds_requested,
    withdrawalRequested: m.success_withdrawal_requested,
    upiCopied: m.success_upi_copied,
    loggedOut: m.success_logged_out,
  }),
  {
    quizLoaded: (count: number) => m.success_quiz_loaded({ count }),
  },
)

export const FAILURE = withWords(
  words({
    signup: m.failure_signup,
    signupUnexpected: m.failure_signup_unexpected,
    login: m.failure_login,
    googleSignIn: m.failure_google_sign_in,
    googleSignUp: m.failure_google_sign_up,
    profileFetch: m.failure_profile_fetch,
    profileUpdate: m.failure_profile_update,
    profileUpdateToast: m.failure_profile_update_toast,
    logout: m.failure_logout,
    quizList: m.failure_quiz_list,
    leaderboard: m.failure_leaderboard,
    generic: m.failure_generic,
    editLoad: m.failure_edit_load,
    aiGeneration: m.failure_ai_generation,
    save: m.failure_save,
    myQuizzes: m.failure_my_quizzes,
    delete: m.failure_delete,
    details: m.failure_details,
    start: m.failure_start,
    submit: m.failure_submit,
    result: m.failure_result,
    aiAnalysis: m.failure_ai_analysis,
    walletLoad: m.failure_wallet_load,
    addFunds: m.failure_add_funds,
    withdrawal: m.failure_withdrawal,
    guardedRoute: m.failure_guarded_route,
    importRead: m.failure_import_read,
    importCheck: m.failure_import_check,
    importSave: m.failure_import_save,
  }),
  {
    contact: (message: string) => m.failure_contact({ message }),
  },
)

export const EMPTY = words({
  quizNotFound: m.empty_quiz_not_found,
  resultNotFound: m.empty_result_not_found,
  noTransactions: m.empty_no_transactions,
  noQuizzes: m.empty_no_quizzes,
  noQuizzesHint: m.empty_no_quizzes_hint,
  loadingQuizzes: m.empty_loading_quizzes,
})

export * from './server-messages'
