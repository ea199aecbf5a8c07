import { ForgotPasswordSchema, LoginSchema, ProfileUpdateSchema } from '#shared/schemas/auth'
import type { RequestContext } from '#server/context'
import { type LimitKeys, limitKey, type RateLimitRule } from '#server/http/rate-limit'
import { deviceNonceFor } from './device-cookie'
import * as users from './repository'

/** New accounts, per address: one person makes a handful, a script makes thousands. */
export const SIGNUP_LIMIT: RateLimitRule = { bucket: 'signup', per: 'ip' }

/** Google sign-ins, per address: each one makes the server fetch and check a signed token. */
export const GOOGLE_LIMIT: RateLimitRule = { bucket: 'google', per: 'ip' }

/**
 * Password guesses. Every attempt is counted before the password is checked, so guesses sent all
 * at once cannot slip past the budget while the slow hash runs; a successful login takes its count
 * back, so only failures stay counted and a person who signs in often is never slowed down. A
 * login the input check will refuse is not counted: it never reaches the password.
 */
export const LOGIN_LIMIT: RateLimitRule = {
  bucket: 'login',
  per: async (ctx, rawInput) => {
    const login = LoginSchema.safeParse(rawInput)
    return login.success ? loginLimitKeys(ctx, login.data.email) : null
  },
  refundOnSuccess: true,
}

/**
 * The keys a login attempt counts under (decision 006). A browser whose device cookie was signed
 * for this account (device-cookie.ts) has a budget of its own. Every other client spends its
 * address's budget, and takes a turn at the account's address, which its failures slow down but
 * never shut: however often strangers fail, the owner's right password from a new browser is
 * answered within LOGIN_DELAY's longest wait.
 */
async function loginLimitKeys(ctx: RequestContext, email: string): Promise<LimitKeys> {
  const cookie = ctx.deviceCookie.read()
  const account = cookie ? await users.findDeviceAccountByEmail(ctx.db, email) : undefined
  const nonce = account ? await deviceNonceFor(ctx.db, cookie, account) : null
  if (account && nonce) return { counted: [limitKey.device(account.id, nonce)] }
  return { counted: [limitKey.ip(ctx.ip)], slowed: [limitKey.account(email)] }
}

/**
 * Calls that send mail. A reset link is counted per address asked for and per client, so nobody's
 * inbox can be flooded with links and nobody can try thousands of addresses.
 */
export const FORGOT_PASSWORD_LIMIT: RateLimitRule = {
  bucket: 'mail',
  per: async (ctx, rawInput) => {
    const input = ForgotPasswordSchema.safeParse(rawInput)
    return input.success ? [limitKey.ip(ctx.ip), limitKey.account(input.data.email)] : null
  },
}

/** "Resend" of the verification link: per account and client. */
export const RESEND_VERIFICATION_LIMIT: RateLimitRule = { bucket: 'mail', per: 'user' }

/**
 * Opening a link: only a failure stays counted (a token is 160 random bits, so this only slows a
 * client that sends garbage), and a person who opens their one link is never slowed.
 */
export const ACCOUNT_LINK_LIMIT: RateLimitRule = { bucket: 'mail', per: 'ip', refundOnSuccess: true }

/**
 * A profile change that checks the current password or sends mail (a new address): counted per
 * account and client, so a stolen session cannot guess the password through this form, nor flood
 * an inbox. Other profile edits are not counted.
 */
export const PROFILE_LIMIT: RateLimitRule = {
  bucket: 'mail',
  per: async (ctx, rawInput) => {
    const input = ProfileUpdateSchema.safeParse(rawInput)
    const session = await ctx.session()
    if (!input.success || !session) return null
    const isSensitive =
      input.data.currentPassword !== undefined ||
      input.data.password !== undefined ||
      (input.data.email !== undefined && input.data.email !== session.user.email?.toLowerCase())
    return isSensitive ? [limitKey.ip(ctx.ip), limitKey.account(session.user.id)] : null
  },
}

/** "Download my data", per account and client: each reads everything the person has. */
export const EXPORT_LIMIT: RateLimitRule = { bucket: 'export', per: 'user' }

/**
 * Deleting the account checks the password (or the username): counted per account and client in
 * the budget of the other password checks outside login, so a stolen session cannot guess the
 * password through this form either.
 */
export const DELETE_ACCOUNT_LIMIT: RateLimitRule = { bucket: 'mail', per: 'user' }

/**
 * Entering a code sent by SMS, per client: only failures stay counted. What may be sent, to a
 * number and from a client, is limited where the codes are kept (phone-codes.ts), whatever
 * RATE_LIMITS says: those limits keep strangers' phones from being flooded.
 */
export const PHONE_CODE_ENTRY_LIMIT: RateLimitRule = { bucket: 'phone', per: 'ip', refundOnSuccess: true }
