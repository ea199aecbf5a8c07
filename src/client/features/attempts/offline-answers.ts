import { createStore, del, get, set } from 'idb-keyval'
import type { PlayerResponse } from '#shared/questions/responses'
import type { Answer } from './answer-sync'

/*
 * Answers the server has not confirmed yet, kept in this browser's IndexedDB per attempt, so an
 * answer given while the network is down survives a closed tab or a reload and is sent when the
 * attempt screen opens again. Beside them, under a key of their own, the drafts that cannot be
 * sent yet (a number half typed, a matching half done: decision 037), so they come back on screen
 * too. IndexedDB may be missing or blocked (some private modes): then both are kept in memory
 * only, as before.
 */

const store = typeof indexedDB === 'undefined' ? null : createStore('quizdom-attempts', 'unsent-answers')
const draftsKey = (attemptId: string) => `drafts:${attemptId}`

/** Drafts that cannot be sent yet, by question id. */
export type KeptDrafts = Record<string, PlayerResponse>

async function keep(key: string, value: unknown, isEmpty: boolean): Promise<void> {
  if (!store) return
  try {
    if (isEmpty) await del(key, store)
    else await set(key, value, store)
  } catch {
    // Storage refused: the answers are still in memory and in the next submit.
  }
}

async function read(key: string): Promise<unknown> {
  if (!store) return undefined
  try {
    return await get(key, store)
  } catch {
    return undefined
  }
}

export const keepUnsent = (attemptId: string, answers: Answer[]) => keep(attemptId, answers, answers.length === 0)

export async function readUnsent(attemptId: string): Promise<Answer[]> {
  const saved = await read(attemptId)
  return Array.isArray(saved) ? saved.map(asAnswer).filter((answer) => answer !== null) : []
}

export const keepDrafts = (attemptId: string, drafts: KeptDrafts) =>
  keep(draftsKey(attemptId), drafts, Object.keys(drafts).length === 0)

export async function readDrafts(attemptId: string): Promise<KeptDrafts> {
  const saved = await read(draftsKey(attemptId))
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {}
  return Object.fromEntries(Object.entries(saved).filter(([, draft]) => isResponse(draft))) as KeptDrafts
}

function isResponse(value: unknown): value is PlayerResponse {
  return (
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((item) => Number.isInteger(item)))
  )
}

/**
 * A kept answer, or null when it is not one. Answers kept before question types had
 * `selectedOption` (an option's index, or null) where `response` is now.
 */
function asAnswer(value: unknown): Answer | null {
  if (typeof value !== 'object' || value === null) return null
  const { questionId, response, selectedOption, timeSpentSeconds } = value as Record<string, unknown>
  if (typeof questionId !== 'string' || typeof timeSpentSeconds !== 'number' || !Number.isFinite(timeSpentSeconds))
    return null
  const given = response !== undefined ? response : selectedOption
  if (given !== null && !isResponse(given)) return null
  return { questionId, response: given, timeSpentSeconds }
}
