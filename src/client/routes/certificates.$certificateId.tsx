import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { CertificateNotFound, CertificatePage } from '@/features/certificates/certificate-page'
import { certificateQuery } from '@/features/certificates/certificate-queries'
import { loadRouteData } from '@/lib/route-data'
import { CERTIFICATE_TEXTS } from '#shared/certificates'

/** A certificate's public verification page (decision 049): a forged or revoked id is not found. */
export const Route = createFileRoute('/certificates/$certificateId')({
  loader: ({ context: { queryClient }, params, preload }) =>
    loadRouteData(() => queryClient.ensureQueryData(certificateQuery(params.certificateId)), {
      preload,
      missing: ['NOT_FOUND', 'BAD_REQUEST'],
    }),
  component: CertificatePage,
  notFoundComponent: CertificateNotFound,
  errorComponent: (props) => <RouteError {...props} title={CERTIFICATE_TEXTS.pageTitle} />,
})
