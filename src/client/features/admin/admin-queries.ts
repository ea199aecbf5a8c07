import { trpc } from '@/trpc'

/**
 * The console's lists whose first page does not depend on a filter typed on the page: their route
 * loads them. Kept apart from the sections, so the route files do not bring the sections' code along.
 */
export const reviewQueueQuery = () => trpc.admin.quizzes.list.queryOptions({ status: 'pending' })

export const contactMessagesQuery = () => trpc.contact.list.queryOptions({ limit: 50, offset: 0 })
