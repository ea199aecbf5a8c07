import { useMutation, useQuery } from '@tanstack/react-query'
import { Loader2, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { useController, useFormState, useWatch } from 'react-hook-form'
import type { QuestionTranslation } from '#shared/questions/translation'
import type { QuestionInput } from '#shared/schemas/quiz'
import { QUESTION_LIMITS } from '#shared/questions/limits'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { type QuizLanguage, quizLanguageDirection } from '#shared/quiz-languages'
import { FieldError, FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { definitionInput } from './definition/definition-draft'
import { Textarea } from '@/components/ui/textarea'
import type { DraftErrors } from './definition/definition-draft'
import { alignedTranslation, type EditorForm, type TranslationDraft } from './editor-state'
import { m } from '#shared/i18n'

/**
 * The form's errors under a part of a question as flat dotted fields (`options.1`, `pairs.0.right`);
 * a part's own error (`root`, or its message) under the part's name, '' for the whole.
 */
export function draftErrorsOf(node: unknown, path: string[] = [], into: DraftErrors = {}): DraftErrors {
  if (typeof node !== 'object' || node === null) return into
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue
    if (key === 'message' && typeof value === 'string') into[path.join('.')] ??= value
    else if (key === 'root') draftErrorsOf(value, path, into)
    else draftErrorsOf(value, [...path, key], into)
  }
  return into
}

/** The first language's words beside their field in the second: read-only, in their own language. */
function Original({ text, language }: { text: string; language: QuizLanguage }) {
  return (
    <p
      lang={language}
      dir={quizLanguageDirection(language)}
      className="min-h-9 rounded-md bg-muted/60 px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere text-muted-foreground"
    >
      {text || '—'}
    </p>
  )
}

/** One row: the original on the left, its field in the second language on the right (stacked on a phone). */
function Row({ original, children }: { original: ReactNode; children: ReactNode }) {
  return (
    <div className="grid items-end gap-2 sm:grid-cols-2 sm:gap-4">
      <div className="min-w-0">{original}</div>
      <div className="min-w-0">{children}</div>
    </div>
  )
}

/**
 * "Translate with AI": the question as written, translated by the AI into the second language, as
 * a draft in the fields. Refused (a question not finished, the AI unreachable): a toast in words.
 */
function TranslateButton({
  number,
  language,
  question,
  onTranslated,
}: {
  number: number
  language: QuizLanguage
  question: QuestionInput
  onTranslated: (translation: QuestionTranslation) => void
}) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const translate = useMutation(
    trpc.quizzes.translateQuestion.mutationOptions({
      onSuccess: ({ translation }) => {
        onTranslated(translation)
        notify.success(m.second_language_translated({ number, language: QUIZ_LANGUAGE_NAMES[language] }))
      },
      onError: (error) => notify.error(errorMessage(error, m.second_language_translate_failed({ number }))),
    }),
  )
  if (config.data?.isAiEnabled !== true) return null
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={translate.isPending}
      onClick={() => translate.mutate({ question, language })}
    >
      {translate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      {translate.isPending ? m.second_language_translating() : m.second_language_translate({ number })}
    </Button>
  )
}

/**
 * A question in the paper's second language, side by side with the first: its text, each option,
 * item or pair side its type has, and its explanation. Left empty, the question is saved in one
 * language; partly filled, the save check says in words what is missing.
 */
