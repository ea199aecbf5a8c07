import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/contact-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/contact-us')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.contact_title())
  return <ContactPage />
}
