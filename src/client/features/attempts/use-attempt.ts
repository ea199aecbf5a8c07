import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { AUTO_SUBMIT_TEXT, autoSubmittedMessage, type SubmitReason } from '#shared/anti-cheat'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc, trpcClient } from '@/trpc'
import { createAnswerSync } from './answer-sync'
import { elapsedOnQuestion, forgetAttempt, rememberQuestionShown } from './attempt-storage'
import { msUntil, useDeadline } from './countdown'
import type { AttemptResult, StartedAttempt } from './types'
import { m } from '#shared/i18n'

/** null: the server had already ended the attempt, so its own reason is the one to tell. */
type Reason = SubmitReason | null

export type Phase = { name: 'answering' } | { name: 'submitting' } | { name: 'failed'; reason: Reason }

/** The question on screen and when it was shown (performance.now()). */
interface Position {
  index: number
  shownAt: number
}

type Selections = Record<string, number | null>

/**
 * A reload resumes: saved answers come back, the screen opens on the first question without one
 * (a null answer timed out, so it is done), and that question keeps the time it had already used.
 */
function resumeState({ view }: StartedAttempt): { selections: Selections; position: Position } {
  const selections: Selections = {}
  for (const answer of view.answers) selections[answer.questionId] = answer.selectedOption
  const firstOpen = view.questions.findIndex((question) => !Object.hasOwn(selections, question.id))
  const index = firstOpen === -1 ? view.questions.length - 1 : firstOpen
  const question = view.questions[index]!
  const used = Math.min(elapsedOnQuestion(view.attemptId, question.id), question.timeLimit * 1000)
  return { selections, position: { index, shownAt: performance.now() - used } }
}

/** The attempt's one toast: a question's time up, the submission, its failure each take the last one's place. */
const toastOf = (attemptId: string) => `attempt-${attemptId}`

/**
 * The attempt's state and its sync with the server: selections (autosaved), the question on
 * screen, both deadlines, and the one submission. The server owns time; the client only ends
 * early for the player's sake.
 */
