import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatINR } from '#shared/money'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

interface SeriesCardProps {
  series: { id: string; title: string; isFree: boolean; pricePaise: number }
  /** The line under the title: who made it, how many mocks. */
  meta: ReactNode
  /** Badges beside the price (a creator's series: its review). */
  badges?: ReactNode
  children?: ReactNode
}

/** A series in a list: its title linking to its page, a line about it, and its price or Free. */
export function SeriesCard({ series, meta, badges, children }: SeriesCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2">
        <Link
          to="/series/$seriesId"
          params={{ seriesId: series.id }}
          className="text-lg font-semibold underline-offset-4 [overflow-wrap:anywhere] hover:underline"
        >
          <UserText>{series.title}</UserText>
        </Link>
        <p className="text-sm text-muted-foreground">{meta}</p>
        <div className="flex flex-wrap gap-2">
          {badges}
          <Badge variant={series.isFree ? 'secondary' : 'default'}>
            {series.isFree ? m.series_free() : formatINR(series.pricePaise)}
          </Badge>
        </div>
        {children}
      </CardContent>
    </Card>
  )
}
