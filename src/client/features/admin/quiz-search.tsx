import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EyeOff, Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { QUIZ_BOUNDS, QUIZ_STATUSES, type QuizStatus } from '#shared/schemas/quiz'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { Textarea } from '@/components/ui/textarea'
import { formatDate, priceLabel } from '@/features/quizzes/quiz-format'
import { StatusBadge } from '@/features/quizzes/quiz-meta'
import type { QuizSummary } from '@/features/quizzes/types'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { Pager, pageOffset } from './pager'

interface Filters {
  status: QuizStatus | ''
  search: string
  creator: string
}
const NO_FILTERS: Filters = { status: '', search: '', creator: '' }

function UnpublishDialog({ quiz, onClose }: { quiz: QuizSummary; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const unpublish = useMutation(
    trpc.admin.quizzes.unpublish.mutationOptions({
      onSuccess: () => {
        notify.success(ADMIN_TEXTS.unpublished)
        onClose()
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() })
        void queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim()) unpublish.mutate({ id: quiz.id, reason: reason.trim() })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{ADMIN_TEXTS.unpublishTitle(quiz.title)}</DialogTitle>
            <DialogDescription>{ADMIN_TEXTS.unpublishDescription}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="unpublish-reason">{ADMIN_TEXTS.unpublishReason}</Label>
            <Textarea
              id="unpublish-reason"
              required
              maxLength={QUIZ_BOUNDS.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {ADMIN_TEXTS.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={unpublish.isPending || reason.trim() === ''}>
              {ADMIN_TEXTS.unpublishConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** Every quiz, by status, title words and creator; an approved one can be unpublished with a reason. */
export function QuizSearch() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(0)
  const [toUnpublish, setToUnpublish] = useState<QuizSummary | null>(null)
  const result = useQuery(
    trpc.admin.quizzes.search.queryOptions(
      {
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
        ...(filters.creator.trim() ? { creator: filters.creator.trim() } : {}),
        ...pageOffset(page, ADMIN_LIMITS.pageSize),
      },
      { placeholderData: keepPreviousData },
    ),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilters(draft)
    setPage(0)
  }
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))
  return (
    <section aria-labelledby="quiz-search-heading" className="space-y-4">
      <h2 id="quiz-search-heading" className="text-xl font-semibold">
        {ADMIN_TEXTS.quizSearchTitle}
      </h2>
      <form
        role="search"
        aria-labelledby="quiz-search-heading"
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end"
      >
        <div className="space-y-2">
          <Label htmlFor="quiz-search-status">{ADMIN_TEXTS.quizStatus}</Label>
          <NativeSelect id="quiz-search-status" value={draft.status} onChange={set('status')}>
            <NativeSelectOption value="">{ADMIN_TEXTS.any}</NativeSelectOption>
            {QUIZ_STATUSES.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {ADMIN_TEXTS.statusLabels[status]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="quiz-search-title">{ADMIN_TEXTS.quizTitle}</Label>
          <Input id="quiz-search-title" value={draft.search} onChange={set('search')} maxLength={ADMIN_LIMITS.searchMax} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="quiz-search-creator">{ADMIN_TEXTS.quizCreator}</Label>
          <Input
            id="quiz-search-creator"
            value={draft.creator}
            onChange={set('creator')}
            autoComplete="off"
            maxLength={ADMIN_LIMITS.searchMax}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> {ADMIN_TEXTS.apply}
        </Button>
      </form>
      {result.isError ? (
        <p className="text-sm text-destructive">{errorMessage(result.error)}</p>
      ) : !result.data ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.loading}</p>
      ) : result.data.quizzes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.quizzesEmpty}</p>
      ) : (
        <Table aria-labelledby="quiz-search-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_TEXTS.quizTitle}</TableHead>
              <TableHead>{ADMIN_TEXTS.quizCreator}</TableHead>
              <TableHead>{ADMIN_TEXTS.quizStatus}</TableHead>
              <TableHead>{ADMIN_TEXTS.price}</TableHead>
              <TableHead>{ADMIN_TEXTS.updated}</TableHead>
              <TableHead>
                <span className="sr-only">{ADMIN_TEXTS.actions}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.data.quizzes.map((quiz) => (
              <TableRow key={quiz.id}>
                <TableCell className="max-w-64 whitespace-normal">
                  <Link to="/quiz/$quizId" params={{ quizId: quiz.id }} className="font-medium underline-offset-4 hover:underline">
                    {quiz.title}
                  </Link>
                  {quiz.rejectionReason && <p className="text-xs text-muted-foreground">{quiz.rejectionReason}</p>}
                </TableCell>
                <TableCell>
                  <Link
                    to="/admin/users/$userId"
                    params={{ userId: quiz.creator.id }}
                    className="underline-offset-4 hover:underline"
                  >
                    {quiz.creator.username}
                  </Link>
                </TableCell>
                <TableCell>
                  <StatusBadge status={quiz.status} />
                </TableCell>
                <TableCell>{priceLabel(quiz)}</TableCell>
                <TableCell>{formatDate(quiz.updatedAt)}</TableCell>
                <TableCell>
                  {quiz.status === 'approved' && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setToUnpublish(quiz)}
                      aria-label={ADMIN_TEXTS.unpublishLabel(quiz.title)}
                    >
                      <EyeOff aria-hidden="true" /> {ADMIN_TEXTS.unpublish}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={ADMIN_TEXTS.quizSearchTitle} page={page} hasMore={result.data?.hasMore ?? false} onPage={setPage} />
      {toUnpublish && <UnpublishDialog key={toUnpublish.id} quiz={toUnpublish} onClose={() => setToUnpublish(null)} />}
    </section>
  )
}
