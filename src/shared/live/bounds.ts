/**
 * The limits of a live game, for the forms and the server alike: a module of its own, so a screen
 * that needs a limit carries none of the rules' code (the look-alike fold and its table).
 */
export const LIVE_BOUNDS = {
  nicknameMin: 2,
  nicknameMax: 20,
  /** Digits in a PIN. */
  pinLength: 6,
  /** A finished game's PIN is not given out again for this long. */
  pinReuseHours: 24,
  /** How long a guest's game cookie (REST's player token) lasts. */
  gameCookieHours: 24,
  /** Players told of each question's standings: the top of the board, besides their own place. */
  topCount: 10,
  podiumDefault: 3,
  podiumMax: 10,
  /** Most points for an answer right at the moment its question opened. */
  maxPoints: 1000,
  /** The streak bonus: points for each right answer in a row beyond the first, and the most it adds. */
  streakStep: 100,
  streakMax: 500,
} as const

/**
 * A nickname as shown: its spaces trimmed and runs of them made one, in Unicode's compatibility
 * form. The join form measures the same text the server stores.
 */
export const tidyNickname = (nickname: string) => nickname.normalize('NFKC').trim().replace(/\s+/gu, ' ')
