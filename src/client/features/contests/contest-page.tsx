import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { useCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { contestQuery } from './contest-queries'
import { BADGE_MARKS, BADGE_WORDS, PHASE_WORDS, scoreText } from './contest-words'
import { m } from '#shared/i18n'

const route = getRouteApi('/contests/$contestId/')

/** What is left until a moment, as h:mm:ss (or d h:mm:ss), never below zero. */
function untilText(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86_400)
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
    .join(':')
  return days > 0 ? `${days}d ${clock}` : clock
}

/**
 * A countdown to the start on the server's clock (the device's may be wrong): the difference
 * between the two, read with the contest, is kept, and the page is asked again at zero.
 */
function Countdown({ startsAt, serverNow, onZero }: { startsAt: string; serverNow: string; onZero: () => void }) {
  const [skew] = useState(() => Date.parse(serverNow) - Date.now())
  const [left, setLeft] = useState(() => Date.parse(startsAt) - (Date.now() + skew))
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Date.parse(startsAt) - (Date.now() + skew)
      setLeft(next)
      if (next <= 0) {
        clearInterval(timer)
        onZero()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [startsAt, skew, onZero])
  return (
    <p className="text-lg font-semibold tabular-nums" role="timer" aria-live="off">
      {m.contests_starts_in({ countdown: untilText(left) })}
    </p>
  )
}

function Standings({ contestId, userId }: { contestId: string; userId: string | undefined }) {
  const standings = useQuery(trpc.contests.standings.queryOptions({ contestId, limit: 100, offset: 0 }))
  if (!standings.data) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.contests_final_ranks()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {standings.data.entries.length === 0 ? (
          <p className="text-muted-foreground">{m.contests_no_players()}</p>
        ) : (
          <Table aria-label={m.contests_final_ranks()}>
            <TableHeader>
              <TableRow>
                <TableHead>{m.contests_rank_col()}</TableHead>
                <TableHead>{m.contests_player_col()}</TableHead>
                <TableHead className="text-right">{m.contests_score_col()}</TableHead>
                <TableHead>{m.contests_badge_col()}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {standings.data.entries.map((entry) => (
                <TableRow key={entry.userId} aria-current={entry.userId === userId ? 'true' : undefined}>
                  <TableCell className="tabular-nums">{entry.rank}</TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">
                    <UserText>{entry.username}</UserText>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{scoreText(entry.score)}</TableCell>
                  <TableCell>
                    <span aria-hidden="true">{BADGE_MARKS[entry.badge]}</span> {BADGE_WORDS[entry.badge]()}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * One contest: when it starts and closes in IST, a countdown, registration, the start when it is
 * open, and after the close the final ranks and a link to the player's result card.
 */
export function ContestPage() {
  const { contestId } = route.useParams()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const detail = useQuery(contestQuery(contestId))
  const [failure, setFailure] = useState<string | null>(null)
  useDocumentTitle(detail.data?.contest.title ?? m.contests_page_title())
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.contests.pathKey() }),
    [queryClient],
  )
  const register = useMutation(
    trpc.contests.register.mutationOptions({
      onSuccess: () => {
        setFailure(null)
        refresh()
      },
      onError: (error) => setFailure(errorMessage(error)),
    }),
  )
  const start = useMutation(
    trpc.contests.start.mutationOptions({
      onSuccess: (started) => navigate({ to: '/quiz/$quizId/attempt', params: { quizId: started.quizId } }),
      onError: (error) => {
        setFailure(errorMessage(error))
        refresh()
      },
    }),
  )
  if (!detail.data) return <PageLoading />
  const { contest, me, ranksFinalAt } = detail.data
  const canRegister = contest.phase !== 'closed' && !me.registered
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={contest.title}
        description={
          <WithUserText
            text={m.contests_by_creator({ username: contest.creator.username })}
            values={[contest.creator.username]}
          />
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={contest.phase === 'open' ? 'default' : 'secondary'}>{PHASE_WORDS[contest.phase]()}</Badge>
        {me.registered && <Badge variant="outline">{m.contests_you_are_registered()}</Badge>}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-6">
          <p>{m.contests_starts_label({ time: contest.startsAtIst })}</p>
          <p>{m.contests_closes_label({ time: contest.closesAtIst })}</p>
          <p className="text-muted-foreground">{m.contests_registered_count({ count: contest.registered })}</p>
          <p className="text-sm text-muted-foreground">{m.contests_free_note()}</p>
          {contest.phase === 'upcoming' && (
            <Countdown startsAt={contest.startsAt} serverNow={contest.serverNow} onZero={refresh} />
          )}
        </CardContent>
      </Card>
      {canRegister &&
        (user ? (
          <Button
            className="self-start"
            disabled={register.isPending}
            onClick={() => register.mutate({ contestId: contest.id })}
          >
            {m.contests_register_button()}
          </Button>
        ) : (
          <Button asChild className="self-start">
            <Link to="/login">{m.contests_sign_in_to_register()}</Link>
          </Button>
        ))}
      {me.registered && contest.phase === 'open' && !me.played && (
        <Button
          className="self-start"
          disabled={start.isPending}
          onClick={() => start.mutate({ contestId: contest.id })}
        >
          {me.inProgress ? m.contests_resume_button() : m.contests_start_button()}
        </Button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      {me.registered && me.played && !contest.ranksFinal && <p>{m.contests_played_note()}</p>}
      {!contest.ranksFinal && (
        <p className="font-medium" data-testid="ranks-final-at">
          {m.contests_ranks_not_final({ time: ranksFinalAt })}
        </p>
      )}
      {contest.ranksFinal && (
        <>
          {me.registered && (
            <Button asChild variant="outline" className="self-start">
              <Link to="/contests/$contestId/result" params={{ contestId: contest.id }}>
                {m.contests_view_result()}
              </Link>
            </Button>
          )}
          <Standings contestId={contest.id} userId={user?.id} />
        </>
      )}
    </div>
  )
}
