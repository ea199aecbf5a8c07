import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { SERVER } from '#shared/messages'
import type { RequestContext } from '#server/context'
import { AppError, databaseUnavailableError } from '#server/errors'
import { assertAdmin, requireSession } from '#server/identity/policy'
import { inputShapeProblem } from '#server/http/input-shape'
import { applyRateLimit, type RateLimitRule } from '#server/http/rate-limit'
import { describeZodError } from '#server/http/zod-words'
import { m } from '#shared/i18n'
import { LIVE_EVENT_LIMITS } from '#shared/live/events'

type TrpcContext = RequestContext

/** What a procedure declares of itself: its rate limit (`.meta({ rateLimit })`), applied by its tier. */
interface TrpcMeta {
  rateLimit?: RateLimitRule
}

/** tRPC's own words for a batch over `maxBatchSize`, said in ours. */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size'

/** What a client reads: never an internal detail, and the same words REST uses. */
function clientMessage(error: TRPCError, fallback: string): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return m.server_internal()
  if (error.cause instanceof ZodError) return describeZodError(error.cause)
  // tRPC's own JSON.parse of a body or of ?input=: not V8's wording.
  if (error.cause instanceof SyntaxError) return m.server_invalid_json()
  if (error.message === TRPC_BATCH_TOO_LARGE) return SERVER.batchTooLarge
  return fallback
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<TrpcMeta>()
  .create({
    // Never send a stack trace to a client.
    isDev: false,
    // Subscriptions (server-sent events): a comment on a quiet stream keeps proxies and phones from
    // dropping it, and a client that hears nothing for three of them reconnects with its last id.
    sse: {
      ping: { enabled: true, intervalMs: LIVE_EVENT_LIMITS.keepAliveMs },
      client: { reconnectAfterInactivityMs: LIVE_EVENT_LIMITS.keepAliveMs * 3 },
    },
    errorFormatter({ shape, error, ctx }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null
      return {
        ...shape,
        message: clientMessage(error, shape.message),
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          requestId: ctx?.requestId,
          fieldErrors: zodError ? zodError.flatten().fieldErrors : undefined,
          retryAfterSeconds: error.cause instanceof AppError ? error.cause.details?.retryAfterSeconds : undefined,
          // A refused import's problems, by line, beside its message.
          problems: error.cause instanceof AppError ? error.cause.details?.problems : undefined,
        },
      }
    },
  })

export const router = t.router
export const mergeRouters = t.mergeRouters
export const createCallerFactory = t.createCallerFactory

/**
 * Every procedure's first step: input nested too deeply, or holding text Postgres cannot store, is
 * refused before anything else walks it; a rate limit that does not need the signed-in user is
 * counted; and a service's AppError becomes the matching tRPC error (and so the right HTTP
 * status). One middleware per tier, not one per job: each step of tRPC's chain copies its options
 * and context.
 */
const baseMiddleware = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const rawInput = await getRawInput()
  const problem = inputShapeProblem(rawInput)
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem })
  const rule = meta?.rateLimit
  let result: Awaited<ReturnType<typeof next>>
  try {
    result =
      rule && rule.per !== 'user'
        ? await applyRateLimit(
            ctx,
            rule,
            { rawInput },
            () => next(),
            (outcome) => outcome.ok,
          )
        : await next()
  } catch (error) {
    // The limit's own refusal (a 429), thrown here rather than by a later step; or its store out of reach.
    const appError = error instanceof AppError ? error : databaseUnavailableError(error)
    throw appError ? toTrpcError(appError) : error
  }
  if (!result.ok) {
    const { cause } = result.error
    const appError = cause instanceof AppError ? cause : databaseUnavailableError(cause)
    if (appError) throw toTrpcError(appError)
  }
  return result
})

function toTrpcError(appError: AppError) {
  return new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError })
}

export const publicProcedure = t.procedure.use(baseMiddleware)

/** Signed in; a rate limit counted per user is counted here, after the sign-in check. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, meta, next }) => {
  const { user, sessionId } = requireSession(await ctx.session())
  // tRPC merges what is passed here into the context; spreading it here too would copy it twice.
  const run = () => next({ ctx: { user, sessionId } })
  const rule = meta?.rateLimit
  return rule?.per === 'user' ? applyRateLimit(ctx, rule, { userId: user.id }, run, (outcome) => outcome.ok) : run()
})

export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  assertAdmin(ctx.user)
  return next()
})
