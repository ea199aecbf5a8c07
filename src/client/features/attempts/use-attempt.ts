import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { AUTO_SUBMIT_TEXT, autoSubmittedMessage, type SubmitReason } from '#shared/anti-cheat'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc, trpcClient } from '@/trpc'
import { answerProblem, type ResponseDraft } from '@/components/answer-controls/answer-state'
import { createAnswerSync, toSent } from './answer-sync'
import { elapsedOnQuestion, forgetAttempt, rememberQuestionShown } from './attempt-storage'
import { msUntil, useDeadline } from './countdown'
import { type KeptDrafts, keepDrafts, readDrafts } from './offline-answers'
import { type AttemptQuestion, type AttemptResult, type StartedAttempt, viewOf } from './types'
import { m } from '#shared/i18n'

/** null: the server had already ended the attempt, so its own reason is the one to tell. */
type Reason = SubmitReason | null

export type Phase = { name: 'answering' } | { name: 'submitting' } | { name: 'failed'; reason: Reason }

/** The question on screen and when it was shown (performance.now()). */
interface Position {
  index: number
  shownAt: number
}

/**
 * Each question's draft (decision 037), by question id: what the player has given so far, sent or
 * not. A question present with null was left unanswered (its timer ran out, or the answer was taken
 * back) and is done.
 */
type Drafts = Record<string, ResponseDraft>

/** Whether a draft is an answer: one the response schema takes, which is sent and counted. */
const isAnswer = (question: AttemptQuestion, draft: ResponseDraft | undefined): boolean =>
  draft != null && answerProblem(viewOf(question), draft) === null

/** Typed answers are sent when the typing pauses, not at every key. */
const isTyped = (question: AttemptQuestion) => question.type === 'numeric' || question.type === 'short-answer'

/** The drafts that are not answers yet, kept in IndexedDB so that a reload brings them back. */
function unsendable(questions: AttemptQuestion[], drafts: Drafts): KeptDrafts {
  const kept: KeptDrafts = {}
  for (const question of questions) {
    const draft = drafts[question.id]
    if (draft != null && !isAnswer(question, draft)) kept[question.id] = draft
  }
  return kept
}

/**
 * A reload resumes: saved answers come back, the screen opens on the first question without one
 * (a null answer timed out, so it is done), and that question keeps the time it had already used.
 */
function resumeState(
  { view }: StartedAttempt,
  startAt: ((drafts: Drafts) => number) | undefined,
): { drafts: Drafts; position: Position } {
  const drafts: Drafts = {}
  for (const answer of view.answers) drafts[answer.questionId] = answer.response ?? answer.selectedOption
  const firstOpen = view.questions.findIndex((question) => !Object.hasOwn(drafts, question.id))
  const index = startAt ? startAt(drafts) : firstOpen === -1 ? view.questions.length - 1 : firstOpen
  const question = view.questions[index]!
  const used = Math.min(elapsedOnQuestion(view.attemptId, question.id), question.timeLimit * 1000)
  return { drafts, position: { index, shownAt: performance.now() - used } }
}

/** The attempt's one toast: a question's time up, the submission, its failure each take the last one's place. */
const toastOf = (attemptId: string) => `attempt-${attemptId}`

/** How an exam paper (decision 041) uses the attempt: its own place to open on, and no per-question clocks. */
interface ExamMode {
  /** The question a (re)opened paper shows first, given the answers saved. */
  startAt: (drafts: Drafts) => number
}

/**
 * The attempt's state and its sync with the server: drafts (answers autosaved), the question on
 * screen, both deadlines, and the one submission. The server owns time; the client only ends
 * early for the player's sake.
 */
