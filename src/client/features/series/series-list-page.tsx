import { useQuery } from '@tanstack/react-query'
import { Layers } from 'lucide-react'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { SeriesCard } from './series-card'
import { seriesListQuery } from './series-queries'
import { m } from '#shared/i18n'

/** Approved test series, newest first: each with its price or Free, its creator and its number of mocks. */
export function SeriesListPage() {
  useDocumentTitle(m.series_list_title())
  const list = useQuery(seriesListQuery())
  if (!list.data) return <PageLoading />
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle title={m.series_list_title()} description={m.series_list_description()} />
      {list.data.items.length === 0 ? (
        <EmptyState icon={Layers} title={m.series_list_empty()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={m.series_list_title()}>
          {list.data.items.map((series) => (
            <li key={series.id}>
              <SeriesCard
                series={series}
                meta={`${m.series_by({ username: series.creator.username })} · ${m.series_mock_count({ count: series.mockCount })}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
