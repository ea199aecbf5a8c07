import { Trash2 } from 'lucide-react'
import { type Dispatch, memo } from 'react'
import { QUIZ_LIMITS } from '#shared/constants'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Textarea } from '@/components/ui/textarea'
import type { EditorAction, QuestionDraft } from './editor-state'
import { Field } from './fields'

/** Ids from the question's own key, so labels stay attached when questions are removed. */
export const questionFieldId = (key: string, part: string) => `${key}-${part}`

function CorrectOption({
  question,
  number,
  dispatch,
}: {
  question: QuestionDraft
  number: number
  dispatch: Dispatch<EditorAction>
}) {
  const id = (part: string) => questionFieldId(question.key, part)
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" aria-hidden="true">
        Correct option
      </p>
      <RadioGroup
        aria-label={`Correct option for question ${number}`}
        className="flex flex-wrap gap-x-6 gap-y-2"
        value={String(question.correctAnswer)}
        onValueChange={(value) =>
          dispatch({ type: 'updateQuestion', key: question.key, patch: { correctAnswer: Number(value) } })
        }
      >
        {question.options.map((_, index) => (
          <div key={index} className="flex items-center gap-2">
            <RadioGroupItem id={id(`correct-${index}`)} value={String(index)} />
            <Label htmlFor={id(`correct-${index}`)} className="font-normal">
              Option {index + 1}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  )
}

function QuestionNumbers({ question, dispatch }: { question: QuestionDraft; dispatch: Dispatch<EditorAction> }) {
  const id = (part: string) => questionFieldId(question.key, part)
  const update = (patch: Partial<QuestionDraft>) => dispatch({ type: 'updateQuestion', key: question.key, patch })
  return (
    <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
      <Field id={id('points')} label="Points">
        <Input
          id={id('points')}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUIZ_BOUNDS.maxPoints}
          step={1}
          value={question.points}
          onChange={(event) => update({ points: event.target.value })}
        />
      </Field>
      <Field id={id('time')} label="Time (seconds)">
        <Input
          id={id('time')}
          type="number"
          inputMode="numeric"
          min={QUIZ_LIMITS.minTimeSeconds}
          max={QUIZ_BOUNDS.maxQuestionTimeSeconds}
          step={1}
          value={question.timeLimit}
          onChange={(event) => update({ timeLimit: event.target.value })}
        />
      </Field>
    </div>
  )
}

/** One question: text, four options, the correct one, explanation, points and time. */
export const QuestionCard = memo(function QuestionCard({
  question,
  number,
  dispatch,
  onRemove,
}: {
  question: QuestionDraft
  number: number
  dispatch: Dispatch<EditorAction>
  onRemove: (key: string) => void
}) {
  const id = (part: string) => questionFieldId(question.key, part)
  const update = (patch: Partial<QuestionDraft>) => dispatch({ type: 'updateQuestion', key: question.key, patch })
  return (
    <Card role="region" aria-labelledby={id('heading')} className="gap-4">
      <CardHeader className="flex items-center justify-between">
        <CardTitle asChild>
          <h3 id={id('heading')}>Question {number}</h3>
        </CardTitle>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove question ${number}`}
          onClick={() => onRemove(question.key)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <Field id={id('text')} label="Question text">
          <Textarea
            id={id('text')}
            rows={2}
            maxLength={QUIZ_BOUNDS.questionMax}
            value={question.question}
            onChange={(event) => update({ question: event.target.value })}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {question.options.map((option, index) => (
            <Field key={index} id={id(`option-${index}`)} label={`Option ${index + 1}`}>
              <Input
                id={id(`option-${index}`)}
                maxLength={QUIZ_BOUNDS.optionMax}
                value={option}
                onChange={(event) =>
                  dispatch({ type: 'setOption', key: question.key, index, value: event.target.value })
                }
              />
            </Field>
          ))}
        </div>
        <CorrectOption question={question} number={number} dispatch={dispatch} />
        <Field id={id('explanation')} label="Explanation">
          <Textarea
            id={id('explanation')}
            rows={2}
            maxLength={QUIZ_BOUNDS.explanationMax}
            value={question.explanation}
            onChange={(event) => update({ explanation: event.target.value })}
          />
        </Field>
        <QuestionNumbers question={question} dispatch={dispatch} />
      </CardContent>
    </Card>
  )
})
