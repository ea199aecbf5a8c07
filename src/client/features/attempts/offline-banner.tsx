import { WifiOff } from 'lucide-react'
import { useState } from 'react'
import { ATTEMPT_GRACE_SECONDS, TIMER } from '#shared/constants'
import { ATTEMPT_TEXTS } from '#shared/texts'
import type { SyncStatus } from './answer-sync'
import { msUntil, useDeadline } from './countdown'
import { m } from '#shared/i18n'

/**
 * While the connection is lost: the answers are kept and will be sent, and near the end, that
 * what arrives after the deadline and its grace does not count. Announced politely: the player
 * keeps answering.
 */
export function OfflineBanner({ status, totalDeadline }: { status: SyncStatus; totalDeadline: number }) {
  const warnAt = totalDeadline - TIMER.offlineWarningSeconds * 1000
  const [isNearEnd, setNearEnd] = useState(() => msUntil(warnAt) <= 0)
  useDeadline(isNearEnd ? null : warnAt, () => setNearEnd(true))
  return (
    <div role="status" aria-live="polite">
      {status.offline && (
        <div
          className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
          data-testid="offline-banner"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="space-y-1 text-sm">
            <p className="font-semibold">{m.attempt_texts_offline_title()}</p>
            <p>{ATTEMPT_TEXTS.offlineKept(status.unsent)}</p>
            {isNearEnd && <p className="font-medium">{ATTEMPT_TEXTS.offlineDeadline(ATTEMPT_GRACE_SECONDS)}</p>}
          </div>
        </div>
      )}
    </div>
  )
}
