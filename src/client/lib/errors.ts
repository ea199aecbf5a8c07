import { TRPCClientError } from '@trpc/client'
import { FAILURE } from '#shared/messages'

/** The server's message when it sent one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string = FAILURE.generic): string {
  if (error instanceof TRPCClientError && error.data) return error.message || fallback
  return fallback
}

/** The tRPC error code of a failed call ('NOT_FOUND', 'PAYMENT_REQUIRED', …), if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
}
