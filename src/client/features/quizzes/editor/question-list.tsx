import { ListPlus } from 'lucide-react'
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type EditorAction, newQuestion, type QuestionDraft } from './editor-state'
import { QuestionCard, questionFieldId } from './question-card'

/** The question list with add and remove; focus follows, so keyboard users never get lost. */
export function QuestionList({
  questions,
  dispatch,
}: {
  questions: QuestionDraft[]
  dispatch: Dispatch<EditorAction>
}) {
  const addButton = useRef<HTMLButtonElement>(null)
  const [focusKey, setFocusKey] = useState<string | null>(null)

  // A new question's text field exists only after the render that adds it.
  useEffect(() => {
    if (!focusKey) return
    document.getElementById(questionFieldId(focusKey, 'text'))?.focus()
    setFocusKey(null)
  }, [focusKey])

  const add = () => {
    const question = newQuestion()
    dispatch({ type: 'addQuestion', question })
    setFocusKey(question.key)
  }

  // The removed card took the focused button with it; the add button is the next sensible stop.
  const remove = useCallback(
    (key: string) => {
      dispatch({ type: 'removeQuestion', key })
      addButton.current?.focus()
    },
    [dispatch],
  )

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 id="questions-heading" className="text-xl font-semibold">
          Questions
        </h2>
        <Badge variant="secondary">
          {questions.length}
          <span className="sr-only"> in the list</span>
        </Badge>
      </div>
      {questions.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
          No questions yet. Add one by hand or generate some with AI.
        </p>
      ) : (
        <ol className="space-y-4">
          {questions.map((question, index) => (
            <li key={question.key}>
              <QuestionCard question={question} number={index + 1} dispatch={dispatch} onRemove={remove} />
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        onClick={add}
        disabled={questions.length >= QUIZ_BOUNDS.maxQuestions}
      >
        <ListPlus aria-hidden="true" />
        {QUIZ_EDITOR_TEXTS.addQuestion}
      </Button>
    </section>
  )
}
