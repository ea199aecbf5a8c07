/**
 * What a page says about itself before any script runs: its title and description, and for a
 * quiz the preview a shared link shows (WhatsApp, Telegram, search results). The server writes
 * them into the HTML it sends; link-preview crawlers run no JavaScript, so this is all they see.
 */
import { formatINR } from './money'
import { m } from './paraglide/messages.js'
import { categoryLabel } from './quiz-labels'
import { PRODUCT_NAME } from './shell-texts'
import { QUIZ_TEXTS } from './texts'

/**
 * The home page's title, in its tab and in a shared link's preview: the product's name and what it
 * is, since a page's name ('Home') says nothing to someone who has not seen the site.
 */
export const homeTitle = () => m.home_title({ product: PRODUCT_NAME })

/** The description of a page with none of its own (and of the HTML the client is built with). */
export const defaultDescription = (): string => m.default_description({ product: PRODUCT_NAME })

export interface PageMeta {
  /** The page's title in a link preview (og:title); its tab's is this and the product's name after it. */
  title: string
  description: string
  /** The tab's title when it names the product itself (the home page's). */
  tabTitle?: string
  /** A picture of the page's own, 1200 × 630 PNG (a quiz's or a shared result's card); else the product's. */
  image?: { path: string; alt: string }
}

/**
 * The public pages: listed in the sitemap, and sent with their own title and description, read in
 * the language of the moment.
 */
export const publicPages = (): ReadonlyArray<PageMeta & { path: string }> => [
  {
    path: '/',
    title: homeTitle(),
    tabTitle: homeTitle(),
    description: m.public_pages_home_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/quizzes',
    title: m.quiz_texts_available_title(),
    description: m.public_pages_quizzes_description(),
  },
  {
    path: '/leaderboard',
    title: m.nav_leaderboard(),
    description: m.public_pages_leaderboard_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/about-us',
    title: m.static_about(),
    description: m.public_pages_about_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/contact-us',
    title: m.contact_title(),
    description: m.public_pages_contact_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/privacy-policy',
    title: m.static_privacy(),
    description: m.public_pages_privacy_description({ product: PRODUCT_NAME }),
  },
  {
    path: '/terms-and-conditions',
    title: m.static_terms(),
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
  const price = quiz.isPaid ? formatINR(quiz.pricePaise) : m.quiz_texts_free()
  const questions = QUIZ_TEXTS.questionCount(quiz.questionCount)
  const minutes = QUIZ_TEXTS.minutes(Math.max(1, Math.round(quiz.timeLimit / 60)))
  const facts = [price, questions, minutes, categoryLabel(quiz.category)].join(' · ')
  const description = quiz.description.trim()
  return {
    title: quiz.title,
    description: shorten(description ? `${facts}. ${description}` : facts, PREVIEW_DESCRIPTION_MAX),
  }
}
