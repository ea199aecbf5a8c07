import { trpc } from '@/trpc'

/**
 * The console's lists whose first page does not depend on a filter typed on the page: their route
 * loads them. Kept apart from the sections, so the route files do not bring the sections' code along.
 */
export const reviewQueueQuery = () => trpc.admin.quizzes.list.queryOptions({ status: 'pending' })

export const contactMessagesQuery = () => trpc.contact.list.queryOptions({ limit: 50, offset: 0 })

/** The gateway section's lists: the newest first. */
export const gatewayPaymentsQuery = () => trpc.admin.wallet.gatewayPayments.queryOptions({ limit: 50, offset: 0 })
export const gatewayRefundsQuery = () => trpc.admin.wallet.gatewayRefunds.queryOptions({ limit: 50, offset: 0 })
export const gatewayPayoutsQuery = () => trpc.admin.wallet.gatewayPayouts.queryOptions({ limit: 50, offset: 0 })
export const reconciliationQuery = () => trpc.admin.wallet.reconciliation.queryOptions()
