import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdminLayout } from '@/features/admin/admin-page'

/** Visible only to admins; the server checks the role on every admin call regardless. */
export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw notFound()
  },
  component: AdminLayout,
})
