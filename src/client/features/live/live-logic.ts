import type { AnswerKey } from '#shared/questions/answer-key'
import type { QuestionView } from '#shared/questions/serve'

/**
 * The live game's screens' logic without React: where a guest's token is kept, the question's
 * clock from the server's times, which queries an event makes stale, and how answers fell.
 */

/** The storage key of what this browser keeps about one game: a guest's token, the totals before each question. */
const storageKey = (gameId: string) => `quizdom-live:${gameId}`

interface StoredGame {
  /** A guest's player token from live.join (a signed-in player has none). */
  playerToken?: string | undefined
  /** The nickname this browser joined under. */
  nickname?: string | undefined
  /** The player's points and right answers before each question, by its index, for the question's own result. */
  before?: Record<string, { points: number; correct: number }>
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

export const storedNickname = (gameId: string): string | undefined => readStored(gameId).nickname ?? undefined

/** What live.join answered: a guest's token (a signed-in player has none) and the nickname. */
export function storeJoined(gameId: string, joined: { playerToken: string | null; nickname: string }) {
  writeStored(gameId, (game) => ({
    ...game,
    nickname: joined.nickname,
    ...(joined.playerToken ? { playerToken: joined.playerToken } : {}),
  }))
}

export const storedTotalsBefore = (gameId: string, index: number) => readStored(gameId).before?.[String(index)]

/** The player's totals before question `index`: kept once, so a later reading (after answering) never replaces it. */
export function storeTotalsBefore(gameId: string, index: number, totals: { points: number; correct: number }) {
  if (storedTotalsBefore(gameId, index)) return false
  writeStored(gameId, (game) => ({ ...game, before: { ...game.before, [String(index)]: totals } }))
  return true
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

/** What the game's events say happened (the subscription's `kind`). */
export type GameEventKind = 'players' | 'question' | 'reveal' | 'scores' | 'podium' | 'ended'

/** The queries an event makes stale: the game's state, the standings, the results. */
export function staleAfter(kind: GameEventKind): ReadonlyArray<'state' | 'standings' | 'results'> {
  switch (kind) {
    case 'players':
      return ['state']
    case 'question':
      return ['state', 'standings']
    case 'reveal':
    case 'scores':
      return ['state', 'standings']
    case 'podium':
    case 'ended':
      return ['state', 'standings', 'results']
  }
}

/**
 * What changed between two readings of the game's state, as the event that would have said so;
 * null when nothing did. Used while the state is read again on a timer instead of events.
 */
export function eventBetween(
  before: { status: string; questionIndex: number; players: unknown[] } | undefined,
  after: { status: string; questionIndex: number; players: unknown[] },
): GameEventKind | null {
  if (!before) return null
  if (before.status !== after.status || before.questionIndex !== after.questionIndex) {
    if (after.status === 'ended') return 'ended'
    if (after.status === 'reveal') return 'reveal'
    return 'question'
  }
  if (before.players.length !== after.players.length) return 'players'
  return null
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

/** The answer key in words, for the question as `view` shows it: the right option's text, the right order… */
export function rightAnswerLines(view: QuestionView, key: AnswerKey, words: { yes: string; no: string }): string[] {
  switch (key.type) {
    case 'multiple-choice':
      return view.type === 'multiple-choice' ? [`${answerLetter(key.correct)}: ${view.options[key.correct]}`] : []
    case 'multiple-answers':
      return view.type === 'multiple-answers'
        ? key.correct.map((index) => `${answerLetter(index)}: ${view.options[index]}`)
        : []
    case 'true-false':
      return [key.correct ? words.yes : words.no]
    case 'numeric':
      // A relative tolerance is a share of the answer: 0.05 is 5%.
      if (key.tolerance <= 0) return [String(key.answer)]
      return [
        `${key.answer} ± ${key.toleranceType === 'relative' ? `${Number((key.tolerance * 100).toPrecision(12))}%` : key.tolerance}`,
      ]
    case 'short-answer':
      return key.acceptedAnswers
    case 'ordering':
      return view.type === 'ordering' ? key.correct.map((place, index) => `${index + 1}. ${view.items[place]}`) : []
    case 'matching':
      return view.type === 'matching'
        ? view.lefts.map((left, index) => `${left} → ${view.rights[key.correct[index]!]}`)
        : []
  }
}

/** The results CSV as a file the browser saves. */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
