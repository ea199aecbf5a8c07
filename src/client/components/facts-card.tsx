import type { ReactNode } from 'react'
import { Card, CardContent } from '@/components/ui/card'

/** A public page's facts as label and value pairs (a certificate, a shared result): stacked on a phone. */
export function FactsCard({ rows, testId }: { rows: Array<[string, ReactNode]>; testId: string }) {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid={testId}>
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
