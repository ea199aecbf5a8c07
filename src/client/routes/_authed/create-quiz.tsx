import { createFileRoute } from '@tanstack/react-router'
import { SUCCESS } from '#shared/messages'
import { QUIZ_EDITOR_TEXTS } from '#shared/texts'
import { QuizEditorPage } from '@/features/quizzes/editor/quiz-editor'
import { useDocumentTitle } from '@/lib/document-title'
import { notify } from '@/lib/notify'
import { loadRouteData } from '@/lib/route-data'
import { definedParams, stringParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

/** `?edit={quizId}` switches the editor to edit mode; anything malformed is ignored. */
interface EditorSearch {
  edit?: string
}

export const Route = createFileRoute('/_authed/create-quiz')({
  validateSearch: (search: Record<string, unknown>): EditorSearch =>
    definedParams({ edit: stringParam(search.edit, { maxLength: 100, trim: true }) }),
  loaderDeps: ({ search }) => ({ edit: search.edit }),
  // The editor fills its form once, from this loader's data: none is kept once the author leaves,
  // so every way back in (from the list, an import, the back button) loads the quiz as saved now.
  gcTime: 0,
  // Edit mode fills the form from the creator's own copy, fetched fresh each time (never an older
  // cached one, which the author would then save over newer work): not on a hover, only on the
  // way in. The route is never preloaded: a click that came while a hover's load was under way
  // would take that load's answer. A quiz that cannot be loaded sends the author back to their list.
  preload: false,
  loader: async ({ context: { queryClient, trpc }, deps: { edit }, preload }) => {
    if (!edit) return null
    const data = await loadRouteData(
      () => queryClient.fetchQuery({ ...trpc.quizzes.forEdit.queryOptions({ id: edit }), staleTime: 0, gcTime: 0 }),
      { preload, missing: [], failure: { message: m.failure_edit_load(), to: '/my-quizzes' } },
    )
    notify.success(SUCCESS.quizLoaded(data.questions.length))
    return data
  },
  component: Screen,
})

function Screen() {
  const { edit } = Route.useSearch()
  const saved = Route.useLoaderData()
  useDocumentTitle(edit ? m.quiz_editor_texts_edit_title() : QUIZ_EDITOR_TEXTS.createTitle)
  // One editor per quiz: going from editing a quiz to a new one starts from a clean form.
  return <QuizEditorPage key={edit ?? 'new'} quizId={edit} saved={saved ?? undefined} />
}
