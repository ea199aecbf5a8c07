import type { DB } from '#server/db/index'
import type { NotifyDeps } from '#server/notifications/service'
import { hasPaidFor } from '#server/quizzes/service'
import { seriesCoversStart } from '#server/series/service'
import { chargeForQuiz } from '#server/wallet/service'

/**
 * The platform's share of a sale (PLATFORM_FEE_PERCENT, read only from the environment) and how the
 * creator is told of it: needed only to sell. A start without terms serves free quizzes only.
 */
export interface SaleTerms {
  platformFeePercent: number
  notices: NotifyDeps
}

export interface StartingQuiz {
  id: string
  creatorId: string
  isPaid: boolean
  pricePaise: number
  title: string
}

/**
 * The one place where a paid quiz is paid for, inside the start transaction (no attempt without its charge):
 * the player pays once, at the first start; retakes and the creator's own plays are free. A test
 * series the player bought covers its paid mocks once each is open, and refuses one before then
 * (decision 042); a quiz bought alone before stays theirs whatever the series says.
 * Returns true when this start charged the player.
 */
export async function ensurePaidAccess(
  trx: DB,
  quiz: StartingQuiz,
  userId: string,
  terms: SaleTerms | undefined,
): Promise<boolean> {
  if (!quiz.isPaid || quiz.pricePaise === 0 || quiz.creatorId === userId) return false
  if (await hasPaidFor(trx, userId, quiz.id)) return false
  if (await seriesCoversStart(trx, userId, quiz.id)) return false
  // A programming error, not a player's: every shell passes startOptions(ctx).
  if (!terms) throw new Error('A paid start needs the sale terms: the platform’s fee and the notices’ deps')
  await chargeForQuiz(trx, terms.notices, quiz, userId, terms.platformFeePercent)
  return true
}
