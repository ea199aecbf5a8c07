import { createFileRoute } from '@tanstack/react-router'
import { JoinGroupPage } from '@/features/groups/join-group-page'

/** An invite link a teacher shared: joins the group and goes to it, or says why the code no longer works. */
export const Route = createFileRoute('/_authed/groups/join/$code')({
  component: JoinGroupPage,
})
