import { createFileRoute } from '@tanstack/react-router'
import { HEADER_TEXTS } from '#shared/shell-texts'
import { SignupPage } from '@/features/auth/signup-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/signup')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(HEADER_TEXTS.signUp)
  return <SignupPage />
}
