import { createFileRoute } from '@tanstack/react-router'
import { IMPORT_SCREEN_TEXTS } from '#shared/import-screen-texts'
import { FAILURE } from '#shared/messages'
import { RouteError } from '@/features/layout/route-error'
import { ImportPage } from '@/features/quizzes/import/import-page'
import { useDocumentTitle } from '@/lib/document-title'
import { loadRouteData } from '@/lib/route-data'
import { definedParams, stringParam } from '@/lib/search-params'

/** `?quizId=` adds the questions to that draft; without it they make a new draft. */
interface ImportSearch {
  quizId?: string
}

export const Route = createFileRoute('/_authed/import')({
  validateSearch: (search: Record<string, unknown>): ImportSearch =>
    definedParams({ quizId: stringParam(search.quizId, { maxLength: 100, trim: true }) }),
  loaderDeps: ({ search }) => ({ quizId: search.quizId }),
  // The draft's title, to say where the questions go; a draft that cannot be loaded sends the author back to their list.
  loader: async ({ context: { queryClient, trpc }, deps: { quizId }, preload }) => {
    if (!quizId) return null
    const { quiz } = await loadRouteData(
      () => queryClient.ensureQueryData(trpc.quizzes.forEdit.queryOptions({ id: quizId })),
      { preload, missing: [], failure: { message: FAILURE.editLoad, to: '/my-quizzes' } },
    )
    return { id: quiz.id, title: quiz.title }
  },
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={FAILURE.editLoad} />,
})

function Screen() {
  useDocumentTitle(IMPORT_SCREEN_TEXTS.title)
  return <ImportPage target={Route.useLoaderData() ?? undefined} />
}
