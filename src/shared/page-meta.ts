/**
 * What a page says about itself before any script runs: its title and description, and for a
 * quiz the preview a shared link shows (WhatsApp, Telegram, search results). The server writes
 * them into the HTML it sends; link-preview crawlers run no JavaScript, so this is all they see.
 */
import { formatINR } from './money'
import { m } from './paraglide/messages.js'
import { CONTACT_TEXTS, NAV_LABELS, PRODUCT_NAME, STATIC_PAGE_TITLES } from './shell-texts'
import { QUIZ_TEXTS } from './texts'

/** The description of a page with none of its own (and of the HTML the client is built with). */
export const defaultDescription = (): string => m.default_description({ product: PRODUCT_NAME })

export interface PageMeta {
  title: string
  description: string
}

/**
 * The public pages: listed in the sitemap, and sent with their own title and description, read in
 * the language of the moment.
 */
export const publicPages = (): ReadonlyArray<PageMeta & { path: string }> => [
  {
    path: '/',
    title: NAV_LABELS.home,
    description: m.public_pages_home_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/quizzes',
    title: QUIZ_TEXTS.availableTitle,
    description: m.public_pages_quizzes_description(),
  },
  {
    path: '/leaderboard',
    title: NAV_LABELS.leaderboard,
    description: m.public_pages_leaderboard_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/about-us',
    title: STATIC_PAGE_TITLES.about,
    description: m.public_pages_about_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/contact-us',
    title: CONTACT_TEXTS.title,
    description: m.public_pages_contact_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/privacy-policy',
    title: STATIC_PAGE_TITLES.privacy,
    description: m.public_pages_privacy_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/terms-and-conditions',
    title: STATIC_PAGE_TITLES.terms,
    description: m.public_pages_terms_description({ product: PRODUCT_NAME }),
  },
]

/** The image a shared link shows: 1200 × 630, the size link previews crop to; its words read when used. */
export const PREVIEW_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  get alt() {
    return m.preview_image_alt({ product: PRODUCT_NAME })
  },
}

/** The brand's colour: the icons, the link-preview picture and the phone's bar around the installed app. */
export const BRAND_COLOR = '#4f46e5'

/** The app's icons, for the web app manifest and a phone's home screen (drawn by `npm run images`). */
export const APP_ICONS = [
  { src: '/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const

/** The home-screen icon iOS reads: square and opaque, since iOS rounds the corners itself. */
export const APPLE_TOUCH_ICON = { src: '/apple-touch-icon.png', size: 180 } as const

/** The longest description a preview shows whole; longer ones end in an ellipsis at a word. */
const PREVIEW_DESCRIPTION_MAX = 200

function shorten(text: string, max: number) {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

interface PreviewedQuiz {
  title: string
  description: string
  category: string
  isPaid: boolean
  pricePaise: number
  questionCount: number
  timeLimit: number
}

/** A quiz's page as a link preview: its price or Free, its length, then its own description. */
export function quizPageMeta(quiz: PreviewedQuiz): PageMeta {
  const price = quiz.isPaid ? formatINR(quiz.pricePaise) : QUIZ_TEXTS.free
  const count = quiz.questionCount
  const questions =
    count === 1 ? m.quiz_page_meta_questions_one({ count }) : m.quiz_page_meta_questions_other({ count })
  const minutes = m.quiz_page_meta_minutes({ minutes: Math.max(1, Math.round(quiz.timeLimit / 60)) })
  const facts = [price, questions, minutes, quiz.category].join(' · ')
  const description = quiz.description.trim()
  return {
    title: quiz.title,
    description: shorten(description ? `${facts}. ${description}` : facts, PREVIEW_DESCRIPTION_MAX),
  }
}

/**
 * The pages prerendered at build, in every language (src/client/prerender.tsx), as a signed-out
 * visitor sees them: the server sends their HTML, so their words paint before any script runs.
 * The quiz list is its frame, with its list loading.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/quizzes',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
] as const

/** Where the build writes a prerendered page, inside the built client: prerendered/<locale>/<name>.html. */
export const prerenderedFile = (locale: string, path: string) =>
  `prerendered/${locale}/${path === '/' ? 'index' : path.slice(1)}.html`
