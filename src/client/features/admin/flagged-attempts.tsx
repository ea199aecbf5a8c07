import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCircle2, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { PLAUSIBLE_MS_PER_QUESTION } from '#shared/constants'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { TableCell, TableRow } from '@/components/ui/table'
import { EmptyState } from '@/components/empty-state'
import { formatDateTime } from '@/lib/quiz-format'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { QuizLink, UserLink } from './links'
import { pageOffset } from './pager'
import { type Column, PagedTable } from './results-table'
import { KEEP_PAGE } from './search-filters'
import type { FlaggedAttempt } from './types'
import { useConsoleAction } from './use-console-action'
import { m } from '#shared/i18n'

/** Seconds with the milliseconds that matter at this speed: "0.42 s". */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function MarkReviewed({ attempt }: { attempt: FlaggedAttempt }) {
  const mark = useMutation(
    trpc.admin.attempts.markReviewed.mutationOptions(useConsoleAction(m.admin_texts_marked_reviewed())),
  )
  if (attempt.reviewedAt) {
    return <Badge variant="success">{m.admin_texts_reviewed()}</Badge>
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={mark.isPending}
      onClick={() => mark.mutate({ attemptId: attempt.id })}
      aria-label={ADMIN_TEXTS.markReviewedLabel(attempt.username, attempt.quizTitle)}
    >
      <CheckCircle2 aria-hidden="true" /> {m.admin_texts_mark_reviewed()}
    </Button>
  )
}

const COLUMNS: Column[] = [
  { label: m.admin_texts_player() },
  { label: m.admin_texts_quiz() },
  { label: m.admin_texts_score() },
  { label: m.admin_texts_duration() },
  { label: m.admin_texts_questions() },
  { label: m.admin_texts_submitted_at() },
  { label: m.admin_texts_actions(), isHidden: true },
]

/**
 * Ranked attempts faster than a person could read and answer (under the plausible floor per
 * question), fastest first. Marking one reviewed keeps it; the mark is in the audit log.
 */
export function FlaggedAttempts() {
  const [includeReviewed, setIncludeReviewed] = useState(false)
  const [page, setPage] = useState(0)
  const flagged = useQuery(
    trpc.admin.attempts.flagged.queryOptions(
      { includeReviewed, ...pageOffset(page, ADMIN_LIMITS.pageSize) },
      KEEP_PAGE,
    ),
  )
  return (
    <AdminSection
      id="flagged-heading"
      title={m.admin_texts_flagged_title()}
      description={ADMIN_TEXTS.flaggedDescription(PLAUSIBLE_MS_PER_QUESTION)}
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="flagged-include-reviewed"
          checked={includeReviewed}
          onCheckedChange={(checked) => {
            setIncludeReviewed(checked === true)
            setPage(0)
          }}
        />
        <Label htmlFor="flagged-include-reviewed">{m.admin_texts_include_reviewed()}</Label>
      </div>
      <PagedTable
        query={flagged}
        rows={(data) => data.attempts}
        empty={<EmptyState icon={ShieldAlert} title={m.admin_texts_flagged_empty()} />}
        labelledBy="flagged-heading"
        label={m.admin_texts_flagged_title()}
        columns={COLUMNS}
        page={page}
        onPage={setPage}
      >
        {(attempt) => (
          <TableRow key={attempt.id}>
            <TableCell>
              <UserLink userId={attempt.userId}>{attempt.username}</UserLink>
            </TableCell>
            <TableCell className="max-w-64 whitespace-normal">
              <QuizLink quizId={attempt.quizId}>{attempt.quizTitle}</QuizLink>
            </TableCell>
            <TableCell className="tabular-nums">
              {attempt.score ?? 0} / {attempt.totalPossibleScore}
            </TableCell>
            <TableCell className="tabular-nums">{seconds(attempt.durationMs ?? 0)}</TableCell>
            <TableCell className="tabular-nums">{attempt.questionCount}</TableCell>
            <TableCell>{attempt.submittedAt ? formatDateTime(attempt.submittedAt) : '–'}</TableCell>
            <TableCell>
              <MarkReviewed attempt={attempt} />
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </AdminSection>
  )
}
