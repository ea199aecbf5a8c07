/**
 * The product's texts, word for word. The shell's (header, footer,
 * 404, the route error's retry) are defined in shell-texts.ts, which the shell imports; those other
 * code uses too are exported here with the rest. The words are in the catalogs (messages/*.json),
 * in every language: each object reads them when used (`words()` or a getter), never at import.
 */
import { withWords, words } from './i18n'
import { PAGER_TEXTS, PLACE_TEXTS } from './pager-texts'
import { m } from './paraglide/messages.js'
import type { QuizSort } from './quiz'
import { HEADER_TEXTS, NAV_LABELS, STATIC_PAGE_TITLES } from './shell-texts'

export {
  CONTACT_TEXTS,
  documentTitle,
  HEADER_TEXTS,
  NAV_LABELS,
  NOT_FOUND_TEXTS,
  PRODUCT_NAME,
  LOADING_TEXTS,
  STATIC_PAGE_TITLES,
  SUPPORT_EMAIL,
} from './shell-texts'

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
    return NAV_LABELS.createQuiz
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

export const AUTH_TEXTS = words({
  loginTitle: m.auth_texts_login_title,
  loginSubtitle: m.auth_texts_login_subtitle,
  signIn: m.auth_texts_sign_in,
  continueWithGoogle: m.auth_texts_continue_with_google,
  signUpWithGoogle: m.auth_texts_sign_up_with_google,
  continuing: m.auth_texts_continuing,
  passwordStrength: m.auth_texts_password_strength,
  signUpLink: m.auth_texts_sign_up_link,
  createAccount: m.auth_texts_create_account,
  signInLink: m.auth_texts_sign_in_link,
  signupTitle: m.auth_texts_signup_title,
  signupSubtitle: m.auth_texts_signup_subtitle,
  noAccount: m.auth_texts_no_account,
  haveAccount: m.auth_texts_have_account,
  or: m.auth_texts_or,
  showPassword: m.auth_texts_show_password,
  hidePassword: m.auth_texts_hide_password,
  loginForm: m.auth_texts_login_form,
  signupForm: m.auth_texts_signup_form,
})

export const PROFILE_TEXTS = words({
  editProfile: m.profile_texts_edit_profile,
  saveChanges: m.profile_texts_save_changes,
  balance: m.profile_texts_balance,
  totalEarned: m.profile_texts_total_earned,
  totalSpent: m.profile_texts_total_spent,
  phonePlaceholder: m.profile_texts_phone_placeholder,
})

