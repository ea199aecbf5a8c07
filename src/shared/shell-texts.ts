/**
 * The texts of the app's shell: the header, the footer, the 404 page and the
 * route error view's retry button. They are on every screen, so they sit apart from the other texts
 * (texts.ts, which re-exports them): the shell is in the client's initial JavaScript and the rest
 * only in the pages that use it. The words are in the catalogs (messages/*.json), in every language.
 */
import { words } from './i18n'
import { m } from './paraglide/messages.js'

/** The product's name: a name, the same in every language. */
export const PRODUCT_NAME = 'Quizdom'

/**
 * The browser tab's title: the page's own name first (what a tab strip or a history list has room
 * for), then the product's.
 */
export const documentTitle = (page: string) => `${page} · ${PRODUCT_NAME}`

/** A link of the header or the footer: its words read when shown, in the language of the moment. */
const link = <const To extends string>(to: To, label: () => string) => ({
  to,
  get label() {
    return label()
  },
})

export const NAV_LINKS = [
  link('/', () => m.nav_home()),
  link('/quizzes', () => m.nav_quizzes()),
  link('/series', () => m.series_nav()),
  link('/create-quiz', () => m.nav_create_quiz()),
  link('/my-quizzes', () => m.nav_my_quizzes()),
  link('/leaderboard', () => m.nav_leaderboard()),
] as const

/** The header's controls that have no visible words, named for screen readers. */
export const SHELL_LABELS = {
  /**
   * "Account menu for {name}" split around the name, so the button shows the name and speaks the
   * sentence in whatever order the language puts them.
   */
  accountMenuAround: () => m.shell_account_menu_for({ name: '\u0000' }).split('\u0000') as [string, string],
}

/** The footer's headings and the product's line. */
export const FOOTER_TEXTS = words({
  rights: (year: number, name: string) => m.footer_rights({ year, name }),
})

/** The footer's support address (a placeholder mailbox until the real one exists). */
export const SUPPORT_EMAIL = 'support@quizdom.in'

export const FOOTER_LINKS = {
  quick: [
    link('/quizzes', () => m.nav_quizzes()),
    link('/contests', () => m.contests_page_title()),
    link('/play', () => m.live_screen_join_title()),
    link('/create-quiz', () => m.nav_create_quiz()),
    link('/leaderboard', () => m.nav_leaderboard()),
    link('/about-us', () => m.static_about()),
  ],
  legal: [link('/privacy-policy', () => m.static_privacy()), link('/terms-and-conditions', () => m.static_terms())],
} as const

/** The footer's social links: placeholders only, none of them goes anywhere yet. */
export const SOCIAL_LINKS = words({
  names: ['X (Twitter)', 'Instagram', 'LinkedIn', 'YouTube'] as const,
  label: (name: string) => m.social_label({ name }),
})
