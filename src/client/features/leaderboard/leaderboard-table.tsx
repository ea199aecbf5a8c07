import { Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDuration } from '#shared/duration'
import { RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatPercent } from '@/lib/result-format'
import { cn } from '@/lib/utils'
import type { LeaderboardEntry } from './types'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

/** Columns a 390 px screen has no room for: shown from sm up, read with the player's name below it. */
const WIDE_ONLY = 'hidden sm:table-cell'

export const entryTime = (entry: Pick<LeaderboardEntry, 'duration'>) => formatDuration(entry.duration)

function YouBadge() {
  return <Badge variant="default">{RESULT_TEXTS.you}</Badge>
}

function RankCell({ rank }: { rank: number }) {
  return (
    <TableCell className="font-semibold tabular-nums">
      <span className="inline-flex items-center gap-1.5">
        {rank === 1 && <Trophy className="size-4 text-warning" aria-hidden="true" />}
        {rank}
      </span>
    </TableCell>
  )
}

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <TableRow
      aria-current={entry.isViewer ? 'true' : undefined}
      data-viewer={entry.isViewer || undefined}
      className={cn(entry.isViewer && 'bg-primary/10 hover:bg-primary/15')}
    >
      <RankCell rank={entry.rank} />
      {/* The name may wrap (usernames run to 30 characters), so the table fits a 390 px screen. */}
      <TableHead
        scope="row"
        className={cn('font-normal whitespace-normal [overflow-wrap:anywhere]', entry.isViewer && 'font-semibold')}
      >
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <UserText>{entry.username}</UserText>
          {entry.isViewer && <YouBadge />}
        </span>
        {/* Below sm the Time and Violations columns are hidden; screen readers still get them here. */}
        <span className="sr-only sm:hidden">
          , {m.result_texts_board_time()} {entryTime(entry)}, {m.attempt_texts_violations()} {entry.violationCount}
        </span>
      </TableHead>
      <TableCell className="tabular-nums">
        {entry.score} / {entry.totalPossibleScore}
      </TableCell>
      <TableCell className="tabular-nums">{formatPercent(entry.percentage)}</TableCell>
      <TableCell className={cn(WIDE_ONLY, 'tabular-nums')}>{entryTime(entry)}</TableCell>
      <TableCell className={cn(WIDE_ONLY, 'text-right tabular-nums')}>{entry.violationCount}</TableCell>
    </TableRow>
  )
}

/** Ranked attempts, best first; the viewer's own row is highlighted and marked 'You'. */
export function LeaderboardTable({ entries, caption }: { entries: LeaderboardEntry[]; caption: ReactNode }) {
  return (
    <Table>
      <TableCaption className="px-2 text-balance whitespace-normal">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{m.result_texts_board_rank()}</TableHead>
          <TableHead scope="col">{m.result_texts_board_player()}</TableHead>
          <TableHead scope="col">{m.result_texts_board_score()}</TableHead>
          <TableHead scope="col">{m.result_texts_board_percentage()}</TableHead>
          <TableHead scope="col" className={WIDE_ONLY}>
            {m.result_texts_board_time()}
          </TableHead>
          <TableHead scope="col" className={cn(WIDE_ONLY, 'text-right')}>
            {m.attempt_texts_violations()}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          // A rank is unique in the list, and the only key a public entry has.
          <EntryRow key={entry.rank} entry={entry} />
        ))}
      </TableBody>
    </Table>
  )
}
