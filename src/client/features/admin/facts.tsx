import type { ReactNode } from 'react'

export type Fact = [term: string, value: ReactNode]

/** Terms and their values, side by side on a wide screen; long values (emails, ids) wrap anywhere. */
export function Facts({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
