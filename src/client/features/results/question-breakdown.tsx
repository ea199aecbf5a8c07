import { CircleCheck, CircleDot, CircleMinus, CircleX, EyeOff, Lightbulb } from 'lucide-react'
import { ANSWER_REVEAL_TEXTS } from '#shared/answer-reveal'
import { formatDuration } from '#shared/duration'
import { ATTEMPT_TEXTS, RESULT_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { QuestionText } from '@/components/question-text/question-text'
import type { DetailedAnswer, ResultQuiz } from '@/lib/result-types'
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

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F']

function OutcomeBadge({ answer }: { answer: DetailedAnswer }) {
  if (answer.isCorrect === null && answer.wasAnswered) {
    return (
      <Badge variant="outline">
        <CircleDot aria-hidden="true" /> {m.result_texts_answered()}
      </Badge>
    )
  }
  if (answer.isCorrect) {
    return (
      <Badge variant="success">
        <CircleCheck aria-hidden="true" /> {m.result_texts_correct()}
      </Badge>
    )
  }
  if (!answer.wasAnswered) {
    return (
      <Badge variant="outline">
        <CircleMinus aria-hidden="true" /> {m.result_texts_not_answered()}
      </Badge>
    )
  }
  return (
    <Badge variant="outline" className="border-destructive/40 bg-destructive/10 text-destructive">
      <CircleX aria-hidden="true" /> {m.result_texts_incorrect()}
    </Badge>
  )
}

function OptionItem({ text, index, answer }: { text: string; index: number; answer: DetailedAnswer }) {
  const isChoice = answer.selectedOption === index
  const isCorrectOption = answer.correctAnswer === index
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm',
        isCorrectOption && 'border-success/50 bg-success/10',
        isChoice && answer.isCorrect === false && 'border-destructive/50 bg-destructive/10',
        isChoice && answer.isCorrect === null && 'border-primary/50 bg-primary/5',
      )}
    >
      <span className="font-semibold text-muted-foreground" aria-hidden="true">
        {LETTERS[index]}.
      </span>
      <QuestionText text={text} className="flex-1" />
      {isChoice && (
        <span
          className={cn(
            'text-xs font-semibold',
            answer.isCorrect === null ? 'text-primary' : answer.isCorrect ? 'text-success' : 'text-destructive',
          )}
        >
          {m.result_texts_your_answer()}
        </span>
      )}
      {isCorrectOption && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
          <CircleCheck className="size-3.5" aria-hidden="true" /> {m.result_texts_correct_answer()}
        </span>
      )}
    </li>
  )
}

function AnswerCard({ answer, number }: { answer: DetailedAnswer; number: number }) {
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
      <p>
        <QuestionText text={answer.question} />
      </p>
      <ul className="space-y-2" aria-label={RESULT_TEXTS.optionsFor(number)}>
        {answer.options.map((option, index) => (
          <OptionItem key={index} text={option} index={index} answer={answer} />
        ))}
      </ul>
      {answer.explanation && (
        <p className="flex gap-2 rounded-md bg-muted/60 p-3 text-sm">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">{m.result_texts_explanation()}:</span>{' '}
            <QuestionText text={answer.explanation} />
          </span>
        </p>
      )}
    </li>
  )
}

/** Each question with the player's choice and, only when the quiz shows them, the answer and explanation. */
export function QuestionBreakdown({ answers, quiz }: { answers: DetailedAnswer[]; quiz: ResultQuiz }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{m.result_texts_breakdown_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <HiddenAnswersNote quiz={quiz} />
        <ol className="space-y-4">
          {answers.map((answer, index) => (
            <AnswerCard key={index} answer={answer} number={index + 1} />
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
