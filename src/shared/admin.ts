/**
 * The admin's console: what its audit log calls each action, its limits, and its screens' texts.
 * Admin screens' texts; server and client share them.
 * The wallet review's texts (approve, reject, the adjustment's labels) stay in WALLET_TEXTS. The
 * words are in the catalogs (messages/*.json).
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'
import { QUIZ_EDITOR_TEXTS } from './texts'

/** Every admin action the audit log records, with the words the console shows for it. */
export const AUDIT_ACTIONS = words({
  'quiz.approve': m.audit_actions_quiz_approve,
  'quiz.reject': m.audit_actions_quiz_reject,
  'quiz.unpublish': m.audit_actions_quiz_unpublish,
  'quiz.edit': m.audit_actions_quiz_edit,
  'quiz.delete': m.audit_actions_quiz_delete,
  'transaction.approve': m.audit_actions_transaction_approve,
  'transaction.payout': m.audit_actions_transaction_payout,
  'transaction.reject': m.audit_actions_transaction_reject,
  'wallet.adjust': m.audit_actions_wallet_adjust,
  'role.grant': m.audit_actions_role_grant,
  'role.revoke': m.audit_actions_role_revoke,
  'attempt.review': m.audit_actions_attempt_review,
})
export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]

export const AUDIT_TARGET_TYPES = ['quiz', 'transaction', 'user', 'attempt'] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/**
 * Who acted when no admin did: the paths that change roles from outside the console. Stored in the
 * audit log as they are, so not words of a language: the same in every one.
 */
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

export const ADMIN_MESSAGES = withWords(
  words({
    userNotFound: m.admin_messages_user_not_found,
    attemptNotFound: m.admin_messages_attempt_not_found,
    notFlagged: m.admin_messages_not_flagged,
    dateRange: m.admin_messages_date_range,
    date: m.admin_messages_date,
  }),
  {
    unpublishOnlyApproved: (status: string) => m.admin_messages_unpublish_only_approved({ status }),
  },
)

