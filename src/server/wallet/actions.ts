import type { z } from 'zod'
import type { AddFundsSchema, WithdrawSchema } from '#shared/schemas/wallet'
import type { RequestContext } from '#server/context'
import * as wallet from './service'

/** Money requests are rate-limited per IP and per account: a flood of requests is refused early. */
export function addFunds(ctx: RequestContext, userId: string, input: z.output<typeof AddFundsSchema>) {
  ctx.rateLimit('money', userId)
  return wallet.requestAddFunds(ctx.db, userId, input)
}

export function withdraw(ctx: RequestContext, userId: string, input: z.output<typeof WithdrawSchema>) {
  ctx.rateLimit('money', userId)
  return wallet.requestWithdrawal(ctx.db, userId, input)
}
