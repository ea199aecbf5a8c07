import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Eraser, Flag } from 'lucide-react'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { PaletteState } from '#shared/exam/palette'
import type { QuizLanguage } from '#shared/quiz-languages'
import {
  inPaperLanguage,
  PaperLanguageSwitch,
  secondLanguageOf,
  usePaperLanguage,
} from '@/components/paper-language/paper-language'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/errors'
import { useFocusMode } from '@/lib/focus-mode'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { trpc, trpcClient } from '@/trpc'
import { FullscreenOverlay } from '../anti-cheat/fullscreen-overlay'
import { useAntiCheat } from '../anti-cheat/use-anti-cheat'
import { AttemptHeader } from '../attempt-header'
import { isNetworkFailure } from '../answer-sync'
import { lastQuestionShown } from '../attempt-storage'
import { msUntil, useDeadline } from '../countdown'
import { LeaveGuard } from '../leave-guard'
import { OfflineBanner } from '../offline-banner'
import { QuestionView } from '../question-view'
import type { StartedAttempt } from '../types'
import { useAttempt } from '../use-attempt'
import { ExamSubmitButton } from './exam-summary-dialog'
import {
  examStartIndex,
  type ExamView,
  nextStep,
  openSectionAt,
  type SeenFlags,
  sectionDeadlines,
  sectionStatuses,
  stateOf,
} from './exam-state'
import { QuestionPalette } from './question-palette'
import { SectionTabs, tabTitleId } from './section-tabs'
import { m } from '#shared/i18n'

/**
 * The exam form of the attempt screen (decision 041): section tabs with their clocks, the question
 * palette, Save & Next, Mark for Review & Next, Clear Response and Previous, and a summary before
 * submitting. Answers, time and the submission are the ordinary attempt's (use-attempt.ts).
 */
