import { trpc } from '@/trpc'

/** The route's loader and the page ask for the same ones; a module of its own keeps the page's code out of the loader. */
export const seriesListQuery = () => trpc.series.list.queryOptions({ limit: 50, offset: 0 })
export const mySeriesQuery = () => trpc.series.list.queryOptions({ limit: 100, offset: 0, mine: true })
export const seriesQuery = (seriesId: string) => trpc.series.get.queryOptions({ seriesId })
