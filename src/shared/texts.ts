/**
 * The product's texts, word for word. The shell's (header, footer,
 * 404, the route error's retry) are defined in shell-texts.ts, which the shell imports; those other
 * code uses too are exported here with the rest. The words are in the catalogs (messages/*.json),
 * in every language: each object reads them when used (`words()` or a getter), never at import.
 */
import { WALLET } from './constants'
import { withWords, words } from './i18n'
import { PAGER_TEXTS } from './pager-texts'
import { m } from './paraglide/messages.js'
import type { QuizSort } from './quiz'

export { documentTitle, PRODUCT_NAME, SUPPORT_EMAIL } from './shell-texts'

/**
 * The landing page's features, as keys: the icons and the details are keyed
 * by these, never by the words shown, which change with the language.
 */
export const LANDING_FEATURES = ['ai', 'community', 'rankings'] as const
export type LandingFeature = (typeof LANDING_FEATURES)[number]

const LANDING_FEATURE_NAMES = words({
  ai: m.landing_features_ai_powered,
  community: m.landing_features_community_driven,
  rankings: m.landing_features_competitive_rankings,
} satisfies Record<LandingFeature, () => string>)

export const LANDING = {
  get headline() {
    return m.landing_headline()
  },
  get createQuiz() {
    return m.nav_create_quiz()
  },
  get participate() {
    return m.landing_participate()
  },
  /** The features' names in the language of the moment, in the order of LANDING_FEATURES. */
  get features(): readonly string[] {
    return LANDING_FEATURES.map((feature) => LANDING_FEATURE_NAMES[feature])
  },
  /** A feature's name by its key. */
  featureNames: LANDING_FEATURE_NAMES,
}

/** The About page's values and claims, as keys, as LANDING_FEATURES. */
export const ABOUT_VALUES = ['quality', 'accessibility', 'innovation', 'community'] as const
export type AboutValue = (typeof ABOUT_VALUES)[number]
export const ABOUT_CLAIMS = ['free', 'noAds', 'updates'] as const
export type AboutClaim = (typeof ABOUT_CLAIMS)[number]

const ABOUT_VALUE_NAMES = words({
  quality: m.static_page_texts_values_quality,
  accessibility: m.static_page_texts_values_accessibility,
  innovation: m.static_page_texts_values_innovation,
  community: m.static_page_texts_values_community,
} satisfies Record<AboutValue, () => string>)

const ABOUT_CLAIM_NAMES = words({
  free: m.static_page_texts_claims_free_to_join,
  noAds: m.static_page_texts_claims_no_ads,
  updates: m.static_page_texts_claims_regular_updates,
} satisfies Record<AboutClaim, () => string>)

/** Static page titles and the About page's values and claims. */
export const STATIC_PAGE_TEXTS = {
  get privacyTitle() {
    return m.static_privacy()
  },
  get termsTitle() {
    return m.static_terms()
  },
  get aboutTitle() {
    return m.static_about()
  },
  get missionTitle() {
    return m.static_page_texts_mission_title()
  },
  /** The values' names in the language of the moment, in the order of ABOUT_VALUES. */
  get values(): readonly string[] {
    return ABOUT_VALUES.map((value) => ABOUT_VALUE_NAMES[value])
  },
  /** The claims' names in the language of the moment, in the order of ABOUT_CLAIMS. */
  get claims(): readonly string[] {
    return ABOUT_CLAIMS.map((claim) => ABOUT_CLAIM_NAMES[claim])
  },
  /** A value's name by its key. */
  valueNames: ABOUT_VALUE_NAMES,
  /** A claim's name by its key. */
  claimNames: ABOUT_CLAIM_NAMES,
}

