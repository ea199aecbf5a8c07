import { NOTIFICATION_LINKS, SECURITY_NOTICES } from '#shared/notifications'
import type { RequestContext } from '#server/context'
import { notify, notifyDeps } from '#server/notifications/service'
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceNonceFor, issueDeviceCookie } from './device-cookie'
import * as users from './repository'
import { createSession, deleteSession } from './session'
import { describeBrowser } from './user-agent'

/**
 * What signing in, signing out and changing a password do to the browser's cookies. Both shells
 * call these after the service has done its part, so a tRPC call and a REST call leave the browser
 * in the same state.
 */

/**
 * A new session for this browser, which from now on is trusted for this account. A browser whose
 * device cookie was not already good for this account has not signed in to it before (or not since
 * its password changed): the owner is told, with the session's own transaction. The sign-in that
 * creates an account (Google's first) is news to no one.
 */
export async function signIn(
  ctx: RequestContext,
  userId: string,
  options: { isNewAccount?: boolean } = {},
): Promise<void> {
  const isKnownBrowser = options.isNewAccount === true || (await isTrustedDevice(ctx, userId))
  const session = await ctx.db.transaction().execute(async (trx) => {
    const created = await createSession(trx, userId, { userAgent: ctx.userAgent, ip: ctx.ip })
    if (!isKnownBrowser) {
      await notify(trx, notifyDeps(ctx), {
        userId,
        kind: 'security',
        ...SECURITY_NOTICES.newSignIn(describeBrowser(ctx.userAgent), ctx.ip),
        link: NOTIFICATION_LINKS.sessions,
      })
    }
    return created
  })
  ctx.startSession(session.token, session.expiresAt)
  await trustThisDevice(ctx, userId)
}

/**
 * A new password account: the browser that chose the password is its owner's, so it is trusted
 * from the start, and its first sign-in is no stranger's.
 */
export async function signedUp(ctx: RequestContext, userId: string): Promise<void> {
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

/** Whether this browser carries a device cookie signed for this account as its credentials are now. */
async function isTrustedDevice(ctx: RequestContext, userId: string): Promise<boolean> {
  const account = await users.findDeviceAccount(ctx.db, userId)
  return account !== undefined && (await deviceNonceFor(ctx.db, ctx.deviceCookie.read(), account)) !== null
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
