import { remove as foldConfusables } from 'confusables'
import type { Fraction } from '../questions/fraction'

/** The limits of a live game, for the forms and the server alike. */
export const LIVE_BOUNDS = {
  nicknameMin: 2,
  nicknameMax: 20,
  /** Digits in a PIN. */
  pinLength: 6,
  /** A finished game's PIN is not given out again for this long. */
  pinReuseHours: 24,
  /** Players told of each question's standings: the top of the board, besides their own place. */
  topCount: 10,
  podiumDefault: 3,
  podiumMax: 10,
  /** Most points for an answer right at the moment its question opened. */
  maxPoints: 1000,
} as const

/**
 * Kahoot's published rule, on the server's clock only: round((1 − (t/T)/2) × 1000) × the share of
 * the question the answer earned, t the time from the question's opening to the answer's arrival
 * and T the question's time limit (an answer at 2.0 s of 30 → 967). The product is rounded to a
 * whole point, and nothing below 0 (a partly wrong answer earns no minus points in a game).
 */
export function livePoints(elapsedMs: number, limitSeconds: number, share: Fraction): number {
  if (share.num <= 0) return 0
  const t = Math.min(Math.max(elapsedMs, 0), limitSeconds * 1000)
  const base = Math.round((1 - t / (limitSeconds * 1000) / 2) * LIVE_BOUNDS.maxPoints)
  return Math.round((base * share.num) / share.den)
}

/** A nickname as shown: its spaces trimmed and runs of them made one, in Unicode's compatibility form. */
export const tidyNickname = (nickname: string) => nickname.normalize('NFKC').trim().replace(/\s+/gu, ' ')

/**
 * What makes two nicknames the same in one game: compatibility form, letters that imitate others
 * (Cyrillic а for Latin a, fullwidth forms) folded to the letter they imitate, case ignored, and
 * characters that show nothing dropped.
 */
export function nicknameKey(nickname: string): string {
  const tidy = tidyNickname(nickname).replace(/[\p{Cf}\s]/gu, '')
  return foldConfusables(tidy).normalize('NFKC').toLocaleLowerCase('en')
}
