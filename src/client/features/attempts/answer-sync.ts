import { trpcClient } from '@/trpc'
import { keepUnsent, readUnsent } from './offline-answers'

/** A failed autosave is sent again after this long, when the browser is back online, and with the submit. */
const RETRY_MS = 3000

export interface Answer {
  questionId: string
  /** null: the question's timer ran out before it was answered. */
  selectedOption: number | null
  timeSpentSeconds: number
}

/** What the screen shows about the connection: lost or not, and how many answers wait for it. */
export interface SyncStatus {
  offline: boolean
  unsent: number
}

/** A call that got no answer from the server at all (no network), as opposed to one it refused. */
function isNetworkFailure(error: unknown): boolean {
  return !(error as { data?: unknown } | null)?.data
}

const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Autosave: each choice goes to the server at once. Until the server confirms it, the answer
 * stays pending, kept in IndexedDB too (offline-answers.ts), and is retried quietly; while the
 * browser is offline nothing is sent and everything waits for the connection. The submit carries
 * whatever is still pending, so a flaky connection never loses a choice. Outside React on purpose:
 * it is a queue, not state to render; the screen subscribes to its status.
 */
export function createAnswerSync(attemptId: string, onAttemptEnded: () => void) {
  const pending = new Map<string, Answer>()
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let running = true
  let status: SyncStatus = { offline: isBrowserOffline(), unsent: 0 }
  const listeners = new Set<() => void>()

  function setStatus(offline: boolean) {
    if (status.offline === offline && status.unsent === pending.size) return
    status = { offline, unsent: pending.size }
    for (const listener of listeners) listener()
  }

  function changed() {
    setStatus(status.offline)
    void keepUnsent(attemptId, [...pending.values()])
  }

  function send(answer: Answer) {
    if (isBrowserOffline()) {
      setStatus(true)
      return
    }
    trpcClient.attempts.saveAnswer.mutate({ attemptId, ...answer }).then(
      (outcome) => {
        // A newer choice for the same question may be on its way: that one stays pending.
        if (pending.get(answer.questionId) === answer) {
          pending.delete(answer.questionId)
          changed()
        }
        setStatus(false)
        // The deadline passed, or the server ended the attempt itself (anti-cheat).
        if (outcome.status === 'submitted' && running) onAttemptEnded()
      },
      (error: unknown) => {
        if (isNetworkFailure(error)) setStatus(true)
        scheduleRetry()
      },
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

  const onOnline = () => {
    setStatus(false)
    flush()
  }
  const onOffline = () => setStatus(true)

  return {
    save(answer: Answer) {
      pending.set(answer.questionId, answer)
      changed()
      if (running) send(answer)
    },
    /** Kept for the submit to carry, not sent on its own: the submit is on its way. */
    holdForSubmit(answer: Answer) {
      pending.set(answer.questionId, answer)
      changed()
    },
    /** Answers the server has not confirmed yet. */
    unsent(): Answer[] {
      return [...pending.values()]
    },
    /**
     * The answers an earlier visit kept in this browser and never got to the server, minus any the
     * player has chosen again since: queued and sent, and handed back for the screen to show.
     */
    async restore(): Promise<Answer[]> {
      const saved = (await readUnsent(attemptId)).filter((answer) => !pending.has(answer.questionId))
      for (const answer of saved) pending.set(answer.questionId, answer)
      if (saved.length > 0) {
        changed()
        flush()
      }
      return saved
    },
    /** Once the attempt is submitted, nothing is left to send from this browser. */
    forget() {
      pending.clear()
      void keepUnsent(attemptId, [])
    },
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      running = true
      window.addEventListener('online', onOnline)
      window.addEventListener('offline', onOffline)
      if (pending.size > 0) scheduleRetry()
    },
    /** On submit and on leaving the screen: no more retries (the submit carries the rest). */
    stop() {
      running = false
      clearTimeout(retryTimer)
      retryTimer = undefined
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    },
  }
}
