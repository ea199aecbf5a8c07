import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { SHELL_MESSAGES } from '#shared/shell-texts'
import { meQuery } from '@/lib/session'
import { notify } from '@/lib/notify'

/**
 * Pathless guard for the routes that need a login: a guest sees the product's toast
 * and goes to /login, which remembers where they were going.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location, preload }) => {
    const user = await context.queryClient.ensureQueryData(meQuery())
    if (!user) {
      if (!preload) notify.error(SHELL_MESSAGES.guardedRoute)
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    return { user }
  },
  component: Outlet,
})
