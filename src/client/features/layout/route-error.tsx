import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { FAILURE } from '#shared/messages'
import { RETRY_LABEL } from '#shared/shell-texts'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useDocumentTitle(FAILURE.generic)
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{FAILURE.generic}</h1>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {RETRY_LABEL}
      </Button>
    </div>
  )
}
