/**
 * The admin's console: what its audit log calls each action, its limits, and its screens' texts.
 * Admin screens' texts; server and client share them.
 * The wallet review's texts (approve, reject, the adjustment's labels) stay in WALLET_TEXTS. The
 * words are in the catalogs (messages/*.json).
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'
import { QUIZ_STATUS_LABELS } from './texts'

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
  'transaction.gateway_payout': m.audit_actions_transaction_gateway_payout,
  'payment.refund': m.audit_actions_payment_refund,
  'payment.credit_held': m.audit_actions_payment_credit_held,
  'payment.credit_missing': m.audit_actions_payment_credit_missing,
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

const ADMIN_EMAILS = 'ADMIN_EMAILS'

/**
 * The console's words for a system path, by what the log stores, and the setting or command it
 * names (a name, the same in every language); an admin's username is not one.
 */
const SYSTEM_ACTOR_WORDS: Record<string, () => { text: string; name: string }> = {
  [SYSTEM_ACTORS.adminEmailsSignup]: () => ({
    text: m.audit_system_actors_admin_emails_signup({ setting: ADMIN_EMAILS }),
    name: ADMIN_EMAILS,
  }),
  [SYSTEM_ACTORS.adminEmailsLogin]: () => ({
    text: m.audit_system_actors_admin_emails_login({ setting: ADMIN_EMAILS }),
    name: ADMIN_EMAILS,
  }),
  [SYSTEM_ACTORS.adminEmailsGoogle]: () => ({
    text: m.audit_system_actors_admin_emails_google({ setting: ADMIN_EMAILS }),
    name: ADMIN_EMAILS,
  }),
  [SYSTEM_ACTORS.adminEmailsVerified]: () => ({
    text: m.audit_system_actors_admin_emails_verified({ setting: ADMIN_EMAILS }),
    name: ADMIN_EMAILS,
  }),
  [SYSTEM_ACTORS.adminCommand]: () => ({
    text: m.audit_system_actors_admin_command({ command: SYSTEM_ACTORS.adminCommand }),
    name: SYSTEM_ACTORS.adminCommand,
  }),
}

export const systemActorWords = (actor: string) =>
  Object.hasOwn(SYSTEM_ACTOR_WORDS, actor) ? SYSTEM_ACTOR_WORDS[actor]!() : undefined

/** The audit log's words for the fields of a record's states, its values, and targets without a name. */
export const AUDIT_TEXTS = withWords(
  words({
    yes: m.audit_values_yes,
    no: m.audit_values_no,
    kept: m.audit_values_kept,
  }),
  {
    fields: words({
      status: m.audit_fields_status,
      type: m.audit_fields_type,
      userId: m.audit_fields_user,
      amountPaise: m.audit_fields_amount,
      balancePaise: m.audit_fields_balance,
      payoutReference: m.audit_fields_payout_reference,
      reasonForRejection: m.audit_fields_rejection_reason,
      rejectionReason: m.audit_fields_rejection_reason,
      reason: m.audit_fields_reason,
      transactionId: m.audit_fields_transaction,
      quizId: m.audit_fields_quiz,
      score: m.audit_fields_score,
      durationMs: m.audit_fields_duration,
      reviewed: m.audit_fields_reviewed,
      outcome: m.audit_fields_outcome,
      title: m.audit_fields_title,
      role: m.audit_fields_role,
      questions: m.audit_fields_questions,
      questionsAdded: m.audit_fields_questions_added,
      questionChanged: m.audit_fields_question_changed,
      questionDeleted: m.audit_fields_question_deleted,
    }),
    /** A target named by its kind and the start of its id: a transaction, an attempt, or a user or quiz since deleted. */
    target: {
      user: (id: string) => m.audit_targets_user({ id }),
      quiz: (id: string) => m.audit_targets_quiz({ id }),
      transaction: (id: string) => m.audit_targets_transaction({ id }),
      attempt: (id: string) => m.audit_targets_attempt({ id }),
    } satisfies Record<AuditTargetType, (id: string) => string>,
  },
)

export const ADMIN_LIMITS = {
  pageSize: 20,
  /** Rows in one CSV download (the audit log, the payout sheet); narrow the filters for more. */
  csvMaxRows: 10_000,
  searchMax: 254,
  /** The user page's recent transactions, quizzes and attempts. */
  detailRows: 20,
} as const

export const ADMIN_MESSAGES = {
  unpublishOnlyApproved: (status: string) => m.admin_messages_unpublish_only_approved({ status }),
}

/** The console's texts: headings, labels, buttons and what they announce. */
export const ADMIN_TEXTS = withWords(
  words({
    cancel: () => m.quiz_editor_texts_cancel(),
  }),
  {
    statusLabels: QUIZ_STATUS_LABELS,
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