export function ExamScreen({
  quizId,
  started,
  exam,
  language,
}: {
  quizId: string
  started: StartedAttempt
  exam: ExamView
  language: QuizLanguage
}) {
  const { view } = started
  const { attemptId, questions } = view
  const queryClient = useQueryClient()
  const deadlines = useMemo(() => sectionDeadlines(started), [started])
  const [closedEarly, setClosedEarly] = useState(exam.sectionsClosed)
  const [open, setOpen] = useState(() => openSectionAt(deadlines, exam.sectionsClosed, performance.now()))
  const statuses = useMemo(() => sectionStatuses(exam, open), [exam, open])
  const sectionOf = useCallback((index: number) => questions[index]?.sectionIndex ?? 0, [questions])

  const [examMode] = useState(() => ({
    startAt: (drafts: Record<string, unknown>) => {
      const lastId = lastQuestionShown(attemptId)
      return examStartIndex(
        exam,
        statuses,
        sectionOf,
        lastId === null ? -1 : questions.findIndex((question) => question.id === lastId),
        (index) => drafts[questions[index]!.id] != null,
      )
    },
  }))
  const attempt = useAttempt(quizId, started, examMode)
  const section = sectionOf(attempt.index)
  const indexes = exam.sections[section]?.questionIndexes ?? []
  const readOnly = statuses[section] !== 'open'

  // The palette as the server keeps it (a reload, another device); the screen's changes on top.
  const palette = useQuery(trpc.attempts.palette.queryOptions({ attemptId }))
  const [flags, setFlags] = useState<Record<string, SeenFlags>>({})
  const serverFlags = useMemo(() => {
    const read: Record<string, SeenFlags> = {}
    for (const item of palette.data?.palette ?? []) {
      read[item.questionId] = {
        visited: item.state !== 'not-visited',
        marked: item.state === 'marked' || item.state === 'answered-marked',
      }
    }
    return read
  }, [palette.data])
  const flagsOf = useCallback((id: string): SeenFlags | undefined => flags[id] ?? serverFlags[id], [flags, serverFlags])
  const stateAt = useCallback(
    (index: number): PaletteState => {
      const question = questions[index]!
      return stateOf(flagsOf(question.id), attempt.isAnswered(question))
    },
    [questions, flagsOf, attempt],
  )

  /**
   * Keeps a question's state on the server, once its answer (or its clearing) has reached it. Without
   * a network the screen keeps it, and sends the latest of each question when the browser is back online.
   */
  const unsent = useRef(new Map<string, SeenFlags>())
  const keep = useCallback(
    async (questionId: string, next: SeenFlags, answered: boolean) => {
      setFlags((current) => ({ ...current, [questionId]: next }))
      unsent.current.set(questionId, next)
      try {
        await attempt.settled(questionId)
        const state = stateOf(next, answered)
        const kept = await trpcClient.attempts.setPalette.mutate({ attemptId, questionId, state })
        if (unsent.current.get(questionId) === next) unsent.current.delete(questionId)
        queryClient.setQueryData(trpc.attempts.palette.queryKey({ attemptId }), kept)
      } catch (error) {
        if (isNetworkFailure(error)) return
        if (unsent.current.get(questionId) === next) unsent.current.delete(questionId)
        notify.error(errorMessage(error, m.exam_screen_palette_failed()))
      }
    },
    [attempt, attemptId, queryClient],
  )
  const keepRef = useRef(keep)
  const isAnsweredRef = useRef(attempt.isAnswered)
  useEffect(() => {
    keepRef.current = keep
    isAnsweredRef.current = attempt.isAnswered
  })
  useEffect(() => {
    const resend = () => {
      for (const [questionId, next] of unsent.current) {
        const question = questions.find((item) => item.id === questionId)
        if (question) void keepRef.current(questionId, next, isAnsweredRef.current(question))
      }
    }
    window.addEventListener('online', resend)
    return () => window.removeEventListener('online', resend)
  }, [questions])

  // A question first shown becomes "not answered": seen, on the server too.
  const question = attempt.question
  const seenSent = useRef(new Set<string>())
  useEffect(() => {
    if (!palette.data || readOnly || attempt.isLocked || seenSent.current.has(question.id)) return
    if (flagsOf(question.id)?.visited || attempt.isAnswered(question)) return
    seenSent.current.add(question.id)
    void keep(question.id, { visited: true, marked: false }, false)
  }, [palette.data, readOnly, attempt, question, flagsOf, keep])

  // When the open section's clock runs out the screen moves on to the next by itself.
  const moveOn = useCallback(
    (closed: number) => {
      const next = openSectionAt(deadlines, closed, performance.now())
      setOpen(next)
      void queryClient.invalidateQueries({ queryKey: trpc.attempts.palette.queryKey({ attemptId }) })
      if (next === null) return
      if (sectionOf(attempt.index) < next) attempt.show(exam.sections[next]!.questionIndexes[0]!)
      notify.info(m.exam_screen_section_moved({ next: exam.sections[next]!.title }))
    },
    [deadlines, queryClient, attemptId, sectionOf, attempt, exam],
  )
  const openDeadline = open === null ? null : (deadlines[open] ?? null)
  useDeadline(exam.sectionOrder === 'fixed' && !attempt.isLocked ? openDeadline : null, () => moveOn(closedEarly))

  // Shown once Save & Next reaches the end of a fixed order's open section with every question answered.
  const [doneSection, setDoneSection] = useState<number | null>(null)
  // A question shown takes the focus, unless the player moves between section tabs with the keys.
  const [focusQuestion, setFocusQuestion] = useState(true)
  const go = (index: number, focus = true) => {
    setDoneSection(null)
    setFocusQuestion(focus)
    attempt.show(index)
  }
  const goNext = () => {
    const step = nextStep(exam, statuses, section, attempt.index, (index) => attempt.isAnswered(questions[index]!))
    if (step.to === 'question') go(step.index)
    else setDoneSection(step.section)
  }
  const placeInSection = indexes.indexOf(attempt.index)
  const previousInSection = placeInSection > 0 ? indexes[placeInSection - 1] : undefined

  const answered = attempt.isAnswered(question)
  const saveAndNext = () => {
    if (!readOnly) void keep(question.id, { visited: true, marked: false }, answered)
    goNext()
  }
  const markAndNext = () => {
    void keep(question.id, { visited: true, marked: true }, answered)
    goNext()
  }
  const clearResponse = () => {
    attempt.clear()
    void keep(question.id, { visited: true, marked: Boolean(flagsOf(question.id)?.marked) }, false)
  }
  // A section's tab opens on its first question still without an answer, or its first.
  const chooseSection = (index: number, byKey = false) => {
    if (statuses[index] === 'waiting' || index === section) return
    const inSection = exam.sections[index]!.questionIndexes
    go(inSection.find((at) => !attempt.isAnswered(questions[at]!)) ?? inSection[0]!, !byKey)
  }

  const [closing, setClosing] = useState(false)
  const closeSection = async () => {
    if (open === null) return
    setClosing(true)
    try {
      await Promise.all(indexes.map((index) => attempt.settled(questions[index]!.id)))
      const reply = await trpcClient.attempts.closeSection.mutate({ attemptId })
      if (reply.status === 'submitted' || !reply.attempt?.exam) {
        attempt.submit('manual')
        return
      }
      setClosedEarly(reply.attempt.exam.sectionsClosed)
      moveOn(reply.attempt.exam.sectionsClosed)
    } catch (error) {
      notify.error(errorMessage(error, m.exam_screen_close_failed()))
    } finally {
      setClosing(false)
    }
  }

  const secondLanguage = useMemo(() => secondLanguageOf(questions), [questions])
  const [isSecond, setSecond] = usePaperLanguage(attemptId)
  const shownInSecond = Boolean(secondLanguage) && isSecond
  const shown = useMemo(() => inPaperLanguage(question, shownInSecond), [question, shownInSecond])
  const antiCheat = useAntiCheat({
    attemptId,
    settings: view.settings.antiCheat,
    initialCount: view.violationCount,
    initialTabSwitches: view.tabSwitches,
    active: !attempt.isLocked,
    onAutoSubmit: () => attempt.submit('anti_cheat'),
    onServerSubmitted: attempt.finishFromServer,
  })
  const [firstIndex] = useState(attempt.index)
  useFocusMode()
  const isLastSection = open === exam.sections.length - 1
  const canClose = exam.carryOver && exam.sectionOrder === 'fixed' && open === section && msUntil(openDeadline ?? 0) > 0
  const sectionDone =
    doneSection === section && !readOnly
      ? (canClose ? m.exam_screen_section_done_submit : m.exam_screen_section_done)({
          title: exam.sections[section]!.title,
        })
      : ''
  const panelId = useId()

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <AttemptHeader
        title={view.quizTitle}
        index={placeInSection}
        total={indexes.length}
        totalDeadline={attempt.totalDeadline}
        questionDeadline={null}
        antiCheat={antiCheat}
        paperLanguage={
          secondLanguage && (
            <PaperLanguageSwitch first={language} second={secondLanguage} isSecond={isSecond} onChange={setSecond} />
          )
        }
      />
      <SectionTabs
        exam={exam}
        statuses={statuses}
        deadlines={deadlines}
        current={section}
        panelId={panelId}
        onChoose={chooseSection}
      />
      <OfflineBanner status={attempt.syncStatus} totalDeadline={attempt.totalDeadline} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabTitleId(panelId, section)}
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <div className="min-w-0 space-y-4">
          {/* Always in the page, so a reader hears it fill; out of the flow while empty. */}
          <p
            role="status"
            className={cn(sectionDone ? 'rounded-lg border bg-muted/40 p-3 text-sm' : 'absolute')}
            data-testid="exam-section-done"
          >
            {sectionDone}
          </p>
          {readOnly && (
            <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="exam-read-only">
              {m.exam_screen_section_read_only()}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {m.exam_screen_question_number({ number: attempt.index + 1, total: questions.length })}
          </p>
          <QuestionView
            key={question.id}
            question={shown}
            language={shownInSecond ? secondLanguage : language}
            draft={attempt.draft}
            disabled={attempt.isLocked || readOnly}
            onChange={attempt.change}
            focusOnMount={focusQuestion && attempt.index !== firstIndex}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={saveAndNext} disabled={attempt.isLocked}>
              {m.exam_screen_save_next()} <ArrowRight aria-hidden="true" />
            </Button>
            <Button type="button" variant="secondary" onClick={markAndNext} disabled={attempt.isLocked || readOnly}>
              <Flag aria-hidden="true" /> {m.exam_screen_mark_next()}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={clearResponse}
              disabled={attempt.isLocked || readOnly || !answered}
            >
              <Eraser aria-hidden="true" /> {m.exam_screen_clear()}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => previousInSection !== undefined && go(previousInSection)}
              disabled={attempt.isLocked || previousInSection === undefined}
            >
              <ArrowLeft aria-hidden="true" /> {m.exam_screen_previous()}
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {attempt.phase.name === 'submitting' ? m.attempt_texts_submitting() : ''}
            </p>
            {attempt.phase.name === 'failed' && (
              <Button type="button" variant="destructive" onClick={attempt.retry}>
                {m.retry()}
              </Button>
            )}
            {canClose && (
              <CloseSectionButton
                title={exam.sections[section]!.title}
                isLast={isLastSection}
                disabled={attempt.isLocked || closing}
                onConfirm={() => void closeSection()}
              />
            )}
            <ExamSubmitButton
              exam={exam}
              stateAt={stateAt}
              disabled={attempt.isLocked}
              onConfirm={() => attempt.submit('manual')}
            />
          </div>
        </div>
        <QuestionPalette
          indexes={indexes}
          stateAt={stateAt}
          current={attempt.index}
          onGo={(index) => go(index)}
          disabled={attempt.isLocked}
        />
      </div>
      <LeaveGuard hasFinished={attempt.hasFinished} isLocked={attempt.isLocked} />
      {antiCheat.fullscreen.isRequired && (
        <FullscreenOverlay returnBy={antiCheat.fullscreen.returnBy} onEnter={antiCheat.fullscreen.enter} />
      )}
    </div>
  )
}

/** Submit section: closes the open section early, its unused time carried to the next (with a confirm). */
function CloseSectionButton({
  title,
  isLast,
  disabled,
  onConfirm,
}: {
  title: string
  isLast: boolean
  disabled: boolean
  onConfirm: () => void
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          {m.exam_screen_close_section()}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.exam_screen_close_title({ title })}</AlertDialogTitle>
          <AlertDialogDescription>
            {isLast ? m.exam_screen_close_last_confirm() : m.exam_screen_close_confirm()}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.attempt_texts_cancel()}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.exam_screen_close_section()}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
