import type { RequestContext } from '#server/context'
import { DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceCookie } from './device-cookie'
import * as users from './repository'
import { createSession, deleteSession } from './session'

/**
 * What signing in, signing out and changing a password do to the browser's cookies. Both shells
 * call these after the service has done its part, so a tRPC call and a REST call leave the browser
 * in the same state.
 */

/** A new session for this browser, which from now on is trusted for this account. */
export async function signIn(ctx: RequestContext, userId: string): Promise<void> {
  const session = await createSession(ctx.db, userId, { userAgent: ctx.userAgent, ip: ctx.ip })
  ctx.startSession(session.token, session.expiresAt)
  await trustThisDevice(ctx, userId)
}

/** Ends this browser's session, if it has one: the row goes, and the cookie with it. */
export async function signOut(ctx: RequestContext): Promise<void> {
  const session = await ctx.session()
  if (session) await deleteSession(ctx.db, session.sessionId)
  ctx.endSession()
}

/**
 * A new password ends the trust of every device cookie signed before it; the browser that set it
 * has just proven itself, so it is trusted again at once.
 */
export async function profileUpdated(ctx: RequestContext, userId: string, change: { password?: string | undefined }) {
  if (change.password) await trustThisDevice(ctx, userId)
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
