import type { TRPC_ERROR_CODE_KEY } from '@trpc/server'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDatabaseUnavailable } from '#server/db/connection-errors'
import { m } from '#shared/i18n'

/**
 * The one error a service throws. The table maps each code to a tRPC code and an HTTP status,
 * so procedures and REST adapters answer alike.
 */
const ERROR_TABLE = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  PAYMENT_REQUIRED: { trpc: 'PAYMENT_REQUIRED', http: 402 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  /** Something that was there and is no more (a revoked or expired invite); tRPC has no 410 of its own. */
  GONE: { trpc: 'NOT_FOUND', http: 410 },
  NOT_CONFIGURED: { trpc: 'PRECONDITION_FAILED', http: 412 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  UNPROCESSABLE: { trpc: 'UNPROCESSABLE_CONTENT', http: 422 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  UPSTREAM_FAILED: { trpc: 'BAD_GATEWAY', http: 502 },
  UPSTREAM_TIMEOUT: { trpc: 'GATEWAY_TIMEOUT', http: 504 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: ContentfulStatusCode }>

export type AppErrorCode = keyof typeof ERROR_TABLE

export class AppError extends Error {
  override name = 'AppError'
  readonly code: AppErrorCode
  readonly details: Record<string, unknown> | undefined

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message)
    this.code = code
    this.details = details
  }

  get httpStatus(): ContentfulStatusCode {
    return ERROR_TABLE[this.code].http
  }

  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return ERROR_TABLE[this.code].trpc
  }
}

/** Postgres unique_violation, on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string; message?: string }
  if (pgError?.code !== '23505') return false
  if (!constraint) return true
  return pgError.constraint === constraint || (pgError.message ?? '').includes(constraint)
}

/** How soon a client may try again after the database was out of reach (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2

/**
 * The error a request answers with when its database work failed because the database could not
 * be reached or the connection was lost (db/connection-errors.ts): a 503 in words with a
 * Retry-After, not a 500. Nothing was half-written: a transaction on a lost connection is rolled
 * back by Postgres. Undefined for any other error.
 */
export function databaseUnavailableError(error: unknown): AppError | undefined {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return undefined
  return new AppError('UNAVAILABLE', m.server_database_unavailable(), {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  })
}
