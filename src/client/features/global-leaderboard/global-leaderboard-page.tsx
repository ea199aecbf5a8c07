import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Trophy } from 'lucide-react'
import { GLOBAL_PERIODS, type GlobalPeriod } from '#shared/global-leaderboard'
import { GLOBAL_LEADERBOARD_TEXTS as TEXTS } from '#shared/global-leaderboard-texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { formatPercent } from '@/lib/result-format'
import { cn } from '@/lib/utils'
import type { RouterOutputs } from '@/trpc'
import { globalLeaderboardQuery } from './global-leaderboard-query'
import { PlaceCard } from '@/components/place-card'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

type Board = RouterOutputs['attempts']['globalLeaderboard']
type Entry = Board['entries'][number]

const route = getRouteApi('/leaderboard')
/** A column a 390 px screen has no room for: read with the player's name below sm. */
const WIDE_ONLY = 'hidden sm:table-cell'

function PeriodSwitch({ period }: { period: GlobalPeriod }) {
  return (
    <nav aria-label={TEXTS.periods} className="inline-flex rounded-lg border bg-muted/40 p-1">
      {GLOBAL_PERIODS.map((value) => (
        <Link
          key={value}
          from="/leaderboard"
          to="/leaderboard"
          search={value === 'all' ? {} : { period: value }}
          aria-current={value === period ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            value === period && 'bg-background text-foreground shadow-sm',
          )}
        >
          {TEXTS.period[value]}
        </Link>
      ))}
    </nav>
  )
}

function EntryRow({ entry }: { entry: Entry }) {
  return (
    <TableRow
      aria-current={entry.isViewer ? 'true' : undefined}
      data-viewer={entry.isViewer || undefined}
      className={cn(entry.isViewer && 'bg-primary/10 hover:bg-primary/15')}
    >
      <TableCell className="font-semibold tabular-nums">
        <span className="inline-flex items-center gap-1.5">
          {entry.rank === 1 && <Trophy className="size-4 text-warning" aria-hidden="true" />}
          {entry.rank}
        </span>
      </TableCell>
      <TableHead
        scope="row"
        className={cn('font-normal whitespace-normal [overflow-wrap:anywhere]', entry.isViewer && 'font-semibold')}
      >
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <UserText>{entry.username}</UserText>
          {entry.isViewer && <Badge>{TEXTS.you}</Badge>}
        </span>
        <span className="sr-only sm:hidden">
          , {m.global_leaderboard_texts_columns_average()} {formatPercent(entry.average)}
        </span>
      </TableHead>
      <TableCell className="tabular-nums">{formatPercent(entry.rating)}</TableCell>
      <TableCell className="tabular-nums">{entry.quizzes}</TableCell>
      <TableCell className={cn(WIDE_ONLY, 'text-right tabular-nums')}>{formatPercent(entry.average)}</TableCell>
    </TableRow>
  )
}

function BoardTable({ entries, caption }: { entries: Entry[]; caption: string }) {
  return (
    <Table>
      <TableCaption className="px-2 text-balance whitespace-normal">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{m.global_leaderboard_texts_columns_rank()}</TableHead>
          <TableHead scope="col">{m.global_leaderboard_texts_columns_player()}</TableHead>
          <TableHead scope="col">{m.global_leaderboard_texts_columns_rating()}</TableHead>
          <TableHead scope="col">{m.global_leaderboard_texts_columns_quizzes()}</TableHead>
          <TableHead scope="col" className={cn(WIDE_ONLY, 'text-right')}>
            {m.global_leaderboard_texts_columns_average()}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <EntryRow key={`${entry.rank}-${entry.username}`} entry={entry} />
        ))}
      </TableBody>
    </Table>
  )
}

/** The viewer's own place, when it is not on the page shown. */
function ViewerPlace({ entry }: { entry: Entry }) {
  return (
    <PlaceCard
      id="global-viewer-place"
      facts={[
        [m.global_leaderboard_texts_columns_rank(), String(entry.rank)],
        [m.global_leaderboard_texts_columns_rating(), formatPercent(entry.rating)],
        [m.global_leaderboard_texts_columns_quizzes(), String(entry.quizzes)],
        [m.global_leaderboard_texts_columns_average(), formatPercent(entry.average)],
      ]}
    />
  )
}

function Pager({ board }: { board: Board }) {
  if (board.page === 1 && !board.hasMore) return null
  const search = (page: number) => (prev: Record<string, unknown>) => ({ ...prev, page: page > 1 ? page : undefined })
  return (
    <nav aria-label={TEXTS.pageOf(board.page)} className="flex items-center justify-between gap-3">
      <Button asChild variant="outline" className={cn(board.page === 1 && 'invisible')}>
        <Link from="/leaderboard" to="/leaderboard" search={search(board.page - 1)}>
          <ChevronLeft aria-hidden="true" /> {TEXTS.previous}
        </Link>
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">{TEXTS.pageOf(board.page)}</span>
      <Button asChild variant="outline" className={cn(!board.hasMore && 'invisible')}>
        <Link from="/leaderboard" to="/leaderboard" search={search(board.page + 1)}>
          {TEXTS.next} <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </nav>
  )
}

function HowItWorks() {
  return (
    <section aria-labelledby="global-how" className="space-y-2 rounded-xl border bg-card p-5">
      <h2 id="global-how" className="text-lg font-semibold">
        {TEXTS.howTitle}
      </h2>
      {TEXTS.how.map((paragraph) => (
        <p key={paragraph} className="text-sm text-muted-foreground">
          {paragraph}
        </p>
      ))}
    </section>
  )
}

function BoardArea({ period }: { period: GlobalPeriod }) {
  const search = route.useSearch()
  const board = useQuery(globalLeaderboardQuery(search))
  if (board.isPending) return <PageLoading label={TEXTS.loading} />
  if (board.isError) {
    return (
      <EmptyState icon={Trophy} title={errorMessage(board.error, m.failure_leaderboard())}>
        <Button variant="outline" onClick={() => void board.refetch()}>
          {m.retry()}
        </Button>
      </EmptyState>
    )
  }
  const { entries, viewerEntry } = board.data
  if (entries.length === 0) {
    return (
      <EmptyState icon={Trophy} title={TEXTS.empty} description={TEXTS.emptyHint}>
        <Button asChild>
          <Link to="/quizzes">{TEXTS.browse}</Link>
        </Button>
      </EmptyState>
    )
  }
  const viewerOutside = viewerEntry && !entries.some((entry) => entry.isViewer)
  return (
    <div
      className={cn('space-y-4 transition-opacity', board.isPlaceholderData && 'opacity-60')}
      aria-busy={board.isFetching}
    >
      <Card className="py-2">
        <CardContent className="px-2">
          <BoardTable entries={entries} caption={TEXTS.tableCaption(TEXTS.period[period])} />
        </CardContent>
      </Card>
      {viewerOutside && <ViewerPlace entry={viewerEntry} />}
      <Pager board={board.data} />
    </div>
  )
}

/** The global leaderboard: players by rating across published quizzes, all time or the last 30 days. */
export function GlobalLeaderboardPage() {
  const { period = 'all' } = route.useSearch()
  useDocumentTitle(TEXTS.title)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={TEXTS.title} description={TEXTS.description} actions={<PeriodSwitch period={period} />} />
      {period === '30d' && <p className="text-sm text-muted-foreground">{TEXTS.window}</p>}
      <BoardArea period={period} />
      <HowItWorks />
    </div>
  )
}
