import { GLOBAL_RATING_PRIOR, GLOBAL_WINDOW_DAYS, type GlobalPeriod } from './global-leaderboard'
import { words } from './i18n'
import { PAGER_TEXTS } from './pager-texts'
import { m } from './paraglide/messages.js'

const { quizzes: priorQuizzes, percent: priorPercent } = GLOBAL_RATING_PRIOR

/**
 * The global leaderboard's words, in a module of their own so only its page downloads them. Each
 * text is a getter (or in a words() object), so it is read in the language of the moment: a spread
 * or a copied value would keep the language of the import.
 */
export const GLOBAL_LEADERBOARD_TEXTS = {
  get title() {
    return m.nav_leaderboard()
  },
  get description() {
    return m.global_leaderboard_texts_description()
  },
  get periods() {
    return m.global_leaderboard_texts_periods()
  },
  period: words({
    all: m.global_leaderboard_texts_period_all,
    '30d': () => m.global_leaderboard_texts_period_30d({ days: GLOBAL_WINDOW_DAYS }),
  }) satisfies Record<GlobalPeriod, string>,
  tableCaption: (period: string) => m.global_leaderboard_texts_table_caption({ period: period.toLowerCase() }),
  /** Which days the recent board counts, said beside it: India's days. */
  get window() {
    return m.global_leaderboard_texts_window({ before: GLOBAL_WINDOW_DAYS - 1 })
  },
  get you() {
    return m.place_texts_you()
  },
  get yourPlace() {
    return m.place_texts_your_place()
  },
  get notOnBoard() {
    return m.global_leaderboard_texts_not_on_board()
  },
  get empty() {
    return m.global_leaderboard_texts_empty()
  },
  get emptyHint() {
    return m.global_leaderboard_texts_empty_hint()
  },
  get browse() {
    return m.global_leaderboard_texts_browse()
  },
  get previous() {
    return m.pager_texts_previous()
  },
  get next() {
    return m.pager_texts_next()
  },
  pageOf: PAGER_TEXTS.page,
  get loading() {
    return m.global_leaderboard_texts_loading()
  },
  get howTitle() {
    return m.global_leaderboard_texts_how_title()
  },
  /** A fresh list at each read, in the language of the moment. */
  get how() {
    return [
      m.global_leaderboard_texts_how_first_attempt(),
      m.global_leaderboard_texts_how_same_weight(),
      m.global_leaderboard_texts_how_rating({ quizzes: priorQuizzes, percent: priorPercent }),
      m.global_leaderboard_texts_how_ties(),
      m.global_leaderboard_texts_how_window({ days: GLOBAL_WINDOW_DAYS, before: GLOBAL_WINDOW_DAYS - 1 }),
    ] as const
  },
}
