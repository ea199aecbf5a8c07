import { useIsOnline } from '@/lib/online'
import { m } from '#shared/i18n'

/**
 * A page's loading state: one line, said to screen readers too. Offline, where the page's data
 * waits for the network (and comes by itself once it is back), that the device is offline.
 */
export function PageLoading({ label = m.loading() }: { label?: string }) {
  const isOnline = useIsOnline()
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="inline-flex items-center gap-3 text-muted-foreground">
        {isOnline && (
          <span
            className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          />
        )}
        {isOnline ? label : m.offline()}
      </span>
    </div>
  )
}
