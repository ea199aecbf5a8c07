import { trpc } from '@/trpc'

/** The profile's loader and its card ask for the same one; a module of its own keeps the card's code out of the loader. */
export const myStreakQuery = () => trpc.streaks.mine.queryOptions()
