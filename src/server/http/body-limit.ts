import type { Context, Env, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Hono's bodyLimit, with a body of known length judged by its Content-Length header alone, as
 * Hono's own does, but without first asking for `c.req.raw.body`. On @hono/node-server that one
 * property builds a full web Request, its headers and a stream over the socket, for every call
 * (GET included); the handler's `json()` or `text()` then reads through that stream instead of
 * node-server's direct read. Node's parser ends a body at its Content-Length, so the header is
 * exact. A GET or HEAD with neither header has no body; anything else (a chunked body) is counted
 * as it streams in, by Hono's middleware.
 */
export function limitBody<E extends Env>(
  maxSize: number,
  onError: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  const streamed = bodyLimit({ maxSize, onError })
  return async (c, next) => {
    const length = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    if (length !== undefined && !chunked) return Number(length) > maxSize ? onError(c) : next()
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next()
    return streamed(c, next)
  }
}
