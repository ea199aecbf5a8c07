import type { Context, Env, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's bodyLimit, with a body of known length judged by its Content-Length header alone, as
 * Hono's own does, but without first asking for `c.req.raw.body`. On @hono/node-server that one
 * property builds a full web Request with undici's headers for every call (for a POST, also a
 * stream over the socket); the handler's `json()` or `text()` then reads through that stream
 * instead of node-server's direct read. Node's parser ends a body at its Content-Length, so the
 * header is exact. A GET or HEAD goes on, as node-server gives it no body; a body without a
 * Content-Length (chunked) is counted as it streams in, by Hono's middleware.
 */
export function limitBody<E extends Env>(
  maxSize: number,
  onError: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  const streamed = bodyLimit({ maxSize, onError })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? onError(c) : next()
    }
    return streamed(c, next)
  }
}
