import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { CheckCircle2, ChevronDown, ClipboardCheck, XCircle } from 'lucide-react'
import { useState } from 'react'
import { ADMIN_TEXTS } from '#shared/admin'
import { formatDuration } from '#shared/duration'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { QUIZ_BOUNDS, RejectSchema } from '#shared/schemas/quiz'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { EmptyState } from '@/components/empty-state'
import { formatDate } from '@/lib/quiz-format'
import { CategoryBadge, PriceBadge, QuizFacts } from '@/components/quiz-meta'
import type { QuizSummary } from '@/lib/quiz-types'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { reviewQueueQuery } from './admin-queries'
import { AdminSection } from './admin-section'
import { ReasonDialog } from './confirm-dialog'
import { useConsoleAction } from './use-console-action'
import { QuestionText } from '@/components/question-text/question-text'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

function QuestionList({ quizId }: { quizId: string }) {
  const detail = useQuery(trpc.admin.quizzes.detail.queryOptions({ id: quizId }))
  if (detail.isPending) return <p className="text-sm text-muted-foreground">{m.admin_texts_loading_questions()}</p>
  if (detail.isError) return <p className="text-sm text-destructive">{errorMessage(detail.error)}</p>
  return (
    <ol className="space-y-4">
      {detail.data.questions.map((question, index) => {
        // The options a single- or multiple-answers question offers, and which are right.
        const options = 'options' in question ? question.options : []
        const isRight = (optionIndex: number) =>
          question.type === 'multiple-choice'
            ? optionIndex === question.correctAnswer
            : question.type === 'multiple-answers' && question.correctAnswers.includes(optionIndex)
        return (
          <li key={question.id} className="rounded-lg border p-3">
            <p className="font-medium">
              {index + 1}. <QuestionText text={question.question} />
            </p>
            <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
              {options.map((option, optionIndex) => (
                <li
                  key={optionIndex}
                  className={isRight(optionIndex) ? 'font-semibold text-success' : 'text-muted-foreground'}
                >
                  {isRight(optionIndex) ? '✓ ' : ''}
                  <QuestionText text={option} />
                  {isRight(optionIndex) && <span className="sr-only">{m.admin_texts_correct_mark()}</span>}
                </li>
              ))}
            </ul>
            {question.explanation && (
              <p className="mt-2 text-sm text-muted-foreground">
                <QuestionText text={question.explanation} />
              </p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              {QUIZ_EDITOR_LABELS.pointsLabel(question.points)} · {formatDuration(question.timeLimit)}
            </p>
          </li>
        )
      })}
    </ol>
  )
}

function ReviewCard({ quiz, onReject }: { quiz: QuizSummary; onReject: (quiz: QuizSummary) => void }) {
  const [isOpen, setOpen] = useState(false)
  const approve = useMutation(
    trpc.admin.quizzes.approve.mutationOptions(
      useConsoleAction(ADMIN_TEXTS.quizApproved(quiz.title), { alsoStale: [trpc.quizzes.pathKey()] }),
    ),
  )
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={quiz.category} />
          <PriceBadge quiz={quiz} />
          <Badge variant="outline">
            <WithUserText text={ADMIN_TEXTS.byCreator(quiz.creator.username)} values={[quiz.creator.username]} />
          </Badge>
        </div>
        <CardTitle asChild>
          <h3 className="text-lg" {...USER_CONTENT}>
            {quiz.title}
          </h3>
        </CardTitle>
        <CardDescription>
          {quiz.description ? <UserText>{quiz.description}</UserText> : m.admin_texts_no_description()} ·{' '}
          {ADMIN_TEXTS.updatedOn(formatDate(quiz.updatedAt))}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <QuizFacts quiz={quiz} />
        <Collapsible open={isOpen} onOpenChange={setOpen}>
          <CollapsibleTrigger asChild>
            <Button variant="ghost" size="sm" className="-ml-2">
              <ChevronDown
                aria-hidden="true"
                className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
              {isOpen ? (
                m.admin_texts_hide_questions()
              ) : (
                <WithUserText text={ADMIN_TEXTS.readQuestions(quiz.title)} values={[quiz.title]} />
              )}
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-2">{isOpen && <QuestionList quizId={quiz.id} />}</CollapsibleContent>
        </Collapsible>
      </CardContent>
      {quiz.status === 'pending' && (
        <CardFooter className="gap-2">
          <Button
            onClick={() => approve.mutate({ id: quiz.id })}
            disabled={approve.isPending}
            aria-label={ADMIN_TEXTS.approveQuiz(quiz.title)}
          >
            <CheckCircle2 aria-hidden="true" /> {m.admin_texts_approve()}
          </Button>
          <Button variant="destructive" onClick={() => onReject(quiz)} aria-label={ADMIN_TEXTS.rejectQuiz(quiz.title)}>
            <XCircle aria-hidden="true" /> {m.admin_texts_reject()}
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}

function RejectDialog({ quiz, onClose }: { quiz: QuizSummary; onClose: () => void }) {
  const reject = useMutation(
    trpc.admin.quizzes.reject.mutationOptions(useConsoleAction(m.admin_texts_quiz_rejected(), { onDone: onClose })),
  )
  return (
    <ReasonDialog
      title={ADMIN_TEXTS.rejectQuizTitle(quiz.title)}
      description={m.admin_texts_reject_quiz_description()}
      fieldId="reject-reason"
      label={m.admin_texts_reject_quiz_reason()}
      maxLength={QUIZ_BOUNDS.reasonMax}
      rule={RejectSchema.shape.reason}
      confirmLabel={m.admin_texts_reject_quiz_confirm()}
      confirmVariant="destructive"
      isPending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: quiz.id, reason })}
      onClose={onClose}
    />
  )
}

/** Admin: pending quizzes to read, approve or reject with a reason the creator sees. */
export function QuizReview() {
  // The route's loader has the queue; an approval or a rejection refreshes it in place.
  const pending = useSuspenseQuery(reviewQueueQuery())
  const [toReject, setToReject] = useState<QuizSummary | null>(null)
  return (
    <AdminSection id="pending-quizzes-heading" title={ADMIN_TEXTS.reviewQueue(pending.data.length)}>
      {pending.data.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title={m.admin_texts_review_queue_empty()} />
      ) : (
        <ul className="space-y-4">
          {pending.data.map((quiz) => (
            <li key={quiz.id}>
              <ReviewCard quiz={quiz} onReject={setToReject} />
            </li>
          ))}
        </ul>
      )}
      {toReject && <RejectDialog key={toReject.id} quiz={toReject} onClose={() => setToReject(null)} />}
    </AdminSection>
  )
}
