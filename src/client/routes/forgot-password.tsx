import { createFileRoute } from '@tanstack/react-router'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page'
import { mailStatusQuery } from '@/lib/account'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/forgot-password')({
  // Whether mail is on decides what the page offers. Unknown (the call failed), it offers the form,
  // and the server's answer says the rest.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(mailStatusQuery()).catch(() => undefined),
  component: Screen,
})

function Screen() {
  useDocumentTitle(ACCOUNT_TEXTS.forgot.title)
  return <ForgotPasswordPage />
}
