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

type Props = Pick<EditorForm, 'title' | 'category' | 'difficulty' | 'description'> & {
  dispatch: Dispatch<EditorAction>
}

function TitleField({ title, dispatch }: Pick<Props, 'title' | 'dispatch'>) {
  return (
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
  )
}

export function DetailsSection({ title, category, difficulty, description, dispatch }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Quiz details</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <TitleField title={title} dispatch={dispatch} />
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
