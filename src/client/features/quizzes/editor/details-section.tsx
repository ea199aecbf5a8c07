import { EDITOR_CATEGORIES } from '#shared/quiz'
import { categoryLabel } from '#shared/quiz-labels'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { QUIZ_LANGUAGES, quizLanguageDirection } from '#shared/quiz-languages'
import { FormField } from '@/components/form-field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { DifficultyOptions } from './fields'
import { Textarea } from '@/components/ui/textarea'
import { useEditorForm } from './editor-form'
import { TimingHelper, TotalTimeField } from './timing-helper'
import { m } from '#shared/i18n'

/**
 * The title comes first in the form, before the AI panel that may fill it, with the quiz's
 * language beside it: the AI panel writes in that language.
 */
export function TitleSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useEditorForm()
  const language = watch('language')
  return (
    <Card>
      <CardContent className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        <FormField id="quiz-title" label={m.quiz_editor_labels_title()} error={errors.title?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('title')}
              // The browser picks fonts, spelling and direction for the quiz's language.
              lang={language}
              dir={quizLanguageDirection(language)}
              maxLength={QUIZ_BOUNDS.titleMax}
              autoComplete="off"
              aria-required
            />
          )}
        </FormField>
        <FormField
          id="quiz-language"
          label={m.quiz_language_texts_label()}
          hint={m.quiz_language_texts_editor_hint()}
          error={errors.language?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...register('language')} className="font-language-names">
              {QUIZ_LANGUAGES.map((value) => (
                <NativeSelectOption key={value} value={value} lang={value}>
                  {QUIZ_LANGUAGE_NAMES[value]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  )
}

/**
 * The rest of the quiz's details in the product's order: category, difficulty, the total time
 * limit with its timing helper, then the description.
 */
export function DetailsSection() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useEditorForm()
  const category = register('category')
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.quiz_editor_labels_details_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="quiz-category" label={m.quiz_editor_labels_category()} error={errors.category?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                {...category}
                // A category the author picked is theirs: AI suggestions no longer replace it.
                onChange={(event) => {
                  setValue('categoryChosen', true)
                  return category.onChange(event)
                }}
              >
                {EDITOR_CATEGORIES.map((value) => (
                  <NativeSelectOption key={value} value={value}>
                    {categoryLabel(value)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="quiz-difficulty" label={m.quiz_editor_labels_difficulty()} error={errors.difficulty?.message}>
            {(control) => (
              <NativeSelect {...control} {...register('difficulty')}>
                <DifficultyOptions />
              </NativeSelect>
            )}
          </FormField>
        </div>
        <TotalTimeField />
        <TimingHelper />
        <FormField id="quiz-description" label={m.quiz_editor_labels_description()} error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} {...register('description')} rows={3} maxLength={QUIZ_BOUNDS.descriptionMax} />
          )}
        </FormField>
      </CardContent>
    </Card>
  )
}