export const QUIZ_TEXTS = {
  /** Who made a quiz, under its title. */
  byCreator: (username: string) => m.quiz_texts_by_creator({ username }),
  /** A paid quiz's card, to a player who has not bought it: its price, and its page. */
  viewPaid: (price: string) => m.quiz_texts_view_paid({ price }),
  viewPaidLabel: (title: string, price: string) => m.quiz_texts_view_paid_label({ title, price }),
  /** A quiz's length and how often it was taken, as its card and its link preview say them. */
  questionCount: (count: number) =>
    count === 1 ? m.quiz_texts_question_count_one({ count }) : m.quiz_texts_question_count_other({ count }),
  attemptCount: (count: number) =>
    count === 1 ? m.quiz_texts_attempt_count_one({ count }) : m.quiz_texts_attempt_count_other({ count }),
  minutes: (minutes: number) => m.quiz_texts_minutes({ minutes }),
  /** 'N quiz' or 'N quizzes' available. */
  availableCount: (count: number) =>
    count === 1 ? m.quiz_texts_available_count_one({ count }) : m.quiz_texts_available_count_other({ count }),
}

/** What each status of a quiz is called on screen (the creator's badges and tabs, the admin's filters). */
export const QUIZ_STATUS_LABELS = words({
  draft: m.quiz_status_label_draft,
  pending: m.quiz_status_label_pending,
  approved: m.quiz_status_label_approved,
  rejected: m.quiz_status_label_rejected,
})

/** A quiz status's name; one the list does not know (none should reach the screen) as it is. */
export function quizStatusLabel(status: string): string {
  return Object.hasOwn(QUIZ_STATUS_LABELS, status)
    ? QUIZ_STATUS_LABELS[status as keyof typeof QUIZ_STATUS_LABELS]
    : status
}

/** The Create / Edit Quiz screen; its labels are shared with the browser tests. */
export const QUIZ_EDITOR_TEXTS = withWords(
  words({
    createTitle: () => LANDING.createQuiz,
  }),
  {
    generated: (count: number) =>
      count === 1 ? m.quiz_editor_texts_generated_one({ count }) : m.quiz_editor_texts_generated_other({ count }),
  },
)

/** A switch of the editor's settings: its label and the hint under it. */
type SettingWords = readonly [label: string, hint: string]

