import { createFileRoute } from '@tanstack/react-router'
import { CONTACT_TEXTS } from '#shared/shell-texts'
import { ContactPage } from '@/features/contact/contact-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/contact-us')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(CONTACT_TEXTS.title)
  return <ContactPage />
}
