import { trpc } from '@/trpc'

/** The browsers signed in to the account: read fresh each time the page opens, never from cache. */
export const sessionsQuery = () => trpc.auth.sessions.queryOptions(undefined, { staleTime: 0 })

/** What the delete dialog asks for, and why deleting is refused now, if it is: asked when it opens. */
export const deletionCheckQuery = () => trpc.auth.deletionCheck.queryOptions(undefined, { staleTime: 0 })

/** The download: a plain link, so the browser saves the file the server names. */
export const EXPORT_URL = '/api/v1/users/me/export'
