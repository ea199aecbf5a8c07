import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Layers, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { WithUserText } from '@/components/with-user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { SeriesCard } from './series-card'
import { mySeriesQuery } from './series-queries'
import { SeriesStatusBadge } from './status-badge'
import { m } from '#shared/i18n'

/** A creator's own series, whatever their review says: in review, approved, or rejected with the admin's reason. */
export function MySeriesPage() {
  useDocumentTitle(m.series_mine_title())
  const list = useQuery(mySeriesQuery())
  if (!list.data) return <PageLoading />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={m.series_mine_title()}
        description={m.series_mine_description()}
        actions={
          <Button asChild>
            <Link to="/create-series">
              <Plus aria-hidden="true" /> {m.series_mine_new()}
            </Link>
          </Button>
        }
      />
      {list.data.items.length === 0 ? (
        <EmptyState icon={Layers} title={m.series_mine_empty()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={m.series_mine_title()}>
          {list.data.items.map((series) => (
            <li key={series.id}>
              <SeriesCard
                series={series}
                meta={m.series_mock_count({ count: series.mockCount })}
                badges={<SeriesStatusBadge status={series.status} />}
              >
                {series.status === 'rejected' && series.rejectionReason && (
                  <p className="text-sm [overflow-wrap:anywhere]">
                    <WithUserText
                      text={m.series_rejected_reason({ reason: series.rejectionReason })}
                      values={[series.rejectionReason]}
                    />
                  </p>
                )}
              </SeriesCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
