import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { SERVER } from '#shared/messages'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import { inputShapeProblem } from '#server/http/input-shape'
import { describeZodError } from '#server/http/zod-words'

export type TrpcContext = RequestContext

/** tRPC's own words for a batch over `maxBatchSize`, said in ours. */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size'

/** What a client reads: never an internal detail, and the same words REST uses. */
function clientMessage(error: TRPCError, fallback: string): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return SERVER.internal
  if (error.cause instanceof ZodError) return describeZodError(error.cause)
  // tRPC's own JSON.parse of a body or of ?input=: not V8's wording.
  if (error.cause instanceof SyntaxError) return SERVER.invalidJson
  if (error.message === TRPC_BATCH_TOO_LARGE) return SERVER.batchTooLarge
  return fallback
}

const t = initTRPC.context<TrpcContext>().create({
  // Never send a stack trace to a client.
  isDev: false,
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
        retryAfterSeconds:
          error.cause instanceof AppError ? error.cause.details?.retryAfterSeconds : undefined,
      },
    }
  },
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

/**
 * Every procedure's first step: input nested too deeply, or holding text Postgres cannot store, is
 * refused before anything else walks it, and a service's AppError becomes the matching tRPC error
 * (and so the right HTTP status). One middleware, not two: each step of tRPC's chain copies its
 * options and context.
 */
const baseMiddleware = t.middleware(async ({ getRawInput, next }) => {
  const problem = inputShapeProblem(await getRawInput())
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem })
  const result = await next()
  if (!result.ok && result.error.cause instanceof AppError) {
    const appError = result.error.cause
    throw new TRPCError({ code: appError.trpcCode, message: appError.message, cause: appError })
  }
  return result
})

export const publicProcedure = t.procedure.use(baseMiddleware)

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.session()
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVER.notAuthenticated })
  // tRPC merges what is passed here into the context; spreading it here too would copy it twice.
  return next({ ctx: { user: session.user, sessionId: session.sessionId } })
})

/** The role is checked here, on the server; a hidden button is never the check. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: SERVER.notAdmin })
  return next()
})
