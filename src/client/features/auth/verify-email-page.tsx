import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { VerifyEmailSchema } from '#shared/schemas/auth'
import { Button } from '@/components/ui/button'
import { accountErrorMessage, useResendVerification } from '@/lib/account-calls'
import { meQuery, useCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { AuthCard } from './auth-card'
import { m } from '#shared/i18n'

const route = getRouteApi('/verify-email')

/** A new link: with the banner's "Resend" for a signed-in person, else after logging in. */
function AskAgain() {
  const user = useCurrentUser()
  const resend = useResendVerification()
  if (!user) {
    return (
      <Button asChild className="w-full">
        <Link to="/login" search={{ redirect: '/profile' }}>
          {m.account_texts_verify_log_in_to_resend()}
        </Link>
      </Button>
    )
  }
  if (user.emailVerified) return null
  return (
    <Button type="button" className="w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? m.account_texts_verify_sending() : m.account_texts_verify_resend()}
    </Button>
  )
}

/**
 * Opens the link from a verification email: the address is verified as the page opens, once (the
 * link is single use, so a second call would only report it used). On success the signed-in user
 * is read again, so the banner asking to verify goes; on failure the page says why and offers a new
 * link.
 */
export function VerifyEmailPage() {
  const { token } = route.useSearch()
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const isWellFormed = VerifyEmailSchema.safeParse({ token }).success
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery().queryKey }),
    }),
  )
  const { mutate } = verify
  // The token already sent: StrictMode runs effects twice, and the second must not send it again.
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!isWellFormed || !token || sent.current === token) return
    sent.current = token
    mutate({ token })
  }, [isWellFormed, token, mutate])

  const footer = (
    <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
      {m.account_texts_verify_to_home()}
    </Link>
  )

  if (verify.isSuccess) {
    return (
      <AuthCard
        title={m.account_texts_verify_title()}
        description={m.account_texts_verify_done_title()}
        footer={footer}
      >
        <p role="status" className="text-sm">
          {verify.data.message}
        </p>
        <Button asChild className="w-full">
          {user ? (
            <Link to="/profile">{m.account_texts_verify_to_profile()}</Link>
          ) : (
            <Link to="/login">{m.account_texts_verify_to_login()}</Link>
          )}
        </Button>
      </AuthCard>
    )
  }

  if (verify.isError || !isWellFormed) {
    const message = verify.isError ? accountErrorMessage(verify.error) : m.account_server_verify_link_invalid()
    return (
      <AuthCard
        title={m.account_texts_verify_title()}
        description={m.account_texts_verify_failed_title()}
        footer={footer}
      >
        <p role="alert" className="text-sm">
          {message}
        </p>
        <AskAgain />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={m.account_texts_verify_title()} description={m.account_texts_verify_checking()} footer={footer}>
      <p role="status" className="flex items-center justify-center gap-3 text-sm text-muted-foreground">
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
        {m.account_texts_verify_verifying()}
      </p>
    </AuthCard>
  )
}
