import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/reset-password-page'
import { validateTokenSearch } from '@/features/auth/token-search'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/reset-password')({
  validateSearch: validateTokenSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.account_texts_reset_title())
  return <ResetPasswordPage />
}
