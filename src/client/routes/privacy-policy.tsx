import { createFileRoute } from '@tanstack/react-router'
import { STATIC_PAGE_TITLES } from '#shared/shell-texts'
import { PrivacyPage } from '@/features/static/privacy-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/privacy-policy')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(STATIC_PAGE_TITLES.privacy)
  return <PrivacyPage />
}
