import { useMutation, useQuery } from '@tanstack/react-query'
import { Loader2, Sparkles } from 'lucide-react'
import { type Dispatch, useState } from 'react'
import { QUIZ_LIMITS } from '#shared/constants'
import { FAILURE, SERVER, VALIDATION } from '#shared/messages'
import { DIFFICULTIES, type Difficulty, difficultyLabel } from '#shared/quiz'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import type { EditorAction } from './editor-state'
import { Field, hintId } from './fields'

const NOT_CONFIGURED_ID = 'ai-not-configured'

/**
 * AI generation (spec sections 2 and 5): topic, 1 to 20 questions, difficulty. The result only
 * fills the form; nothing is saved until the author saves.
 */
export function AiPanel({ topic, dispatch }: { topic: string; dispatch: Dispatch<EditorAction> }) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const isAiEnabled = config.data?.isAiEnabled === true
  const [count, setCount] = useState(String(QUIZ_LIMITS.aiDefaultQuestions))
  const [difficulty, setDifficulty] = useState<Difficulty>('medium')
  const [status, setStatus] = useState('')
  const generate = useMutation(
    trpc.quizzes.generatePreview.mutationOptions({
      onSuccess: (generated) => {
        dispatch({ type: 'applyGenerated', generated })
        setStatus(QUIZ_EDITOR_TEXTS.generated(generated.questions.length))
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.aiGeneration)),
    }),
  )

  const start = () => {
    if (!topic.trim()) {
      notify.error(VALIDATION.aiTopicRequired)
      return
    }
    setStatus('')
    // An out-of-range count goes as typed: the server's message names the 1 to 20 rule.
    generate.mutate({ topic: topic.trim(), numQuestions: Number(count), difficulty })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            Generate questions with AI
          </h2>
        </CardTitle>
        <CardDescription>Describe a topic and AI drafts questions you can edit before saving.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <Field id="ai-topic" label="Topic" hint="Also saved as the quiz topic; when empty, the title is used.">
            <Input
              id="ai-topic"
              value={topic}
              maxLength={QUIZ_BOUNDS.topicMax}
              aria-describedby={hintId('ai-topic')}
              onChange={(event) => dispatch({ type: 'patch', patch: { topic: event.target.value } })}
              // Enter generates here, as the only action this field has.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && isAiEnabled && !generate.isPending) {
                  event.preventDefault()
                  start()
                }
              }}
            />
          </Field>
          <Field id="ai-count" label="Number of questions">
            <Input
              id="ai-count"
              type="number"
              inputMode="numeric"
              min={QUIZ_LIMITS.aiMinQuestions}
              max={QUIZ_LIMITS.aiMaxQuestions}
              step={1}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </Field>
          <Field id="ai-difficulty" label="AI difficulty">
            <NativeSelect
              id="ai-difficulty"
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            >
              {DIFFICULTIES.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {difficultyLabel(value)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        </div>
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
            {generate.isPending ? QUIZ_EDITOR_TEXTS.generating : QUIZ_EDITOR_TEXTS.generate}
          </Button>
          {config.isSuccess && !isAiEnabled && (
            <p id={NOT_CONFIGURED_ID} className="text-sm text-muted-foreground">
              {SERVER.aiNotConfigured}
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
