import { ShieldAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { VIOLATION_LABELS } from '#shared/anti-cheat'
import { ANTI_CHEAT } from '#shared/constants'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { LoggedViolation } from './use-anti-cheat'
import { dateFormat } from '#shared/i18n'
import { m } from '#shared/i18n'

const timeFormat = dateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' })

function countVariant(count: number) {
  if (count === 0) return 'secondary' as const
  return count >= ANTI_CHEAT.warningThreshold ? ('destructive' as const) : ('warning' as const)
}

/**
 * The violations badge: a count that expands, as a disclosure, to the
 * monitoring panel with the latest violations.
 */
export function ViolationsBadge({ count, violations }: { count: number; violations: LoggedViolation[] }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const latest = violations.slice(0, ANTI_CHEAT.monitoringPanelSize)
  return (
    <div className="relative">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <ShieldAlert aria-hidden="true" />
        {m.attempt_texts_violations()}
        <Badge variant={countVariant(count)} data-testid="violation-count">
          {count}
        </Badge>
      </Button>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={`${panelId}-title`}
        className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg"
      >
        <div>
          <h2 id={`${panelId}-title`} className="font-semibold">
            {m.attempt_texts_monitoring_title()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.attempt_texts_monitoring_hint()}</p>
        </div>
        {latest.length === 0 ? (
          <p className="text-sm">{m.attempt_texts_no_violations()}</p>
        ) : (
          <ul className="divide-y text-sm">
            {latest.map((violation) => (
              <li key={violation.id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="font-medium">{VIOLATION_LABELS[violation.type]}</span>
                <time dateTime={violation.timestamp} className="text-muted-foreground tabular-nums">
                  {timeFormat.format(new Date(violation.timestamp))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
