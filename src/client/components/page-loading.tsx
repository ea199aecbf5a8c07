import { LOADING_TEXTS } from '#shared/shell-texts'

/** A page's loading state: one line, said to screen readers too. */
export function PageLoading({ label = LOADING_TEXTS.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="inline-flex items-center gap-3 text-muted-foreground">
        <span
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
        {label}
      </span>
    </div>
  )
}