export function TranslationFields({
  index,
  id,
  language,
}: {
  index: number
  /** The ids of the fields, from the question's key. */
  id: (part: string) => string
  language: QuizLanguage
}) {
  const quizLanguage = useWatch<EditorForm, 'language'>({ name: 'language' })
  const [text, explanation, definition] = useWatch<
    EditorForm,
    [`questions.${number}.question`, `questions.${number}.explanation`, `questions.${number}.definition`]
  >({
    name: [`questions.${index}.question`, `questions.${index}.explanation`, `questions.${index}.definition`],
  })
  const { field } = useController<EditorForm, `questions.${number}.translation`>({
    name: `questions.${index}.translation`,
  })
  const { errors } = useFormState<EditorForm>({ name: `questions.${index}.translation` })
  const fieldErrors = draftErrorsOf(errors.questions?.[index]?.translation)
  const translation = alignedTranslation(field.value, definition)
  const set = (next: Partial<TranslationDraft>) => field.onChange({ ...translation, ...next })
  const number = index + 1
  const name = QUIZ_LANGUAGE_NAMES[language]
  const inLanguage = { lang: language, dir: quizLanguageDirection(language) }
  const original = (words: string) => <Original text={words} language={quizLanguage} />
  const headingId = id('translation-heading')
  // The AI's draft fills the fields; the creator reads it over before saving.
  const fill = (done: QuestionTranslation) =>
    field.onChange({
      question: done.question,
      explanation: done.explanation,
      options: done.options ?? [],
      items: done.items ?? [],
      pairs: done.pairs ?? [],
    })
  const question = { question: text.trim(), ...definitionInput(definition), explanation: explanation.trim() }

  const part = (key: 'options' | 'items', label: (n: number) => string) =>
    translation[key].map((value, at) => (
      <Row key={`${key}-${at}`} original={original(definition[key][at] ?? '')}>
        <FormField id={id(`translation-${key}-${at}`)} label={label(at + 1)} error={fieldErrors[`${key}.${at}`]}>
          {(control) => (
            <Input
              {...control}
              {...inLanguage}
              value={value}
              maxLength={QUESTION_LIMITS.textMax}
              onChange={(event) =>
                set({ [key]: translation[key].map((old, i) => (i === at ? event.target.value : old)) })
              }
            />
          )}
        </FormField>
      </Row>
    ))

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-dashed p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {m.second_language_heading({ number, language: name })}
        </h4>
        <TranslateButton number={number} language={language} question={question as QuestionInput} onTranslated={fill} />
      </div>
      <p className="text-xs text-muted-foreground">{m.second_language_left_empty()}</p>
      <FieldError id={id('translation')} error={fieldErrors['']} />
      <Row original={original(text)}>
        <FormField
          id={id('translation-text')}
          label={m.second_language_question({ number, language: name })}
          error={fieldErrors.question}
        >
          {(control) => (
            <Textarea
              {...control}
              {...inLanguage}
              rows={2}
              value={translation.question}
              maxLength={QUIZ_BOUNDS.questionMax}
              onChange={(event) => set({ question: event.target.value })}
            />
          )}
        </FormField>
      </Row>
      {(definition.type === 'multiple-choice' || definition.type === 'multiple-answers') &&
        part('options', (n) => m.second_language_option({ n, number, language: name }))}
      {definition.type === 'ordering' && part('items', (n) => m.second_language_item({ n, number, language: name }))}
      {definition.type === 'matching' &&
        translation.pairs.map((pair, at) =>
          (['left', 'right'] as const).map((side) => (
            <Row key={`pair-${at}-${side}`} original={original(definition.pairs[at]?.[side] ?? '')}>
              <FormField
                id={id(`translation-pairs-${at}-${side}`)}
                label={
                  side === 'left'
                    ? m.second_language_pair_left({ n: at + 1, number, language: name })
                    : m.second_language_pair_right({ n: at + 1, number, language: name })
                }
                error={fieldErrors[`pairs.${at}.${side}`] ?? fieldErrors[`pairs.${at}`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...inLanguage}
                    value={pair[side]}
                    maxLength={QUESTION_LIMITS.textMax}
                    onChange={(event) =>
                      set({
                        pairs: translation.pairs.map((old, i) =>
                          i === at ? { ...old, [side]: event.target.value } : old,
                        ),
                      })
                    }
                  />
                )}
              </FormField>
            </Row>
          )),
        )}
      <Row original={original(explanation)}>
        <FormField
          id={id('translation-explanation')}
          label={m.second_language_explanation({ number, language: name })}
          error={fieldErrors.explanation}
        >
          {(control) => (
            <Textarea
              {...control}
              {...inLanguage}
              rows={2}
              value={translation.explanation}
              maxLength={QUIZ_BOUNDS.explanationMax}
              onChange={(event) => set({ explanation: event.target.value })}
            />
          )}
        </FormField>
      </Row>
    </section>
  )
}
