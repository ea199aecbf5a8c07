import { Trophy } from 'lucide-react'
import { formatDuration } from '#shared/duration'
import { RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatPercent } from '@/features/results/result-format'
import { cn } from '@/lib/utils'
import type { LeaderboardEntry } from './types'

export const entryTime = (entry: Pick<LeaderboardEntry, 'durationMs'>) => formatDuration(entry.durationMs / 1000)

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
      <TableHead scope="row" className={cn('font-normal', entry.isViewer && 'font-semibold')}>
        <span className="inline-flex items-center gap-2">
          {entry.username}
          {entry.isViewer && <YouBadge />}
        </span>
      </TableHead>
      <TableCell className="tabular-nums">
        {entry.score} / {entry.totalPossibleScore}
      </TableCell>
      <TableCell className="tabular-nums">{formatPercent(entry.percentage)}</TableCell>
      <TableCell className="tabular-nums">{entryTime(entry)}</TableCell>
      <TableCell className="text-right tabular-nums">{entry.violationCount}</TableCell>
    </TableRow>
  )
}

/** Ranked attempts, best first; the viewer's own row is highlighted and marked 'You'. */
export function LeaderboardTable({ entries, caption }: { entries: LeaderboardEntry[]; caption: string }) {
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Rank</TableHead>
          <TableHead scope="col">Player</TableHead>
          <TableHead scope="col">Score</TableHead>
          <TableHead scope="col">Percentage</TableHead>
          <TableHead scope="col">Time</TableHead>
          <TableHead scope="col" className="text-right">
            Violations
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <EntryRow key={entry.attemptId} entry={entry} />
        ))}
      </TableBody>
    </Table>
  )
}