/** The console's texts: headings, labels, buttons and what they announce. */
export const ADMIN_TEXTS = withWords(
  words({
    description: m.admin_texts_description,
    approve: m.admin_texts_approve,
    reject: m.admin_texts_reject,
    sectionsLabel: m.admin_texts_sections_label,
    apply: m.admin_texts_apply,
    clear: m.admin_texts_clear,
    previous: m.admin_texts_previous,
    next: m.admin_texts_next,
    loading: m.admin_texts_loading,
    any: m.admin_texts_any,
    when: m.admin_texts_when,
    user: m.admin_texts_user,
    email: m.admin_texts_email,
    from: m.admin_texts_from,
    to: m.admin_texts_to,
    quizSearchTitle: m.admin_texts_quiz_search_title,
    quizStatus: m.admin_texts_quiz_status,
    quizTitle: m.admin_texts_quiz_title,
    quizCreator: m.admin_texts_quiz_creator,
    quizzesEmpty: m.admin_texts_quizzes_empty,
    unpublish: m.admin_texts_unpublish,
    unpublishDescription: m.admin_texts_unpublish_description,
    unpublishReason: m.admin_texts_unpublish_reason,
    unpublishConfirm: m.admin_texts_unpublish_confirm,
    rejectQuizDescription: m.admin_texts_reject_quiz_description,
    rejectQuizReason: m.admin_texts_reject_quiz_reason,
    rejectQuizConfirm: m.admin_texts_reject_quiz_confirm,
    quizRejected: m.admin_texts_quiz_rejected,
    noDescription: m.admin_texts_no_description,
    loadingQuestions: m.admin_texts_loading_questions,
    correctMark: m.admin_texts_correct_mark,
    hideQuestions: m.admin_texts_hide_questions,
    reviewQueueEmpty: m.admin_texts_review_queue_empty,
    noContactMessages: m.admin_texts_no_contact_messages,
    unpublished: m.admin_texts_unpublished,
    price: m.admin_texts_price,
    updated: m.admin_texts_updated,
    actions: m.admin_texts_actions,
    pendingTitle: m.admin_texts_pending_title,
    historyTitle: m.admin_texts_history_title,
    historyEmpty: m.admin_texts_history_empty,
    transactionType: m.admin_texts_transaction_type,
    transactionStatus: m.admin_texts_transaction_status,
    transactionUser: m.admin_texts_transaction_user,
    payoutSheet: m.admin_texts_payout_sheet,
    payoutSheetHint: m.admin_texts_payout_sheet_hint,
    adjustUser: m.admin_texts_adjust_user,
    adjustFind: m.admin_texts_adjust_find,
    adjustNeedsUser: m.admin_texts_adjust_needs_user,
    currentBalance: m.admin_texts_current_balance,
    adjustReview: m.admin_texts_adjust_review,
    adjustConfirmTitle: m.admin_texts_adjust_confirm_title,
    userSearchTitle: m.admin_texts_user_search_title,
    userSearch: m.admin_texts_user_search,
    usersEmpty: m.admin_texts_users_empty,
    usersHint: m.admin_texts_users_hint,
    role: m.admin_texts_role,
    joined: m.admin_texts_joined,
    profile: m.admin_texts_profile,
    signIn: m.admin_texts_sign_in,
    signInGoogle: m.admin_texts_sign_in_google,
    signInPassword: m.admin_texts_sign_in_password,
    userId: m.admin_texts_user_id,
    phone: m.admin_texts_phone,
    notGiven: m.admin_texts_not_given,
    userWallet: m.admin_texts_user_wallet,
    balance: m.admin_texts_balance,
    totalEarned: m.admin_texts_total_earned,
    totalSpent: m.admin_texts_total_spent,
    pendingIn: m.admin_texts_pending_in,
    pendingOut: m.admin_texts_pending_out,
    userTransactions: m.admin_texts_user_transactions,
    userQuizzes: m.admin_texts_user_quizzes,
    userAttempts: m.admin_texts_user_attempts,
    noneYet: m.admin_texts_none_yet,
    backToUsers: m.admin_texts_back_to_users,
    ranked: m.admin_texts_ranked,
    practice: m.admin_texts_practice,
    inProgress: m.admin_texts_in_progress,
    flaggedTitle: m.admin_texts_flagged_title,
    flaggedEmpty: m.admin_texts_flagged_empty,
    includeReviewed: m.admin_texts_include_reviewed,
    player: m.admin_texts_player,
    quiz: m.admin_texts_quiz,
    score: m.admin_texts_score,
    duration: m.admin_texts_duration,
    questions: m.admin_texts_questions,
    submittedAt: m.admin_texts_submitted_at,
    markReviewed: m.admin_texts_mark_reviewed,
    reviewed: m.admin_texts_reviewed,
    markedReviewed: m.admin_texts_marked_reviewed,
    auditTitle: m.admin_texts_audit_title,
    auditEmpty: m.admin_texts_audit_empty,
    auditAction: m.admin_texts_audit_action,
    auditActor: m.admin_texts_audit_actor,
    auditTarget: m.admin_texts_audit_target,
    auditTargetColumn: m.admin_texts_audit_target_column,
    auditWho: m.admin_texts_audit_who,
    auditWhat: m.admin_texts_audit_what,
    auditChange: m.admin_texts_audit_change,
    becomes: m.admin_texts_becomes,
    auditDownload: m.admin_texts_audit_download,
    cancel: () => QUIZ_EDITOR_TEXTS.cancel,
  }),
  {
    sections: words({
      quizzes: m.admin_texts_sections_quizzes,
      money: m.admin_texts_sections_money,
      users: m.admin_texts_sections_users,
      flagged: m.admin_texts_sections_flagged,
      audit: m.admin_texts_sections_audit,
      contact: m.admin_texts_sections_contact,
    }),
    statusLabels: words({
      draft: m.admin_texts_status_labels_draft,
      pending: m.admin_texts_status_labels_pending,
      approved: m.admin_texts_status_labels_approved,
      rejected: m.admin_texts_status_labels_rejected,
    }),
    roleLabels: words({
      user: m.admin_texts_role_labels_user,
      admin: m.admin_texts_role_labels_admin,
    }),
    pageOf: (page: number) => m.admin_texts_page_of({ page }),
    unpublishLabel: (title: string) => m.admin_texts_unpublish_label({ title }),
    unpublishTitle: (title: string) => m.admin_texts_unpublish_title({ title }),
    rejectQuizTitle: (title: string) => m.admin_texts_reject_quiz_title({ title }),
    quizApproved: (title: string) => m.admin_texts_quiz_approved({ title }),
    updatedOn: (date: string) => m.admin_texts_updated_on({ date }),
    readQuestions: (title: string) => m.admin_texts_read_questions({ title }),
    approveQuiz: (title: string) => m.admin_texts_approve_quiz({ title }),
    byCreator: (username: string) => m.admin_texts_by_creator({ username }),
    rejectQuiz: (title: string) => m.admin_texts_reject_quiz({ title }),
    reviewQueue: (count: number) => m.admin_texts_review_queue({ count }),
    adjustFound: (username: string, email: string) => m.admin_texts_adjust_found({ username, email }),
    adjustConfirmDescription: (type: string, amount: string, username: string, before: string, after: string) =>
      m.admin_texts_adjust_confirm_description({ type, amount, username, before, after }),
    viewUser: (username: string) => m.admin_texts_view_user({ username }),
    flaggedDescription: (msPerQuestion: number) => m.admin_texts_flagged_description({ seconds: msPerQuestion / 1000 }),
    markReviewedLabel: (username: string, title: string) => m.admin_texts_mark_reviewed_label({ username, title }),
  },
)
