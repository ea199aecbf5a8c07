import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { PLAUSIBLE_MS_PER_QUESTION } from '#shared/constants'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { EmptyState } from '@/features/layout/empty-state'
import { formatDateTime } from '@/features/quizzes/quiz-format'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { Pager, pageOffset } from './pager'
import type { FlaggedAttempt } from './types'

/** Seconds with the milliseconds that matter at this speed: "0.42 s". */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function MarkReviewed({ attempt }: { attempt: FlaggedAttempt }) {
  const queryClient = useQueryClient()
  const mark = useMutation(
    trpc.admin.attempts.markReviewed.mutationOptions({
      onSuccess: () => {
        notify.success(ADMIN_TEXTS.markedReviewed)
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  if (attempt.reviewedAt) {
    return <Badge variant="success">{ADMIN_TEXTS.reviewed}</Badge>
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={mark.isPending}
      onClick={() => mark.mutate({ attemptId: attempt.id })}
      aria-label={ADMIN_TEXTS.markReviewedLabel(attempt.username, attempt.quizTitle)}
    >
      <CheckCircle2 aria-hidden="true" /> {ADMIN_TEXTS.markReviewed}
    </Button>
  )
}

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
      { placeholderData: keepPreviousData },
    ),
  )
  return (
    <section aria-labelledby="flagged-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="flagged-heading" className="text-xl font-semibold">
          {ADMIN_TEXTS.flaggedTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.flaggedDescription(PLAUSIBLE_MS_PER_QUESTION)}</p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="flagged-include-reviewed"
          checked={includeReviewed}
          onCheckedChange={(checked) => {
            setIncludeReviewed(checked === true)
            setPage(0)
          }}
        />
        <Label htmlFor="flagged-include-reviewed">{ADMIN_TEXTS.includeReviewed}</Label>
      </div>
      {flagged.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(flagged.error)}
        </p>
      ) : !flagged.data ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.loading}</p>
      ) : flagged.data.attempts.length === 0 ? (
        <EmptyState icon={ShieldAlert} title={ADMIN_TEXTS.flaggedEmpty} />
      ) : (
        <Table aria-labelledby="flagged-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_TEXTS.player}</TableHead>
              <TableHead>{ADMIN_TEXTS.quiz}</TableHead>
              <TableHead>{ADMIN_TEXTS.score}</TableHead>
              <TableHead>{ADMIN_TEXTS.duration}</TableHead>
              <TableHead>{ADMIN_TEXTS.questions}</TableHead>
              <TableHead>{ADMIN_TEXTS.submittedAt}</TableHead>
              <TableHead>
                <span className="sr-only">{ADMIN_TEXTS.actions}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {flagged.data.attempts.map((attempt) => (
              <TableRow key={attempt.id}>
                <TableCell>
                  <Link to="/admin/users/$userId" params={{ userId: attempt.userId }} className="underline-offset-4 hover:underline">
                    {attempt.username}
                  </Link>
                </TableCell>
                <TableCell className="max-w-64 whitespace-normal">
                  <Link to="/quiz/$quizId" params={{ quizId: attempt.quizId }} className="underline-offset-4 hover:underline">
                    {attempt.quizTitle}
                  </Link>
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
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={ADMIN_TEXTS.flaggedTitle} page={page} hasMore={flagged.data?.hasMore ?? false} onPage={setPage} />
    </section>
  )
}
