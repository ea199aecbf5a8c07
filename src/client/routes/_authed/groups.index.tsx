import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { GroupsPage } from '@/features/groups/groups-page'
import { myGroupsQuery } from '@/features/groups/group-queries'
import { m } from '#shared/i18n'

/** The groups the person owns or is in, with making one and joining one by its code. */
export const Route = createFileRoute('/_authed/groups/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myGroupsQuery()),
  component: GroupsPage,
  errorComponent: (props) => <RouteError {...props} title={m.groups_screen_load_failed()} />,
})
