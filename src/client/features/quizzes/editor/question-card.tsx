import { Trash2 } from 'lucide-react'
import { memo } from 'react'
import { useController, useFormState } from 'react-hook-form'
import { QUIZ_LIMITS } from '#shared/constants'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { errorId, FieldError, FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Textarea } from '@/components/ui/textarea'
import { useEditorForm } from './editor-form'
import type { EditorForm } from './editor-state'
import { m } from '#shared/i18n'

/** Ids from the question's own key, so labels stay attached when questions are removed. */
export const questionFieldId = (key: string, part: string) => `${key}-${part}`

function CorrectOption({ index, questionKey }: { index: number; questionKey: string }) {
  const { field } = useController<EditorForm, `questions.${number}.correctAnswer`>({
    name: `questions.${index}.correctAnswer`,
  })
  const id = (part: string) => questionFieldId(questionKey, part)
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" aria-hidden="true">
        {m.quiz_editor_labels_correct_option()}
      </p>
      <RadioGroup
        ref={field.ref}
        aria-label={QUIZ_EDITOR_LABELS.correctOptionFor(index + 1)}
        className="flex flex-wrap gap-x-6 gap-y-2"
        value={String(field.value)}
        onValueChange={(value) => field.onChange(Number(value))}
      >
        {Array.from({ length: QUIZ_LIMITS.optionsPerQuestion }, (_, option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={id(`correct-${option}`)} value={String(option)} />
            <Label htmlFor={id(`correct-${option}`)} className="font-normal">
              {QUIZ_EDITOR_LABELS.option(option + 1)}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  )
}

/**
 * One question: text, four options, the correct one, explanation, points and time. Its fields are
 * the form's `questions.{index}.…`; the card is keyed by question and place, so a card whose
 * question moves up a place is a new card for its new fields.
 */
export const QuestionCard = memo(function QuestionCard({
  index,
  questionKey,
  onRemove,
}: {
  index: number
  questionKey: string
  onRemove: (index: number) => void
}) {
  const { register } = useEditorForm()
  const { errors } = useFormState<EditorForm>({ name: `questions.${index}` })
  const fieldErrors = errors.questions?.[index]
  const id = (part: string) => questionFieldId(questionKey, part)
  const number = index + 1
  // Options that repeat are the question's fault, not one option's: each option points to it.
  const optionsError = fieldErrors?.options?.root?.message ?? fieldErrors?.options?.message
  return (
    <Card role="region" aria-labelledby={id('heading')} className="gap-4">
      <CardHeader className="flex items-center justify-between">
        <CardTitle asChild>
          <h3 id={id('heading')}>{QUIZ_EDITOR_LABELS.question(number)}</h3>
        </CardTitle>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={QUIZ_EDITOR_LABELS.removeQuestion(number)}
          onClick={() => onRemove(index)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField
          id={id('text')}
          label={m.quiz_editor_labels_question_text()}
          hint={m.quiz_editor_labels_question_text_hint()}
          error={fieldErrors?.question?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              {...register(`questions.${index}.question`)}
              rows={2}
              maxLength={QUIZ_BOUNDS.questionMax}
            />
          )}
        </FormField>
        <div className="space-y-2">
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: QUIZ_LIMITS.optionsPerQuestion }, (_, option) => {
              const error = fieldErrors?.options?.[option]?.message
              return (
                <FormField
                  key={option}
                  id={id(`option-${option}`)}
                  label={QUIZ_EDITOR_LABELS.option(option + 1)}
                  error={error}
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...register(`questions.${index}.options.${option}`)}
                      maxLength={QUIZ_BOUNDS.optionMax}
                      aria-invalid={Boolean(error || optionsError)}
                      aria-describedby={
                        [control['aria-describedby'], optionsError && errorId(id('options'))]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                    />
                  )}
                </FormField>
              )
            })}
          </div>
          <FieldError id={id('options')} error={optionsError} />
        </div>
        <CorrectOption index={index} questionKey={questionKey} />
        <FormField
          id={id('explanation')}
          label={m.quiz_editor_labels_explanation()}
          error={fieldErrors?.explanation?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              {...register(`questions.${index}.explanation`)}
              rows={2}
              maxLength={QUIZ_BOUNDS.explanationMax}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          <FormField id={id('points')} label={m.quiz_editor_labels_points()} error={fieldErrors?.points?.message}>
            {(control) => (
              <Input
                {...control}
                {...register(`questions.${index}.points`)}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUIZ_BOUNDS.maxPoints}
                step={1}
              />
            )}
          </FormField>
          <FormField
            id={id('time')}
            label={m.quiz_editor_labels_question_time()}
            error={fieldErrors?.timeLimit?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register(`questions.${index}.timeLimit`)}
                type="number"
                inputMode="numeric"
                min={QUIZ_LIMITS.minTimeSeconds}
                max={QUIZ_BOUNDS.maxQuestionTimeSeconds}
                step={1}
              />
            )}
          </FormField>
        </div>
      </CardContent>
    </Card>
  )
})
