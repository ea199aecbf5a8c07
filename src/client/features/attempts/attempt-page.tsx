import { useMemo, useState } from 'react'
import type { QuizLanguage } from '#shared/quiz-languages'
import {
  inPaperLanguage,
  PaperLanguageSwitch,
  secondLanguageOf,
  usePaperLanguage,
} from '@/components/paper-language/paper-language'
import { useFocusMode } from '@/lib/focus-mode'
import { PageLoading } from '@/components/page-loading'
import { useDocumentTitle } from '@/lib/document-title'
import { FullscreenOverlay } from './anti-cheat/fullscreen-overlay'
import { useAntiCheat } from './anti-cheat/use-anti-cheat'
import { AttemptFooter } from './attempt-footer'
import { AttemptHeader } from './attempt-header'
import { LeaveGuard } from './leave-guard'
import { OfflineBanner } from './offline-banner'
import { PaidConfirmDialog } from './paid-confirm-dialog'
import { QuestionView } from './question-view'
import { TopUpScreen } from './top-up-screen'
import type { StartedAttempt } from './types'
import { useAttempt } from './use-attempt'
import { useStartAttempt } from './use-start-attempt'
import { ExamScreen } from './exam/exam-screen'
import { m } from '#shared/i18n'

/** The Quiz Attempt screen: the start flow, then the attempt itself. */
export function AttemptPage({ quizId }: { quizId: string }) {
  const start = useStartAttempt(quizId)
  useDocumentTitle(start.started?.view.quizTitle ?? start.quiz?.title ?? m.attempt_texts_loading())

  if (start.started) {
    const exam = start.started.view.exam
    if (exam) {
      return (
        <ExamScreen
          key={start.started.view.attemptId}
          quizId={quizId}
          started={start.started}
          exam={exam}
          language={start.language}
        />
      )
    }
    return (
      <AttemptScreen
        key={start.started.view.attemptId}
        quizId={quizId}
        started={start.started}
        language={start.language}
      />
    )
  }
  if (start.quiz && start.isShortOfFunds) {
    return <TopUpScreen quiz={start.quiz} onStart={start.retry} isStarting={start.isRetrying} />
  }
  if (start.quiz && start.isAsking) {
    return (
      <PaidConfirmDialog
        title={start.quiz.title}
        pricePaise={start.quiz.pricePaise}
        onConfirm={start.confirm}
        onDecline={start.decline}
      />
    )
  }
  return <PageLoading label={start.quiz ? m.attempt_texts_starting() : m.attempt_texts_loading()} />
}

function AttemptScreen({
  quizId,
  started,
  language,
}: {
  quizId: string
  started: StartedAttempt
  language: QuizLanguage
}) {
  const attempt = useAttempt(quizId, started)
  const { view } = started
  // The paper's language: a view of the same questions, so answers, timers and place stay as they are.
  const secondLanguage = useMemo(() => secondLanguageOf(view.questions), [view.questions])
  const [isSecond, setSecond] = usePaperLanguage(view.attemptId)
  const shownInSecond = Boolean(secondLanguage) && isSecond
  const question = useMemo(() => inPaperLanguage(attempt.question, shownInSecond), [attempt.question, shownInSecond])
  const antiCheat = useAntiCheat({
    attemptId: view.attemptId,
    settings: view.settings.antiCheat,
    initialCount: view.violationCount,
    initialTabSwitches: view.tabSwitches,
    active: !attempt.isLocked,
    onAutoSubmit: () => attempt.submit('anti_cheat'),
    onServerSubmitted: attempt.finishFromServer,
  })
  // The first question shown keeps the focus where the page put it; later ones take it.
  const [firstIndex] = useState(attempt.index)
  useFocusMode()

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <AttemptHeader
        title={view.quizTitle}
        index={attempt.index}
        total={attempt.total}
        totalDeadline={attempt.totalDeadline}
        questionDeadline={attempt.questionDeadline}
        antiCheat={antiCheat}
        paperLanguage={
          secondLanguage && (
            <PaperLanguageSwitch first={language} second={secondLanguage} isSecond={isSecond} onChange={setSecond} />
          )
        }
      />
      <OfflineBanner status={attempt.syncStatus} totalDeadline={attempt.totalDeadline} />
      <QuestionView
        key={attempt.question.id}
        question={question}
        language={shownInSecond ? secondLanguage : language}
        draft={attempt.draft}
        disabled={attempt.isLocked}
        onChange={attempt.change}
        focusOnMount={attempt.index !== firstIndex}
      />
      <AttemptFooter
        answeredCount={attempt.answeredCount}
        total={attempt.total}
        isLast={attempt.isLast}
        phase={attempt.phase}
        onNext={attempt.next}
        onSubmit={() => attempt.submit('manual')}
        onRetry={attempt.retry}
      />
      <LeaveGuard hasFinished={attempt.hasFinished} isLocked={attempt.isLocked} />
      {antiCheat.fullscreen.isRequired && (
        <FullscreenOverlay returnBy={antiCheat.fullscreen.returnBy} onEnter={antiCheat.fullscreen.enter} />
      )}
    </div>
  )
}
