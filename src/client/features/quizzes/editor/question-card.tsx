import { Trash2 } from 'lucide-react'
import { memo } from 'react'
import { useController, useFormState, useWatch } from 'react-hook-form'
import { QUIZ_LIMITS } from '#shared/constants'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { PictureField } from './picture-field'
import type { DefinitionDraft } from './definition/definition-draft'
import { DefinitionEditor } from './definition/definition-editor'
import { useEditorForm } from './editor-form'
import { sectionName } from './exam-sections'
import { type EditorForm, optionImagesAfter, translationAfter } from './editor-state'
import { draftErrorsOf, TranslationFields } from './translation-fields'
import { m } from '#shared/i18n'

/** Ids from the question's own key, so labels stay attached when questions are removed. */
export const questionFieldId = (key: string, part: string) => `${key}-${part}`

/**
 * What the question asks and how it is marked, by type: the sub-form holds the draft whole, and
 * its errors are the save check's, in words naming the question.
 */
function QuestionDefinitionFields({ index, questionKey }: { index: number; questionKey: string }) {
  const { field } = useController<EditorForm, `questions.${number}.definition`>({
    name: `questions.${index}.definition`,
  })
  const { errors } = useFormState<EditorForm>({ name: `questions.${index}.definition` })
  const questionText = useWatch<EditorForm, `questions.${number}.question`>({ name: `questions.${index}.question` })
  const definitionErrors = errors.questions?.[index]?.definition
  const { getValues, setValue } = useEditorForm()
  const onChange = (next: DefinitionDraft) => {
    // The options' pictures follow their options when one is removed or added.
    const images = getValues(`questions.${index}.images`)
    if (images?.optionImages) {
      const optionImages = optionImagesAfter(field.value.options, next.options, images.optionImages)
      if (optionImages !== images.optionImages) setValue(`questions.${index}.images`, { ...images, optionImages })
    }
    // So do their second language's words.
    const translation = getValues(`questions.${index}.translation`)
    if (translation) setValue(`questions.${index}.translation`, translationAfter(field.value, next, translation))
    field.onChange(next)
  }
  return (
    <DefinitionEditor
      idPrefix={questionFieldId(questionKey, 'definition')}
      draft={field.value}
      onChange={onChange}
      errors={definitionErrors ? draftErrorsOf(definitionErrors) : null}
      questionText={questionText}
    />
  )
}

/**
 * A picture per option, for the types whose options are choices: added or taken off one by one,
 * each following its option as options come and go.
 */
function OptionPictures({ index }: { index: number }) {
  const definition = useWatch<EditorForm, `questions.${number}.definition`>({ name: `questions.${index}.definition` })
  if (definition.type !== 'multiple-choice' && definition.type !== 'multiple-answers') return null
  const number = index + 1
  const of = definition.options.length
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {definition.options.map((_, option) => (
        <PictureField
          key={option}
          index={index}
          which={{ option, of }}
          label={m.picture_field_option({ option: option + 1, number })}
        />
      ))}
    </div>
  )
}

/** Which of the paper's sections the question is in, while the paper has sections. */
function SectionSelect({ index, id }: { index: number; id: (part: string) => string }) {
  const { register } = useEditorForm()
  const [examOn, sections] = useWatch<EditorForm, ['examOn', 'sections']>({ name: ['examOn', 'sections'] })
  if (!examOn || sections.length === 0) return null
  return (
    <FormField
      id={id('section')}
      label={m.exam_editor_question_section()}
      hint={m.exam_editor_question_section_hint()}
      className="sm:max-w-sm"
    >
      {(control) => (
        <NativeSelect {...control} {...register(`questions.${index}.section`)}>
          {sections.map((section, place) => (
            <NativeSelectOption key={section.key} value={section.key}>
              {sectionName(section.title, place)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/**
 * One question: text, its type and what marks it, explanation, points and time. Its fields are
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
  const secondLanguage = useWatch<EditorForm, 'secondLanguage'>({ name: 'secondLanguage' })
  const { errors } = useFormState<EditorForm>({ name: `questions.${index}` })
  const fieldErrors = errors.questions?.[index]
  const id = (part: string) => questionFieldId(questionKey, part)
  const number = index + 1
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
        <PictureField index={index} which="image" label={m.picture_field_question({ number })} />
        <QuestionDefinitionFields index={index} questionKey={questionKey} />
        <OptionPictures index={index} />
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
        <PictureField index={index} which="explanationImage" label={m.picture_field_explanation({ number })} />
        <SectionSelect index={index} id={id} />
        {secondLanguage && <TranslationFields index={index} id={id} language={secondLanguage} />}
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
