import { Link } from '@tanstack/react-router'
import { ArrowLeft, BarChart3, LineChart } from 'lucide-react'
import type { ReactNode } from 'react'
import { ANALYTICS_RANGES, type AnalyticsRange } from '#shared/analytics'
import { ANALYTICS_TEXTS } from '@/texts/analytics-texts'
import { Button } from '@/components/ui/button'
import { m } from '#shared/i18n'

/** One figure of the page's summary: its name, its value, and a note (the reason a figure is missing). */
export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string | null }) {
  // A div straight inside the dl, so the term and its definitions stay a valid group.
  return (
    <div className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm" data-testid="figure">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>}
    </div>
  )
}

export function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>
}

/** A switch between a few choices (the range, the attempts counted): buttons, the chosen one pressed. */
export function Switch<T extends string | number>({
  label,
  options,
  current,
  onChange,
  text,
}: {
  label: string
  options: readonly T[]
  current: T
  onChange: (value: T) => void
  text: (value: T) => string
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === current ? 'default' : 'outline'}
          aria-pressed={option === current}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </Button>
      ))}
    </fieldset>
  )
}

/** The range switch of the analytics and earnings pages. */
export function RangeSwitch({
  current,
  onChange,
}: {
  current: AnalyticsRange
  onChange: (days: AnalyticsRange) => void
}) {
  return (
    <Switch
      label={m.analytics_texts_range_label()}
      options={ANALYTICS_RANGES}
      current={current}
      onChange={onChange}
      text={ANALYTICS_TEXTS.range}
    />
  )
}

/** A creator's page's ways on: back to their quizzes, and to the quiz's other page (its statistics or its analytics). */
export function PageLinks({ quizId, other }: { quizId: string; other: 'statistics' | 'analytics' }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to="/my-quizzes">
          <ArrowLeft aria-hidden="true" /> {m.analytics_nav_back_to_my_quizzes()}
        </Link>
      </Button>
      <Button asChild variant="outline">
        {other === 'statistics' ? (
          <Link to="/quiz/$quizId/statistics" params={{ quizId }}>
            <BarChart3 aria-hidden="true" /> {m.analytics_nav_statistics()}
          </Link>
        ) : (
          <Link to="/quiz/$quizId/analytics" params={{ quizId }}>
            <LineChart aria-hidden="true" /> {m.analytics_nav_analytics()}
          </Link>
        )}
      </Button>
    </div>
  )
}
