import { CircleCheck, CircleDot, CircleMinus, CircleX, Contrast, EyeOff, Lightbulb } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { POINT } from '#shared/questions/points'
import { type QuizLanguage, quizLanguageDirection } from '#shared/quiz-languages'
import {
  inPaperLanguage,
  PaperLanguageSwitch,
  secondLanguageOf,
  usePaperLanguage,
} from '@/components/paper-language/paper-language'
import { trpc } from '@/trpc'
import { ANSWER_REVEAL_TEXTS } from '#shared/answer-reveal'
import { formatDuration } from '#shared/duration'
import { ATTEMPT_TEXTS, RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { QuestionImage } from '@/components/question-image/question-image'
import { QuestionText } from '@/components/question-text/question-text'
import type { DetailedAnswer, ResultQuiz } from '@/lib/result-types'
import { AnswerReview, type AnswerReviewProps } from './answer-review'
import { outcomeOf, shareOf } from './outcome'
import { dateFormat } from '#shared/i18n'
import { m } from '#shared/i18n'

const closingFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'short' })

/** Why the breakdown has no correct answers: when they will be shown, or that they will not be. */
function HiddenAnswersNote({ quiz }: { quiz: ResultQuiz }) {
  if (quiz.answersShown) return null
  const text = quiz.answersShownFrom
    ? ANSWER_REVEAL_TEXTS.shownAfterClose(closingFormat.format(new Date(quiz.answersShownFrom)))
    : m.answer_reveal_texts_never_shown()
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/60 p-3 text-sm" data-testid="answers-hidden-note">
      <EyeOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>{text}</span>
    </p>
  )
}

function OutcomeBadge({ answer }: { answer: DetailedAnswer }) {
  switch (outcomeOf(answer)) {
    case 'hidden':
      return (
        <Badge variant="outline">
          <CircleDot aria-hidden="true" /> {m.result_texts_answered()}
        </Badge>
      )
    case 'correct':
      return (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" /> {m.result_texts_correct()}
        </Badge>
      )
    case 'unanswered':
      return (
        <Badge variant="outline">
          <CircleMinus aria-hidden="true" /> {m.result_texts_not_answered()}
        </Badge>
      )
    case 'partly':
      return (
        <Badge variant="warning">
          <Contrast aria-hidden="true" /> {m.result_texts_partly_correct()}
        </Badge>
      )
    case 'wrong':
      return (
        <Badge variant="outline" className="border-destructive/40 bg-destructive/10 text-destructive">
          <CircleX aria-hidden="true" /> {m.result_texts_incorrect()}
        </Badge>
      )
  }
}

/** What the review of one answer draws (decision 037): the view served, the response, the key and the mark. */
function reviewOf(answer: DetailedAnswer): AnswerReviewProps {
  return {
    view: answer,
    // Answers saved before question types carry the option chosen only.
    response: answer.response ?? answer.selectedOption,
    answerKey: answer.answerKey,
    fraction: shareOf(answer),
    // Points to the hundredth, as whole hundredths (decision 034).
    earned: answer.earned === null ? null : Math.round(answer.earned * POINT),
    points: answer.points * POINT,
    optionImages: answer.optionImages,
  }
}

/** An answer as shown in the chosen language: its question, the words picked from and its explanation. */
function inLanguage(answer: DetailedAnswer, second: boolean): DetailedAnswer {
  const shown = inPaperLanguage(answer, second)
  // Sent only once the answers are shown, as the first language's is.
  const explanation: unknown =
    second && answer.translation && 'explanation' in answer.translation ? answer.translation.explanation : ''
  return typeof explanation === 'string' && explanation ? { ...shown, explanation } : shown
}

function AnswerCard({
  answer: served,
  number,
  language,
}: {
  answer: DetailedAnswer
  number: number
  /** The second language, while the paper is shown in it. */
  language: QuizLanguage | undefined
}) {
  const answer = inLanguage(served, language !== undefined)
  const inSecond = language && served.translation ? { lang: language, dir: quizLanguageDirection(language) } : {}
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="breakdown-question">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{RESULT_TEXTS.chart.questionNumber(number)}</h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <OutcomeBadge answer={answer} />
          <span>
            {answer.earned === null ? '' : `${answer.earned} / `}
            {ATTEMPT_TEXTS.points(answer.points)}
          </span>
          <span>
            {RESULT_TEXTS.ofLimit(formatDuration(answer.timeSpentSeconds), formatDuration(answer.timeLimitSeconds))}
          </span>
        </div>
      </div>
      <p {...inSecond}>
        <QuestionText text={answer.question} />
      </p>
      {answer.image && <QuestionImage image={answer.image} />}
      <AnswerReview {...reviewOf(answer)} />
      {answer.explanation && (
        <p className="flex gap-2 rounded-md bg-muted/60 p-3 text-sm">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">{m.result_texts_explanation()}:</span>{' '}
            <span {...inSecond}>
              <QuestionText text={answer.explanation} />
            </span>
          </span>
        </p>
      )}
      {answer.explanationImage && <QuestionImage image={answer.explanationImage} />}
    </li>
  )
}

/** Each question with the player's choice and, only when the quiz shows them, the answer and explanation. */
export function QuestionBreakdown({
  answers,
  quiz,
  attemptId,
}: {
  answers: DetailedAnswer[]
  quiz: ResultQuiz
  attemptId: string
}) {
  const secondLanguage = secondLanguageOf(answers)
  // Opened in the language the attempt was left in, where this tab took it.
  const [isSecond, setSecond] = usePaperLanguage(attemptId)
  // The quiz's own language names the first; the quiz is most often known already from the attempt.
  const details = useQuery({ ...trpc.quizzes.byId.queryOptions({ id: quiz.id }), enabled: Boolean(secondLanguage) })
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle asChild>
          <h2 className="text-xl">{m.result_texts_breakdown_title()}</h2>
        </CardTitle>
        {secondLanguage && (
          <PaperLanguageSwitch
            first={details.data?.quiz.language}
            second={secondLanguage}
            isSecond={isSecond}
            onChange={setSecond}
          />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <HiddenAnswersNote quiz={quiz} />
        <ol className="space-y-4">
          {answers.map((answer, index) => (
            <AnswerCard
              key={index}
              answer={answer}
              number={index + 1}
              language={secondLanguage && isSecond ? secondLanguage : undefined}
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
