import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { meQuery } from '@/lib/session'
import { notify } from '@/lib/notify'
import { m } from '#shared/i18n'

/**
 * Pathless guard for the routes that need a login: a guest sees the product's toast
 * and goes to /login, which remembers where they were going.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location, preload }) => {
    const user = await context.queryClient.ensureQueryData(meQuery())
    if (!user) {
      if (!preload) notify.error(m.failure_guarded_route())
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    return { user }
  },
  component: Outlet,
})
