import { ChevronLeft, ChevronRight } from 'lucide-react'
import { ADMIN_TEXTS } from '#shared/admin'
import { Button } from '@/components/ui/button'
import { m } from '#shared/i18n'

/** Previous / Next for a list read a page at a time; the server says whether another page follows. */
export function Pager({
  label,
  page,
  hasMore,
  onPage,
}: {
  label: string
  page: number
  hasMore: boolean
  onPage: (page: number) => void
}) {
  if (page === 0 && !hasMore) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-2">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> {m.admin_texts_previous()}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {ADMIN_TEXTS.pageOf(page + 1)}
      </span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {m.admin_texts_next()} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}

/** The offset of a page of the console's lists. */
export const pageOffset = (page: number, size: number) => ({ limit: size, offset: page * size })
