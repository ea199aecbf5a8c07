import type { ReactNode } from 'react'

/**
 * One of the console's lists or queues: a region named by its heading (`id` is the heading's, for
 * the tables and search forms inside to be named by it too), an optional line under the heading,
 * and `actions` beside it.
 */
export function AdminSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string
  title: ReactNode
  description?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold">
      {title}
    </h2>
  )
  const head = description ? (
    <div className="space-y-1">
      {heading}
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  ) : (
    heading
  )
  return (
    <section aria-labelledby={id} className="space-y-4">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {head}
          {actions}
        </div>
      ) : (
        head
      )}
      {children}
    </section>
  )
}
