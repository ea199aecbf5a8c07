import type { z } from 'zod'
import type { GoogleSignInSchema, LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { SERVER } from '#shared/messages'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import * as auth from './service'
import { createSession, deleteSession } from './session'

/**
 * What a request does with identity: the service rules plus the request's own parts (rate limits,
 * the session cookie). tRPC procedures and REST adapters both call these, and nothing else.
 */
async function startSession(ctx: RequestContext, userId: string) {
  const session = await createSession(ctx.db, userId)
  ctx.startSession(session.token, session.expiresAt)
}

export async function signup(ctx: RequestContext, input: z.output<typeof SignupSchema>) {
  ctx.rateLimit('signup')
  return auth.signup(ctx.db, input, ctx.env.adminEmails)
}

export async function login(ctx: RequestContext, input: z.output<typeof LoginSchema>) {
  ctx.rateLimit('login', input.email)
  const user = await auth.login(ctx.db, input, ctx.env.adminEmails)
  await startSession(ctx, user.id)
  return user
}

export async function googleSignIn(ctx: RequestContext, input: z.output<typeof GoogleSignInSchema>) {
  ctx.rateLimit('google')
  const clientId = ctx.env.googleClientId
  if (!clientId) throw new AppError('NOT_CONFIGURED', SERVER.googleNotConfigured)
  const identity = await ctx.google.verify(input.credential, clientId)
  if (!identity) throw new AppError('UNAUTHORIZED', SERVER.googleTokenInvalid)
  const result = await auth.googleSignIn(ctx.db, identity, ctx.env.adminEmails)
  await startSession(ctx, result.user.id)
  return result
}

export async function logout(ctx: RequestContext) {
  const session = await ctx.session()
  if (session) await deleteSession(ctx.db, session.sessionId)
  ctx.endSession()
}

export async function currentUser(ctx: RequestContext) {
  const session = await ctx.session()
  return session ? auth.getPublicUser(ctx.db, session.user.id) : null
}

export async function updateProfile(
  ctx: RequestContext,
  session: { userId: string; sessionId: string },
  input: z.output<typeof ProfileUpdateSchema>,
) {
  return auth.updateProfile(ctx.db, session.userId, input, session.sessionId, ctx.env.adminEmails)
}
