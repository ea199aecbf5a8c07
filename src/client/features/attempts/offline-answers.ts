import { createStore, del, get, set } from 'idb-keyval'
import type { Answer } from './answer-sync'

/*
 * Answers the server has not confirmed yet, kept in this browser's IndexedDB per attempt, so a
 * choice made while the network is down survives a closed tab or a reload and is sent when the
 * attempt screen opens again. IndexedDB may be missing or blocked (some private modes): then the
 * answers are kept in memory only, as before.
 */

const store = typeof indexedDB === 'undefined' ? null : createStore('quizdom-attempts', 'unsent-answers')

export async function keepUnsent(attemptId: string, answers: Answer[]): Promise<void> {
  if (!store) return
  try {
    if (answers.length === 0) await del(attemptId, store)
    else await set(attemptId, answers, store)
  } catch {
    // Storage refused: the answers are still in memory and in the next submit.
  }
}

export async function readUnsent(attemptId: string): Promise<Answer[]> {
  if (!store) return []
  try {
    const saved: unknown = await get(attemptId, store)
    return Array.isArray(saved) ? (saved as Answer[]).filter(isAnswer) : []
  } catch {
    return []
  }
}

function isAnswer(value: Answer): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.questionId === 'string' &&
    (value.selectedOption === null || Number.isInteger(value.selectedOption)) &&
    Number.isFinite(value.timeSpentSeconds)
  )
}
