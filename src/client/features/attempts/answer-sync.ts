import type { PlayerResponse } from '#shared/questions/responses'
import { trpcClient } from '@/trpc'
import { keepDrafts, keepUnsent, readUnsent } from './offline-answers'

/** A failed autosave is sent again after this long, when the browser is back online, and with the submit. */
const RETRY_MS = 3000

/** A typed answer is sent once the typing has paused this long (or with the submit), not at every key. */
const TYPING_MS = 600

export interface Answer {
  questionId: string
  /**
   * The response in the indexes of what was shown, one the response schema takes (decision 037).
   * null: no answer, because the question's timer ran out or the player took the answer back.
   */
  response: PlayerResponse | null
  timeSpentSeconds: number
}

/**
 * An answer as the API takes it: `response`, or for no answer `selectedOption: null` (which every
 * question type takes as unanswered).
 */
export function toSent({ questionId, response, timeSpentSeconds }: Answer) {
  return response === null
    ? { questionId, selectedOption: null, timeSpentSeconds }
    : {
        questionId,
        response: Array.isArray(response) ? [...response] : (response as number | string | boolean),
        timeSpentSeconds,
      }
}

/** What the screen shows about the connection: lost or not, and how many answers wait for it. */
export interface SyncStatus {
  offline: boolean
  unsent: number
}

/** A call that got no answer from the server at all (no network), as opposed to one it refused. */
export function isNetworkFailure(error: unknown): boolean {
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
  /** Typed answers waiting for the typing to pause, by question. */
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>()
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
    trpcClient.attempts.saveAnswer.mutate({ attemptId, ...toSent(answer) }).then(
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

  function clearTyping() {
    for (const timer of typingTimers.values()) clearTimeout(timer)
    typingTimers.clear()
  }

  function flush() {
    clearTimeout(retryTimer)
    retryTimer = undefined
    clearTyping()
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
    /**
     * Kept at once (in memory, in IndexedDB, and for the submit) and sent: now, or for a typed
     * answer (`typing`) once the typing pauses.
     */
    save(answer: Answer, { typing = false }: { typing?: boolean } = {}) {
      pending.set(answer.questionId, answer)
      changed()
      clearTimeout(typingTimers.get(answer.questionId))
      typingTimers.delete(answer.questionId)
      if (!running) return
      if (!typing) return send(answer)
      typingTimers.set(
        answer.questionId,
        setTimeout(() => {
          typingTimers.delete(answer.questionId)
          const latest = pending.get(answer.questionId)
          if (running && latest) send(latest)
        }, TYPING_MS),
      )
    },
    /** Kept for the submit to carry, not sent on its own: the submit is on its way. */
    holdForSubmit(answer: Answer) {
      pending.set(answer.questionId, answer)
      changed()
    },
    /** Resolves once the server has confirmed every answer given to this question so far. */
    settled(questionId: string): Promise<void> {
      if (!pending.has(questionId)) return Promise.resolve()
      return new Promise((resolve) => {
        const check = () => {
          if (pending.has(questionId)) return
          listeners.delete(check)
          resolve()
        }
        listeners.add(check)
      })
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
      clearTyping()
      void keepUnsent(attemptId, [])
      void keepDrafts(attemptId, {})
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
      clearTyping()
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    },
  }
}
