import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login-page'
import { validateLoginSearch } from '@/features/auth/redirect'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.header_login())
  return <LoginPage />
}
