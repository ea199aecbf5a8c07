/**
 * The words of the creator's statistics, analytics and earnings pages, and of their charts: a
 * module of their own, so only those pages download them. The words are in the catalogs
 * (messages/*.json); each object is made with words() and its functions added with Object.assign,
 * which keeps the getters (a spread would read each text once, at import, in that moment's language).
 */
import { m, withWords, words } from '#shared/i18n'
import { PAGER_TEXTS } from '#shared/pager-texts'

const percentText = (value: number) => m.analytics_percent({ value: Math.round(value * 10) / 10 })

export const STATISTICS_TEXTS = {
  /** A missing figure: a dash, in every language. */
  missing: '—',
  pageTitle: (quiz: string) => m.statistics_texts_page_title({ quiz }),
  scopes: words({ first: m.statistics_texts_scopes_first, all: m.statistics_texts_scopes_all }),
  few: (n: number) => (n === 1 ? m.statistics_texts_few_one({ n }) : m.statistics_texts_few_other({ n })),
  outOf: (max: number | null) => (max === null ? '' : m.statistics_texts_out_of({ max })),
  histogramDescription: (attempts: number) => m.statistics_texts_histogram_description({ attempts }),
  histogramBin: (from: number, to: number) => m.statistics_texts_histogram_bin({ from, to }),
  questionColumns: words({
    question: m.statistics_texts_question_columns_question,
    facility: m.statistics_texts_question_columns_facility,
    sd: m.statistics_texts_question_columns_sd,
    discrimination: m.statistics_texts_question_columns_discrimination,
    unanswered: m.statistics_texts_question_columns_unanswered,
    meanTime: m.statistics_texts_question_columns_mean_time,
    flags: m.statistics_texts_question_columns_flags,
  }),
  questionLabel: (position: number) => m.statistics_texts_question_label({ position }),
  distractorsCaption: (position: number) => m.statistics_texts_distractors_caption({ position }),
  optionColumns: words({
    option: m.statistics_texts_option_columns_option,
    overall: m.statistics_texts_option_columns_overall,
    top: m.statistics_texts_option_columns_top,
    bottom: m.statistics_texts_option_columns_bottom,
  }),
  percent: percentText,
  seconds: (value: number) => m.statistics_texts_seconds({ value: Math.round(value * 10) / 10 }),
}

export const ANALYTICS_TEXTS = withWords(
  words({
    previous: () => m.pager_texts_previous(),
    next: () => m.pager_texts_next(),
  }),
  {
    /** A missing figure: a dash, in every language. */
    none: '—',
    pageTitle: (quiz: string) => m.analytics_texts_page_title({ quiz }),
    range: (days: number) => m.analytics_texts_range({ days }),
    rangeNote: (from: string, to: string) => m.analytics_texts_range_note({ from, to }),
    figures: {
      lifetimeEarnings: (sales: number, amount: string) =>
        sales === 1
          ? m.analytics_texts_figures_lifetime_earnings_one({ sales, amount })
          : m.analytics_texts_figures_lifetime_earnings_other({ sales, amount }),
    },
    percent: percentText,
    attemptsChartDescription: (started: number, submitted: number, days: number) =>
      m.analytics_texts_attempts_chart_description({ started, submitted, days }),
    scoreChartDescription: (mean: number | null, days: number) =>
      mean === null
        ? m.analytics_texts_score_chart_description_none({ days })
        : m.analytics_texts_score_chart_description({ mean: percentText(mean), days }),
    earningsChartDescription: (sales: number, amount: string, days: number) =>
      sales === 1
        ? m.analytics_texts_earnings_chart_description_one({ sales, amount, days })
        : m.analytics_texts_earnings_chart_description_other({ sales, amount, days }),
    attemptsCaption: (total: number) =>
      total === 1
        ? m.analytics_texts_attempts_caption_one({ total })
        : m.analytics_texts_attempts_caption_other({ total }),
    attemptColumns: words({
      player: m.analytics_texts_attempt_columns_player,
      kind: m.analytics_texts_attempt_columns_kind,
      score: m.analytics_texts_attempt_columns_score,
      percent: m.analytics_texts_attempt_columns_percent,
      time: m.analytics_texts_attempt_columns_time,
      submitted: m.analytics_texts_attempt_columns_submitted,
      violations: m.analytics_texts_attempt_columns_violations,
    }),
    page: PAGER_TEXTS.pageOf,
  },
)

export const EARNINGS_TEXTS = {
  totals: {
    lifetimeSales: (sales: number) =>
      sales === 1
        ? m.earnings_texts_totals_lifetime_sales_one({ sales })
        : m.earnings_texts_totals_lifetime_sales_other({ sales }),
  },
  columns: words({
    quiz: m.earnings_texts_columns_quiz,
    price: m.earnings_texts_columns_price,
    sales: m.earnings_texts_columns_sales,
    earnings: m.earnings_texts_columns_earnings,
    lifetimeSales: m.earnings_texts_columns_lifetime_sales,
    lifetimeEarnings: m.earnings_texts_columns_lifetime_earnings,
  }),
}

/** Chart words that every chart shares. */
export const CHART_TEXTS = {
  dataTable: (title: string) => m.chart_texts_data_table({ title }),
  /** A missing figure: a dash, in every language. */
  missing: '—',
}

/** Below this many attempts the statistics page warns that its figures say little. */
export const FEW_ATTEMPTS = 10
