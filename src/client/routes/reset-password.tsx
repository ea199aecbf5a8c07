import { createFileRoute } from '@tanstack/react-router'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { ResetPasswordPage } from '@/features/auth/reset-password-page'
import { validateTokenSearch } from '@/features/auth/token-search'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/reset-password')({
  validateSearch: validateTokenSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(ACCOUNT_TEXTS.reset.title)
  return <ResetPasswordPage />
}
