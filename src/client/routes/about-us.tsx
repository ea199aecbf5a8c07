import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/static/about-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/about-us')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.static_about())
  return <AboutPage />
}
