/*
 * What must survive a reload of the attempt screen, kept in this tab's sessionStorage. Storage
 * may be blocked (private mode): then the screen works as before, only without these memories.
 */

const startedKey = (quizId: string) => `quizdom-attempt:${quizId}`
const questionKey = (attemptId: string) => `quizdom-question-shown:${attemptId}`

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * A paid quiz asks for confirmation before it starts; a reload in the middle resumes the same
 * attempt (no second charge), so it must not ask again.
 */
export function rememberStarted(quizId: string, attemptId: string) {
  write(startedKey(quizId), attemptId)
}

export function wasStarted(quizId: string): boolean {
  return read(startedKey(quizId)) !== null
}

export function forgetAttempt(quizId: string, attemptId: string) {
  write(startedKey(quizId), null)
  write(questionKey(attemptId), null)
}

/**
 * When the current question was first shown, so a reload does not hand out a fresh per-question
 * timer. Wall-clock time is the only clock that survives a reload; it is used only to bridge one.
 */
export function rememberQuestionShown(attemptId: string, questionId: string, shownAtEpochMs: number) {
  write(questionKey(attemptId), JSON.stringify({ questionId, shownAt: shownAtEpochMs }))
}

/** Milliseconds this question has already been on screen before a reload (0 if unknown). */
export function elapsedOnQuestion(attemptId: string, questionId: string): number {
  try {
    const saved = JSON.parse(read(questionKey(attemptId)) ?? 'null') as { questionId?: string; shownAt?: number } | null
    if (saved?.questionId !== questionId || typeof saved.shownAt !== 'number') return 0
    return Math.max(0, Date.now() - saved.shownAt)
  } catch {
    return 0
  }
}

/** The question last on screen before a reload, by id (null if unknown). */
export function lastQuestionShown(attemptId: string): string | null {
  try {
    const saved = JSON.parse(read(questionKey(attemptId)) ?? 'null') as { questionId?: string } | null
    return typeof saved?.questionId === 'string' ? saved.questionId : null
  } catch {
    return null
  }
}
