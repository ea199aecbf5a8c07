import { RESULT_TEXTS } from '#shared/texts'
import { PlaceCard } from '@/components/place-card'
import { formatPercent } from '@/lib/result-format'
import { entryTime } from './leaderboard-table'
import type { LeaderboardEntry } from './types'

/** The viewer's own place, when it is outside the list shown above it. */
export function ViewerPlace({ entry, totalRanked }: { entry: LeaderboardEntry; totalRanked: number }) {
  return (
    <PlaceCard
      id="viewer-place"
      facts={[
        [RESULT_TEXTS.board.rank, RESULT_TEXTS.ofLimit(String(entry.rank), String(totalRanked))],
        [RESULT_TEXTS.board.score, `${entry.score} / ${entry.totalPossibleScore} (${formatPercent(entry.percentage)})`],
        [RESULT_TEXTS.board.time, entryTime(entry)],
        [RESULT_TEXTS.board.violations, entry.violationCount],
      ]}
    />
  )
}
