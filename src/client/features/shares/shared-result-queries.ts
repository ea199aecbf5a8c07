import { trpc } from '@/trpc'

/** The route's loader and the page ask for the same one; a module of its own keeps the page's code out of the loader. */
export const sharedResultQuery = (shareId: string) => trpc.shares.result.queryOptions({ shareId })