/** The editor's labels, hints and section names; the browser tests find fields by these. */
export const QUIZ_EDITOR_LABELS = {
  totalTimeMinimum: (seconds: number) => m.quiz_editor_labels_total_time_minimum({ seconds }),
  ofTotal: (total: string) => m.quiz_editor_labels_of_total({ total }),
  overTotal: (difference: string) => m.quiz_editor_labels_over_total({ difference }),
  underTotal: (difference: string) => m.quiz_editor_labels_under_total({ difference }),
  totalTooShort: (seconds: number, count: number, total: string) =>
    m.quiz_editor_labels_total_too_short({ seconds, count, total }),
  participantsPay: (price: string) => m.quiz_editor_labels_participants_pay({ price }),
  /** The general switches' words, keyed by setting; each pair is built when read. */
  settings: {
    get shuffleQuestions(): SettingWords {
      return [m.quiz_editor_labels_settings_shuffle_questions(), m.quiz_editor_labels_settings_shuffle_questions_hint()]
    },
    get shuffleOptions(): SettingWords {
      return [m.quiz_editor_labels_settings_shuffle_options(), m.quiz_editor_labels_settings_shuffle_options_hint()]
    },
    get allowReview(): SettingWords {
      return [m.quiz_editor_labels_settings_allow_review(), m.quiz_editor_labels_settings_allow_review_hint()]
    },
  },
  /** The anti-cheat switches' words, keyed by setting; each pair is built when read. */
  antiCheat: {
    get enabled(): SettingWords {
      return [m.quiz_editor_labels_anti_cheat_enabled(), m.quiz_editor_labels_anti_cheat_enabled_hint()]
    },
    get detectTabSwitch(): SettingWords {
      return [
        m.quiz_editor_labels_anti_cheat_detect_tab_switch(),
        m.quiz_editor_labels_anti_cheat_detect_tab_switch_hint(),
      ]
    },
    get detectCopyPaste(): SettingWords {
      return [
        m.quiz_editor_labels_anti_cheat_detect_copy_paste(),
        m.quiz_editor_labels_anti_cheat_detect_copy_paste_hint(),
      ]
    },
    get timeLimit(): SettingWords {
      return [m.quiz_editor_labels_anti_cheat_time_limit(), m.quiz_editor_labels_anti_cheat_time_limit_hint()]
    },
    get randomizeQuestions(): SettingWords {
      return [
        m.quiz_editor_labels_anti_cheat_randomize_questions(),
        m.quiz_editor_labels_anti_cheat_randomize_questions_hint(),
      ]
    },
    get forceFullscreen(): SettingWords {
      return [
        m.quiz_editor_labels_anti_cheat_force_fullscreen(),
        m.quiz_editor_labels_anti_cheat_force_fullscreen_hint(),
      ]
    },
    get autoSubmitOnViolation(): SettingWords {
      return [
        m.quiz_editor_labels_anti_cheat_auto_submit_on_violation(),
        m.quiz_editor_labels_anti_cheat_auto_submit_on_violation_hint(),
      ]
    },
  },
  question: (n: number) => m.quiz_editor_labels_question({ n }),
  removeQuestion: (n: number) => m.quiz_editor_labels_remove_question({ n }),
  option: (n: number) => m.quiz_editor_labels_option({ n }),
  questionCountLabel: (n: number) =>
    n === 1
      ? m.quiz_editor_labels_question_count_label_one({ n })
      : m.quiz_editor_labels_question_count_label_other({ n }),
  pointsLabel: (n: number) =>
    n === 1 ? m.quiz_editor_labels_points_label_one({ n }) : m.quiz_editor_labels_points_label_other({ n }),
}

/**
 * The editor's inline errors, said of the field at fault in words: a question and an option by
 * their numbers on screen, never as a path such as `questions.2.options.1`. `message` is the quiz
 * schema's own sentence for the rule.
 */
export const QUIZ_EDITOR_ERRORS = {
  questionNeedsText: (question: number) => m.quiz_editor_errors_question_needs_text({ question }),
  optionNeedsText: (option: number, question: number) => m.quiz_editor_errors_option_needs_text({ option, question }),
  inQuestion: (question: number, message: string) => m.quiz_editor_errors_in_question({ question, message }),
  inOption: (option: number, question: number, message: string) =>
    m.quiz_editor_errors_in_option({ option, question, message }),
  maxTabSwitches: (min: number, max: number) => m.quiz_editor_errors_max_tab_switches({ min, max }),
} as const

/** The Result screen, the quiz leaderboard and the attempt history. */
export const RESULT_TEXTS = withWords(
  words({
    you: () => m.place_texts_you(),
    yourPlace: () => m.place_texts_your_place(),
  }),
  {
    ofLimit: (taken: string, limit: string) => m.result_texts_of_limit({ taken, limit }),
    /** The attempt history's table and pager. */
    history: withWords(
      words({
        previous: () => m.pager_texts_previous(),
        next: () => m.pager_texts_next(),
      }),
      { page: (page: number) => PAGER_TEXTS.page(page) },
    ),
    /** The leaderboard's table, its caption and the viewer's own place. */
    board: {
      top: (shown: number, total: number) => m.result_texts_board_top({ shown, total }),
      ranked: (total: number) =>
        total === 1 ? m.result_texts_board_ranked_one({ total }) : m.result_texts_board_ranked_other({ total }),
    },
    /** The time chart and the table of the same figures under it. */
    chart: {
      questionNumber: (number: number) => m.result_texts_chart_question_number({ number }),
      bar: (number: number, outcome: string) => m.result_texts_chart_bar({ number, outcome }),
      summary: (count: number, correct: number | null) =>
        correct === null
          ? m.result_texts_chart_summary({ count })
          : m.result_texts_chart_summary_with_correct({ count, correct }),
    },
    /** The anti-cheat report's table and totals. */
    report: words({
      showAll: (count: number) =>
        count === 1 ? m.result_texts_report_show_all_one({ count }) : m.result_texts_report_show_all_other({ count }),
      recorded: (count: number) =>
        count === 1 ? m.result_texts_report_recorded_one({ count }) : m.result_texts_report_recorded_other({ count }),
    }),
    correctOf: (correct: number, total: number) => m.result_texts_correct_of({ correct, total }),
  },
)

