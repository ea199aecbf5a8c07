import { QUIZ_LIMITS } from '#shared/constants'
import { formatINR } from '#shared/money'
import { categoryLabel, difficultyLabel } from '#shared/quiz'
import { QUIZ_TEXTS } from '#shared/texts'
import { dateFormat as localDateFormat } from '#shared/i18n'

/** Card and detail labels, with the product's defaults. */
export function priceLabel(quiz: { isPaid: boolean; pricePaise: number }) {
  return quiz.isPaid && quiz.pricePaise > 0 ? formatINR(quiz.pricePaise) : QUIZ_TEXTS.free
}

export function minutesLabel(timeLimitSeconds: number | null | undefined) {
  const minutes = timeLimitSeconds ? Math.ceil(timeLimitSeconds / 60) : QUIZ_LIMITS.defaultTimeLimitMinutes
  return `${minutes} min`
}

export function categoryText(category: string | null | undefined) {
  return category ? categoryLabel(category) : QUIZ_TEXTS.defaultCategoryLabel
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
