import { TRPCClientError } from '@trpc/client'
import { m } from '#shared/i18n'

/** The server's message when it sent one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string = m.failure_generic()): string {
  if (error instanceof TRPCClientError && error.data) return error.message || fallback
  return fallback
}

/** The tRPC error code of a failed call ('NOT_FOUND', 'PAYMENT_REQUIRED', …), if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
}

/**
 * The server answered and refused (a 4xx): final, so asking again repeats it. A money call's
 * idempotency key keeps such a refusal, so another try is a new request under a new key. No answer
 * (the network) or a 5xx is not one: what happened is unknown, and a retry under the same key is safe.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0
  return status >= 400 && status < 500
}
