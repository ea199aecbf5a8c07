import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { History, Play } from 'lucide-react'
import { useState } from 'react'
import type { RouterOutputs } from '@/trpc'
import { RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { EmptyState } from '@/components/empty-state'
import { formatPercent } from '@/lib/result-format'
import { errorMessage } from '@/lib/errors'
import { HISTORY_PAGE_SIZE, myAttemptsQuery } from './my-attempts-query'
import { dateFormat as localDateFormat } from '#shared/i18n'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

type MyAttempt = RouterOutputs['attempts']['mine'][number]

const dateFormat = localDateFormat({ dateStyle: 'medium', timeStyle: 'short' })

function KindBadge({ attempt }: { attempt: MyAttempt }) {
  if (attempt.status === 'in_progress') return <Badge variant="warning">{m.result_texts_in_progress()}</Badge>
  if (attempt.isLiveGame) return <Badge variant="outline">{m.live_history_label()}</Badge>
  return attempt.isRanked ? (
    <Badge variant="success">{m.result_texts_ranked()}</Badge>
  ) : (
    <Badge variant="outline">{m.result_texts_practice()}</Badge>
  )
}

function QuizLink({ attempt }: { attempt: MyAttempt }) {
  if (attempt.status === 'in_progress') {
    return (
      <Link
        to="/quiz/$quizId/attempt"
        params={{ quizId: attempt.quizId }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        <Play className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
        <UserText>{attempt.quizTitle}</UserText>
        <span className="sr-only"> ({m.result_texts_resume()})</span>
      </Link>
    )
  }
  return (
    <Link
      to="/quiz/$quizId/result/$attemptId"
      params={{ quizId: attempt.quizId, attemptId: attempt.attemptId }}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      <UserText>{attempt.quizTitle}</UserText>
    </Link>
  )
}

function AttemptRow({ attempt }: { attempt: MyAttempt }) {
  const date = attempt.submittedAt ?? attempt.startedAt
  return (
    <TableRow>
      <TableHead scope="row" className="font-normal whitespace-normal">
        <QuizLink attempt={attempt} />
      </TableHead>
      <TableCell className="tabular-nums">
        {attempt.score === null ? (
          '–'
        ) : (
          <>
            {attempt.score} / {attempt.totalPossibleScore}
            {attempt.percentage !== null && (
              <span className="text-muted-foreground"> ({formatPercent(attempt.percentage)})</span>
            )}
          </>
        )}
      </TableCell>
      <TableCell>
        <time dateTime={date}>{dateFormat.format(new Date(date))}</time>
      </TableCell>
      <TableCell>
        <KindBadge attempt={attempt} />
      </TableCell>
    </TableRow>
  )
}

function AttemptsTable({ attempts }: { attempts: MyAttempt[] }) {
  return (
    <Table>
      <TableCaption className="sr-only">{m.result_texts_my_attempts_title()}</TableCaption>
      <TableColumns
        labels={[
          m.result_texts_history_quiz(),
          m.result_texts_history_score(),
          m.result_texts_history_date(),
          m.result_texts_history_type(),
        ]}
      />
      <TableBody>
        {attempts.map((attempt) => (
          <AttemptRow key={attempt.attemptId} attempt={attempt} />
        ))}
      </TableBody>
    </Table>
  )
}

function Pager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  if (page === 0 && !hasNext) return null
  return (
    <nav aria-label={m.result_texts_history_pages()} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {RESULT_TEXTS.history.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{RESULT_TEXTS.history.page(page + 1)}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {RESULT_TEXTS.history.next}
      </Button>
    </nav>
  )
}

/**
 * The player's attempts, newest first: each links to its result (or, while in progress, back to
 * the attempt). Renders an h2, for a page whose h1 is above it (the Profile page).
 */
export function MyAttempts({ pageSize = HISTORY_PAGE_SIZE }: { pageSize?: number }) {
  const [page, setPage] = useState(0)
  const list = useQuery(myAttemptsQuery(page, pageSize))
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{m.result_texts_my_attempts_title()}</h2>
        </CardTitle>
        <CardDescription>{m.result_texts_history_hint()}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {m.result_texts_history_loading()}
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(list.error, m.failure_generic())}
          </p>
        ) : list.data.length === 0 && page === 0 ? (
          <EmptyState
            icon={History}
            title={m.result_texts_no_attempts()}
            description={m.result_texts_no_attempts_hint()}
          />
        ) : (
          <>
            <AttemptsTable attempts={list.data} />
            <Pager page={page} hasNext={list.data.length === pageSize} onPage={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  )
}
