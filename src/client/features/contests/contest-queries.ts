import { trpc } from '@/trpc'

/** The route's loader and the page ask for the same ones; a module of its own keeps the page's code out of the loader. */
export const contestListQuery = (when: 'upcoming' | 'past') =>
  trpc.contests.list.queryOptions({ when, limit: 50, offset: 0 })
export const contestQuery = (contestId: string) => trpc.contests.get.queryOptions({ contestId })
export const contestBadgesQuery = () => trpc.contests.badges.queryOptions()
