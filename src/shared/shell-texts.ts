/**
 * The texts of the app's shell: the header, the footer, the 404 page and the
 * route error view's retry button. They are on every screen, so they sit apart from the other texts
 * (texts.ts, which re-exports them): the shell is in the client's initial JavaScript and the rest
 * only in the pages that use it.
 */
export const PRODUCT_NAME = 'Quizdom'

/**
 * The browser tab's title: the page's own name first (what a tab strip or a history list has room
 * for), then the product's.
 */
export const documentTitle = (page: string) => `${page} · ${PRODUCT_NAME}`

/** The header's page names, also the titles of those pages. */
export const NAV_LABELS = {
  home: 'Home',
  quizzes: 'Quizzes',
  createQuiz: 'Create Quiz',
  myQuizzes: 'My Quizzes',
  leaderboard: 'Leaderboard',
} as const

export const NAV_LINKS = [
  { to: '/', label: NAV_LABELS.home },
  { to: '/quizzes', label: NAV_LABELS.quizzes },
  { to: '/create-quiz', label: NAV_LABELS.createQuiz },
  { to: '/my-quizzes', label: NAV_LABELS.myQuizzes },
  { to: '/leaderboard', label: NAV_LABELS.leaderboard },
] as const

/** The header's guest buttons and user menu. */
export const HEADER_TEXTS = {
  login: 'Login',
  signUp: 'Sign Up',
  profile: 'Profile',
  /** Also the Wallet page's title. */
  wallet: 'Wallet',
  logout: 'Logout',
  admin: 'Admin',
} as const

/** The header's controls that have no visible words, named for screen readers. */
export const SHELL_LABELS = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  lightMode: 'Switch to light mode',
  darkMode: 'Switch to dark mode',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenuFor: 'Account menu for ',
} as const

/** The footer's headings and the product's line. */
export const FOOTER_TEXTS = {
  tagline: 'Create, share and take timed quizzes. Made in India, priced in rupees.',
  quickLinks: 'Quick links',
  legal: 'Legal',
  contact: 'Contact',
} as const

/** The static pages' titles, also their links in the footer. */
export const STATIC_PAGE_TITLES = {
  privacy: 'Privacy & Policy',
  terms: 'Terms & Conditions',
  about: 'About Us',
} as const

/** The footer's support address (a placeholder mailbox until the real one exists). */
export const SUPPORT_EMAIL = 'support@quizdom.in'

export const FOOTER_LINKS = {
  quick: [
    { to: '/quizzes', label: NAV_LABELS.quizzes },
    { to: '/create-quiz', label: NAV_LABELS.createQuiz },
    { to: '/leaderboard', label: NAV_LABELS.leaderboard },
    { to: '/about-us', label: STATIC_PAGE_TITLES.about },
  ],
  legal: [
    { to: '/privacy-policy', label: STATIC_PAGE_TITLES.privacy },
    { to: '/terms-and-conditions', label: STATIC_PAGE_TITLES.terms },
  ],
} as const

export const CONTACT_TEXTS = {
  /** The contact page's title and the footer's contact link. */
  title: 'Contact Us',
  send: 'Send Message',
  sending: 'Sending...',
  responsePromise: 'We respond within 24 hours',
  averageResponse: '24-48 hours average',
  intro: 'Questions about a quiz, your wallet or your account? Write to us and we will get back to you.',
  form: 'Contact form',
} as const

/** The footer's social links: placeholders only, none of them goes anywhere yet. */
export const SOCIAL_LINKS = {
  intro: 'Follow us (coming soon):',
  names: ['X (Twitter)', 'Instagram', 'LinkedIn', 'YouTube'],
  label: (name: string) => `${name} (coming soon)`,
} as const

/** What a page shows while its data or code is on the way. */
export const LOADING_LABEL = 'Loading…'

/** The button that repeats what failed (a page's load, a send), on every screen that offers one. */
export const RETRY_LABEL = 'Try again'

/** The 404 page, also the router's default not-found view. */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  goHome: 'Go Home',
  goBack: 'Go Back',
  hint: 'Contact the administrator if you think this is a mistake',
} as const
