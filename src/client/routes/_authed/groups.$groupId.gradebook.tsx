import { createFileRoute } from '@tanstack/react-router'
import { RouteError } from '@/features/layout/route-error'
import { GradebookPage } from '@/features/groups/gradebook-page'
import { gradebookQuery } from '@/features/groups/group-queries'
import { m } from '#shared/i18n'

/** The teachers' gradebook: every member against every assignment, read fresh each time. */
export const Route = createFileRoute('/_authed/groups/$groupId/gradebook')({
  loader: ({ context: { queryClient }, params }) => queryClient.fetchQuery(gradebookQuery(params.groupId)),
  component: GradebookPage,
  errorComponent: (props) => <RouteError {...props} title={m.groups_screen_load_failed()} />,
})
