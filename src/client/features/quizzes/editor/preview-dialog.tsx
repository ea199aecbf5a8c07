import { type ReactNode, useId, useMemo, useState } from 'react'
import { QUIZ_LIMITS } from '#shared/constants'
import { formatDuration } from '#shared/duration'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { serve } from '#shared/questions/serve'
import { categoryLabel, difficultyLabel } from '#shared/quiz-labels'
import { ATTEMPT_TEXTS, QUIZ_EDITOR_LABELS } from '#shared/texts'
import { AnswerControl } from '@/components/answer-controls/answer-control'
import { answerProblem, type ResponseDraft } from '@/components/answer-controls/answer-state'
import { QuestionText } from '@/components/question-text/question-text'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { checkDefinition } from './definition/definition-draft'
import { steadyRandom } from './definition/definition-editor'
import { PaperLanguageSwitch } from '@/components/paper-language/paper-language'
import {
  alignedTranslation,
  type EditorForm,
  filledQuestions,
  isBlankTranslation,
  type QuestionDraft,
} from './editor-state'
import { parseNumber } from './timing'
import { m } from '#shared/i18n'

/** A list of the author's texts, each drawn as the attempt draws it. */
function Texts({ texts, separator }: { texts: string[]; separator: string }) {
  return texts.map((text, index) => (
    <span key={index}>
      {index > 0 && separator}
      <QuestionText text={text} />
    </span>
  ))
}

/** A number as the author wrote it, with the tolerance around it (a share as a percentage). */
function numberKey({ answer, tolerance, toleranceType }: Extract<QuestionDefinition, { type: 'numeric' }>) {
  if (tolerance === 0) return String(answer)
  return `${answer} ± ${toleranceType === 'relative' ? `${Number((tolerance * 100).toPrecision(12))} %` : tolerance}`
}

/**
 * What marks the question, said once beside the control (an option by its number, so that its text
 * is drawn once, in the control, as the attempt draws it).
 */
function AnswerKeyLine({ definition }: { definition: QuestionDefinition }) {
  const line = (label: string, value: ReactNode) => (
    <p className="text-sm">
      <span className="font-medium">{label}</span> {value}
    </p>
  )
  switch (definition.type) {
    case 'multiple-choice':
      return line(m.quiz_editor_preview_key(), m.question_editor_option({ n: definition.correctAnswer + 1 }))
    case 'multiple-answers':
      return line(
        m.quiz_editor_preview_keys(),
        definition.correctAnswers.map((index) => m.question_editor_option({ n: index + 1 })).join(', '),
      )
    case 'true-false':
      return line(
        m.quiz_editor_preview_key(),
        definition.correctAnswer ? m.question_answer_true() : m.question_answer_false(),
      )
    case 'numeric':
      return line(m.quiz_editor_preview_key(), numberKey(definition))
    case 'short-answer':
      return line(
        m.quiz_editor_preview_accepted(),
        <>
          <Texts texts={definition.acceptedAnswers} separator=" · " />
          {definition.caseSensitive && ` (${m.question_editor_case_sensitive()})`}
        </>,
      )
    case 'ordering':
      return line(m.quiz_editor_preview_order(), <Texts texts={definition.items} separator=" → " />)
    case 'matching':
      return line(
        m.quiz_editor_preview_matches(),
        <Texts texts={definition.pairs.map((pair) => `${pair.left} = ${pair.right}`)} separator=" · " />,
      )
  }
}

/** A share as a percentage, to a tenth: 2/3 is 66.7. */
const percentOf = ({ num, den }: { num: number; den: number }) => Number(((num / den) * 100).toFixed(1))

/** The control the attempt draws, to answer here and nowhere else, and the share of the points that answer would earn. */
function TryIt({ definition, labelledBy }: { definition: QuestionDefinition; labelledBy: string }) {
  const served = useMemo(() => serve(definition, { random: steadyRandom() }), [definition])
  const [response, setResponse] = useState<ResponseDraft>(null)
  const sendable = response !== null && answerProblem(served.view, response) === null
  const earned = sendable ? percentOf(score(definition, unshuffle(served, response))) : null
  return (
    <>
      <AnswerControl view={served.view} response={response} onChange={setResponse} labelledBy={labelledBy} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {earned === null ? m.quiz_editor_preview_try() : m.quiz_editor_preview_would_earn({ percent: earned })}
      </p>
    </>
  )
}

