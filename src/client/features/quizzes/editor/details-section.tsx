import type { Dispatch } from 'react'
import {
  type Category,
  categoryLabel,
  DIFFICULTIES,
  type Difficulty,
  difficultyLabel,
  EDITOR_CATEGORIES,
} from '#shared/quiz'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { EditorAction, EditorForm } from './editor-state'
import { Field } from './fields'
import { TimingHelper, TotalTimeField } from './timing-helper'

/** The title comes first in the form (spec section 2), before the AI panel that may fill it. */
export function TitleSection({ title, dispatch }: Pick<EditorForm, 'title'> & { dispatch: Dispatch<EditorAction> }) {
  return (
    <Card>
      <CardContent>
        <Field id="quiz-title" label="Title">
          <Input
            id="quiz-title"
            value={title}
            maxLength={QUIZ_BOUNDS.titleMax}
            autoComplete="off"
            required
            onChange={(event) => dispatch({ type: 'patch', patch: { title: event.target.value } })}
          />
        </Field>
      </CardContent>
    </Card>
  )
}

type Props = Pick<EditorForm, 'category' | 'difficulty' | 'timeLimit' | 'questions' | 'description'> & {
  dispatch: Dispatch<EditorAction>
}

/**
 * The rest of the quiz's details in the spec's order (section 2): category, difficulty, the total
 * time limit with its timing helper, then the description.
 */
export function DetailsSection({ category, difficulty, timeLimit, questions, description, dispatch }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Quiz details</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="quiz-category" label="Category">
            <NativeSelect
              id="quiz-category"
              value={category}
              onChange={(event) => dispatch({ type: 'chooseCategory', category: event.target.value as Category })}
            >
              {EDITOR_CATEGORIES.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {categoryLabel(value)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field id="quiz-difficulty" label="Difficulty">
            <NativeSelect
              id="quiz-difficulty"
              value={difficulty}
              onChange={(event) => dispatch({ type: 'patch', patch: { difficulty: event.target.value as Difficulty } })}
            >
              {DIFFICULTIES.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {difficultyLabel(value)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <TotalTimeField timeLimit={timeLimit} dispatch={dispatch} />
        <TimingHelper timeLimit={timeLimit} questions={questions} dispatch={dispatch} />
        <Field id="quiz-description" label="Description">
          <Textarea
            id="quiz-description"
            value={description}
            rows={3}
            maxLength={QUIZ_BOUNDS.descriptionMax}
            onChange={(event) => dispatch({ type: 'patch', patch: { description: event.target.value } })}
          />
        </Field>
      </CardContent>
    </Card>
  )
}
