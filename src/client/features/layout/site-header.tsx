import { Link } from '@tanstack/react-router'
import { Menu, Moon, Sun, X } from 'lucide-react'
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react'
import { NAV_LINKS, PRODUCT_NAME } from '#shared/shell-texts'
import { LanguageSwitch } from './language-switch'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/session'
import { useDarkMode } from '@/lib/theme'
import { cn } from '@/lib/utils'
import { AccountButton } from './account-button'
import { m } from '#shared/i18n'

// Radix's dropdown and the menu's actions are a large part of the scripts, and only a signed-in
// user needs them: they load on their own when the header first shows one.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })))

function ThemeToggle() {
  const { isDark, toggle } = useDarkMode()
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={isDark ? m.shell_light_mode() : m.shell_dark_mode()}
      aria-pressed={isDark}
    >
      {isDark ? <Sun /> : <Moon />}
    </Button>
  )
}

/** Login and Sign Up for guests: in the header from sm up, in the mobile menu below that. */
function GuestLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={cn('items-center gap-2', className)}>
      <Button variant="ghost" asChild>
        <Link to="/login" onClick={onNavigate}>
          {m.header_login()}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup" onClick={onNavigate}>
          {m.header_sign_up()}
        </Link>
      </Button>
    </div>
  )
}

/** The account menu; until its code arrives, the same button stands in for it and remembers a click. */
function SignedInMenu(props: Omit<ComponentProps<typeof AccountMenu>, 'defaultOpen'>) {
  const [isOpenRequested, setOpenRequested] = useState(false)
  return (
    <Suspense fallback={<AccountButton user={props.user} isStandIn onClick={() => setOpenRequested(true)} />}>
      <AccountMenu {...props} defaultOpen={isOpenRequested} />
    </Suspense>
  )
}

function UserMenu() {
  const user = useCurrentUser()
  // Below sm a 390 px header has no room for both buttons: they move into the mobile menu.
  if (!user) return <GuestLinks className="hidden sm:flex" />
  return <SignedInMenu user={user} />
}

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground'
const activeNavLinkClass = 'bg-accent text-accent-foreground'

function ProductLink() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
        Q
      </span>
      {PRODUCT_NAME}
    </Link>
  )
}

const headerClass =
  'sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80'
/** One height whatever the header holds, so the page below never moves when it shrinks. */
const headerRowClass = 'mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6'

/**
 * The site's header; `isMinimal` (a quiz's clock is running) leaves only the product's name, so the
 * screen offers no way off it but the one that asks first. `bell` is the notifications' own feature,
 * given by the root route, beside the account menu.
 */
export function SiteHeader({ isMinimal = false, bell }: { isMinimal?: boolean; bell?: ReactNode }) {
  if (isMinimal) {
    return (
      <header className={headerClass}>
        <div className={headerRowClass}>
          <ProductLink />
        </div>
      </header>
    )
  }
  return <FullHeader bell={bell} />
}

/**
 * Login and Sign Up in the mobile menu, for guests: a component of its own, so that the user's
 * arrival renders it again and not the whole header.
 */
function MobileGuestLinks({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser()
  return user ? null : <GuestLinks className="flex border-t pt-3 sm:hidden [&>*]:flex-1" onNavigate={onNavigate} />
}

function FullHeader({ bell }: { bell: ReactNode }) {
  const [isMenuOpen, setMenuOpen] = useState(false)
  return (
    <header className={headerClass}>
      <div className={headerRowClass}>
        <ProductLink />
        <nav aria-label={m.shell_main_nav()} className="hidden flex-1 items-center gap-1 lg:flex">
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
          {/* On a phone the switch is in the menu: the header row has no room for it at 360 px. */}
          <LanguageSwitch className="hidden sm:flex" />
          <ThemeToggle />
          {/*
            The bell and the account take the room of the widest of them (a username is at most
            max-w-32) from the first paint: a prerendered page shows the signed-out header, and the
            account arriving in it moves nothing beside it.
          */}
          <div className="flex min-w-[5.5rem] items-center justify-end gap-1 sm:min-w-56">
            {bell}
            <UserMenu />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={isMenuOpen ? m.shell_close_menu() : m.shell_open_menu()}
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
        aria-label={m.shell_main_nav()}
        className={cn('border-t px-4 pb-3 lg:hidden', isMenuOpen ? 'flex flex-col gap-1' : 'hidden')}
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
        <MobileGuestLinks onNavigate={() => setMenuOpen(false)} />
        <div className="border-t pt-3 sm:hidden">
          <LanguageSwitch className="flex" testId="language-switch-menu" />
        </div>
      </nav>
    </header>
  )
}
