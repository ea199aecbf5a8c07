import { createFileRoute } from '@tanstack/react-router'
import { IMPORT_SCREEN_TEXTS } from '@/texts/import-screen-texts'
import { RouteError } from '@/features/layout/route-error'
import { ImportPage } from '@/features/quizzes/import/import-page'
import { useDocumentTitle } from '@/lib/document-title'
import { loadRouteData } from '@/lib/route-data'
import { definedParams, stringParam } from '@/lib/search-params'
import { m } from '#shared/i18n'

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
      { preload, missing: [], failure: { message: m.failure_edit_load(), to: '/my-quizzes' } },
    )
    return { id: quiz.id, title: quiz.title }
  },
  component: Screen,
  errorComponent: (props) => <RouteError {...props} title={m.failure_edit_load()} />,
})

function Screen() {
  useDocumentTitle(IMPORT_SCREEN_TEXTS.title)
  return <ImportPage target={Route.useLoaderData() ?? undefined} />
}
