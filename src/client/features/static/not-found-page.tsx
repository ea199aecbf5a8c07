import { Link } from '@tanstack/react-router'
import { ArrowLeft, House, SearchX } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { useGoBack } from '@/lib/go-back'
import { m } from '#shared/i18n'

/** The catch-all 404 page (also the router's default not-found component). */
export function NotFoundPage() {
  // Without an earlier page to return to, Go Back goes home rather than doing nothing.
  const goBack = useGoBack('/')
  useDocumentTitle(m.not_found_title())
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="relative isolate">
        <div aria-hidden="true" className="absolute inset-0 -z-10 rounded-full bg-primary/20 blur-2xl" />
        <span className="flex size-20 items-center justify-center rounded-full border border-border bg-card text-primary shadow-sm">
          <SearchX className="size-10" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-6 text-6xl font-extrabold tracking-tight text-primary tabular-nums sm:text-7xl">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{m.not_found_title()}</h1>
      <p className="mt-4 text-pretty text-muted-foreground">{m.not_found_hint()}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            {m.not_found_go_home()}
          </Link>
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {m.not_found_go_back()}
        </Button>
      </div>
    </div>
  )
}
