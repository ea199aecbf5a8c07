import type { GameEventKind } from '#shared/live/events'
import type { AnswerKey } from '#shared/questions/answer-key'
import type { QuestionView } from '#shared/questions/serve'
import { answerLines } from '@/lib/answer-lines'

/**
 * The live game's screens' logic without React: where a guest's token is kept, the question's
 * clock from the server's times, which queries an event makes stale, and how answers fell.
 */

/** The storage key of what this browser keeps about one game: a guest's token, the questions answered. */
const storageKey = (gameId: string) => `quizdom-live:${gameId}`

interface StoredGame {
  /** A guest's player token from live.join (a signed-in player has none). */
  playerToken?: string | undefined
  /** The player's id in the game, from live.join. */
  playerId?: string | undefined
  /** The nickname this browser joined under. */
  nickname?: string | undefined
  /** The questions this browser has answered, by index. */
  answered?: number[]
}

function readStored(gameId: string): StoredGame {
  try {
    const text = localStorage.getItem(storageKey(gameId))
    const value: unknown = text ? JSON.parse(text) : null
    return value && typeof value === 'object' ? (value as StoredGame) : {}
  } catch {
    return {}
  }
}

function writeStored(gameId: string, change: (game: StoredGame) => StoredGame) {
  try {
    localStorage.setItem(storageKey(gameId), JSON.stringify(change(readStored(gameId))))
  } catch {
    // Storage full or refused (a private window): the game goes on, a reload only forgets more.
  }
}

export const storedPlayerToken = (gameId: string): string | undefined => readStored(gameId).playerToken ?? undefined

export const storedPlayerId = (gameId: string): string | undefined => readStored(gameId).playerId ?? undefined

export const storedNickname = (gameId: string): string | undefined => readStored(gameId).nickname ?? undefined

/** What live.join answered: a guest's token (a signed-in player has none) and the nickname. */
export function storeJoined(
  gameId: string,
  joined: { playerId: string; playerToken: string | null; nickname: string },
) {
  writeStored(gameId, (game) => ({
    ...game,
    playerId: joined.playerId,
    nickname: joined.nickname,
    ...(joined.playerToken ? { playerToken: joined.playerToken } : {}),
  }))
}

export const hasAnswered = (gameId: string, index: number) => readStored(gameId).answered?.includes(index) ?? false

export function storeAnswered(gameId: string, index: number) {
  writeStored(gameId, (game) => ({ ...game, answered: [...new Set([...(game.answered ?? []), index])] }))
}

/**
 * When the open question closes on this device's clock: the server's closing time less the
 * server's now, both from one answer, added to the moment the answer arrived here. The device's
 * own time of day never counts, only how much of it has passed since.
 */
export function localDeadline(question: { closesAt: string }, serverNow: string, receivedAt: number): number {
  return receivedAt + (Date.parse(question.closesAt) - Date.parse(serverNow))
}

/** Whole seconds left until `deadline` (a local time in ms), rounded up; 0 once it has passed. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000))

/**
 * The queries an event makes stale for the host or a player. Players joining matter to the host's
 * lobby only; a player hears of a removal, which their own state then says (a crowd joining asks
 * nothing of each player's phone).
 */
export function staleAfter(
  event: { kind: GameEventKind; playerId?: string | undefined },
  viewer: { isHost: boolean; playerId?: string | undefined },
): ReadonlyArray<'state' | 'standings' | 'results'> {
  switch (event.kind) {
    case 'players':
      if (viewer.isHost) return ['state']
      // A removal: this player's, or one this device cannot tell from its own (joined elsewhere).
      return event.playerId && (!viewer.playerId || viewer.playerId === event.playerId) ? ['state'] : []
    case 'question':
    case 'reveal':
      return ['state', 'standings']
    case 'scores':
      return ['standings']
    case 'podium':
    case 'ended':
      return ['state', 'standings', 'results']
  }
}

/** The shapes and colours of answers by place, so no answer is told by its colour alone. */
const ANSWER_LOOKS = [
  { shape: 'triangle', className: 'bg-red-700 text-white hover:bg-red-800' },
  { shape: 'diamond', className: 'bg-blue-700 text-white hover:bg-blue-800' },
  { shape: 'circle', className: 'bg-amber-700 text-white hover:bg-amber-800' },
  { shape: 'square', className: 'bg-green-700 text-white hover:bg-green-800' },
] as const

export const answerLook = (index: number) => ANSWER_LOOKS[index % ANSWER_LOOKS.length]!

/** A place's letter (A, B…), beside its shape. */
export const answerLetter = (index: number) => String.fromCharCode(65 + index)

/** How many sent each option (a multiple-answers response counts for every option it holds). */
export function optionCounts(
  optionCount: number,
  distribution: ReadonlyArray<{ response?: unknown; count: number }>,
): number[] {
  const counts = Array.from({ length: optionCount }, () => 0)
  for (const { response, count } of distribution) {
    const chosen = Array.isArray(response) ? response : [response]
    for (const option of chosen) if (typeof option === 'number' && option in counts) counts[option]! += count
  }
  return counts
}

/** True and false: how many sent each, true first. */
export function trueFalseCounts(distribution: ReadonlyArray<{ response?: unknown; count: number }>): [number, number] {
  let yes = 0
  let no = 0
  for (const { response, count } of distribution) {
    if (response === true) yes += count
    else if (response === false) no += count
  }
  return [yes, no]
}

/** An ordering or matching: how many sent the right answer, and how many something else. */
export function rightAndOther(
  correct: readonly number[],
  distribution: ReadonlyArray<{ response?: unknown; count: number }>,
): { right: number; other: number } {
  let right = 0
  let other = 0
  for (const { response, count } of distribution) {
    const same =
      Array.isArray(response) && response.length === correct.length && response.every((v, i) => v === correct[i])
    if (same) right += count
    else other += count
  }
  return { right, other }
}

/** The answer key in words, for the question as `view` shows it, each right option with its letter. */
export const rightAnswerLines = (view: QuestionView, key: AnswerKey, words: { yes: string; no: string }) =>
  answerLines(view, key, words, (index, text) => `${answerLetter(index)}: ${text}`)

/** The results CSV as a file the browser saves. */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
