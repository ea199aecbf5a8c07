/**
 * The texts of the app's shell: the header, the footer, the 404 page and the
 * route error view's retry button. They are on every screen, so they sit apart from the other texts
 * (texts.ts, which re-exports them): the shell is in the client's initial JavaScript and the rest
 * only in the pages that use it. The words are in the catalogs (messages/*.json), in every language.
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

/** The product's name: a name, the same in every language. */
export const PRODUCT_NAME = 'Quizdom'

/**
 * The browser tab's title: the page's own name first (what a tab strip or a history list has room
 * for), then the product's.
 */
export const documentTitle = (page: string) => `${page} · ${PRODUCT_NAME}`

/** The header's page names, also the titles of those pages. */
export const NAV_LABELS = words({
  home: m.nav_home,
  quizzes: m.nav_quizzes,
  createQuiz: m.nav_create_quiz,
  myQuizzes: m.nav_my_quizzes,
  leaderboard: m.nav_leaderboard,
})

/** A link of the header or the footer: its words read when shown, in the language of the moment. */
const link = <const To extends string>(to: To, label: () => string) => ({
  to,
  get label() {
    return label()
  },
})

export const NAV_LINKS = [
  link('/', () => NAV_LABELS.home),
  link('/quizzes', () => NAV_LABELS.quizzes),
  link('/create-quiz', () => NAV_LABELS.createQuiz),
  link('/my-quizzes', () => NAV_LABELS.myQuizzes),
  link('/leaderboard', () => NAV_LABELS.leaderboard),
] as const

/** The header's guest buttons and user menu. */
export const HEADER_TEXTS = words({
  login: m.header_login,
  signUp: m.header_sign_up,
  profile: m.header_profile,
  /** Also the Wallet page's title. */
  wallet: m.header_wallet,
  logout: m.header_logout,
  admin: m.header_admin,
})

/** The header's controls that have no visible words, named for screen readers. */
export const SHELL_LABELS = withWords(
  words({
    skipToContent: m.shell_skip_to_content,
    mainNav: m.shell_main_nav,
    lightMode: m.shell_light_mode,
    darkMode: m.shell_dark_mode,
    openMenu: m.shell_open_menu,
    closeMenu: m.shell_close_menu,
    /** A dialog's close button. */
    close: m.shell_close,
    language: m.language_switch,
  }),
  {
    /**
     * "Account menu for {name}" split around the name, so the button shows the name and speaks the
     * sentence in whatever order the language puts them.
     */
    accountMenuAround: () => m.shell_account_menu_for({ name: '\u0000' }).split('\u0000') as [string, string],
  },
)

/** The footer's headings and the product's line. */
export const FOOTER_TEXTS = words({
  tagline: m.footer_tagline,
  quickLinks: m.footer_quick_links,
  legal: m.footer_legal,
  contact: m.footer_contact,
  rights: (year: number, name: string) => m.footer_rights({ year, name }),
})

/** The static pages' titles, also their links in the footer. */
export const STATIC_PAGE_TITLES = words({
  privacy: m.static_privacy,
  terms: m.static_terms,
  about: m.static_about,
})

/** The footer's support address (a placeholder mailbox until the real one exists). */
export const SUPPORT_EMAIL = 'support@quizdom.in'

export const FOOTER_LINKS = {
  quick: [
    link('/quizzes', () => NAV_LABELS.quizzes),
    link('/create-quiz', () => NAV_LABELS.createQuiz),
    link('/leaderboard', () => NAV_LABELS.leaderboard),
    link('/about-us', () => STATIC_PAGE_TITLES.about),
  ],
  legal: [
    link('/privacy-policy', () => STATIC_PAGE_TITLES.privacy),
    link('/terms-and-conditions', () => STATIC_PAGE_TITLES.terms),
  ],
} as const

export const CONTACT_TEXTS = words({
  /** The contact page's title and the footer's contact link. */
  title: m.contact_title,
  send: m.contact_send,
  sending: m.contact_sending,
  responsePromise: m.contact_response_promise,
  averageResponse: m.contact_average_response,
  intro: m.contact_intro,
  form: m.contact_form,
})

/** The footer's social links: placeholders only, none of them goes anywhere yet. */
export const SOCIAL_LINKS = words({
  intro: m.social_intro,
  names: ['X (Twitter)', 'Instagram', 'LinkedIn', 'YouTube'] as const,
  label: (name: string) => m.social_label({ name }),
})

/**
 * What a page shows while its data or code is on the way, and the button that repeats what failed
 * (a page's load, a send).
 */
export const LOADING_TEXTS = words({ loading: m.loading, retry: m.retry })

/** The 404 page, also the router's default not-found view. */
export const NOT_FOUND_TEXTS = words({
  title: m.not_found_title,
  goHome: m.not_found_go_home,
  goBack: m.not_found_go_back,
  hint: m.not_found_hint,
})

/**
 * The few messages the shell itself shows (a guarded page, a failure with no words of its own):
 * the same messages as FAILURE in messages.ts, named apart so the first screen's JavaScript
 * carries these and not every toast of the product.
 */
export const SHELL_MESSAGES = words({
  generic: m.failure_generic,
  guardedRoute: m.failure_guarded_route,
})