export function useAttempt(quizId: string, started: StartedAttempt) {
  const { view } = started
  const { attemptId, questions } = view
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [initial] = useState(() => resumeState(started))
  const [selections, setSelections] = useState(initial.selections)
  const [position, setPosition] = useState(initial.position)
  const [phase, setPhase] = useState<Phase>({ name: 'answering' })

  // Refs, not state: they guard against a second submission within the same tick.
  const submitting = useRef(false)
  const finished = useRef(false)
  // An automatic submission has said so already: its toast is the submission's, with its reason.
  const announced = useRef(false)
  const toastId = toastOf(attemptId)
  const endedOnServerRef = useRef<() => void>(() => {})
  const [sync] = useState(() => createAnswerSync(attemptId, () => endedOnServerRef.current()))

  const question = questions[position.index]!
  const isLast = position.index === questions.length - 1
  const totalDeadline = started.requestedAt + view.remainingMs
  const questionDeadline = position.shownAt + question.timeLimit * 1000
  const enforceQuestionTime = view.settings.antiCheat.timeLimit

  useEffect(() => {
    sync.start()
    return () => sync.stop()
  }, [sync])
  const syncStatus = useSyncExternalStore(sync.subscribe, sync.status)

  // Answers an earlier visit kept offline come back on screen and go to the server; the screen
  // moves past the question it opened on when one of them answered it.
  useEffect(() => {
    let isCurrent = true
    void sync.restore().then((saved) => {
      if (!isCurrent || saved.length === 0 || finished.current) return
      const restored: Selections = {}
      for (const answer of saved) restored[answer.questionId] = answer.selectedOption
      setSelections((current) => ({ ...current, ...restored }))
      const answered = { ...initial.selections, ...restored }
      const firstOpen = questions.findIndex((item) => !Object.hasOwn(answered, item.id))
      setPosition((current) =>
        current.index === initial.position.index && firstOpen > current.index
          ? { index: firstOpen, shownAt: performance.now() }
          : current,
      )
    })
    return () => {
      isCurrent = false
    }
  }, [sync, questions, initial])

  useEffect(() => {
    if (finished.current) return
    const shownAtEpoch = Date.now() - (performance.now() - position.shownAt)
    rememberQuestionShown(attemptId, questions[position.index]!.id, shownAtEpoch)
  }, [attemptId, questions, position])

  const finish = useCallback(
    (result: AttemptResult) => {
      if (finished.current) return
      finished.current = true
      submitting.current = true
      sync.stop()
      sync.forget()
      forgetAttempt(quizId, attemptId)
      // The result screen reads this from the cache, so it shows at once and survives a reload.
      queryClient.setQueryData(trpc.attempts.result.queryKey({ attemptId }), result)
      void queryClient.invalidateQueries({ queryKey: trpc.attempts.mine.pathKey(), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: trpc.quizzes.pathKey(), refetchType: 'none' })
      if (!announced.current) notify.success(m.success_quiz_submitted(), { id: toastId })
      void navigate({ to: '/quiz/$quizId/result/$attemptId', params: { quizId, attemptId }, replace: true })
    },
    [attemptId, navigate, queryClient, quizId, sync, toastId],
  )

  const announce = useCallback(
    (reason: AttemptResult['attempt']['submitReason']) => {
      if (!reason || reason === 'manual') return
      announced.current = true
      notify.warning(autoSubmittedMessage(AUTO_SUBMIT_TEXT[reason]), { id: toastId })
    },
    [toastId],
  )

  const send = useCallback(
    async (reason: Reason) => {
      setPhase({ name: 'submitting' })
      try {
        const result = await trpcClient.attempts.submit.mutate({
          attemptId,
          answers: sync.unsent(),
          timeSpent: Math.round(Math.max(0, view.timeLimit - Math.max(0, msUntil(totalDeadline))) / 1000),
          ...(reason ? { reason } : {}),
        })
        if (reason === null && !finished.current) announce(result.attempt.submitReason)
        finish(result)
      } catch (error) {
        if (finished.current) return
        submitting.current = false
        setPhase({ name: 'failed', reason })
        announced.current = false
        notify.error(errorMessage(error, m.failure_submit()), { id: toastId })
      }
    },
    [announce, attemptId, finish, sync, toastId, totalDeadline, view.timeLimit],
  )

  const secondsOnQuestion = useCallback(
    () => Math.min(question.timeLimit, Math.round((performance.now() - position.shownAt) / 1000)),
    [question.timeLimit, position.shownAt],
  )

  /** Submits once, whoever asks first: the player, a timer or the anti-cheat monitor. */
  const submit = useCallback(
    (reason: SubmitReason) => {
      if (submitting.current) return
      submitting.current = true
      announce(reason)
      // The total time ran out on a question still unanswered: it timed out after the time it was
      // on screen, which the result shows, not a blank 0 s. (An answered one keeps its time to answer.)
      if (reason === 'time_expired' && selections[question.id] == null) {
        sync.holdForSubmit({ questionId: question.id, selectedOption: null, timeSpentSeconds: secondsOnQuestion() })
      }
      void send(reason)
    },
    [announce, send, sync, selections, question.id, secondsOnQuestion],
  )

  const retry = useCallback(() => {
    if (submitting.current || phase.name !== 'failed') return
    submitting.current = true
    void send(phase.reason)
  }, [phase, send])

  // A submission that failed for want of a network goes again as soon as the network is back.
  useEffect(() => {
    if (phase.name !== 'failed') return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [phase, retry])

  /** The server ended the attempt (deadline, or anti-cheat) and sent its result along. */
  const finishFromServer = useCallback(
    (result: AttemptResult) => {
      // When the client was already submitting, it has already told why.
      if (!submitting.current) announce(result.attempt.submitReason)
      finish(result)
    },
    [announce, finish],
  )

  useEffect(() => {
    // An autosave answered 'submitted': fetch the result (submit is idempotent) and leave.
    endedOnServerRef.current = () => {
      if (submitting.current) return
      submitting.current = true
      void send(null)
    }
  }, [send])

  const goTo = (index: number) => setPosition({ index, shownAt: performance.now() })

  /** Read when the player tries to leave: the way to the result is never asked about. */
  const hasFinished = useCallback(() => finished.current, [])

  const select = (option: number) => {
    if (phase.name !== 'answering') return
    setSelections((current) => ({ ...current, [question.id]: option }))
    sync.save({ questionId: question.id, selectedOption: option, timeSpentSeconds: secondsOnQuestion() })
  }

  const next = () => {
    if (phase.name === 'answering' && !isLast) goTo(position.index + 1)
  }

  // An unanswered question says so and is recorded as such; then on, or submit.
  const onQuestionTimeUp = () => {
    if (submitting.current) return
    if (selections[question.id] == null) {
      notify.error(ATTEMPT_TEXTS.timeUp(position.index + 1), { id: toastId })
      setSelections((current) => ({ ...current, [question.id]: null }))
      sync.save({ questionId: question.id, selectedOption: null, timeSpentSeconds: question.timeLimit })
    }
    if (isLast) submit('all_completed')
    else goTo(position.index + 1)
  }

  useDeadline(enforceQuestionTime && phase.name === 'answering' ? questionDeadline : null, onQuestionTimeUp)
  // Also after a failed submission: when the time is up, it tries again by itself.
  useDeadline(phase.name === 'submitting' ? null : totalDeadline, () => submit('time_expired'))

  return {
    view,
    question,
    index: position.index,
    total: questions.length,
    isLast,
    selected: selections[question.id] ?? null,
    answeredCount: questions.filter((item) => selections[item.id] != null).length,
    phase,
    syncStatus,
    isLocked: phase.name !== 'answering',
    totalDeadline,
    /** null when the quiz does not enforce per-question limits. */
    questionDeadline: enforceQuestionTime ? questionDeadline : null,
    select,
    next,
    submit,
    retry,
    finishFromServer,
    hasFinished,
  }
}
