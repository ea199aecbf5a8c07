import type * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * Loading placeholder. Purely visual (aria-hidden): announce loading elsewhere, e.g. aria-busy
 * on the region or a visually hidden "Loading…" text.
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-accent motion-reduce:animate-none', className)}
      {...props}
    />
  )
}

export { Skeleton }
