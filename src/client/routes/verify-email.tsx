import { createFileRoute } from '@tanstack/react-router'
import { validateTokenSearch } from '@/features/auth/token-search'
import { VerifyEmailPage } from '@/features/auth/verify-email-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/verify-email')({
  validateSearch: validateTokenSearch,
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.account_texts_verify_title())
  return <VerifyEmailPage />
}
