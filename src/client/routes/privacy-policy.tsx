import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/static/privacy-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/privacy-policy')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.static_privacy())
  return <PrivacyPage />
}
