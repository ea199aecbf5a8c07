import { remove as foldConfusables } from 'confusables'
import type { Fraction } from '../questions/fraction'
import { LIVE_BOUNDS, tidyNickname } from './bounds'

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

/**
 * The streak bonus (a game's option, off by default; Kahoot's answer streak is of this form): a
 * right answer after `streak` right answers in a row earns streakStep for each of them, at most
 * streakMax (the second right in a row +100, the third +200, … the sixth and on +500). A wrong or
 * missed answer ends the streak; a wrong answer earns no bonus.
 */
export function streakBonus(streak: number, correct: boolean): number {
  if (!correct || streak <= 0) return 0
  return Math.min(streak * LIVE_BOUNDS.streakStep, LIVE_BOUNDS.streakMax)
}

/**
 * How many right answers in a row end just before question `index`: `answers` are the player's
 * earlier answers, any order; a question with no answer (missed) or a wrong one ends the run.
 */
export function streakBefore(index: number, answers: ReadonlyArray<{ questionIndex: number; correct: boolean }>) {
  const right = new Set(answers.filter((answer) => answer.correct).map((answer) => answer.questionIndex))
  let streak = 0
  while (right.has(index - 1 - streak)) streak++
  return streak
}

/**
 * Runs of an Indic script (India's scripts, with the signs they share), which the look-alike fold
 * leaves as they are: it drops combining marks, and an Indic vowel sign (a matra) is a letter of
 * the name, so "राम" and "रम" are two names.
 */
const INDIC_RUN =
  /[\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Olck}]+/u

/**
 * What makes two nicknames the same in one game: compatibility form, letters that imitate others
 * (Cyrillic а for Latin a, fullwidth forms) folded to the letter they imitate, case ignored, and
 * characters that show nothing dropped (a zero-width joiner too). Text in an Indic script is kept
 * whole, its vowel signs included.
 */
export function nicknameKey(nickname: string): string {
  const tidy = tidyNickname(nickname).replace(/[\p{Cf}\s]/gu, '')
  const parts = tidy.split(new RegExp(`(${INDIC_RUN.source})`, 'u'))
  // split with a capturing group: even places are the text between Indic runs, odd places the runs.
  const folded = parts.map((part, place) => (place % 2 === 1 ? part : foldConfusables(part))).join('')
  return folded.normalize('NFKC').toLocaleLowerCase('en')
}
