import { createFileRoute } from '@tanstack/react-router'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { validateTokenSearch } from '@/features/auth/token-search'
import { VerifyEmailPage } from '@/features/auth/verify-email-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/verify-email')({
  validateSearch: validateTokenSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(ACCOUNT_TEXTS.verify.title)
  return <VerifyEmailPage />
}
