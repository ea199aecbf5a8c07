import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LogOut, Repeat, ShieldCheck, User, Users, Wallet } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { type CurrentUser, meQuery, setCurrentUser } from '@/lib/session'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AccountButton, isStandInFocused } from './account-button'
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

/**
 * Logging out. Its callbacks belong to the mutation, not to this menu, so they still run once the
 * menu has gone with the user it was for.
 */
function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        // Every answer of the account goes, but the signed-in user's own query is set to no one, so
        // that what shows it (the header, which this menu is not) hears of the change.
        const session = queryClient.getQueryCache().find({ queryKey: meQuery().queryKey, exact: true })
        queryClient.removeQueries({ predicate: (query) => query !== session })
        setCurrentUser(queryClient, null)
        notify.success(m.success_logged_out())
        void navigate({ to: '/' })
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_logout())),
    }),
  )
}

/** The review session, with how many cards are due: asked only once the menu is open. */
function ReviewItem() {
  const due = useQuery(trpc.review.count.queryOptions()).data?.dueCount ?? 0
  return (
    <DropdownMenuItem asChild>
      <Link to="/review">
        <Repeat aria-hidden="true" /> {due > 0 ? m.review_screen_menu({ count: due }) : m.review_screen_menu_none()}
      </Link>
    </DropdownMenuItem>
  )
}

/**
 * The signed-in user's menu. Loaded on its own (React.lazy in site-header.tsx): Radix's dropdown,
 * logging out (React Query's mutations) and their words are a large part of the scripts, and a
 * guest never needs them. `defaultOpen` is set when the stand-in button was clicked before this
 * arrived; a stand-in that had the focus hands it to the trigger.
 */
export function AccountMenu({ user, defaultOpen = false }: { user: CurrentUser; defaultOpen?: boolean }) {
  const logout = useLogout()
  const trigger = useRef<HTMLButtonElement>(null)
  // Read in the first render, while the stand-in is still on the page.
  const [hadFocus] = useState(isStandInFocused)
  useEffect(() => {
    // An open menu takes the focus itself (and gives it back to the trigger when it closes).
    if (hadFocus && !defaultOpen) trigger.current?.focus()
  }, [hadFocus, defaultOpen])
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate" {...USER_CONTENT}>
            {user.username}
          </span>
          <span className="truncate text-xs font-normal text-muted-foreground" {...USER_CONTENT}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" /> {m.header_profile()}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wallet">
            <Wallet aria-hidden="true" /> {m.header_wallet()}
          </Link>
        </DropdownMenuItem>
        <ReviewItem />
        <DropdownMenuItem asChild>
          <Link to="/groups">
            <Users aria-hidden="true" /> {m.groups_screen_title()}
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" /> {m.header_admin()}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" /> {m.header_logout()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
