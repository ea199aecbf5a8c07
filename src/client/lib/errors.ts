import { TRPCClientError } from '@trpc/client'
import { SHELL_MESSAGES } from '#shared/shell-texts'

/** The server's message when it sent one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string = SHELL_MESSAGES.generic): string {
  if (error instanceof TRPCClientError && error.data) return error.message || fallback
  return fallback
}

/** The tRPC error code of a failed call ('NOT_FOUND', 'PAYMENT_REQUIRED', …), if the server sent one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
}
