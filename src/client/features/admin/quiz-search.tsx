import { useMutation, useQuery } from '@tanstack/react-query'
import { EyeOff } from 'lucide-react'
import { useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { QUIZ_BOUNDS, RejectSchema, QUIZ_STATUSES, type QuizStatus } from '#shared/schemas/quiz'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDate, priceLabel } from '@/lib/quiz-format'
import { StatusBadge } from '@/components/quiz-meta'
import type { QuizSummary } from '@/lib/quiz-types'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { ReasonDialog } from './confirm-dialog'
import { FilterForm, FilterInput, FilterSelect } from './filter-form'
import { QuizLink, UserLink } from './links'
import { type Column, PagedTable } from './results-table'
import { KEEP_PAGE, useSearchFilters } from './search-filters'
import { useConsoleAction } from './use-console-action'
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

interface Filters {
  status: QuizStatus | ''
  search: string
  creator: string
}
const NO_FILTERS: Filters = { status: '', search: '', creator: '' }

function UnpublishDialog({ quiz, onClose }: { quiz: QuizSummary; onClose: () => void }) {
  const unpublish = useMutation(
    trpc.admin.quizzes.unpublish.mutationOptions(
      useConsoleAction(m.admin_texts_unpublished(), { onDone: onClose, alsoStale: [trpc.quizzes.pathKey()] }),
    ),
  )
  return (
    <ReasonDialog
      title={ADMIN_TEXTS.unpublishTitle(quiz.title)}
      description={m.admin_texts_unpublish_description()}
      fieldId="unpublish-reason"
      label={m.admin_texts_unpublish_reason()}
      maxLength={QUIZ_BOUNDS.reasonMax}
      rule={RejectSchema.shape.reason}
      confirmLabel={m.admin_texts_unpublish_confirm()}
      confirmVariant="destructive"
      isPending={unpublish.isPending}
      onSubmit={(reason) => unpublish.mutate({ id: quiz.id, reason })}
      onClose={onClose}
    />
  )
}

const COLUMNS: Column[] = [
  { label: m.admin_texts_quiz_title() },
  { label: m.admin_texts_quiz_creator() },
  { label: m.admin_texts_quiz_status() },
  { label: m.admin_texts_price() },
  { label: m.admin_texts_updated() },
  { label: m.admin_texts_actions(), isHidden: true },
]

/** Every quiz, by status, title words and creator; an approved one can be unpublished with a reason. */
export function QuizSearch() {
  const search = useSearchFilters(NO_FILTERS)
  const [toUnpublish, setToUnpublish] = useState<QuizSummary | null>(null)
  const result = useQuery(trpc.admin.quizzes.search.queryOptions(search.input, KEEP_PAGE))
  return (
    <AdminSection id="quiz-search-heading" title={m.admin_texts_quiz_search_title()}>
      <FilterForm
        labelledBy="quiz-search-heading"
        onSubmit={search.submit}
        className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end"
      >
        <FilterSelect
          id="quiz-search-status"
          label={m.admin_texts_quiz_status()}
          options={QUIZ_STATUSES}
          labels={ADMIN_TEXTS.statusLabels}
          {...search.field('status')}
        />
        <FilterInput
          id="quiz-search-title"
          label={m.admin_texts_quiz_title()}
          {...search.field('search')}
          maxLength={ADMIN_LIMITS.searchMax}
        />
        <FilterInput
          id="quiz-search-creator"
          label={m.admin_texts_quiz_creator()}
          {...search.field('creator')}
          autoComplete="off"
          maxLength={ADMIN_LIMITS.searchMax}
        />
      </FilterForm>
      <PagedTable
        query={result}
        rows={(data) => data.quizzes}
        empty={m.admin_texts_quizzes_empty()}
        labelledBy="quiz-search-heading"
        label={m.admin_texts_quiz_search_title()}
        columns={COLUMNS}
        page={search.page}
        onPage={search.setPage}
      >
        {(quiz) => (
          <TableRow key={quiz.id}>
            <TableCell className="max-w-64 whitespace-normal">
              <QuizLink quizId={quiz.id} className="font-medium">
                {quiz.title}
              </QuizLink>
              {quiz.rejectionReason && (
                <p className="text-xs text-muted-foreground" {...USER_CONTENT}>
                  {quiz.rejectionReason}
                </p>
              )}
            </TableCell>
            <TableCell>
              <UserLink userId={quiz.creator.id}>{quiz.creator.username}</UserLink>
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
                  <EyeOff aria-hidden="true" /> {m.admin_texts_unpublish()}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
      {toUnpublish && <UnpublishDialog key={toUnpublish.id} quiz={toUnpublish} onClose={() => setToUnpublish(null)} />}
    </AdminSection>
  )
}
