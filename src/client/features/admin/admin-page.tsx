import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { ADMIN_TEXTS } from '#shared/admin'
import { HEADER_TEXTS } from '#shared/texts'
import { PageTitle } from '@/components/empty-state'

const SECTIONS = [
  { to: '/admin', label: ADMIN_TEXTS.sections.quizzes, exact: true },
  { to: '/admin/money', label: ADMIN_TEXTS.sections.money, exact: false },
  { to: '/admin/users', label: ADMIN_TEXTS.sections.users, exact: false },
  { to: '/admin/flagged', label: ADMIN_TEXTS.sections.flagged, exact: false },
  { to: '/admin/audit', label: ADMIN_TEXTS.sections.audit, exact: false },
  { to: '/admin/contact', label: ADMIN_TEXTS.sections.contact, exact: false },
] as const

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
  useDocumentTitle(`${HEADER_TEXTS.admin}: ${current?.label ?? ADMIN_TEXTS.sections.quizzes}`)
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle title={HEADER_TEXTS.admin} description={ADMIN_TEXTS.description} />
      <nav aria-label={ADMIN_TEXTS.sectionsLabel} className="-mx-4 overflow-x-auto px-4">
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
      <Outlet />
    </div>
  )
}
