import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import { requireSession } from '#server/identity/policy'
import type { SessionUser } from '#server/identity/session'
import { inputShapeProblem } from './input-shape'
import { applyRateLimit, type RateLimitRule } from './rate-limit'
import { describeZodError } from './zod-words'
import { m } from '#shared/i18n'

/** The REST adapters' Hono environment: the request context travels in `c.var.ctx`. */
export interface AppBindings {
  Variables: { ctx: RequestContext; requestId: string }
}
export type AppContext = Context<AppBindings>

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const problem = inputShapeProblem(value)
  if (problem) throw new AppError('BAD_REQUEST', problem)
  const result = schema.safeParse(value)
  if (!result.success) throw new AppError('BAD_REQUEST', describeZodError(result.error))
  return result.data
}

/** The JSON body as sent (an empty body is `{}`); a malformed one is a 400, never a 500. */
async function readJson(c: AppContext): Promise<unknown> {
  try {
    const text = await c.req.text()
    return text.trim() === '' ? {} : JSON.parse(text)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('BAD_REQUEST', m.server_invalid_json())
  }
}

/** Reads and validates a JSON body; a missing or malformed body is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJson(c))
}

/** The REST contract's envelope: `{ success: true, message?, data? }`. */
export function ok(
  c: AppContext,
  body: { message?: string; data?: unknown; [key: string]: unknown } = {},
  status: ContentfulStatusCode = 200,
) {
  return c.json({ success: true, ...body }, status)
}

export function fail(c: AppContext, status: ContentfulStatusCode, message: string, extra?: object) {
  return c.json({ success: false, message, ...extra }, status)
}

export async function requireUser(c: AppContext): Promise<{ user: SessionUser; sessionId: string }> {
  const { user, sessionId } = requireSession(await c.var.ctx.session())
  return { user, sessionId }
}

/**
 * A route's rate limit, the same rule its tRPC procedure declares in its meta. A limit counted per
 * user answers a guest with the 401 the route would give; a rule of its own keys reads the body as
 * sent (a body the route will refuse reaches it as nothing). Success is a 2xx answer.
 */
export function rateLimited(rule: RateLimitRule): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const subject =
      rule.per === 'user'
        ? { userId: (await requireUser(c)).user.id }
        : typeof rule.per === 'function'
          ? {
              rawInput: await readJson(c).then(
                (body) => (inputShapeProblem(body) ? undefined : body),
                () => undefined,
              ),
            }
          : {}
    await applyRateLimit(
      c.var.ctx,
      rule,
      subject,
      () => next(),
      () => c.res.ok,
    )
  }
}
