import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatINR } from '#shared/money'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { useCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { seriesQuery } from './series-queries'
import { SeriesStatusBadge } from './status-badge'
import { m } from '#shared/i18n'

const route = getRouteApi('/series/$seriesId')

type MockStatus = 'not-open' | 'open' | 'attempted'
const STATUS_WORDS: Record<MockStatus, () => string> = {
  'not-open': m.series_status_not_open,
  open: m.series_status_open,
  attempted: m.series_status_attempted,
}

/** A score as the result shows it: to the hundredth when it has one. */
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2))

function BuyButton({ seriesId, pricePaise, title }: { seriesId: string; pricePaise: number; title: string }) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const purchase = useMutation(
    trpc.series.purchase.mutationOptions({
      onSuccess: async () => {
        setAsking(false)
        await queryClient.invalidateQueries({ queryKey: trpc.series.pathKey() })
        await queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (failure) => {
        setAsking(false)
        setError(errorMessage(failure))
      },
    }),
  )
  const buy = () => purchase.mutate({ seriesId })
  return (
    <div className="flex flex-col gap-2">
      <Button
        disabled={purchase.isPending}
        onClick={() => (pricePaise > 0 ? setAsking(true) : buy())}
        className="self-start"
      >
        {pricePaise > 0 ? m.series_buy({ price: formatINR(pricePaise) }) : m.series_join()}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.series_confirm_title()}
        description={m.series_confirm_body({ title, price: formatINR(pricePaise) })}
        cancel={m.series_cancel()}
        confirm={m.series_proceed()}
        onConfirm={buy}
      />
    </div>
  )
}

function Progress({ seriesId }: { seriesId: string }) {
  const progress = useQuery(trpc.series.progress.queryOptions({ seriesId }))
  if (!progress.data) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.series_progress_heading()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p data-testid="series-progress-summary">
          {m.series_progress_summary({
            attempted: progress.data.attempted,
            count: progress.data.mocks.length,
            total: score(progress.data.total),
          })}
        </p>
        <ul className="flex flex-col gap-1" aria-label={m.series_progress_heading()}>
          {progress.data.mocks.map((mock) => (
            <li key={mock.quizId} className="flex flex-wrap justify-between gap-2">
              <UserText>{mock.title}</UserText>
              <span>
                {STATUS_WORDS[mock.status]()}
                {mock.score !== null && ` · ${score(mock.score)}`}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/** Players on one page of the series leaderboard. */
const BOARD_PAGE = 20

function Leaderboard({ seriesId, userId }: { seriesId: string; userId: string | undefined }) {
  const [page, setPage] = useState(0)
  const board = useQuery({
    ...trpc.series.leaderboard.queryOptions({ seriesId, limit: BOARD_PAGE, offset: page * BOARD_PAGE }),
    placeholderData: keepPreviousData,
  })
  if (!board.data) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.series_leaderboard_heading()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {board.data.entries.length === 0 ? (
          <p className="text-muted-foreground">{m.series_leaderboard_empty()}</p>
        ) : (
          <ol className="flex flex-col gap-1" aria-label={m.series_leaderboard_heading()}>
            {board.data.entries.map((entry) => (
              <li
                key={entry.userId}
                aria-current={entry.userId === userId ? 'true' : undefined}
                className="flex justify-between gap-2 rounded px-1 aria-[current]:bg-muted aria-[current]:font-semibold"
              >
                <span className="[overflow-wrap:anywhere]">
                  {m.series_rank({ rank: entry.rank })} · <UserText>{entry.username}</UserText>
                </span>
                <span className="tabular-nums">{score(entry.score)}</span>
              </li>
            ))}
          </ol>
        )}
        {(page > 0 || board.data.hasMore) && (
          <nav aria-label={m.series_leaderboard_pages()} className="flex items-center justify-between gap-2 pt-2">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" /> {m.series_previous()}
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {m.series_page_of({ page: page + 1 })}
            </span>
            <Button variant="outline" size="sm" disabled={!board.data.hasMore} onClick={() => setPage(page + 1)}>
              {m.series_next()} <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  )
}

/** One series: its mocks with IST opening times, its price or Free, the buy button, progress and leaderboard. */
export function SeriesPage() {
  const { seriesId } = route.useParams()
  const user = useCurrentUser()
  const detail = useQuery(seriesQuery(seriesId))
  useDocumentTitle(detail.data?.series.title ?? m.series_list_title())
  if (!detail.data) return <PageLoading />
  const { series, mocks, hasBought, isCreator } = detail.data
  const owned = hasBought || isCreator
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={series.title}
        description={<UserText>{series.description || m.series_by({ username: series.creator.username })}</UserText>}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={series.isFree ? 'secondary' : 'default'}>
          {series.isFree ? m.series_free() : formatINR(series.pricePaise)}
        </Badge>
        {hasBought && <Badge variant="outline">{m.series_bought_badge()}</Badge>}
        {isCreator && <SeriesStatusBadge status={series.status} />}
      </div>
      {isCreator && series.status === 'rejected' && series.rejectionReason && (
        <p className="[overflow-wrap:anywhere]">
          <WithUserText
            text={m.series_rejected_reason({ reason: series.rejectionReason })}
            values={[series.rejectionReason]}
          />
        </p>
      )}
      {!owned &&
        (user ? (
          <BuyButton seriesId={series.id} pricePaise={series.pricePaise} title={series.title} />
        ) : (
          <Button asChild className="self-start">
            <Link to="/login">{m.series_sign_in_to_buy()}</Link>
          </Button>
        ))}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.series_mocks_heading()}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3" aria-label={m.series_mocks_heading()}>
            {mocks.map((mock) => (
              <li key={mock.quizId} className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-col">
                  <UserText>{mock.title}</UserText>
                  <span className="text-sm text-muted-foreground">
                    {mock.isOpen
                      ? m.series_open_since({ time: mock.opensAtIst })
                      : m.series_opens({ time: mock.opensAtIst })}
                  </span>
                </div>
                {owned && mock.isOpen && (
                  <Button asChild size="sm" variant="outline">
                    <Link to="/quiz/$quizId" params={{ quizId: mock.quizId }}>
                      {m.series_start_mock({ title: mock.title })}
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {user && owned && <Progress seriesId={series.id} />}
      <Leaderboard seriesId={series.id} userId={user?.id} />
    </div>
  )
}
