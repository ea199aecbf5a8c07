import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { m } from '#shared/i18n'

/** The viewer's own place on a leaderboard, shown when it is not on the page above it: its figures side by side. */
export function PlaceCard({ id, facts }: { id: string; facts: Array<[term: string, value: ReactNode]> }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-primary/40 bg-primary/10 p-4"
      data-testid={id}
    >
      <h2 id={`${id}-heading`} className="inline-flex items-center gap-2 font-semibold">
        {m.place_texts_your_place()} <Badge>{m.place_texts_you()}</Badge>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
