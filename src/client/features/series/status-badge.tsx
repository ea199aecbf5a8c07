import { Badge } from '@/components/ui/badge'
import { m } from '#shared/i18n'

type ReviewStatus = 'pending' | 'approved' | 'rejected'

const STATUS_WORDS: Record<ReviewStatus, () => string> = {
  pending: m.series_status_pending,
  approved: m.series_status_approved,
  rejected: m.series_status_rejected,
}

const STATUS_VARIANT = { pending: 'outline', approved: 'secondary', rejected: 'destructive' } as const

/** Where a series stands in review, in words (never colour alone). */
export function SeriesStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_WORDS[status]()}</Badge>
}