/** One question as the attempt shows it: its points, its text and its control; then its key and explanation. */
function PreviewQuestion({ question, number }: { question: QuestionDraft; number: number }) {
  const id = useId()
  // Empty fields take the server's defaults, so the preview shows those.
  const points = parseNumber(question.points) ?? QUIZ_LIMITS.defaultPoints
  const seconds = parseNumber(question.timeLimit) ?? QUIZ_LIMITS.defaultQuestionTimeSeconds
  const { definition } = useMemo(() => checkDefinition(question.definition), [question.definition])
  return (
    <li className="space-y-4 rounded-lg border p-4">
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">
          {ATTEMPT_TEXTS.points(points)} · {formatDuration(seconds)}
        </p>
        <h3 id={`${id}-text`} className="text-lg leading-snug font-semibold wrap-anywhere">
          {number}.{' '}
          {question.question ? <QuestionText text={question.question} /> : m.quiz_editor_labels_untitled_question()}
        </h3>
      </div>
      {definition ? (
        <>
          <TryIt definition={definition} labelledBy={`${id}-text`} />
          <AnswerKeyLine definition={definition} />
        </>
      ) : (
        <p className="text-sm font-medium text-destructive">{m.quiz_editor_preview_incomplete()}</p>
      )}
      {question.explanation && (
        <p className="text-sm">
          <span className="font-medium">{m.quiz_editor_labels_explanation_prefix()}</span>
          <QuestionText text={question.explanation} />
        </p>
      )}
    </li>
  )
}

/**
 * A question as the preview shows it in the second language: each text its translation where one
 * is written, the first language's where not, and the same marking.
 */
function inSecondLanguage(question: QuestionDraft): QuestionDraft {
  if (isBlankTranslation(question.translation)) return question
  const t = alignedTranslation(question.translation, question.definition)
  const or = (translated: string | undefined, original: string) => (translated?.trim() ? translated : original)
  const { definition } = question
  return {
    ...question,
    question: or(t.question, question.question),
    explanation: or(t.explanation, question.explanation),
    definition: {
      ...definition,
      options: definition.options.map((option, at) => or(t.options[at], option)),
      items: definition.items.map((item, at) => or(t.items[at], item)),
      pairs: definition.pairs.map((pair, at) => ({
        left: or(t.pairs[at]?.left, pair.left),
        right: or(t.pairs[at]?.right, pair.right),
      })),
    },
  }
}

/** The quiz as participants will meet it, each question to try, with its answer and explanation. */
export function PreviewDialog({
  form,
  open,
  onOpenChange,
}: {
  form: EditorForm
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const filled = filledQuestions(form.questions)
  const total = parseNumber(form.timeLimit)
  // With a second language written, the preview shows either, as the player's switch does.
  const second =
    form.secondLanguage && filled.some((question) => !isBlankTranslation(question.translation))
      ? form.secondLanguage
      : undefined
  const [isSecond, setSecond] = useState(false)
  const questions = second && isSecond ? filled.map(inSecondLanguage) : filled
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{form.title.trim() || m.quiz_editor_labels_untitled_quiz()}</DialogTitle>
          <DialogDescription>
            {QUIZ_EDITOR_LABELS.questionCountLabel(questions.length)} · {categoryLabel(form.category)} ·{' '}
            {difficultyLabel(form.difficulty)}
            {total !== null && total > 0 && ` · ${formatDuration(total)}`}
          </DialogDescription>
        </DialogHeader>
        {form.description.trim() && <p className="text-sm">{form.description}</p>}
        {second && (
          <PaperLanguageSwitch
            first={form.language}
            second={second}
            label={m.preview_language_label()}
            isSecond={isSecond}
            onChange={setSecond}
            className="self-start"
          />
        )}
        <ol className="space-y-4">
          {questions.map((question, index) => (
            <PreviewQuestion key={`${question.key}:${isSecond}`} question={question} number={index + 1} />
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  )
}