/** Landing page testimonials: the three speakers. */
export const TESTIMONIAL_ROLES = words({
  student: m.testimonial_roles_student,
  teacher: m.testimonial_roles_teacher,
  quizEnthusiast: m.testimonial_roles_quiz_enthusiast,
})

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
    return STATIC_PAGE_TITLES.privacy
  },
  get termsTitle() {
    return STATIC_PAGE_TITLES.terms
  },
  get aboutTitle() {
    return STATIC_PAGE_TITLES.about
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

export const QUIZ_TEXTS = withWords(
  words({
    availableTitle: m.quiz_texts_available_title,
    applyFilters: m.quiz_texts_apply_filters,
    filters: m.quiz_texts_filters,
    search: m.quiz_texts_search,
    searchPlaceholder: m.quiz_texts_search_placeholder,
    category: m.quiz_texts_category,
    allCategories: m.quiz_texts_all_categories,
    difficulty: m.quiz_texts_difficulty,
    allDifficulties: m.quiz_texts_all_difficulties,
    loadMore: m.quiz_texts_load_more,
    browse: m.quiz_texts_browse,
    startQuiz: m.quiz_texts_start_quiz,
    free: m.quiz_texts_free,
    defaultCategoryLabel: m.quiz_texts_default_category_label,
    deleteWarning: m.quiz_texts_delete_warning,
    deleteDetail: m.quiz_texts_delete_detail,
  }),
  {
    /** Who made a quiz, under its title. */
    byCreator: (username: string) => m.quiz_texts_by_creator({ username }),
    /** 'N quiz' or 'N quizzes' available. */
    availableCount: (count: number) =>
      count === 1 ? m.quiz_texts_available_count_one({ count }) : m.quiz_texts_available_count_other({ count }),
  },
)

/** The Create / Edit Quiz screen; its labels are shared with the browser tests. */
export const QUIZ_EDITOR_TEXTS = withWords(
  words({
    createTitle: () => LANDING.createQuiz,
    editTitle: m.quiz_editor_texts_edit_title,
    createDescription: m.quiz_editor_texts_create_description,
    editDescription: m.quiz_editor_texts_edit_description,
    loading: m.quiz_editor_texts_loading,
    save: m.quiz_editor_texts_save,
    update: m.quiz_editor_texts_update,
    saveDraft: m.quiz_editor_texts_save_draft,
    saving: m.quiz_editor_texts_saving,
    preview: m.quiz_editor_texts_preview,
    cancel: m.quiz_editor_texts_cancel,
    generate: m.quiz_editor_texts_generate,
    generating: m.quiz_editor_texts_generating,
    distribute: m.quiz_editor_texts_distribute,
    advancedSettings: m.quiz_editor_texts_advanced_settings,
    addQuestion: m.quiz_editor_texts_add_question,
    correct: m.quiz_editor_texts_correct,
    draftSaved: m.quiz_editor_texts_draft_saved,
    createNote: m.quiz_editor_texts_create_note,
    updateNote: m.quiz_editor_texts_update_note,
    invalidPrice: m.quiz_editor_texts_invalid_price,
    /** The timing helper before there is a question to share the time with. */
    timingNeedsQuestions: m.quiz_editor_texts_timing_needs_questions,
  }),
  {
    generated: (count: number) =>
      count === 1 ? m.quiz_editor_texts_generated_one({ count }) : m.quiz_editor_texts_generated_other({ count }),
  },
)

/** A switch of the editor's settings: its label and the hint under it. */
type SettingWords = readonly [label: string, hint: string]

/** The editor's labels, hints and section names; the browser tests find fields by these. */
export const QUIZ_EDITOR_LABELS = withWords(
  words({
    title: m.quiz_editor_labels_title,
    detailsTitle: m.quiz_editor_labels_details_title,
    category: m.quiz_editor_labels_category,
    difficulty: m.quiz_editor_labels_difficulty,
    description: m.quiz_editor_labels_description,
    totalTime: m.quiz_editor_labels_total_time,
    timingHelper: m.quiz_editor_labels_timing_helper,
    timingHelperHint: m.quiz_editor_labels_timing_helper_hint,
    questionCount: m.quiz_editor_labels_question_count,
    averagePerQuestion: m.quiz_editor_labels_average_per_question,
    questionTimeSum: m.quiz_editor_labels_question_time_sum,
    matchesTotal: m.quiz_editor_labels_matches_total,
    pricingTitle: m.quiz_editor_labels_pricing_title,
    paid: m.quiz_editor_labels_paid,
    paidHint: m.quiz_editor_labels_paid_hint,
    price: m.quiz_editor_labels_price,
    priceHint: m.quiz_editor_labels_price_hint,
    startTime: m.quiz_editor_labels_start_time,
    endTime: m.quiz_editor_labels_end_time,
    generalSettings: m.quiz_editor_labels_general_settings,
    antiCheatSettings: m.quiz_editor_labels_anti_cheat_settings,
    antiCheatOff: m.quiz_editor_labels_anti_cheat_off,
    maxTabSwitches: m.quiz_editor_labels_max_tab_switches,
    maxTabSwitchesHint: m.quiz_editor_labels_max_tab_switches_hint,
    aiTitle: m.quiz_editor_labels_ai_title,
    aiDescription: m.quiz_editor_labels_ai_description,
    aiTopic: m.quiz_editor_labels_ai_topic,
    aiTopicHint: m.quiz_editor_labels_ai_topic_hint,
    aiCount: m.quiz_editor_labels_ai_count,
    aiDifficulty: m.quiz_editor_labels_ai_difficulty,
    questionsTitle: m.quiz_editor_labels_questions_title,
    inTheList: m.quiz_editor_labels_in_the_list,
    noQuestions: m.quiz_editor_labels_no_questions,
    questionText: m.quiz_editor_labels_question_text,
    correctOption: m.quiz_editor_labels_correct_option,
    explanation: m.quiz_editor_labels_explanation,
    points: m.quiz_editor_labels_points,
    questionTime: m.quiz_editor_labels_question_time,
    untitledQuiz: m.quiz_editor_labels_untitled_quiz,
    untitledQuestion: m.quiz_editor_labels_untitled_question,
    explanationPrefix: m.quiz_editor_labels_explanation_prefix,
    form: m.quiz_editor_labels_form,
  }),
  {
    totalTimeMinimum: (seconds: number) => m.quiz_editor_labels_total_time_minimum({ seconds }),
    ofTotal: (total: string) => m.quiz_editor_labels_of_total({ total }),
    overTotal: (difference: string) => m.quiz_editor_labels_over_total({ difference }),
    underTotal: (difference: string) => m.quiz_editor_labels_under_total({ difference }),
    totalTooShort: (seconds: number, count: number, total: string) =>
      m.quiz_editor_labels_total_too_short({ seconds, count, total }),
    participantsPay: (price: string) => m.quiz_editor_labels_participants_pay({ price }),
    timeZoneHint: (zone: string) => m.quiz_editor_labels_time_zone_hint({ zone }),
    /** The general switches' words, keyed by setting; each pair is built when read. */
    settings: {
      get shuffleQuestions(): SettingWords {
        return [
          m.quiz_editor_labels_settings_shuffle_questions(),
          m.quiz_editor_labels_settings_shuffle_questions_hint(),
        ]
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
    correctOptionFor: (n: number) => m.quiz_editor_labels_correct_option_for({ n }),
    optionsOf: (n: number) => m.quiz_editor_labels_options_of({ n }),
    optionPrefix: (n: number) => m.quiz_editor_labels_option_prefix({ n }),
    questionCountLabel: (n: number) =>
      n === 1
        ? m.quiz_editor_labels_question_count_label_one({ n })
        : m.quiz_editor_labels_question_count_label_other({ n }),
    pointsLabel: (n: number) =>
      n === 1 ? m.quiz_editor_labels_points_label_one({ n }) : m.quiz_editor_labels_points_label_other({ n }),
  },
)

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
    title: m.result_texts_title,
    generateAnalysis: m.result_texts_generate_analysis,
    generatingAnalysis: m.result_texts_generating_analysis,
    notAvailable: m.result_texts_not_available,
    home: m.result_texts_home,
    moreQuizzes: m.result_texts_more_quizzes,
    leaderboard: m.result_texts_leaderboard,
    finalScore: m.result_texts_final_score,
    timeTaken: m.result_texts_time_taken,
    accuracy: m.result_texts_accuracy,
    rank: m.result_texts_rank,
    practiceNote: m.result_texts_practice_note,
    analysisTitle: m.result_texts_analysis_title,
    aiSummaryTitle: m.result_texts_ai_summary_title,
    strengths: m.result_texts_strengths,
    weaknesses: m.result_texts_weaknesses,
    recommendations: m.result_texts_recommendations,
    timeManagement: m.result_texts_time_management,
    breakdownTitle: m.result_texts_breakdown_title,
    timeChartTitle: m.result_texts_time_chart_title,
    antiCheatTitle: m.result_texts_anti_cheat_title,
    yourAnswer: m.result_texts_your_answer,
    correctAnswer: m.result_texts_correct_answer,
    correct: m.result_texts_correct,
    incorrect: m.result_texts_incorrect,
    notAnswered: m.result_texts_not_answered,
    /** An answer whose rightness the quiz does not show yet (or ever). */
    answered: m.result_texts_answered,
    explanation: m.result_texts_explanation,
    leaderboardEmpty: m.result_texts_leaderboard_empty,
    leaderboardEmptyHint: m.result_texts_leaderboard_empty_hint,
    backToQuiz: m.result_texts_back_to_quiz,
    you: () => PLACE_TEXTS.you,
    yourPlace: () => PLACE_TEXTS.yourPlace,
    myAttemptsTitle: m.result_texts_my_attempts_title,
    noAttempts: m.result_texts_no_attempts,
    noAttemptsHint: m.result_texts_no_attempts_hint,
    ranked: m.result_texts_ranked,
    practice: m.result_texts_practice,
    inProgress: m.result_texts_in_progress,
    resume: m.result_texts_resume,
    afterQuiz: m.result_texts_after_quiz,
    timeShare: m.result_texts_time_share,
  }),
  {
    ofLimit: (taken: string, limit: string) => m.result_texts_of_limit({ taken, limit }),
    /** The attempt history's table and pager. */
    history: withWords(
      words({
        hint: m.result_texts_history_hint,
        loading: m.result_texts_history_loading,
        quiz: m.result_texts_history_quiz,
        score: m.result_texts_history_score,
        date: m.result_texts_history_date,
        type: m.result_texts_history_type,
        pages: m.result_texts_history_pages,
        previous: () => PAGER_TEXTS.previous,
        next: () => PAGER_TEXTS.next,
      }),
      { page: (page: number) => PAGER_TEXTS.page(page) },
    ),
    /** The leaderboard's table, its caption and the viewer's own place. */
    board: withWords(
      words({
        rank: m.result_texts_board_rank,
        player: m.result_texts_board_player,
        score: m.result_texts_board_score,
        percentage: m.result_texts_board_percentage,
        time: m.result_texts_board_time,
        violations: m.result_texts_board_violations,
      }),
      {
        top: (shown: number, total: number) => m.result_texts_board_top({ shown, total }),
        ranked: (total: number) =>
          total === 1 ? m.result_texts_board_ranked_one({ total }) : m.result_texts_board_ranked_other({ total }),
      },
    ),
    /** The time chart and the table of the same figures under it. */
    chart: withWords(
      words({
        question: m.result_texts_chart_question,
        timeSpent: m.result_texts_chart_time_spent,
        timeLimit: m.result_texts_chart_time_limit,
        result: m.result_texts_chart_result,
        description: m.result_texts_chart_description,
      }),
      {
        questionNumber: (number: number) => m.result_texts_chart_question_number({ number }),
        bar: (number: number, outcome: string) => m.result_texts_chart_bar({ number, outcome }),
        summary: (count: number, correct: number | null) =>
          correct === null
            ? m.result_texts_chart_summary({ count })
            : m.result_texts_chart_summary_with_correct({ count, correct }),
      },
    ),
    /** The anti-cheat report's table and totals. */
    report: words({
      byType: m.result_texts_report_by_type,
      type: m.result_texts_report_type,
      severity: m.result_texts_report_severity,
      count: m.result_texts_report_count,
      total: m.result_texts_report_total,
      tabSwitches: m.result_texts_report_tab_switches,
      showAll: (count: number) =>
        count === 1 ? m.result_texts_report_show_all_one({ count }) : m.result_texts_report_show_all_other({ count }),
      recorded: (count: number) =>
        count === 1 ? m.result_texts_report_recorded_one({ count }) : m.result_texts_report_recorded_other({ count }),
    }),
    optionsFor: (number: number) => m.result_texts_options_for({ number }),
    correctOf: (correct: number, total: number) => m.result_texts_correct_of({ correct, total }),
  },
)