/** The Quiz Attempt screen; its labels are shared with the browser tests. */
export const ATTEMPT_TEXTS = {
  /** `price` comes from formatINR, which writes the ₹ itself. */
  paidConfirm: (price: string) => m.attempt_texts_paid_confirm({ price }),
  questionOf: (current: number, total: number) => m.attempt_texts_question_of({ current, total }),
  answeredOf: (answered: number, total: number) => m.attempt_texts_answered_of({ answered, total }),
  points: (points: number) =>
    points === 1 ? m.attempt_texts_points_one({ points }) : m.attempt_texts_points_other({ points }),
  offlineKept: (unsent: number) =>
    unsent === 0
      ? m.attempt_texts_offline_kept_none()
      : unsent === 1
        ? m.attempt_texts_offline_kept_one()
        : m.attempt_texts_offline_kept_other({ unsent }),
  offlineDeadline: (graceSeconds: number) => m.attempt_texts_offline_deadline({ graceSeconds }),
  timeUp: (question: number) => m.attempt_texts_time_up({ question }),
  totalTimeWarning: (minutes: number) => m.attempt_texts_total_time_warning({ minutes }),
  questionTimeWarning: (seconds: number) => m.attempt_texts_question_time_warning({ seconds }),
  tabSwitchWarning: (count: number, max: number) =>
    count <= max
      ? m.attempt_texts_tab_switch_warning_within({ count, max })
      : m.attempt_texts_tab_switch_warning_over({ count, max }),
  manyViolations: (count: number) => m.attempt_texts_many_violations({ count }),
  fullscreenReturn: (seconds: number) => m.attempt_texts_fullscreen_return({ seconds }),
  /** A paid quiz's start refused for want of funds: what is missing, and how to add it. */
  topUpDescription: (price: string, balance: string, toAdd: string) =>
    m.attempt_texts_top_up_description({ price, balance, toAdd }),
  /** What the report says of a violation the page saw, beside its type. */
  violationDetails: {
    away: (seconds: number) => m.attempt_texts_violation_details_away({ seconds }),
    notBack: (seconds: number) => m.attempt_texts_violation_details_not_back({ seconds }),
  },
}

/**
 * The Wallet screen, its Add Funds and Withdrawal dialogs and the admin's wallet review;
 * shared with the browser tests. Amounts arrive already formatted by formatINR.
 */
