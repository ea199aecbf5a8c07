import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { SharedResultNotFound, SharedResultPage } from '@/features/shares/shared-result-page'
import { sharedResultQuery } from '@/features/shares/shared-result-queries'
import { loadRouteData } from '@/lib/route-data'
import { SHARE_TEXTS } from '#shared/shares'

/** A shared result's public page (decision 051): an unknown or revoked link is not found. */
export const Route = createFileRoute('/result/$shareId')({
  loader: ({ context: { queryClient }, params, preload }) =>
    loadRouteData(() => queryClient.ensureQueryData(sharedResultQuery(params.shareId)), {
      preload,
      missing: ['NOT_FOUND', 'BAD_REQUEST'],
    }),
  component: SharedResultPage,
  notFoundComponent: SharedResultNotFound,
  errorComponent: (props) => <RouteError {...props} title={SHARE_TEXTS.resultTitle} />,
})
