import { createFileRoute } from '@tanstack/react-router'
import { HEADER_TEXTS } from '#shared/shell-texts'
import { LoginPage } from '@/features/auth/login-page'
import { validateLoginSearch } from '@/features/auth/redirect'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(HEADER_TEXTS.login)
  return <LoginPage />
}
