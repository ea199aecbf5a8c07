import { useMutation, useQuery } from '@tanstack/react-query'
import { Loader2, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { QUIZ_LIMITS } from '#shared/constants'
import type { Difficulty } from '#shared/quiz'
import { GeneratePreviewSchema, QUESTION_TYPES, QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { questionTypeName } from '#shared/questions/type-names'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { DifficultyOptions } from './fields'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { useEditorAction, useEditorForm } from './editor-form'
import { m } from '#shared/i18n'

const NOT_CONFIGURED_ID = 'ai-not-configured'
const TYPES_HINT_ID = 'ai-types-hint'
const TYPES_ERROR_ID = 'ai-types-error'

type QuestionType = (typeof QUESTION_TYPES)[number]

interface GenerateFields {
  numQuestions: string
  difficulty: Difficulty
}

/**
 * AI generation: a topic (the quiz's own field), 1 to 20 questions, a difficulty and the types to
 * spread them across (single answer alone unless the author chooses others), checked by the
 * procedure's schema before asking. The result only fills the form; nothing is saved until the
 * author saves.
 */
export function AiPanel() {
  const editor = useEditorForm()
  const act = useEditorAction()
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const isAiEnabled = config.data?.isAiEnabled === true
  const panel = useForm<GenerateFields>({
    defaultValues: { numQuestions: String(QUIZ_LIMITS.aiDefaultQuestions), difficulty: 'medium' },
  })
  const [status, setStatus] = useState('')
  const [types, setTypes] = useState<QuestionType[]>(['multiple-choice'])
  const [typesError, setTypesError] = useState<string | undefined>()
  const toggleType = (type: QuestionType, checked: boolean) => {
    setTypesError(undefined)
    setTypes((chosen) => QUESTION_TYPES.filter((each) => (each === type ? checked : chosen.includes(each))))
  }
  const generate = useMutation(
    trpc.quizzes.generatePreview.mutationOptions({
      onSuccess: (generated) => {
        act({ type: 'applyGenerated', generated })
        // Questions left out for breaking a rule are said beside the count.
        setStatus(
          [QUIZ_EDITOR_TEXTS.generated(generated.questions.length), generated.dropped].filter(Boolean).join(' '),
        )
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_ai_generation())),
    }),
  )

  // The topic belongs to the quiz's form, the rest to this panel's: each error goes to its field.
  const start = () => {
    editor.clearErrors('topic')
    panel.clearErrors()
    setTypesError(undefined)
    const { numQuestions, difficulty } = panel.getValues()
    // The questions come in the quiz's language, as the editor's select says, and in its second
    // language too when the paper has one.
    const [language, secondLanguage] = editor.getValues(['language', 'secondLanguage'])
    const input = {
      topic: editor.getValues('topic'),
      numQuestions,
      difficulty,
      language,
      ...(secondLanguage && secondLanguage !== language ? { secondLanguage } : {}),
      questionTypes: types,
    }
    const result = GeneratePreviewSchema.safeParse(input)
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [field] = issue.path
        if (field === 'topic') editor.setError('topic', { message: issue.message }, { shouldFocus: true })
        else if (field === 'numQuestions' || field === 'difficulty') {
          panel.setError(field, { message: issue.message }, { shouldFocus: true })
        } else if (field === 'questionTypes') setTypesError(issue.message)
      }
      return
    }
    setStatus('')
    generate.mutate(result.data)
  }

  const { errors } = panel.formState
  const topicError = editor.formState.errors.topic?.message
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            {m.quiz_editor_labels_ai_title()}
          </h2>
        </CardTitle>
        <CardDescription>{m.quiz_editor_labels_ai_description()}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <FormField
            id="ai-topic"
            label={m.quiz_editor_labels_ai_topic()}
            hint={m.quiz_editor_labels_ai_topic_hint()}
            error={topicError}
          >
            {(control) => (
              <Input
                {...control}
                {...editor.register('topic')}
                maxLength={QUIZ_BOUNDS.topicMax}
                // Enter generates here, as the only action this field has.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    if (isAiEnabled && !generate.isPending) start()
                  }
                }}
              />
            )}
          </FormField>
          <FormField id="ai-count" label={m.quiz_editor_labels_ai_count()} error={errors.numQuestions?.message}>
            {(control) => (
              <Input
                {...control}
                {...panel.register('numQuestions')}
                type="number"
                inputMode="numeric"
                min={QUIZ_LIMITS.aiMinQuestions}
                max={QUIZ_LIMITS.aiMaxQuestions}
                step={1}
              />
            )}
          </FormField>
          <FormField id="ai-difficulty" label={m.quiz_editor_labels_ai_difficulty()} error={errors.difficulty?.message}>
            {(control) => (
              <NativeSelect {...control} {...panel.register('difficulty')}>
                <DifficultyOptions />
              </NativeSelect>
            )}
          </FormField>
        </div>
        <fieldset
          className="space-y-2"
          aria-describedby={typesError ? `${TYPES_HINT_ID} ${TYPES_ERROR_ID}` : TYPES_HINT_ID}
          aria-invalid={typesError ? true : undefined}
        >
          <legend className="text-sm font-medium">{m.quiz_editor_labels_ai_types()}</legend>
          <p id={TYPES_HINT_ID} className="text-sm text-muted-foreground">
            {m.quiz_editor_labels_ai_types_hint()}
          </p>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {QUESTION_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <Checkbox
                  id={`ai-type-${type}`}
                  checked={types.includes(type)}
                  onCheckedChange={(checked) => toggleType(type, checked === true)}
                />
                <Label htmlFor={`ai-type-${type}`} className="font-normal">
                  {questionTypeName(type)}
                </Label>
              </div>
            ))}
          </div>
          {typesError && (
            <p id={TYPES_ERROR_ID} className="text-sm text-destructive">
              {typesError}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            onClick={start}
            disabled={!isAiEnabled || generate.isPending}
            aria-describedby={config.isSuccess && !isAiEnabled ? NOT_CONFIGURED_ID : undefined}
          >
            {generate.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {generate.isPending ? m.quiz_editor_texts_generating() : m.quiz_editor_texts_generate()}
          </Button>
          {config.isSuccess && !isAiEnabled && (
            <p id={NOT_CONFIGURED_ID} className="text-sm text-muted-foreground">
              {m.server_ai_not_configured()}
            </p>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
