import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import {
  BarChart3,
  CalendarClock,
  Eye,
  FileUp,
  IndianRupee,
  Layers,
  LineChart,
  ListChecks,
  Pencil,
  Plus,
  Trash2,
  Trophy,
} from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { MY_QUIZZES_TEXTS, quizStatusLabel } from '#shared/texts'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { MY_QUIZ_FILTERS, type MyQuizFilter, myQuizzesQuery } from './my-quiz-filters'
import { formatDate } from '@/lib/quiz-format'
import { CategoryBadge, PriceBadge, QuizFacts, StatusBadge } from '@/components/quiz-meta'
import type { QuizSummary } from '@/lib/quiz-types'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { ExportMenu } from './export-menu'
import { m } from '#shared/i18n'

const EMPTY_STATES: Record<MyQuizFilter, { title: string; description: string }> = MY_QUIZZES_TEXTS.empty

const route = getRouteApi('/_authed/my-quizzes')

/** Actions on a quiz that other features offer (hosting it live), put in by the route. */
type QuizActions = (quiz: QuizSummary) => ReactNode

function MyQuizCard({
  quiz,
  onDelete,
  actions,
}: {
  quiz: QuizSummary
  onDelete: (quiz: QuizSummary) => void
  actions?: QuizActions | undefined
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <StatusBadge status={quiz.status} visibility={quiz.visibility} />
          <PriceBadge quiz={quiz} />
        </div>
        <CardTitle asChild>
          <h2 className="text-lg leading-snug" {...USER_CONTENT} lang={quiz.language}>
            {quiz.title}
          </h2>
        </CardTitle>
        {quiz.description && (
          <CardDescription className="line-clamp-2" {...USER_CONTENT} lang={quiz.language}>
            {quiz.description}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <QuizFacts quiz={quiz} />
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={quiz.category} />
          <span className="text-xs text-muted-foreground">
            {MY_QUIZZES_TEXTS.createdOn(formatDate(quiz.createdAt))}
          </span>
        </div>
        {quiz.status === 'rejected' && quiz.rejectionReason && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm">
            <span className="font-semibold">{m.my_quizzes_texts_reason()}</span>{' '}
            <UserText>{quiz.rejectionReason}</UserText>
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to="/create-quiz" search={{ edit: quiz.id }} aria-label={`${m.my_quizzes_texts_edit()} ${quiz.title}`}>
            <Pencil aria-hidden="true" /> {m.my_quizzes_texts_edit()}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/quiz/$quizId"
            params={{ quizId: quiz.id }}
            aria-label={`${m.my_quizzes_texts_view()} ${quiz.title}`}
          >
            <Eye aria-hidden="true" /> {m.my_quizzes_texts_view()}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/quiz/$quizId/statistics"
            params={{ quizId: quiz.id }}
            aria-label={`${m.analytics_nav_statistics()} ${quiz.title}`}
          >
            <BarChart3 aria-hidden="true" /> {m.analytics_nav_statistics()}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/quiz/$quizId/analytics"
            params={{ quizId: quiz.id }}
            aria-label={`${m.analytics_nav_analytics()} ${quiz.title}`}
          >
            <LineChart aria-hidden="true" /> {m.analytics_nav_analytics()}
          </Link>
        </Button>
        {/* A contest is free, on an approved quiz (decision 046). */}
        {quiz.status === 'approved' && !quiz.isPaid && (
          <Button asChild size="sm" variant="outline">
            <Link
              to="/schedule-contest/$quizId"
              params={{ quizId: quiz.id }}
              aria-label={`${m.contests_schedule_action()}: ${quiz.title}`}
            >
              <CalendarClock aria-hidden="true" /> {m.contests_schedule_action()}
            </Link>
          </Button>
        )}
        <ExportMenu quiz={quiz} />
        {actions?.(quiz)}
        <Button
          size="sm"
          variant="destructive"
          className="ml-auto"
          onClick={() => onDelete(quiz)}
          aria-label={`${m.my_quizzes_texts_delete()} ${quiz.title}`}
        >
          <Trash2 aria-hidden="true" /> {m.my_quizzes_texts_delete()}
        </Button>
      </CardFooter>
    </Card>
  )
}

export function MyQuizzes({ quizActions }: { quizActions?: QuizActions } = {}) {
  const { status: filter = 'all' } = route.useSearch()
  const navigate = useNavigate({ from: '/my-quizzes' })
  const queryClient = useQueryClient()
  const [toDelete, setToDelete] = useState<QuizSummary | null>(null)
  const mine = useQuery(myQuizzesQuery(filter))
  const remove = useMutation(
    trpc.quizzes.delete.mutationOptions({
      onSuccess: () => {
        notify.success(m.success_quiz_deleted())
        setToDelete(null)
        void queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_delete())),
    }),
  )

  const counts = mine.data?.counts
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle
        title={MY_QUIZZES_TEXTS.title}
        description={m.my_quizzes_texts_description()}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/earnings">
                <IndianRupee aria-hidden="true" /> {m.analytics_nav_my_earnings()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contests">
                <Trophy aria-hidden="true" /> {m.contests_page_title()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/my-series">
                <Layers aria-hidden="true" /> {m.series_mine_title()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/import">
                <FileUp aria-hidden="true" /> {m.import_entry_texts_import_questions()}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/create-quiz">
                <Plus aria-hidden="true" /> {MY_QUIZZES_TEXTS.createQuiz}
              </Link>
            </Button>
          </div>
        }
      />
      <nav aria-label={m.my_quizzes_texts_filter_by_status()} className="flex flex-wrap gap-2">
        {MY_QUIZ_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-current={filter === value ? 'page' : undefined}
            onClick={() => void navigate({ search: { status: value === 'all' ? undefined : value } })}
          >
            {value === 'all' ? m.my_quizzes_texts_filter_all() : quizStatusLabel(value)}
            {value === 'all' && counts ? ` (${counts.all})` : ''}
          </Button>
        ))}
      </nav>
      {mine.isPending ? (
        <PageLoading />
      ) : mine.isError ? (
        <EmptyState icon={ListChecks} title={errorMessage(mine.error, m.failure_my_quizzes())} />
      ) : mine.data.quizzes.length === 0 ? (
        <EmptyState icon={ListChecks} {...EMPTY_STATES[filter]} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mine.data.quizzes.map((quiz) => (
            <li key={quiz.id}>
              <MyQuizCard quiz={quiz} onDelete={setToDelete} actions={quizActions} />
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{MY_QUIZZES_TEXTS.deleteTitle(toDelete?.title ?? '')}</AlertDialogTitle>
            <AlertDialogDescription>
              {m.quiz_texts_delete_warning()}. {m.quiz_texts_delete_detail()}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{MY_QUIZZES_TEXTS.cancel}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault()
                if (toDelete) remove.mutate({ id: toDelete.id })
              }}
            >
              {m.my_quizzes_texts_delete_confirm()}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
