import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { GroupPage } from '@/features/groups/group-page'
import { groupQuery } from '@/features/groups/group-queries'
import { m } from '#shared/i18n'

/** A group's page: its invite, assignments, members and leaderboard (its members only; anyone else a 404). */
export const Route = createFileRoute('/_authed/groups/$groupId/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(groupQuery(params.groupId)),
  component: GroupPage,
  errorComponent: (props) => <RouteError {...props} title={m.groups_screen_load_failed()} />,
})
