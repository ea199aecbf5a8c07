import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ArrowLeft, CalendarClock, CalendarX, Medal, Pencil, Play, Trophy } from 'lucide-react'
import type { QuizSettings } from '#shared/schemas/quiz'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { QUIZ_LANGUAGE_TEXTS } from '@/texts/quiz-language-texts'
import { DEFAULT_QUIZ_LANGUAGE, quizLanguageDirection } from '#shared/quiz-languages'
import { DISCOVERY_TEXTS, QUIZ_DETAILS_TEXTS } from '#shared/texts'
import { quizPageMeta } from '#shared/page-meta'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ShareButtons } from '@/components/share-buttons'
import { Card, CardContent } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/document-title'
import { usePageDescription } from '@/lib/page-description'
import { useGoBack } from '@/lib/go-back'
import { type RouterOutputs, trpc } from '@/trpc'
import { categoryText, difficultyText, formatDateTime, minutesLabel, priceLabel } from '@/lib/quiz-format'
import { StatusBadge } from '@/components/quiz-meta'
import { formatWait, useQuizWindow } from './schedule'
import type { QuizDetail } from '@/lib/quiz-types'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { formatPercent } from '@/lib/result-format'
import { standingQuery } from '@/lib/standing-queries'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

const route = getRouteApi('/_authed/quiz/$quizId/')
const FACT = QUIZ_DETAILS_TEXTS.facts

const SETTING = QUIZ_DETAILS_TEXTS.settings
const SETTING_LABELS: Array<[string, (s: QuizSettings) => boolean]> = [
  [SETTING.shuffleQuestions, (s) => s.shuffleQuestions],
  [SETTING.shuffleOptions, (s) => s.shuffleOptions],
  [SETTING.showCorrectAnswers, (s) => s.showCorrectAnswers],
  [SETTING.allowReview, (s) => s.allowReview],
  [SETTING.antiCheat, (s) => s.antiCheat.enabled],
  [SETTING.detectTabSwitch, (s) => s.antiCheat.enabled && s.antiCheat.detectTabSwitch],
  [SETTING.detectCopyPaste, (s) => s.antiCheat.enabled && s.antiCheat.detectCopyPaste],
  [SETTING.forceFullscreen, (s) => s.antiCheat.enabled && s.antiCheat.forceFullscreen],
  [SETTING.randomizeQuestions, (s) => s.antiCheat.enabled && s.antiCheat.randomizeQuestions],
  [SETTING.autoSubmitOnViolation, (s) => s.antiCheat.enabled && s.antiCheat.autoSubmitOnViolation],
]

/**
 * Start Quiz while the quiz takes attempts; before it opens, when it opens (counting down, and
 * Start appears then); after it closes, that it has.
 */
function StartArea({ detail, hasOpenAttempt }: { detail: QuizDetail; hasOpenAttempt: boolean }) {
  const { quiz, hasPaid } = detail
  const { window, now } = useQuizWindow(quiz)
  // An attempt still running goes on whatever the quiz's window says now: its own deadline holds.
  if (hasOpenAttempt) {
    return (
      <>
        <Button asChild size="lg">
          <Link to="/quiz/$quizId/attempt" params={{ quizId: quiz.id }}>
            <Play aria-hidden="true" /> {m.discovery_texts_continue_quiz()}
          </Link>
        </Button>
        <p className="self-center text-sm text-muted-foreground">{m.discovery_texts_in_progress()}</p>
        {hasPaid && (
          <p className="self-center text-sm text-muted-foreground">{m.quiz_details_texts_bought_already()}</p>
        )}
      </>
    )
  }
  if (window.state === 'upcoming') {
    return (
      <div className="flex w-full items-start gap-3 rounded-lg border bg-muted/40 p-4" data-testid="quiz-opens">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{QUIZ_DETAILS_TEXTS.opensOn(formatDateTime(quiz.startTime!))}</p>
          <p className="tabular-nums">{QUIZ_DETAILS_TEXTS.opensIn(formatWait(window.opensAt - now))}</p>
          <p className="text-sm text-muted-foreground">{QUIZ_DETAILS_TEXTS.notOpenYet}</p>
        </div>
      </div>
    )
  }
  if (window.state === 'closed') {
    return (
      <div className="flex w-full items-start gap-3 rounded-lg border bg-muted/40 p-4" data-testid="quiz-closed">
        <CalendarX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{QUIZ_DETAILS_TEXTS.closedOn(formatDateTime(quiz.endTime!))}</p>
          <p className="text-sm text-muted-foreground">{m.quiz_details_texts_closed()}</p>
        </div>
      </div>
    )
  }
  return (
    <>
      <Button asChild size="lg">
        <Link to="/quiz/$quizId/attempt" params={{ quizId: quiz.id }}>
          <Play aria-hidden="true" /> {m.quiz_texts_start_quiz()}
        </Link>
      </Button>
      {hasPaid && <p className="self-center text-sm text-muted-foreground">{m.quiz_details_texts_bought_already()}</p>}
    </>
  )
}

type StandingBest = RouterOutputs['attempts']['standing']['best']

