import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import { ACCOUNT_TEXTS } from '@/texts/account-texts'
import { errorCode, errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { meQuery } from '@/lib/session'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

/**
 * The server's message for a failed account call; a refusal for sending too many emails says
 * when the person may ask again, from the wait the server gave.
 */
export function accountErrorMessage(error: unknown, fallback: string = m.failure_generic()): string {
  if (errorCode(error) === 'TOO_MANY_REQUESTS' && error instanceof TRPCClientError) {
    const seconds = (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
    if (seconds) return ACCOUNT_TEXTS.tooManyMails(seconds)
  }
  return errorMessage(error, fallback)
}

/** The server's words about one field of the input, when its check refused that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined
  return (error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)?.fieldErrors?.[field]?.[0]
}

/**
 * "Resend" of the verification link: the server's answer as a toast, either way. An address
 * verified meanwhile (in another tab) refreshes the signed-in user, so the prompts go.
 */
export function useResendVerification() {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => {
        if (errorMessage(error) === m.account_server_already_verified()) {
          notify.success(m.account_server_already_verified())
          void queryClient.invalidateQueries({ queryKey: meQuery().queryKey })
          return
        }
        notify.error(accountErrorMessage(error))
      },
    }),
  )
}
