import { createFileRoute } from '@tanstack/react-router'
import { UserPage } from '@/features/admin/user-page'

export const Route = createFileRoute('/_authed/admin/users/$userId')({ component: Screen })

function Screen() {
  const { userId } = Route.useParams()
  return <UserPage userId={userId} />
}
