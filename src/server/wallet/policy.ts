import { AppError } from '#server/errors'
import type { RateLimitRule } from '#server/http/rate-limit'
import { m } from '#shared/i18n'

/** Money requests, per user and per address: a flood of requests is refused before it reaches the queue. */
export const MONEY_LIMIT: RateLimitRule = { bucket: 'money', per: 'user' }

/**
 * A user acts on their own transactions only. Someone else's is answered as an unknown one (the
 * caller's 404): its type and status are not theirs to learn.
 */
export function isOwnTransaction(userId: string, transaction: { user_id: string }): boolean {
  return transaction.user_id === userId
}

/** Money requests need a second person: an admin never approves or rejects their own. */
export function assertNotOwnRequest(adminId: string, request: { user_id: string }): void {
  if (request.user_id === adminId) throw new AppError('FORBIDDEN', m.wallet_messages_own_request())
}

/** Nor does an admin post an adjustment to their own wallet. */
export function assertNotOwnWallet(adminId: string, userId: string): void {
  if (userId === adminId) throw new AppError('FORBIDDEN', m.wallet_messages_own_wallet())
}

/**
 * Money leaves only for a proven address while mail is on: the address is where the payout notice
 * and a password reset go, so an unproven one would let a typo or a squatter hold the account.
 */
export function assertMayWithdraw(user: { email_verified_at: Date | null }, isMailOn: boolean): void {
  if (isMailOn && !user.email_verified_at) throw new AppError('FORBIDDEN', m.account_server_verified_email_required())
}
