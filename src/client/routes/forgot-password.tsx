import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page'
import { mailStatusQuery } from '@/lib/account'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/forgot-password')({
  // Whether mail is on decides what the page offers. Unknown (the call failed), it offers the form,
  // and the server's answer says the rest.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(mailStatusQuery()).catch(() => undefined),
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.account_texts_forgot_title())
  return <ForgotPasswordPage />
}
