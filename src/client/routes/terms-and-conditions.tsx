import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/static/terms-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/terms-and-conditions')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.static_terms())
  return <TermsPage />
}
