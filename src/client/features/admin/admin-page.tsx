import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { PageTitle } from '@/components/empty-state'
import { ScrollShadows, useHiddenEdges } from '@/components/ui/scroll-shadows'
import { m } from '#shared/i18n'

const SECTIONS = [
  { to: '/admin', label: m.admin_texts_sections_quizzes(), exact: true },
  { to: '/admin/money', label: m.admin_texts_sections_money(), exact: false },
  { to: '/admin/gateway', label: m.payments_texts_admin_title(), exact: false },
  { to: '/admin/users', label: m.admin_texts_sections_users(), exact: false },
  { to: '/admin/flagged', label: m.admin_texts_sections_flagged(), exact: false },
  { to: '/admin/audit', label: m.admin_texts_sections_audit(), exact: false },
  { to: '/admin/contact', label: m.admin_texts_sections_contact(), exact: false },
] as const

/**
 * The sections' row: on a phone wider than the screen, so it scrolls sideways, with a shadow on
 * each side that has sections out of view, and the current section brought into view.
 */
function SectionTabs({ current }: { current: string | undefined }) {
  const scrollerRef = useRef<HTMLElement>(null)
  const edges = useHiddenEdges(scrollerRef)
  useEffect(() => {
    const active = current ? scrollerRef.current?.querySelector(`a[href="${current}"]`) : null
    // Nearest: the row scrolls as little as it must, and the page, already showing it, not at all.
    if (active instanceof HTMLElement) active.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [current])
  return (
    <div className="relative -mx-4">
      <nav ref={scrollerRef} aria-label={m.admin_texts_sections_label()} className="scroll-px-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 rounded-lg bg-muted p-1 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                activeOptions={{ exact: section.exact }}
                className="inline-flex min-h-9 items-center rounded-md px-3 py-1.5 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none data-[status=active]:bg-background data-[status=active]:text-foreground data-[status=active]:shadow-sm"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ScrollShadows {...edges} />
    </div>
  )
}

/**
 * The console's frame: its sections are pages of their own (each a lazy route, each with its own
 * address to bookmark or share), reached from this row of links; the current one is marked for
 * screen readers by aria-current.
 */
export function AdminLayout() {
  const pathname = useLocation({ select: (location) => location.pathname })
  // The deepest section the address is in: /admin/users/<id> is the Users section's.
  const current = SECTIONS.filter((section) =>
    section.exact ? pathname.replace(/\/$/, '') === section.to : pathname.startsWith(section.to),
  ).at(-1)
  useDocumentTitle(`${m.header_admin()}: ${current?.label ?? m.admin_texts_sections_quizzes()}`)
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle title={m.header_admin()} description={m.admin_texts_description()} />
      <SectionTabs current={current?.to} />
      <Outlet />
    </div>
  )
}
