import { trpc } from '@/trpc'

/** The routes' loaders and the pages ask for the same ones; a module of its own keeps the pages' code out of the loaders. */
export const myGroupsQuery = () => trpc.groups.mine.queryOptions()
export const groupQuery = (groupId: string) => trpc.groups.get.queryOptions({ groupId })
export const gradebookQuery = (groupId: string) => trpc.groups.gradebook.queryOptions({ groupId })
