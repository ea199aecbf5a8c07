import { createFileRoute } from '@tanstack/react-router'
import {
  gatewayPaymentsQuery,
  gatewayPayoutsQuery,
  gatewayRefundsQuery,
  reconciliationQuery,
} from '@/features/admin/admin-queries'
import { GatewaySection } from '@/features/admin/gateway-section'

export const Route = createFileRoute('/_authed/admin/gateway')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(gatewayPaymentsQuery()),
      queryClient.ensureQueryData(gatewayRefundsQuery()),
      queryClient.ensureQueryData(gatewayPayoutsQuery()),
      queryClient.ensureQueryData(reconciliationQuery()),
    ]),
  component: GatewaySection,
})
