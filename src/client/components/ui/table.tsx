import * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * Table inside a horizontally scrolling container. When the table is wider than its container
 * the container becomes keyboard-focusable (tabIndex 0) so it can be scrolled with the arrow
 * keys (axe: scrollable-region-focusable). Give the table a <TableCaption> or aria-label.
 * `containerClassName` styles the scroll container.
 */
function Table({
  className,
  containerClassName,
  ...props
}: React.ComponentProps<'table'> & { containerClassName?: string }) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const tableRef = React.useRef<HTMLTableElement>(null)
  const [scrollable, setScrollable] = React.useState(false)

  React.useEffect(() => {
    const container = containerRef.current
    const table = tableRef.current
    if (!container || !table || typeof ResizeObserver === 'undefined') return
    const update = () => setScrollable(container.scrollWidth > container.clientWidth + 1)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(container)
    observer.observe(table)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      tabIndex={scrollable ? 0 : undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        containerClassName,
      )}
    >
      <table ref={tableRef} data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
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
