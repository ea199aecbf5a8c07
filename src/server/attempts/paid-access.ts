import { AppError } from '#server/errors'
import type { DB } from '#server/db/index'

export interface StartingQuiz {
  id: string
  creatorId: string
  isPaid: boolean
  pricePaise: number
  title: string
}

/**
 * The one place where a paid quiz is paid for, inside the start transaction (DESIGN section 5):
 * the player pays once, at the first start; retakes and the creator's own plays are free.
 * Returns true when this start charged the player.
 */
export async function ensurePaidAccess(trx: DB, quiz: StartingQuiz, userId: string): Promise<boolean> {
  if (!quiz.isPaid || quiz.pricePaise === 0 || quiz.creatorId === userId) return false
  const earlier = await trx
    .selectFrom('attempts')
    .select('id')
    .where('quiz_id', '=', quiz.id)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst()
  if (earlier) return false
  // The wallet (issue 5) charges here. Until it exists, a paid quiz cannot be opened for free.
  throw new AppError('PAYMENT_REQUIRED', 'Paid quizzes open once the wallet is available')
}
