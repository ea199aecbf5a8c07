import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { QuizEditorPage } from '@/features/quizzes/editor/quiz-editor'

/** `?edit={quizId}` switches the editor to edit mode (spec section 2); anything malformed is ignored. */
const EditorSearchSchema = z.object({
  edit: z.string().trim().min(1).max(100).optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/create-quiz')({
  validateSearch: EditorSearchSchema,
  component: Screen,
})

function Screen() {
  const { edit } = Route.useSearch()
  // One editor per quiz: going from editing a quiz to a new one starts from a clean form.
  return <QuizEditorPage key={edit ?? 'new'} quizId={edit} />
}
