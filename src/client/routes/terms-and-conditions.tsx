import { createFileRoute } from '@tanstack/react-router'
import { STATIC_PAGE_TITLES } from '#shared/shell-texts'
import { TermsPage } from '@/features/static/terms-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/terms-and-conditions')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(STATIC_PAGE_TITLES.terms)
  return <TermsPage />
}
