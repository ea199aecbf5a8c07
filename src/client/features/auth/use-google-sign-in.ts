import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { setCurrentUser } from '@/lib/session'
import { safeRedirect } from './redirect'
import { m } from '#shared/i18n'

/** Google sign-in from either screen; the server verifies the token and says if the account is new. */
export function useGoogleSignIn(intent: 'signin' | 'signup', redirect?: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation(
    trpc.auth.google.mutationOptions({
      onSuccess: ({ user, isNewUser }) => {
        setCurrentUser(queryClient, user)
        notify.success(isNewUser ? m.success_signed_up_with_google() : m.success_signed_in_with_google())
        void navigate({ to: safeRedirect(redirect), replace: true })
      },
      onError: (error) =>
        notify.error(
          errorMessage(error, intent === 'signup' ? m.failure_google_sign_up() : m.failure_google_sign_in()),
        ),
    }),
  )
}