/** The Quiz Attempt screen; its labels are shared with the browser tests. */
export const ATTEMPT_TEXTS = withWords(
  words({
    loading: m.attempt_texts_loading,
    starting: m.attempt_texts_starting,
    paidTitle: m.attempt_texts_paid_title,
    proceed: m.attempt_texts_proceed,
    cancel: m.attempt_texts_cancel,
    answeredLabel: m.attempt_texts_answered_label,
    nextQuestion: m.attempt_texts_next_question,
    submitQuiz: m.attempt_texts_submit_quiz,
    submitTitle: m.attempt_texts_submit_title,
    submitConfirm: m.attempt_texts_submit_confirm,
    confirmSubmit: m.attempt_texts_confirm_submit,
    submitting: m.attempt_texts_submitting,
    submitFailed: m.attempt_texts_submit_failed,
    offlineTitle: m.attempt_texts_offline_title,
    totalTime: m.attempt_texts_total_time,
    questionTime: m.attempt_texts_question_time,
    violations: m.attempt_texts_violations,
    monitoringTitle: m.attempt_texts_monitoring_title,
    monitoringHint: m.attempt_texts_monitoring_hint,
    noViolations: m.attempt_texts_no_violations,
    fullscreenTitle: m.attempt_texts_fullscreen_title,
    fullscreenDescription: m.attempt_texts_fullscreen_description,
    enterFullscreen: m.attempt_texts_enter_fullscreen,
    fullscreenFailed: m.attempt_texts_fullscreen_failed,
    /** Leaving a running attempt asks first: the clock does not stop for a stray click. */
    leaveTitle: m.attempt_texts_leave_title,
    leaveDescription: m.attempt_texts_leave_description,
    stay: m.attempt_texts_stay,
    leave: m.attempt_texts_leave,
    balanceLoading: m.attempt_texts_balance_loading,
  }),
  {
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
    violationDetails: withWords(words({ leftFullscreen: m.attempt_texts_violation_details_left_fullscreen }), {
      away: (seconds: number) => m.attempt_texts_violation_details_away({ seconds }),
      notBack: (seconds: number) => m.attempt_texts_violation_details_not_back({ seconds }),
    }),
  },
)