export function useAttempt(quizId: string, started: StartedAttempt, exam?: ExamMode) {
  const { view } = started
  const { attemptId, questions } = view
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [initial] = useState(() => resumeState(started, exam?.startAt))
  const isExam = exam !== undefined
  const [drafts, setDrafts] = useState(initial.drafts)
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
  // An exam's time is its sections' and the paper's: a question has no clock of its own there.
  const enforceQuestionTime = !isExam && view.settings.antiCheat.timeLimit

  useEffect(() => {
    sync.start()
    return () => sync.stop()
  }, [sync])
  const syncStatus = useSyncExternalStore(sync.subscribe, sync.status)

  // Answers an earlier visit kept offline come back on screen and go to the server, and its drafts
  // that were not answers yet come back on screen; the screen moves past the question it opened on
  // when one of the answers answered it.
  useEffect(() => {
    let isCurrent = true
    void Promise.all([sync.restore(), readDrafts(attemptId)]).then(([saved, kept]) => {
      if (!isCurrent || finished.current) return
      const restored: Drafts = {}
      for (const answer of saved) restored[answer.questionId] = answer.response
      const keptHere = Object.fromEntries(
        questions.filter((item) => Object.hasOwn(kept, item.id)).map((item) => [item.id, kept[item.id]!]),
      )
      if (saved.length === 0 && Object.keys(keptHere).length === 0) return
      setDrafts((current) => ({ ...current, ...restored, ...keptHere }))
      const answered = { ...initial.drafts, ...restored }
      const firstOpen = questions.findIndex((item) => !Object.hasOwn(answered, item.id))
      setPosition((current) =>
        !isExam && current.index === initial.position.index && firstOpen > current.index
          ? { index: firstOpen, shownAt: performance.now() }
          : current,
      )
    })
    return () => {
      isCurrent = false
    }
  }, [sync, attemptId, questions, initial, isExam])

  // The drafts that are not answers yet survive a reload too (the answers are the sync's to keep).
  const kept = useRef<string>('{}')
  useEffect(() => {
    if (finished.current) return
    const next = unsendable(questions, drafts)
    const serialised = JSON.stringify(next)
    if (serialised === kept.current) return
    kept.current = serialised
    void keepDrafts(attemptId, next)
  }, [attemptId, questions, drafts])

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
          answers: sync.unsent().map(toSent),
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
      if (reason === 'time_expired' && !isAnswer(question, drafts[question.id])) {
        sync.holdForSubmit({ questionId: question.id, response: null, timeSpentSeconds: secondsOnQuestion() })
      }
      void send(reason)
    },
    [announce, send, sync, drafts, question, secondsOnQuestion],
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

  /**
   * The player's draft for the question on screen: kept, and sent when it is an answer. One that
   * stops being an answer (every option unticked, a match undone) takes the answer back, so the
   * server never marks an answer the screen no longer shows.
   */
  const change = (draft: ResponseDraft) => {
    if (phase.name !== 'answering') return
    const wasAnswer = isAnswer(question, drafts[question.id])
    setDrafts((current) => ({ ...current, [question.id]: draft }))
    const timeSpentSeconds = secondsOnQuestion()
    const typing = isTyped(question)
    if (isAnswer(question, draft)) sync.save({ questionId: question.id, response: draft, timeSpentSeconds }, { typing })
    else if (wasAnswer) sync.save({ questionId: question.id, response: null, timeSpentSeconds }, { typing })
  }

  const next = () => {
    if (phase.name === 'answering' && !isLast) goTo(position.index + 1)
  }

  /** An exam's move to any question (the palette, Previous, a section's tab). */
  const show = (index: number) => {
    if (phase.name === 'answering' && index !== position.index && questions[index]) goTo(index)
  }

  /** An exam's Clear Response: the answer on screen taken back, on the server too. */
  const clear = () => {
    if (phase.name !== 'answering') return
    const wasAnswer = isAnswer(question, drafts[question.id])
    setDrafts((current) => {
      const { [question.id]: _cleared, ...rest } = current
      return rest
    })
    if (wasAnswer) sync.save({ questionId: question.id, response: null, timeSpentSeconds: secondsOnQuestion() })
  }

  /** Whether a question's draft is an answer the server counts. */
  const isAnswered = useCallback((item: AttemptQuestion) => isAnswer(item, drafts[item.id]), [drafts])

  // An unanswered question says so and is recorded as such; then on, or submit.
  const onQuestionTimeUp = () => {
    if (submitting.current) return
    if (!isAnswer(question, drafts[question.id])) {
      notify.error(ATTEMPT_TEXTS.timeUp(position.index + 1), { id: toastId })
      setDrafts((current) => ({ ...current, [question.id]: null }))
      sync.save({ questionId: question.id, response: null, timeSpentSeconds: question.timeLimit })
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
    draft: drafts[question.id] ?? null,
    answeredCount: questions.filter((item) => isAnswer(item, drafts[item.id])).length,
    phase,
    syncStatus,
    isLocked: phase.name !== 'answering',
    totalDeadline,
    /** null when the quiz does not enforce per-question limits. */
    questionDeadline: enforceQuestionTime ? questionDeadline : null,
    change,
    next,
    show,
    clear,
    isAnswered,
    /** Resolves once the server holds every answer to the question given so far (for the palette). */
    settled: sync.settled,
    submit,
    retry,
    finishFromServer,
    hasFinished,
  }
}
