import { ArrowRight } from 'lucide-react'
import * as React from 'react'
import { ScrollShadows, useHiddenEdges } from '@/components/ui/scroll-shadows'
import { cn } from '@/lib/utils'
import { m } from '#shared/i18n'

/**
 * Table inside a horizontally scrolling container. When the table is wider than its container
 * the container becomes keyboard-focusable (tabIndex 0) so it can be scrolled with the arrow
 * keys (axe: scrollable-region-focusable), a shadow marks each side with columns out of view, and
 * a line under it says to scroll: on a phone the columns past the edge are otherwise simply not
 * there. Give the table a <TableCaption> or aria-label. `containerClassName` styles the scroll
 * container.
 */
function Table({
  className,
  containerClassName,
  ...props
}: React.ComponentProps<'table'> & { containerClassName?: string }) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const edges = useHiddenEdges(containerRef)
  const scrollable = edges.start || edges.end

  return (
    <div className="relative">
      <div
        ref={containerRef}
        data-slot="table-container"
        tabIndex={scrollable ? 0 : undefined}
        className={cn(
          'relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          containerClassName,
        )}
      >
        <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
      <ScrollShadows {...edges} />
      {scrollable && (
        // Not read aloud: a screen reader reaches every column wherever it is on the screen.
        <p aria-hidden="true" className="flex items-center gap-1 px-2 pt-2 text-xs text-muted-foreground">
          {m.table_scroll_for_more()} <ArrowRight className="size-3 rtl:rotate-180" />
        </p>
      )}
    </div>
  )
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  )
}

function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  )
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  )
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
  )
}

/** A header of plain column heads, one per label in order, each the head of its column (scope). */
function TableColumns({ labels }: { labels: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label} scope="col">
            {label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  )
}

export { Table, TableHeader, TableBody, TableHead, TableRow, TableCell, TableCaption, TableColumns }
