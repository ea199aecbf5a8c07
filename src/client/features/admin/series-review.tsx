import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCircle2, Layers, XCircle } from 'lucide-react'
import { useState } from 'react'
import { formatINR } from '#shared/money'
import { SERIES_BOUNDS, SeriesReasonSchema } from '#shared/series'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { ReasonDialog } from './confirm-dialog'
import { Pager, pageOffset } from './pager'
import { useConsoleAction } from './use-console-action'
import { m } from '#shared/i18n'

type PendingSeries = NonNullable<ReturnType<typeof usePending>['data']>['items'][number]

const QUEUE_PAGE = 20

const usePending = (page: number) => useQuery(trpc.admin.series.pending.queryOptions(pageOffset(page, QUEUE_PAGE)))

function SeriesCard({ item, onReject }: { item: PendingSeries; onReject: (item: PendingSeries) => void }) {
  const { series, mocks } = item
  const approve = useMutation(
    trpc.admin.series.review.mutationOptions(
      useConsoleAction(m.series_admin_approved({ title: series.title }), { alsoStale: [trpc.series.pathKey()] }),
    ),
  )
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={series.isFree ? 'secondary' : 'default'}>
            {series.isFree ? m.series_free() : m.series_admin_price({ price: formatINR(series.pricePaise) })}
          </Badge>
          <Badge variant="outline">
            <WithUserText
              text={m.series_by({ username: series.creator.username })}
              values={[series.creator.username]}
            />
          </Badge>
        </div>
        <CardTitle asChild>
          <h3 className="text-lg [overflow-wrap:anywhere]" {...USER_CONTENT}>
            {series.title}
          </h3>
        </CardTitle>
        {series.description && (
          <CardDescription>
            <UserText>{series.description}</UserText>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <h4 className="mb-2 font-medium">{m.series_mocks_heading()}</h4>
        <ol className="flex flex-col gap-2" aria-label={m.series_mocks_heading()}>
          {mocks.map((mock) => (
            <li key={mock.quizId} className="flex flex-col text-sm">
              <UserText>{mock.title}</UserText>
              <span className="text-muted-foreground">
                {m.series_opens({ time: mock.opensAtIst })}
                {mock.alonePricePaise > 0 &&
                  ` · ${m.series_admin_mock_alone({ price: formatINR(mock.alonePricePaise) })}`}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button
          onClick={() => approve.mutate({ seriesId: series.id, decision: 'approve' })}
          disabled={approve.isPending}
          aria-label={m.series_admin_approve({ title: series.title })}
        >
          <CheckCircle2 aria-hidden="true" /> {m.admin_texts_approve()}
        </Button>
        <Button
          variant="destructive"
          onClick={() => onReject(item)}
          aria-label={m.series_admin_reject({ title: series.title })}
        >
          <XCircle aria-hidden="true" /> {m.admin_texts_reject()}
        </Button>
      </CardFooter>
    </Card>
  )
}

function RejectDialog({ item, onClose }: { item: PendingSeries; onClose: () => void }) {
  const reject = useMutation(
    trpc.admin.series.review.mutationOptions(
      useConsoleAction(m.series_admin_rejected(), { onDone: onClose, alsoStale: [trpc.series.pathKey()] }),
    ),
  )
  return (
    <ReasonDialog
      title={m.series_admin_reject_title({ title: item.series.title })}
      description={m.series_admin_reject_description()}
      fieldId="series-reject-reason"
      label={m.series_admin_reject_reason()}
      maxLength={SERIES_BOUNDS.descriptionMax}
      rule={SeriesReasonSchema}
      confirmLabel={m.series_admin_reject_confirm()}
      confirmVariant="destructive"
      isPending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ seriesId: item.series.id, decision: 'reject', reason })}
      onClose={onClose}
    />
  )
}

/** Admin: series waiting for review, each with its mocks, their openings and its price; approve, or reject with a reason. */
export function SeriesReview() {
  const [page, setPage] = useState(0)
  const pending = usePending(page)
  const [toReject, setToReject] = useState<PendingSeries | null>(null)
  if (pending.isError) return <p className="text-destructive">{errorMessage(pending.error)}</p>
  if (!pending.data) return <PageLoading />
  const { items, hasMore } = pending.data
  return (
    <AdminSection id="pending-series-heading" title={m.series_admin_heading()}>
      {items.length === 0 ? (
        <EmptyState icon={Layers} title={m.series_admin_empty()} />
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.series.id}>
              <SeriesCard item={item} onReject={setToReject} />
            </li>
          ))}
        </ul>
      )}
      <Pager label={m.series_admin_heading()} page={page} hasMore={hasMore} onPage={setPage} />
      {toReject && <RejectDialog key={toReject.series.id} item={toReject} onClose={() => setToReject(null)} />}
    </AdminSection>
  )
}
