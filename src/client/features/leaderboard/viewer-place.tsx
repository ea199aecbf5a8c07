import { RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { formatPercent } from '@/lib/result-format'
import { entryTime } from './leaderboard-table'
import type { LeaderboardEntry } from './types'

/** The viewer's own place, when it is outside the list shown above it. */
export function ViewerPlace({ entry, totalRanked }: { entry: LeaderboardEntry; totalRanked: number }) {
  return (
    <section
      aria-labelledby="viewer-place-heading"
      className="rounded-lg border border-primary/40 bg-primary/10 p-4"
      data-testid="viewer-place"
    >
      <h2 id="viewer-place-heading" className="inline-flex items-center gap-2 font-semibold">
        {RESULT_TEXTS.yourPlace} <Badge>{RESULT_TEXTS.you}</Badge>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{RESULT_TEXTS.board.rank}</dt>
          <dd className="font-semibold tabular-nums">
            {entry.rank} of {totalRanked}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{RESULT_TEXTS.board.score}</dt>
          <dd className="font-semibold tabular-nums">
            {entry.score} / {entry.totalPossibleScore} ({formatPercent(entry.percentage)})
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{RESULT_TEXTS.board.time}</dt>
          <dd className="font-semibold tabular-nums">{entryTime(entry)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{RESULT_TEXTS.board.violations}</dt>
          <dd className="font-semibold tabular-nums">{entry.violationCount}</dd>
        </div>
      </dl>
    </section>
  )
}
