import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError, type z } from 'zod'
import { SERVER } from '#shared/messages'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import { inputShapeProblem } from './input-shape'
import type { SessionUser } from '#server/auth/session'
import { describeZodError } from './zod-words'

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

/** Reads and validates a JSON body; a missing or malformed body is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  let body: unknown
  try {
    const text = await c.req.text()
    body = text.trim() === '' ? {} : JSON.parse(text)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('BAD_REQUEST', SERVER.invalidJson)
  }
  return validate(schema, body)
}

export function queryParams<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  return validate(schema, c.req.query())
}

/** The spec's envelope: `{ success: true, message?, data? }`. */
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
  const session = await c.var.ctx.session()
  if (!session) throw new AppError('UNAUTHORIZED', SERVER.notAuthenticated)
  return { user: session.user, sessionId: session.sessionId }
}

export async function requireAdmin(c: AppContext): Promise<SessionUser> {
  const { user } = await requireUser(c)
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', SERVER.notAdmin)
  return user
}

export { ZodError }
