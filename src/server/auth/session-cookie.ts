import { createHash } from 'node:crypto'
import type { RequestContext } from '#server/context'
import { limitKey } from '#server/http/rate-limit'
import { accountDeps, tellOfNewBrowser } from './account-service'
import { browserNonceOf, DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceCookie, newBrowserNonce } from './device-cookie'
import * as users from './repository'
import { createSession, deleteSession } from '#server/identity/session'

/**
 * What signing in, signing out and changing a password do to the browser's cookies. Both shells
 * call these after the service has done its part, so a tRPC call and a REST call leave the browser
 * in the same state.
 */

/**
 * A new session for this browser, which from now on is trusted for this account. A browser the
 * account has not seen before is news to its owner, told by mail in the session's own
 * transaction; once per browser, however often it signs in, out, to other accounts or after a new
 * password. The sign-in that creates an account (Google's first) is news to no one.
 */
export async function signIn(
  ctx: RequestContext,
  userId: string,
  options: { isNewAccount?: boolean } = {},
): Promise<void> {
  const nonce = browserNonce(ctx)
  const session = await ctx.db.transaction().execute(async (trx) => {
    const created = await createSession(trx, userId, { userAgent: ctx.userAgent, ip: ctx.ip })
    const isNewBrowser = await users.rememberBrowser(trx, userId, browserKeys(ctx, nonce))
    if (isNewBrowser && !options.isNewAccount) {
      await tellOfNewBrowser(trx, accountDeps(ctx), userId, {
        userAgent: ctx.userAgent,
        ip: ctx.ip,
        at: new Date(),
      })
    }
    return created
  })
  ctx.startSession(session.token, session.expiresAt)
  await trustThisDevice(ctx, userId, nonce)
}

/**
 * A new password account: the browser that chose the password is its owner's, so it is trusted
 * and known from the start, and its first sign-in is no stranger's.
 */
export async function signedUp(ctx: RequestContext, userId: string): Promise<void> {
  const nonce = browserNonce(ctx)
  await users.rememberBrowser(ctx.db, userId, browserKeys(ctx, nonce))
  await trustThisDevice(ctx, userId, nonce)
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
  if (change.password) await trustThisDevice(ctx, userId, browserNonce(ctx))
}

/**
 * A reset link opened and a new password set: this browser has proven the mailbox, which is as
 * much as the account's owner can prove. So it is trusted and known from now on, and the failures
 * strangers piled on the account's address are forgotten: the owner signs in at once, here or
 * anywhere (decision 006).
 */
export async function passwordWasReset(ctx: RequestContext, account: { userId: string; email: string }) {
  const nonce = browserNonce(ctx)
  await users.rememberBrowser(ctx.db, account.userId, browserKeys(ctx, nonce))
  await trustThisDevice(ctx, account.userId, nonce)
  await ctx.limiter.forgive(limitKey.account(account.email))
}

/** This browser's name: the one its device cookie carries (for any account), or a new one. */
function browserNonce(ctx: RequestContext): string {
  return browserNonceOf(ctx.deviceCookie.read()) ?? newBrowserNonce()
}

/**
 * What the account knows a browser by: the name in its device cookie, and its User-Agent with its
 * address, for a client that keeps no cookies (a script signing in each time is one browser, not
 * a new one each time). Hashed: the list is for recognising, not for reading.
 */
function browserKeys(ctx: RequestContext, nonce: string): Uint8Array[] {
  const hash = (text: string) => createHash('sha256').update(text).digest()
  return [hash(`cookie:${nonce}`), hash(`agent:${ctx.userAgent ?? ''}\n${ctx.ip}`)]
}

/**
 * This browser has signed in to this account: from here on, a stranger's failures cannot slow it
 * down (device-cookie.ts), and its own failures so far are forgotten.
 */
async function trustThisDevice(ctx: RequestContext, userId: string, nonce: string) {
  const account = await users.findDeviceAccount(ctx.db, userId)
  if (!account) return
  const expiresAt = new Date(Date.now() + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000)
  ctx.deviceCookie.write(await issueDeviceCookie(ctx.db, account, nonce), expiresAt)
  await ctx.limiter.clear('login', [limitKey.device(userId, nonce)])
}
