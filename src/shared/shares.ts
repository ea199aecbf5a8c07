import { words } from './i18n'
import { m } from './paraglide/messages.js'

/**
 * Sharing (decision 051): the public link of a result its owner shared, the pictures a shared
 * link previews as, and the words of the Share buttons.
 */

/** A share's id: 128 random bits as 22 base64url letters (the table's CHECK holds the same). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** The public page of a shared result: its id is the whole of the link. */
export const sharedResultPath = (shareId: string) => `/result/${shareId}`

/**
 * The link-preview pictures, 1200 × 630 PNG. A quiz's carries a version (what the card shows,
 * hashed) so a crawler that keeps pictures by address fetches the new one after an edit.
 */
export const PREVIEWS_PATH = '/og'
export const quizCardPath = (quizId: string, version?: string) =>
  `${PREVIEWS_PATH}/quiz/${quizId}.png${version ? `?v=${version}` : ''}`
export const resultCardPath = (shareId: string) => `${PREVIEWS_PATH}/result/${shareId}.png`

export const CARD_SIZE = { width: 1200, height: 630 } as const

/** Drawn cards kept in memory (each some 30 to 80 kB): the busiest links are drawn once. */
export const CARD_CACHE_ENTRIES = 256

/** WhatsApp's share link: opens the app (or its web page) with the text and link written. */
export const whatsappLink = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`

/** "asha scored 9/10 in Rivers of India", in the language of the moment. */
export const scoredLine = (facts: { name: string; score: string; total: number; quiz: string }) =>
  m.share_result_scored({ name: facts.name, score: facts.score, total: String(facts.total), quiz: facts.quiz })

/** A shared result's public facts: no answers. */
export interface SharedResultFacts {
  shareId: string
  quizId: string
  quizTitle: string
  /** The language the quiz is written in (BCP 47, one of QUIZ_LANGUAGES). */
  quizLanguage: string
  playerName: string
  /** Marks earned, as a decimal string (an exam's marks may have halves). */
  score: string
  totalScore: number
  /** When the attempt ended, ISO 8601 (UTC). */
  submittedAt: string
  /** Whether the quiz can still be found in public (its page linked from the result's). */
  quizIsPublic: boolean
}

export const SHARE_TEXTS = words({
  share: m.share_button,
  whatsapp: m.share_whatsapp,
  copyLink: m.share_copy_link,
  copied: m.share_copied,
  copyFailed: m.share_copy_failed,
  options: m.share_options,
  resultHeading: m.share_result_heading,
  resultExplain: m.share_result_explain,
  resultCreate: m.share_result_create,
  resultRevoke: m.share_result_revoke,
  resultRevoked: m.share_result_revoked,
  resultLinkLabel: m.share_result_link_label,
  resultTitle: m.share_result_title,
  player: m.share_result_player,
  quiz: m.share_result_quiz,
  score: m.share_result_score,
  date: m.share_result_date,
  tryQuiz: m.share_result_try_quiz,
  notFound: m.share_result_not_found,
})
