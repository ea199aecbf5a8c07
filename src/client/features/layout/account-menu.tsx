import { Link } from '@tanstack/react-router'
import { LogOut, ShieldCheck, User, Wallet } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { HEADER_TEXTS } from '#shared/shell-texts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { CurrentUser } from '@/lib/session'
import { AccountButton, isStandInFocused } from './account-button'

/**
 * The signed-in user's menu. Loaded on its own (React.lazy in site-header.tsx): Radix's dropdown
 * is a large part of the scripts and a guest never needs it. Logging out stays in the header, whose
 * user changes with it. `defaultOpen` is set when the stand-in button was clicked before this
 * arrived; a stand-in that had the focus hands it to the trigger.
 */
export function AccountMenu({
  user,
  onLogout,
  isLoggingOut,
  defaultOpen = false,
}: {
  user: CurrentUser
  onLogout: () => void
  isLoggingOut: boolean
  defaultOpen?: boolean
}) {
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
          <span className="truncate">{user.username}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" /> {HEADER_TEXTS.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/wallet">
            <Wallet aria-hidden="true" /> {HEADER_TEXTS.wallet}
          </Link>
        </DropdownMenuItem>
        {user.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" /> {HEADER_TEXTS.admin}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={isLoggingOut}>
          <LogOut aria-hidden="true" /> {HEADER_TEXTS.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
