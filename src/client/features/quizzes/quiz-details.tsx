import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { ArrowLeft, Pencil, Play } from 'lucide-react'
import { useEffect } from 'react'
import { FAILURE } from '#shared/messages'
import type { QuizSettings } from '#shared/schemas/quiz'
import { QUIZ_DETAILS_TEXTS, QUIZ_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { PageLoading } from '@/features/layout/page-loading'
import { errorMessage } from '@/lib/errors'
import { useGoBack } from '@/lib/go-back'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { categoryText, difficultyText, formatDateTime, minutesLabel, priceLabel } from './quiz-format'
import { StatusBadge } from './quiz-meta'
import { QuizNotFound } from '@/features/quizzes/quiz-not-found'

const route = getRouteApi('/_authed/quiz/$quizId/')

const SETTING_LABELS: Array<[string, (s: QuizSettings) => boolean]> = [
  ['Shuffled questions', (s) => s.shuffleQuestions],
  ['Shuffled options', (s) => s.shuffleOptions],
  ['Correct answers shown after submitting', (s) => s.showCorrectAnswers],
  ['Review allowed', (s) => s.allowReview],
  ['Anti-cheat monitoring', (s) => s.antiCheat.enabled],
  ['Tab switches detected', (s) => s.antiCheat.enabled && s.antiCheat.detectTabSwitch],
  ['Copy and paste detected', (s) => s.antiCheat.enabled && s.antiCheat.detectCopyPaste],
  ['Full screen required', (s) => s.antiCheat.enabled && s.antiCheat.forceFullscreen],
  ['Randomised questions', (s) => s.antiCheat.enabled && s.antiCheat.randomizeQuestions],
  ['Auto-submit on violation', (s) => s.antiCheat.enabled && s.antiCheat.autoSubmitOnViolation],
]

function isNotFound(error: unknown) {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
}

export function QuizDetails() {
  const { quizId } = route.useParams()
  const navigate = useNavigate()
  // Opened from a link or bookmark, Back has no page behind it: it goes to the quiz list instead.
  const goBack = useGoBack('/quizzes')
  const detail = useQuery(trpc.quizzes.byId.queryOptions({ id: quizId }))

  useEffect(() => {
    // Spec section 8: a failure other than "not found" says so and goes back to the list.
    if (detail.isError && !isNotFound(detail.error)) {
      notify.error(errorMessage(detail.error, FAILURE.details))
      void navigate({ to: '/quizzes' })
    }
  }, [detail.isError, detail.error, navigate])

  if (detail.isPending) return <PageLoading />
  if (detail.isError) {
    return <QuizNotFound />
  }

  const { quiz, isCreator } = detail.data
  const settings = SETTING_LABELS.filter(([, isOn]) => isOn(quiz.settings)).map(([label]) => label)
  const facts: Array<[string, string]> = [
    ['Questions', String(quiz.questionCount)],
    ['Duration', minutesLabel(quiz.timeLimit)],
    ['Attempts', String(quiz.attemptCount)],
    ['Price', priceLabel(quiz)],
    ['Category', categoryText(quiz.category)],
    ['Difficulty', difficultyText(quiz.difficulty)],
    ['Creator', quiz.creator.username],
    ...(quiz.startTime ? ([['Starts', formatDateTime(quiz.startTime)]] as Array<[string, string]>) : []),
    ...(quiz.endTime ? ([['Ends', formatDateTime(quiz.endTime)]] as Array<[string, string]>) : []),
  ]

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Button variant="ghost" className="-ml-3" onClick={goBack}>
        <ArrowLeft aria-hidden="true" /> {QUIZ_DETAILS_TEXTS.back}
      </Button>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={quiz.status} />
          {quiz.isPaid && <Badge variant="warning">Paid</Badge>}
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{quiz.title}</h1>
        {quiz.description && <p className="text-lg text-muted-foreground">{quiz.description}</p>}
        {quiz.status === 'rejected' && quiz.rejectionReason && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <span className="font-semibold">Rejected:</span> {quiz.rejectionReason}
          </p>
        )}
      </div>
      <Card>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {settings.length > 0 && (
        <section aria-labelledby="quiz-settings-heading" className="space-y-2">
          <h2 id="quiz-settings-heading" className="text-lg font-semibold">
            Settings
          </h2>
          <ul className="flex flex-wrap gap-2">
            {settings.map((label) => (
              <li key={label}>
                <Badge variant="outline">{label}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        {quiz.status === 'approved' && (
          <Button asChild size="lg">
            <Link to="/quiz/$quizId/attempt" params={{ quizId: quiz.id }}>
              <Play aria-hidden="true" /> {QUIZ_TEXTS.startQuiz}
            </Link>
          </Button>
        )}
        {isCreator && (
          <Button asChild size="lg" variant="outline">
            <Link to="/create-quiz" search={{ edit: quiz.id }}>
              <Pencil aria-hidden="true" /> {QUIZ_DETAILS_TEXTS.edit}
            </Link>
          </Button>
        )}
      </div>
    </div>
  )
}
