import { createFileRoute } from '@tanstack/react-router'
import { UserNotFound, UserPage } from '@/features/admin/user-page'
import { loadRouteData } from '@/lib/route-data'

export const Route = createFileRoute('/_authed/admin/users/$userId')({
  // An unknown or malformed id is 'User not found' in place; any other failure is the error view.
  loader: ({ context: { queryClient, trpc }, params, preload }) =>
    loadRouteData(() => queryClient.ensureQueryData(trpc.admin.users.byId.queryOptions({ id: params.userId })), {
      preload,
      missing: ['NOT_FOUND', 'BAD_REQUEST'],
    }),
  component: Screen,
  notFoundComponent: UserNotFound,
})

function Screen() {
  const { userId } = Route.useParams()
  return <UserPage userId={userId} />
}
