import { AppError } from '#server/errors'
import { m } from '#shared/i18n'

/**
 * What a game or contest could ask of its players and give back: the one place the money rule of
 * live play is kept (decision 043). India's Promotion and Regulation of Online Gaming Act, 2025
 * bans games played for a stake in the hope of winning money, skill or not, so nothing a player
 * pays for pays money or wallet credit back by rank or score. A game has no entry price and no
 * money reward at all: rewards are places, badges and result cards. Nothing in src/server/live
 * reads or writes the wallet; this guard stands before every game or contest is made.
 */
export interface PlayTerms {
  entryPricePaise: number
  moneyRewardPaise: number
}

/** Refuses, in words, any game or contest with an entry price or any money reward. */
export function refuseStakesAndPrizes(terms: PlayTerms): void {
  if (terms.entryPricePaise !== 0) throw new AppError('BAD_REQUEST', m.live_no_entry_price())
  if (terms.moneyRewardPaise !== 0) throw new AppError('BAD_REQUEST', m.live_no_money_reward())
}
