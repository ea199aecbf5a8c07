import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { BarChart3, Eye, FileUp, IndianRupee, LineChart, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ANALYTICS_NAV } from '#shared/analytics-texts'
import { FAILURE, SUCCESS } from '#shared/messages'
import { MY_QUIZZES_TEXTS, QUIZ_TEXTS } from '#shared/texts'
import { IMPORT_ENTRY_TEXTS } from '#shared/quiz-file-texts'
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
import { cn } from '@/lib/utils'
import { trpc } from '@/trpc'
import { MY_QUIZ_FILTERS, type MyQuizFilter, myQuizzesQuery } from './my-quiz-filters'
import { formatDate } from '@/lib/quiz-format'
import { CategoryBadge, PriceBadge, QuizFacts, StatusBadge } from '@/components/quiz-meta'
import type { QuizSummary } from '@/lib/quiz-types'
import { ExportMenu } from './export-menu'

const EMPTY_STATES: Record<MyQuizFilter, { title: string; description: string }> = MY_QUIZZES_TEXTS.empty

const route = getRouteApi('/_authed/my-quizzes')

function MyQuizCard({ quiz, onDelete }: { quiz: QuizSummary; onDelete: (quiz: QuizSummary) => void }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <StatusBadge status={quiz.status} />
          <PriceBadge quiz={quiz} />
        </div>
        <CardTitle asChild>
          <h2 className="text-lg leading-snug">{quiz.title}</h2>
        </CardTitle>
        {quiz.description && <CardDescription className="line-clamp-2">{quiz.description}</CardDescription>}
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
            <span className="font-semibold">{MY_QUIZZES_TEXTS.reason}</span> {quiz.rejectionReason}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to="/create-quiz" search={{ edit: quiz.id }} aria-label={`${MY_QUIZZES_TEXTS.edit} ${quiz.title}`}>
            <Pencil aria-hidden="true" /> {MY_QUIZZES_TEXTS.edit}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/quiz/$quizId" params={{ quizId: quiz.id }} aria-label={`${MY_QUIZZES_TEXTS.view} ${quiz.title}`}>
            <Eye aria-hidden="true" /> {MY_QUIZZES_TEXTS.view}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/quiz/$quizId/statistics"
            params={{ quizId: quiz.id }}
            aria-label={`${ANALYTICS_NAV.statistics} ${quiz.title}`}
          >
            <BarChart3 aria-hidden="true" /> {ANALYTICS_NAV.statistics}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to="/quiz/$quizId/analytics"
            params={{ quizId: quiz.id }}
            aria-label={`${ANALYTICS_NAV.analytics} ${quiz.title}`}
          >
            <LineChart aria-hidden="true" /> {ANALYTICS_NAV.analytics}
          </Link>
        </Button>
        <ExportMenu quiz={quiz} />
        <Button
          size="sm"
          variant="destructive"
          className="ml-auto"
          onClick={() => onDelete(quiz)}
          aria-label={`${MY_QUIZZES_TEXTS.delete} ${quiz.title}`}
        >
          <Trash2 aria-hidden="true" /> {MY_QUIZZES_TEXTS.delete}
        </Button>
      </CardFooter>
    </Card>
  )
}

export function MyQuizzes() {
  const { status: filter = 'all' } = route.useSearch()
  const navigate = useNavigate({ from: '/my-quizzes' })
  const queryClient = useQueryClient()
  const [toDelete, setToDelete] = useState<QuizSummary | null>(null)
  const mine = useQuery(myQuizzesQuery(filter))
  const remove = useMutation(
    trpc.quizzes.delete.mutationOptions({
      onSuccess: () => {
        notify.success(SUCCESS.quizDeleted)
        setToDelete(null)
        void queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.delete)),
    }),
  )

  const counts = mine.data?.counts
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle
        title={MY_QUIZZES_TEXTS.title}
        description={MY_QUIZZES_TEXTS.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/earnings">
                <IndianRupee aria-hidden="true" /> {ANALYTICS_NAV.myEarnings}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/import">
                <FileUp aria-hidden="true" /> {IMPORT_ENTRY_TEXTS.importQuestions}
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
      <nav aria-label={MY_QUIZZES_TEXTS.filterByStatus} className="flex flex-wrap gap-2">
        {MY_QUIZ_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'default' : 'outline'}
            aria-current={filter === value ? 'page' : undefined}
            className={cn('capitalize')}
            onClick={() => void navigate({ search: { status: value === 'all' ? undefined : value } })}
          >
            {value}
            {value === 'all' && counts ? ` (${counts.all})` : ''}
          </Button>
        ))}
      </nav>
      {mine.isPending ? (
        <PageLoading />
      ) : mine.isError ? (
        <EmptyState icon={ListChecks} title={errorMessage(mine.error, FAILURE.myQuizzes)} />
      ) : mine.data.quizzes.length === 0 ? (
        <EmptyState icon={ListChecks} {...EMPTY_STATES[filter]} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mine.data.quizzes.map((quiz) => (
            <li key={quiz.id}>
              <MyQuizCard quiz={quiz} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{MY_QUIZZES_TEXTS.deleteTitle(toDelete?.title ?? '')}</AlertDialogTitle>
            <AlertDialogDescription>
              {QUIZ_TEXTS.deleteWarning}. {QUIZ_TEXTS.deleteDetail}
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
              {MY_QUIZZES_TEXTS.deleteConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
