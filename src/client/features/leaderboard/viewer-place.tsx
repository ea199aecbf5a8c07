import { RESULT_TEXTS } from '#shared/texts'
import { PlaceCard } from '@/components/place-card'
import { formatPercent } from '@/lib/result-format'
import { entryTime } from './leaderboard-table'
import type { LeaderboardEntry } from './types'
import { m } from '#shared/i18n'

/** The viewer's own place, when it is outside the list shown above it. */
export function ViewerPlace({ entry, totalRanked }: { entry: LeaderboardEntry; totalRanked: number }) {
  return (
    <PlaceCard
      id="viewer-place"
      facts={[
        [m.result_texts_board_rank(), RESULT_TEXTS.ofLimit(String(entry.rank), String(totalRanked))],
        [
          m.result_texts_board_score(),
          `${entry.score} / ${entry.totalPossibleScore} (${formatPercent(entry.percentage)})`,
        ],
        [m.result_texts_board_time(), entryTime(entry)],
        [m.result_texts_board_violations(), entry.violationCount],
      ]}
    />
  )
}