export const WALLET_TEXTS = withWords(
  words({
    title: () => m.header_wallet(),
    description: m.wallet_texts_description,
    availableBalance: m.wallet_texts_available_balance,
    totalEarnings: m.wallet_texts_total_earnings,
    addFunds: m.wallet_texts_add_funds,
    requestWithdrawal: m.wallet_texts_request_withdrawal,
    recentTransactions: m.wallet_texts_recent_transactions,
    loading: m.wallet_texts_loading,
    credit: m.wallet_texts_credit,
    debit: m.wallet_texts_debit,
    cancelRequest: m.wallet_texts_cancel_request,
    requestCancelled: m.wallet_texts_request_cancelled,
    cancelFailed: m.wallet_texts_cancel_failed,
    rejectionReason: m.wallet_texts_rejection_reason,
    amount: m.wallet_texts_amount,
    amountPlaceholder: m.wallet_texts_amount_placeholder,
    platformUpiId: m.wallet_texts_platform_upi_id,
    copy: m.wallet_texts_copy,
    copyUpiId: m.wallet_texts_copy_upi_id,
    copyFailed: m.wallet_texts_copy_failed,
    qrLoading: m.wallet_texts_qr_loading,
    payWithApp: m.wallet_texts_pay_with_app,
    payWithAppHint: m.wallet_texts_pay_with_app_hint,
    payWithAppNeedsAmount: m.wallet_texts_pay_with_app_needs_amount,
    paymentReferenceHint: m.wallet_texts_payment_reference_hint,
    transactionId: m.wallet_texts_transaction_id,
    transactionIdHint: m.wallet_texts_transaction_id_hint,
    submitRequest: m.wallet_texts_submit_request,
    submitting: m.wallet_texts_submitting,
    close: m.wallet_texts_close,
    upiId: m.wallet_texts_upi_id,
    note: m.wallet_texts_note,
    /** Admin: wallet review. */
    reviewTitle: m.wallet_texts_review_title,
    reviewEmpty: m.wallet_texts_review_empty,
    reviewFilter: m.wallet_texts_review_filter,
    approve: m.wallet_texts_approve,
    reject: m.wallet_texts_reject,
    approved: m.wallet_texts_approved,
    rejected: m.wallet_texts_rejected,
    payoutReferenceLabel: m.wallet_texts_payout_reference_label,
    payoutReferenceHint: m.wallet_texts_payout_reference_hint,
    approveWithdrawalTitle: m.wallet_texts_approve_withdrawal_title,
    rejectTitle: m.wallet_texts_reject_title,
    rejectDescription: m.wallet_texts_reject_description,
    rejectReason: m.wallet_texts_reject_reason,
    userId: m.wallet_texts_user_id,
    adjustTitle: m.wallet_texts_adjust_title,
    adjustDescription: m.wallet_texts_adjust_description,
    adjustType: m.wallet_texts_adjust_type,
    adjustReason: m.wallet_texts_adjust_reason,
    adjustSubmit: m.wallet_texts_adjust_submit,
    adjustPosted: m.wallet_texts_adjust_posted,
  }),
  {
    withdrawalHint: (minimum: string) => m.wallet_texts_withdrawal_hint({ minimum }),
    pendingAdditions: (amount: string) => m.wallet_texts_pending_additions({ amount }),
    pendingWithdrawals: (amount: string) => m.wallet_texts_pending_withdrawals({ amount }),
    recentHint: (count: number) => m.wallet_texts_recent_hint({ count }),
    cancelLabel: (label: string, amount: string) => m.wallet_texts_cancel_label({ label: label.toLowerCase(), amount }),
    forQuiz: (title: string) => m.wallet_texts_for_quiz({ title }),
    toUpi: (upiId: string) => m.wallet_texts_to_upi({ upiId }),
    upiReference: (reference: string) => m.wallet_texts_upi_reference({ reference }),
    payoutReference: (reference: string) => m.wallet_texts_payout_reference({ reference }),
    statusLabels: words({
      pending: m.wallet_texts_status_labels_pending,
      completed: m.wallet_texts_status_labels_completed,
      failed: m.wallet_texts_status_labels_failed,
      cancelled: m.wallet_texts_status_labels_cancelled,
    }),
    addFundsDescription: (time: string) => m.wallet_texts_add_funds_description({ time }),
    /** How long the checks usually take, in words: the terms say the same (terms-texts.ts). */
    get verificationTime() {
      return m.wallet_texts_verification_time(WALLET.verificationMinutes)
    },
    get withdrawalTime() {
      return m.wallet_texts_withdrawal_time(WALLET.withdrawalBusinessDays)
    },
    get paymentSteps(): readonly string[] {
      return [m.wallet_texts_payment_steps_1(), m.wallet_texts_payment_steps_2(), m.wallet_texts_payment_steps_3()]
    },
    qrAlt: (upiId: string, amount: string | null) =>
      amount ? m.wallet_texts_qr_alt_amount({ amount, upiId }) : m.wallet_texts_qr_alt({ upiId }),
    qrCaption: (amount: string | null) =>
      amount ? m.wallet_texts_qr_caption_amount({ amount }) : m.wallet_texts_qr_caption(),
    /**
     * The `tn` (note) of the UPI payment link: the payee's statement shows it, with the reference.
     * It stays in English in every language: it is written on a bank statement, and UPI apps may
     * not carry other scripts in it.
     */
    upiNote: (reference: string) => `Quizdom wallet top-up ${reference}`,
    paymentReference: (reference: string) => m.wallet_texts_payment_reference({ reference }),
    withdrawDescription: (balance: string, time: string) => m.wallet_texts_withdraw_description({ balance, time }),
    /** An example of an ID's form, not words: the same in every language. */
    upiIdPlaceholder: 'yourname@bank',
    minimumHint: (minimum: string) => m.wallet_texts_minimum_hint({ minimum }),
    reviewFilters: words({
      all: m.wallet_texts_review_filters_all,
      payment: m.wallet_texts_review_filters_payment,
      withdrawal: m.wallet_texts_review_filters_withdrawal,
    }),
    approveLabel: (label: string, amount: string, username: string) =>
      m.wallet_texts_approve_label({ label: label.toLowerCase(), amount, username }),
    rejectLabel: (label: string, amount: string, username: string) =>
      m.wallet_texts_reject_label({ label: label.toLowerCase(), amount, username }),
    approveWithdrawalDescription: (amount: string, upiId: string) =>
      m.wallet_texts_approve_withdrawal_description({ amount, upiId }),
    requestedBy: (username: string, email: string) => `${username} (${email})`,
    waitingCount: (count: number) => m.wallet_texts_waiting_count({ count }),
    facts: words({
      requestedBy: m.wallet_texts_facts_requested_by,
      requestedOn: m.wallet_texts_facts_requested_on,
      payTo: m.wallet_texts_facts_pay_to,
      upiTransactionId: m.wallet_texts_facts_upi_transaction_id,
      paymentReference: m.wallet_texts_facts_payment_reference,
      note: m.wallet_texts_facts_note,
    }),
    adjustUser: (username: string) => m.wallet_texts_adjust_user({ username }),
  },
)

