import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { m } from '#shared/i18n'

/**
 * A page whose data could not be loaded: the product's words for that page (`title`), the server's
 * own message under it when it sent one, and a retry that runs the route's loaders again. Offline,
 * what failed was the network (the page's code or its data): the page says the device is offline,
 * and loads again by itself once the network is back.
 */
export function RouteError({ error, reset, title = m.failure_generic() }: ErrorComponentProps & { title?: string }) {
  const router = useRouter()
  // Read once: the page says so until it is loaded again, which the network's return does.
  const [isOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false)
  const heading = isOffline ? m.offline() : title
  useDocumentTitle(heading)
  useEffect(() => {
    if (!isOffline) return
    // Code that failed to download is not asked for again by the page: the page is loaded anew.
    const reload = () => window.location.reload()
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [isOffline])
  const detail = isOffline ? heading : errorMessage(error, title)
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {detail !== heading && <p className="text-muted-foreground">{detail}</p>}
      <Button
        onClick={() => {
          if (isOffline) return window.location.reload()
          reset()
          void router.invalidate()
        }}
      >
        {m.retry()}
      </Button>
    </div>
  )
}