/**
 * The Wallet screen, its Add Funds and Withdrawal dialogs and the admin's wallet review;
 * shared with the browser tests. Amounts arrive already formatted by formatINR.
 */
export const WALLET_TEXTS = withWords(
  words({
    title: () => HEADER_TEXTS.wallet,
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

/** Form field labels, one label per field wherever it appears. */
export const FIELD_LABELS = words({
  username: m.field_labels_username,
  email: m.field_labels_email,
  password: m.field_labels_password,
  phone: m.field_labels_phone,
  newPassword: m.field_labels_new_password,
  profilePicture: m.field_labels_profile_picture,
  name: m.field_labels_name,
  subject: m.field_labels_subject,
  message: m.field_labels_message,
})

/** Profile form actions besides Edit Profile / Save Changes. */
export const PROFILE_FORM_TEXTS = withWords(
  words({
    cancel: () => QUIZ_EDITOR_TEXTS.cancel,
    keepPassword: m.profile_form_texts_keep_password,
    form: m.profile_form_texts_form,
    walletTitle: () => HEADER_TEXTS.wallet,
    walletDescription: m.profile_form_texts_wallet_description,
    detailsTitle: m.profile_form_texts_details_title,
    guestTitle: m.profile_form_texts_guest_title,
    guestHint: m.profile_form_texts_guest_hint,
  }),
  { picturePlaceholder: 'https://…' },
)

/** My Quizzes: the page title and each card's actions. */
export const MY_QUIZZES_TEXTS = withWords(
  words({
    title: () => NAV_LABELS.myQuizzes,
    createQuiz: () => LANDING.createQuiz,
    edit: m.my_quizzes_texts_edit,
    view: m.my_quizzes_texts_view,
    delete: m.my_quizzes_texts_delete,
    deleteConfirm: m.my_quizzes_texts_delete_confirm,
    cancel: () => QUIZ_EDITOR_TEXTS.cancel,
    description: m.my_quizzes_texts_description,
    filterByStatus: m.my_quizzes_texts_filter_by_status,
    reason: m.my_quizzes_texts_reason,
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
    back: m.quiz_details_texts_back,
    edit: () => MY_QUIZZES_TEXTS.edit,
    /** Names the Start button, so the sentence says what the button says. */
    notOpenYet: () => m.quiz_details_texts_not_open_yet({ start: QUIZ_TEXTS.startQuiz }),
    closed: m.quiz_details_texts_closed,
    /** A buyer's retakes cost nothing, so they are not asked to pay again. */
    boughtAlready: m.quiz_details_texts_bought_already,
    paid: m.quiz_details_texts_paid,
    rejected: m.quiz_details_texts_rejected,
    settingsTitle: m.quiz_details_texts_settings_title,
  }),
  {
    /** A quiz with a window: Start waits for its opening and goes when it closes. */
    opensOn: (when: string) => m.quiz_details_texts_opens_on({ when }),
    opensIn: (wait: string) => m.quiz_details_texts_opens_in({ wait }),
    closedOn: (when: string) => m.quiz_details_texts_closed_on({ when }),
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
    m.page_titles_quiz_leaderboard({ leaderboard: RESULT_TEXTS.leaderboard, quiz }),
} as const

/** The quiz list's orders, the attempts a player can continue, and their standing on a quiz. */
export const DISCOVERY_TEXTS = withWords(
  words({
    sortBy: m.discovery_texts_sort_by,
    continueTitle: m.discovery_texts_continue_title,
    continueQuiz: m.discovery_texts_continue_quiz,
    inProgress: m.discovery_texts_in_progress,
    yourBest: m.discovery_texts_your_best,
    notTaken: m.discovery_texts_not_taken,
    viewResult: m.discovery_texts_view_result,
    viewLeaderboard: m.discovery_texts_view_leaderboard,
  }),
  {
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
  },
)
