import type { DB } from '#server/db/index'
import { hasPaidFor } from '#server/quizzes/service'
import { chargeForQuiz } from '#server/wallet/service'

export interface StartingQuiz {
  id: string
  creatorId: string
  isPaid: boolean
  pricePaise: number
  title: string
}

/**
 * The one place where a paid quiz is paid for, inside the start transaction (no attempt without its charge):
 * the player pays once, at the first start; retakes and the creator's own plays are free.
 * Returns true when this start charged the player.
 */
export async function ensurePaidAccess(
  trx: DB,
  quiz: StartingQuiz,
  userId: string,
  platformFeePercent: number,
): Promise<boolean> {
  if (!quiz.isPaid || quiz.pricePaise === 0 || quiz.creatorId === userId) return false
  if (await hasPaidFor(trx, userId, quiz.id)) return false
  await chargeForQuiz(trx, quiz, userId, platformFeePercent)
  return true
}