/** Profile form actions besides Edit Profile / Save Changes. */
export const PROFILE_FORM_TEXTS = withWords(
  words({
    cancel: () => m.quiz_editor_texts_cancel(),
    walletTitle: () => m.header_wallet(),
  }),
  { picturePlaceholder: 'https://…' },
)

/** My Quizzes: the page title and each card's actions. */
export const MY_QUIZZES_TEXTS = withWords(
  words({
    title: () => m.nav_my_quizzes(),
    createQuiz: () => LANDING.createQuiz,
    cancel: () => m.quiz_editor_texts_cancel(),
  }),
  {
    deleteTitle: (title: string) => m.my_quizzes_texts_delete_title({ title }),
    createdOn: (date: string) => m.my_quizzes_texts_created_on({ date }),
    /** What each tab says when it has nothing to show. */
    empty: {
      all: words({ title: m.my_quizzes_texts_empty_all_title, description: m.my_quizzes_texts_empty_all_description }),
      draft: words({
        title: m.my_quizzes_texts_empty_draft_title,
        description: m.my_quizzes_texts_empty_draft_description,
      }),
      pending: words({
        title: m.my_quizzes_texts_empty_pending_title,
        description: m.my_quizzes_texts_empty_pending_description,
      }),
      approved: words({
        title: m.my_quizzes_texts_empty_approved_title,
        description: m.my_quizzes_texts_empty_approved_description,
      }),
      rejected: words({
        title: m.my_quizzes_texts_empty_rejected_title,
        description: m.my_quizzes_texts_empty_rejected_description,
      }),
    },
  },
)

