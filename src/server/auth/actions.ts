import type { z } from 'zod'
import type { GoogleSignInSchema, LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { SERVER } from '#shared/messages'
import type { RequestContext } from '#server/context'
import { AppError } from '#server/errors'
import * as auth from './service'
import { limitKey } from '#server/http/rate-limit'
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceNonceFor, issueDeviceCookie } from './device-cookie'
import * as users from './repository'
import { createSession, deleteSession } from './session'

/**
 * What a request does with identity: the service rules plus the request's own parts (rate limits,
 * the session cookie). tRPC procedures and REST adapters both call these, and nothing else.
 */
async function startSession(ctx: RequestContext, userId: string) {
  const session = await createSession(ctx.db, userId)
  ctx.startSession(session.token, session.expiresAt)
  await trustThisDevice(ctx, userId)
}

/**
 * This browser has signed in to this account: from here on, a stranger's failures cannot lock it
 * out (device-cookie.ts). A new nonce each time, so its failure count starts afresh.
 */
async function trustThisDevice(ctx: RequestContext, userId: string) {
  const account = await users.findDeviceAccount(ctx.db, userId)
  if (!account) return
  const expiresAt = new Date(Date.now() + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000)
  ctx.deviceCookie.write(await issueDeviceCookie(ctx.db, account), expiresAt)
}

/**
 * The keys a login attempt counts under. A browser whose device cookie was signed for this account
 * has a budget of its own; every other client shares the account's and its IP's budgets.
 */
async function loginLimitKeys(ctx: RequestContext, email: string): Promise<string[]> {
  const cookie = ctx.deviceCookie.read()
  const account = cookie ? await users.findDeviceAccountByEmail(ctx.db, email) : undefined
  const nonce = account ? await deviceNonceFor(ctx.db, cookie, account) : null
  return nonce ? [limitKey.device(nonce)] : [limitKey.ip(ctx.ip), limitKey.account(email)]
}

export async function signup(ctx: RequestContext, input: z.output<typeof SignupSchema>) {
  ctx.rateLimit('signup')
  return auth.signup(ctx.db, input, ctx.env.adminEmails)
}

/**
 * Every attempt is counted before the password is checked, so guesses sent all at once cannot
 * slip past the budget while the slow hash runs; a successful login takes its count back, so only
 * failures stay counted and a person who signs in often is never slowed down.
 */
export async function login(ctx: RequestContext, input: z.output<typeof LoginSchema>) {
  const keys = await loginLimitKeys(ctx, input.email)
  ctx.limiter.hit('login', keys)
  const user = await auth.login(ctx.db, input, ctx.env.adminEmails)
  ctx.limiter.refund('login', keys)
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
  const user = await auth.updateProfile(ctx.db, session.userId, input, session.sessionId, ctx.env.adminEmails)
  // A new password ends the trust of every device cookie signed before it; the browser that set
  // it has just proven itself, so it is trusted again at once.
  if (input.password) await trustThisDevice(ctx, session.userId)
  return user
}
