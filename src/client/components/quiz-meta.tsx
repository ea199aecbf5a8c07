import { BarChart3, Clock, FileQuestion, Users } from 'lucide-react'
import { QUIZ_TEXTS, quizStatusLabel } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import type { QuizSummary } from '@/lib/quiz-types'
import { categoryText, difficultyText, minutesLabel, priceLabel } from '@/lib/quiz-format'
import { m } from '#shared/i18n'

/** The facts every quiz card shows: questions, time, attempts, category, difficulty, price. */
export function QuizFacts({ quiz }: { quiz: QuizSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <li className="inline-flex items-center gap-1.5">
        <FileQuestion className="size-4" aria-hidden="true" />
        {QUIZ_TEXTS.questionCount(quiz.questionCount)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {minutesLabel(quiz.timeLimit)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Users className="size-4" aria-hidden="true" />
        {QUIZ_TEXTS.attemptCount(quiz.attemptCount)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <BarChart3 className="size-4" aria-hidden="true" />
        {difficultyText(quiz.difficulty)}
      </li>
    </ul>
  )
}

export function PriceBadge({ quiz }: { quiz: QuizSummary }) {
  return <Badge variant={quiz.isPaid ? 'warning' : 'success'}>{priceLabel(quiz)}</Badge>
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge variant="secondary">{categoryText(category)}</Badge>
}

const STATUS_VARIANT = { draft: 'outline', pending: 'warning', approved: 'success', rejected: 'destructive' } as const

/**
 * Where a quiz stands. A private quiz waiting as "pending" is not in review (it never is, while
 * private: decision 047), so to its creator it reads "Private".
 */
export function StatusBadge({
  status,
  visibility = 'public',
}: {
  status: QuizSummary['status']
  visibility?: QuizSummary['visibility']
}) {
  if (visibility === 'private' && status === 'pending')
    return <Badge variant="secondary">{m.groups_screen_private()}</Badge>
  return <Badge variant={STATUS_VARIANT[status]}>{quizStatusLabel(status)}</Badge>
}
