import type * as React from 'react'

import { cn } from '@/lib/utils'

type PageHeaderProps = {
  title: string
  description?: React.ReactNode
  /** Small line above the title, e.g. a product name or a 'Last updated' date. */
  eyebrow?: React.ReactNode
  /** Decorative icon shown beside the title block (rendered aria-hidden). */
  icon?: React.ReactNode
  className?: string
}

/** The title block of a static page: the page's only <h1> and a muted description. */
export function PageHeader({ title, description, eyebrow, icon, className }: PageHeaderProps) {
  return (
    <div className={cn('border-b border-border pb-8', className)}>
      <div className="flex items-start gap-4">
        {icon ? (
          <div
            aria-hidden="true"
            className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:flex [&_svg]:size-6"
          >
            {icon}
          </div>
        ) : null}
        <div className="min-w-0 space-y-2">
          {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">{title}</h1>
          {description ? (
            <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
          ) : null}
        </div>
      </div>
    </div>
  )
}
