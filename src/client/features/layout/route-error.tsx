import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { LOADING_TEXTS, SHELL_MESSAGES } from '#shared/shell-texts'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'

/**
 * A page whose data could not be loaded: the product's words for that page (`title`), the server's
 * own message under it when it sent one, and a retry that runs the route's loaders again.
 */
export function RouteError({ error, reset, title = SHELL_MESSAGES.generic }: ErrorComponentProps & { title?: string }) {
  const router = useRouter()
  useDocumentTitle(title)
  const detail = errorMessage(error, title)
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {detail !== title && <p className="text-muted-foreground">{detail}</p>}
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {LOADING_TEXTS.retry}
      </Button>
    </div>
  )
}
