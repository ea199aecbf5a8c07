import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LogOut, Menu, Moon, ShieldCheck, Sun, User, Wallet, X } from 'lucide-react'
import { useState } from 'react'
import { FAILURE, SUCCESS } from '#shared/messages'
import { HEADER_TEXTS, NAV_LINKS, PRODUCT_NAME } from '#shared/texts'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { setCurrentUser, useCurrentUser } from '@/features/auth/session'
import { UserAvatar } from '@/features/profile/user-avatar'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useDarkMode } from '@/lib/theme'
import { cn } from '@/lib/utils'
import { trpc } from '@/trpc'

function ThemeToggle() {
  const { isDark, toggle } = useDarkMode()
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={isDark}
    >
      {isDark ? <Sun /> : <Moon />}
    </Button>
  )
}

function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== undefined })
        setCurrentUser(queryClient, null)
        notify.success(SUCCESS.loggedOut)
        void navigate({ to: '/' })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.logout)),
    }),
  )
}

/** Login and Sign Up for guests: in the header from sm up, in the mobile menu below that. */
function GuestLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={cn('items-center gap-2', className)}>
      <Button variant="ghost" asChild>
        <Link to="/login" onClick={onNavigate}>
          {HEADER_TEXTS.login}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup" onClick={onNavigate}>
          {HEADER_TEXTS.signUp}
        </Link>
      </Button>
    </div>
  )
}

function UserMenu() {
  const user = useCurrentUser()
  const logout = useLogout()
  // Below sm a 390 px header has no room for both buttons: they move into the mobile menu.
  if (!user) return <GuestLinks className="hidden sm:flex" />
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <UserAvatar user={user} className="size-8" />
          {/* The name is the visible text, so speech and sight agree (WCAG 2.5.3). */}
          <span className="sr-only">Account menu for </span>
          <span className="sr-only max-w-32 truncate sm:not-sr-only">{user.username}</span>
        </Button>
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
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" /> {HEADER_TEXTS.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground'
const activeNavLinkClass = 'bg-accent text-accent-foreground'

export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false)
  const user = useCurrentUser()
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
            Q
          </span>
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={navLinkClass}
              activeProps={{ className: activeNavLinkClass, 'aria-current': 'page' }}
              activeOptions={{ exact: link.to === '/' }}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <UserMenu />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      <nav
        id="mobile-nav"
        aria-label="Main"
        className={cn('border-t px-4 pb-3 md:hidden', isMenuOpen ? 'flex flex-col gap-1' : 'hidden')}
      >
        {NAV_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={navLinkClass}
            activeProps={{ className: activeNavLinkClass, 'aria-current': 'page' }}
            activeOptions={{ exact: link.to === '/' }}
            onClick={() => setMenuOpen(false)}
          >
            {link.label}
          </Link>
        ))}
        {!user && (
          <GuestLinks className="flex border-t pt-3 sm:hidden [&>*]:flex-1" onNavigate={() => setMenuOpen(false)} />
        )}
      </nav>
    </header>
  )
}
