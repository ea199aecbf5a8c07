import { QUIZ_LIMITS } from '#shared/constants'
import { formatINR } from '#shared/money'
import { categoryLabel, difficultyLabel } from '#shared/quiz-labels'
import { QUIZ_TEXTS } from '#shared/texts'
import { dateFormat as localDateFormat } from '#shared/i18n'
import { m } from '#shared/i18n'

/** Card and detail labels, with the product's defaults. */
export function priceLabel(quiz: { isPaid: boolean; pricePaise: number }) {
  return quiz.isPaid && quiz.pricePaise > 0 ? formatINR(quiz.pricePaise) : m.quiz_texts_free()
}

export function minutesLabel(timeLimitSeconds: number | null | undefined) {
  const minutes = timeLimitSeconds ? Math.ceil(timeLimitSeconds / 60) : QUIZ_LIMITS.defaultTimeLimitMinutes
  return QUIZ_TEXTS.minutes(minutes)
}

export function categoryText(category: string | null | undefined) {
  return category ? categoryLabel(category) : m.quiz_texts_default_category_label()
}

export function difficultyText(difficulty: string | null | undefined) {
  return difficultyLabel(difficulty || 'medium')
}

const dateFormat = localDateFormat({ dateStyle: 'medium' })
const dateTimeFormat = localDateFormat({ dateStyle: 'medium', timeStyle: 'short' })

export function formatDate(iso: string) {
  return dateFormat.format(new Date(iso))
}

export function formatDateTime(iso: string) {
  return dateTimeFormat.format(new Date(iso))
}
