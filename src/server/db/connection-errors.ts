/**
 * Whether an error means the database could not be reached or the connection a statement ran on
 * was lost: Postgres restarting, failing over or ending the backend (pg_terminate_backend,
 * idle_session_timeout), a socket reset on the way, or no connection to be had. Nothing about the
 * request was wrong, and the same request may work a moment later: a 503, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (isLostConnection(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Postgres's SQLSTATE class 08 (connection exception) and the shutdown family of class 57
 * (admin_shutdown, crash_shutdown, cannot_connect_now), with too_many_connections (53300).
 */
const SQLSTATES = /^(08...|57P0[1-3]|53300)$/

/** Socket errors: the server went away or never answered. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])

/** What pg (and Kysely, for a connection it gave up) say of a connection that is gone. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Postgres connection has been discarded',
]

function isLostConnection(error: unknown): boolean {
  if (typeof error !== 'object') return false
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown }
  if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true
  if (typeof message === 'string' && LOST_MESSAGES.some((lost) => message.startsWith(lost))) return true
  // Connecting to a host name with several addresses fails with all of their errors at once.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isLostConnection)
}
