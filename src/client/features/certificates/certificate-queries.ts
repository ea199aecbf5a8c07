import { trpc } from '@/trpc'

/** The route's loader and the page ask for the same ones; a module of its own keeps the page's code out of the loader. */
export const certificateQuery = (certificateId: string) => trpc.certificates.verify.queryOptions({ certificateId })
export const myCertificatesQuery = () => trpc.certificates.mine.queryOptions()
