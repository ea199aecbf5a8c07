import { createFileRoute } from '@tanstack/react-router'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { QuizEditorPage } from '@/features/quizzes/editor/quiz-editor'
import { useDocumentTitle } from '@/lib/document-title'
import { definedParams, stringParam } from '@/lib/search-params'

/** `?edit={quizId}` switches the editor to edit mode (spec section 2); anything malformed is ignored. */
interface EditorSearch {
  edit?: string
}

export const Route = createFileRoute('/_authed/create-quiz')({
  validateSearch: (search: Record<string, unknown>): EditorSearch =>
    definedParams({ edit: stringParam(search.edit, { maxLength: 100, trim: true }) }),
  component: Screen,
})

function Screen() {
  const { edit } = Route.useSearch()
  useDocumentTitle(edit ? QUIZ_EDITOR_TEXTS.editTitle : QUIZ_EDITOR_TEXTS.createTitle)
  // One editor per quiz: going from editing a quiz to a new one starts from a clean form.
  return <QuizEditorPage key={edit ?? 'new'} quizId={edit} />
}
