import { words } from './i18n'
import { indiaWallClock } from './india-time'
import { m } from './paraglide/messages.js'
import { PRODUCT_NAME } from './shell-texts'

/** A certificate's facts, as its page and its PDF state them (decision 049). */
export interface CertificateFacts {
  id: string
  holderName: string
  quizTitle: string
  /** Marks earned, as a decimal string (an exam's marks may have halves). */
  score: string
  totalScore: number
  percent: number
  passMark: number
  /** When the attempt that earned it ended, ISO 8601 (UTC). */
  issuedAt: string
}

/** The page a certificate is verified on: its id is the whole of the link. */
export const certificatePath = (id: string) => `/certificates/${id}`

/** A date as India's calendar has it, `YYYY-MM-DD`. */
export const istDate = (moment: string | Date) => indiaWallClock(moment).slice(0, 10)

/** The day it was issued, as the screens give it: `2026-12-06 IST`. */
export const issuedOnIst = (moment: string | Date) => `${istDate(moment)} IST`

/** "7 of 10 (70%)", in the language of the moment. */
export const certificateScore = (facts: Pick<CertificateFacts, 'score' | 'totalScore' | 'percent'>) =>
  m.certificates_score_value({ score: facts.score, total: String(facts.totalScore), percent: String(facts.percent) })

/** The certificate's words, on its page, on the profile and in its PDF. */
export const CERTIFICATE_TEXTS = words({
  heading: m.certificates_heading,
  empty: m.certificates_empty,
  download: m.certificates_download,
  verifyLink: m.certificates_verify_link,
  notFound: m.certificates_not_found,
  title: m.certificates_title,
  holder: m.certificates_holder,
  quiz: m.certificates_quiz,
  score: m.certificates_score,
  date: m.certificates_date,
  passed: m.certificates_passed,
  id: m.certificates_id,
  pageTitle: m.certificates_page_title,
  backHome: m.certificates_back_home,
  product: PRODUCT_NAME,
  verified: () => m.certificates_verified({ product: PRODUCT_NAME }),
  verifyAt: (url: string) => m.certificates_verify_at({ url }),
  passMark: (passMark: number) => m.certificates_pass_mark({ passMark: String(passMark) }),
})

/** The pass mark field of the quiz editor. */
export const PASS_MARK_TEXTS = words({
  label: m.quiz_pass_mark_label,
  hint: m.quiz_pass_mark_hint,
})
