import { ListPlus } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { QUIZ_LANGUAGES } from '#shared/quiz-languages'
import { errorId, FieldError, FormField } from '@/components/form-field'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useEditorAction, useEditorForm } from './editor-form'
import { newQuestion } from './editor-state'
import { QuestionCard, questionFieldId } from './question-card'
import { m } from '#shared/i18n'

const LIST_ERROR_ID = 'questions'

/**
 * The paper's second language: none, or one of the quiz languages other than its own. Chosen, every
 * question card shows its fields in it beside the first's.
 */
function SecondLanguageField() {
  const { register, control } = useEditorForm()
  const [language, secondLanguage] = useWatch({ control, name: ['language', 'secondLanguage'] })
  return (
    <FormField
      id="quiz-second-language"
      label={m.second_language_label()}
      hint={m.second_language_hint()}
      className="sm:max-w-sm"
    >
      {(field) => (
        <NativeSelect {...field} {...register('secondLanguage')} className="font-language-names">
          <NativeSelectOption value="">{m.second_language_none()}</NativeSelectOption>
          {QUIZ_LANGUAGES.filter((value) => value !== language || value === secondLanguage).map((value) => (
            <NativeSelectOption key={value} value={value} lang={value}>
              {QUIZ_LANGUAGE_NAMES[value]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/** The question list with add and remove; focus follows, so keyboard users never get lost. */
export function QuestionList() {
  const {
    control,
    formState: { errors },
  } = useEditorForm()
  const act = useEditorAction()
  const questions = useWatch({ control, name: 'questions' })
  const addButton = useRef<HTMLButtonElement>(null)
  const [focusKey, setFocusKey] = useState<string | null>(null)
  // A quiz without questions: the list's own error, said at the Add button, which takes the focus.
  const listError = errors.questions?.root?.message ?? errors.questions?.message

  // A new question's text field exists only after the render that adds it.
  useEffect(() => {
    if (!focusKey) return
    document.getElementById(questionFieldId(focusKey, 'text'))?.focus()
    setFocusKey(null)
  }, [focusKey])

  const add = () => {
    const question = newQuestion()
    act({ type: 'addQuestion', question })
    setFocusKey(question.key)
  }

  // The removed card took the focused button with it; the add button is the next sensible stop.
  const remove = useCallback(
    (index: number) => {
      const key = questions[index]?.key
      if (key) act({ type: 'removeQuestion', key })
      addButton.current?.focus()
    },
    [act, questions],
  )

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 id="questions-heading" className="text-xl font-semibold">
          {m.quiz_editor_labels_questions_title()}
        </h2>
        <Badge variant="secondary">
          {questions.length}
          <span className="sr-only">{m.quiz_editor_labels_in_the_list()}</span>
        </Badge>
      </div>
      <SecondLanguageField />
      {questions.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
          {m.quiz_editor_labels_no_questions()}
        </p>
      ) : (
        <ol className="space-y-4">
          {questions.map((question, index) => (
            <li key={`${question.key}:${index}`}>
              <QuestionCard index={index} questionKey={question.key} onRemove={remove} />
            </li>
          ))}
        </ol>
      )}
      <FieldError id={LIST_ERROR_ID} error={listError} />
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        onClick={add}
        disabled={questions.length >= QUIZ_BOUNDS.maxQuestions}
        aria-invalid={listError ? true : undefined}
        aria-describedby={listError ? errorId(LIST_ERROR_ID) : undefined}
      >
        <ListPlus aria-hidden="true" />
        {m.quiz_editor_texts_add_question()}
      </Button>
    </section>
  )
}
