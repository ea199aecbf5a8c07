import { trpcClient } from '@/trpc'

/** A failed autosave is sent again after this long, when the browser is back online, and with the submit. */
const RETRY_MS = 3000

export interface Answer {
  questionId: string
  /** null: the question's timer ran out before it was answered. */
  selectedOption: number | null
  timeSpentSeconds: number
}

/**
 * Autosave: each choice goes to the server at once. Until the server confirms
 * it, the answer stays pending and is retried quietly; the submit carries whatever is still
 * pending, so a flaky connection never loses a choice. Outside React on purpose: it is a queue,
 * not state to render.
 */
export function createAnswerSync(attemptId: string, onAttemptEnded: () => void) {
  const pending = new Map<string, Answer>()
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let running = true

  function send(answer: Answer) {
    trpcClient.attempts.saveAnswer.mutate({ attemptId, ...answer }).then(
      (outcome) => {
        // A newer choice for the same question may be on its way: that one stays pending.
        if (pending.get(answer.questionId) === answer) pending.delete(answer.questionId)
        // The deadline passed, or the server ended the attempt itself (anti-cheat).
        if (outcome.status === 'submitted' && running) onAttemptEnded()
      },
      () => scheduleRetry(),
    )
  }

  function flush() {
    clearTimeout(retryTimer)
    retryTimer = undefined
    if (running) for (const answer of pending.values()) send(answer)
  }

  function scheduleRetry() {
    if (running && retryTimer === undefined) retryTimer = setTimeout(flush, RETRY_MS)
  }

  const onOnline = () => flush()

  return {
    save(answer: Answer) {
      pending.set(answer.questionId, answer)
      if (running) send(answer)
    },
    /** Kept for the submit to carry, not sent on its own: the submit is on its way. */
    holdForSubmit(answer: Answer) {
      pending.set(answer.questionId, answer)
    },
    /** Answers the server has not confirmed yet. */
    unsent(): Answer[] {
      return [...pending.values()]
    },
    start() {
      running = true
      window.addEventListener('online', onOnline)
      if (pending.size > 0) scheduleRetry()
    },
    /** On submit and on leaving the screen: no more retries (the submit carries the rest). */
    stop() {
      running = false
      clearTimeout(retryTimer)
      retryTimer = undefined
      window.removeEventListener('online', onOnline)
    },
  }
}