/** Quiz Details: Back, and Edit for the creator. */
export const QUIZ_DETAILS_TEXTS = withWords(
  words({
    edit: () => m.my_quizzes_texts_edit(),
    /** Names the Start button, so the sentence says what the button says. */
    notOpenYet: () => m.quiz_details_texts_not_open_yet({ start: m.quiz_texts_start_quiz() }),
  }),
  {
    /** A quiz with a window: Start waits for its opening and goes when it closes. */
    opensOn: (when: string) => m.quiz_details_texts_opens_on({ when }),
    opensIn: (wait: string) => m.quiz_details_texts_opens_in({ wait }),
    closedOn: (when: string) => m.quiz_details_texts_closed_on({ when }),
    /** A countdown's units, as short as a ticking clock wants them. */
    countdown: {
      days: (count: number) => (count === 1 ? m.countdown_days_one({ count }) : m.countdown_days_other({ count })),
      hours: (count: number) => m.countdown_hours({ count }),
      minutes: (count: number) => m.countdown_minutes({ count }),
      seconds: (count: number) => m.countdown_seconds({ count }),
    },
    facts: words({
      questions: m.quiz_details_texts_facts_questions,
      duration: m.quiz_details_texts_facts_duration,
      attempts: m.quiz_details_texts_facts_attempts,
      price: m.quiz_details_texts_facts_price,
      category: m.quiz_details_texts_facts_category,
      difficulty: m.quiz_details_texts_facts_difficulty,
      creator: m.quiz_details_texts_facts_creator,
      starts: m.quiz_details_texts_facts_starts,
      ends: m.quiz_details_texts_facts_ends,
    }),
    /** The settings a player is told about before starting, as the quiz has them on. */
    settings: words({
      shuffleQuestions: m.quiz_details_texts_settings_shuffle_questions,
      shuffleOptions: m.quiz_details_texts_settings_shuffle_options,
      showCorrectAnswers: m.quiz_details_texts_settings_show_correct_answers,
      allowReview: m.quiz_details_texts_settings_allow_review,
      antiCheat: m.quiz_details_texts_settings_anti_cheat,
      detectTabSwitch: m.quiz_details_texts_settings_detect_tab_switch,
      detectCopyPaste: m.quiz_details_texts_settings_detect_copy_paste,
      forceFullscreen: m.quiz_details_texts_settings_force_fullscreen,
      randomizeQuestions: m.quiz_details_texts_settings_randomize_questions,
      autoSubmitOnViolation: m.quiz_details_texts_settings_auto_submit_on_violation,
    }),
  },
)

/** Browser tab titles that are not a page's heading or a header link (documentTitle adds the product's name). */
export const PAGE_TITLES = {
  quizResult: (quiz: string): string => m.page_titles_quiz_result({ quiz }),
  quizLeaderboard: (quiz: string): string =>
    m.page_titles_quiz_leaderboard({ leaderboard: m.result_texts_leaderboard(), quiz }),
} as const

/** The quiz list's orders, the attempts a player can continue, and their standing on a quiz. */
export const DISCOVERY_TEXTS = {
  sorts: words({
    newest: m.discovery_texts_sorts_newest,
    popular: m.discovery_texts_sorts_popular,
    free: m.discovery_texts_sorts_free,
  }) satisfies Record<QuizSort, string>,
  /** The strip's link, named for screen readers by its quiz. */
  continueNamed: (title: string) => m.discovery_texts_continue_named({ title }),
  timeRunsOut: (when: string) => m.discovery_texts_time_runs_out({ when }),
  best: (score: number, total: number, percent: string) => `${score} / ${total} (${percent})`,
  finished: (count: number) =>
    count === 1 ? m.discovery_texts_finished_one({ count }) : m.discovery_texts_finished_other({ count }),
}