/** The player's best finished attempt on the quiz, with its result, and the quiz's leaderboard. */
function StandingArea({ quizId, best }: { quizId: string; best: StandingBest }) {
  return (
    <section aria-labelledby="standing-heading" className="flex flex-wrap items-center gap-4 rounded-xl border p-4">
      <Medal className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="standing-heading" className="text-sm text-muted-foreground">
          {m.discovery_texts_your_best()}
        </h2>
        {best ? (
          <>
            <p className="text-lg font-semibold tabular-nums" data-testid="best-score">
              {DISCOVERY_TEXTS.best(best.score, best.totalPossibleScore, formatPercent(best.percentage))}
            </p>
            <p className="text-sm text-muted-foreground">{DISCOVERY_TEXTS.finished(best.finishedAttempts)}</p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{m.discovery_texts_not_taken()}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {best && (
          <Button asChild variant="outline">
            <Link to="/quiz/$quizId/result/$attemptId" params={{ quizId, attemptId: best.attemptId }}>
              {m.discovery_texts_view_result()}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/quiz/$quizId/leaderboard" params={{ quizId }}>
            <Trophy aria-hidden="true" /> {m.discovery_texts_view_leaderboard()}
          </Link>
        </Button>
      </div>
    </section>
  )
}

export function QuizDetails() {
  const { quizId } = route.useParams()
  // Opened from a link or bookmark, Back has no page behind it: it goes to the quiz list instead.
  const goBack = useGoBack('/quizzes')
  // The route's loader has the quiz (or has shown why not).
  const detail = useSuspenseQuery(trpc.quizzes.byId.queryOptions({ id: quizId }))
  useDocumentTitle(detail.data.quiz.title)
  usePageDescription(quizPageMeta(detail.data.quiz).description, `/quiz/${quizId}`)

  const { quiz, isCreator } = detail.data
  // Loaded with the quiz; a failure leaves the page as it was before (Start, no best score).
  const standing = useQuery(standingQuery(quizId)).data
  const settings = SETTING_LABELS.filter(([, isOn]) => isOn(quiz.settings)).map(([label]) => label)
  const facts: Array<[string, ReactNode]> = [
    [FACT.questions, String(quiz.questionCount)],
    [FACT.duration, minutesLabel(quiz.timeLimit)],
    [FACT.attempts, String(quiz.attemptCount)],
    [FACT.price, priceLabel(quiz)],
    [FACT.category, categoryText(quiz.category)],
    [FACT.difficulty, difficultyText(quiz.difficulty)],
    [FACT.creator, <UserText key="creator">{quiz.creator.username}</UserText>],
    ...(quiz.startTime ? ([[FACT.starts, formatDateTime(quiz.startTime)]] satisfies Array<[string, ReactNode]>) : []),
    ...(quiz.endTime ? ([[FACT.ends, formatDateTime(quiz.endTime)]] satisfies Array<[string, ReactNode]>) : []),
  ]

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Button variant="ghost" className="-ml-3" onClick={goBack}>
        <ArrowLeft aria-hidden="true" /> {m.quiz_details_texts_back()}
      </Button>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={quiz.status} visibility={quiz.visibility} />
          {quiz.isPaid && <Badge variant="warning">{m.quiz_details_texts_paid()}</Badge>}
          {quiz.language !== DEFAULT_QUIZ_LANGUAGE && (
            <Badge variant="outline">{QUIZ_LANGUAGE_TEXTS.writtenIn(QUIZ_LANGUAGE_NAMES[quiz.language])}</Badge>
          )}
        </div>
        {/* The quiz's own words in its language: the browser picks fonts and direction for it. */}
        <h1
          className="text-3xl font-bold tracking-tight wrap-anywhere"
          {...USER_CONTENT}
          lang={quiz.language}
          dir={quizLanguageDirection(quiz.language)}
        >
          {quiz.title}
        </h1>
        {quiz.description && (
          <p
            className="text-lg text-muted-foreground wrap-anywhere"
            {...USER_CONTENT}
            lang={quiz.language}
            dir={quizLanguageDirection(quiz.language)}
          >
            {quiz.description}
          </p>
        )}
        {quiz.status === 'rejected' && quiz.rejectionReason && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm wrap-anywhere">
            <span className="font-semibold">{m.quiz_details_texts_rejected()}</span>{' '}
            <UserText>{quiz.rejectionReason}</UserText>
          </p>
        )}
      </div>
      <Card>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-semibold wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      {quiz.status === 'approved' && (
        <ShareButtons
          url={`/quiz/${quiz.id}`}
          text={m.share_quiz_text({ title: quiz.title, product: PRODUCT_NAME })}
          title={quiz.title}
        />
      )}
      {settings.length > 0 && (
        <section aria-labelledby="quiz-settings-heading" className="space-y-2">
          <h2 id="quiz-settings-heading" className="text-lg font-semibold">
            {m.quiz_details_texts_settings_title()}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {settings.map((label) => (
              <li key={label}>
                <Badge variant="outline">{label}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      {quiz.status === 'approved' && standing && <StandingArea quizId={quiz.id} best={standing.best} />}
      <div className="flex flex-wrap gap-3">
        {quiz.status === 'approved' && (
          <StartArea detail={detail.data} hasOpenAttempt={Boolean(standing?.openAttempt)} />
        )}
        {isCreator && (
          <Button asChild size="lg" variant="outline">
            <Link to="/create-quiz" search={{ edit: quiz.id }}>
              <Pencil aria-hidden="true" /> {QUIZ_DETAILS_TEXTS.edit}
            </Link>
          </Button>
        )}
      </div>
    </div>
  )
}
