import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '@/features/auth/signup-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/signup')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.header_sign_up())
  return <SignupPage />
}
