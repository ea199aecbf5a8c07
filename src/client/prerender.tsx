/**
 * The public pages' HTML, made at build (the `quizdom-prerender` plugin in vite.config.ts builds this
 * file for Node into one module, and evaluates it once per language): each page of
 * PRERENDERED_PATHS, through the app's own router, route tree and components, as a signed-out
 * visitor sees it. The server puts it inside <div id="root"> (src/server/app.ts) and main.tsx
 * hydrates it.
 */
// First: the language, before any text is read.
import { prerenderLocale } from './prerender-locale'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { PRERENDERED_PATHS, prerenderedFile } from '#shared/prerendered-pages'
import { setPageData, setShellFirst } from '@/lib/hydration'
import { createAppRouter } from './router'
import { queryClient } from './trpc'

async function render(path: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // Every page’s code, here before the render, so that nothing in it waits (suspends).
  await Promise.all(
    router.state.matches.map((match) =>
      router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]),
    ),
  )
  // The same tree as main.tsx hydrates, drawn at once: with everything loaded nothing waits, and
  // React's streaming renderers would cut a large part out to reveal it with an inline script.
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
  // A part that waited would be left for the browser to draw, and an inline script would be refused
  // by the Content Security Policy.
  if (/<script|<!--\$[?!]-->/.test(html)) throw new Error(`The prerender of ${path} waited for something: ${html}`)
  return html
}

/** Every prerendered page in this evaluation's language: its file (relative to the built client) and its HTML. */
export async function prerenderPages(): Promise<Array<{ file: string; html: string }>> {
  // No data is fetched: the quiz list's loader waits for nothing, and its page shows it loading.
  setShellFirst(true)
  const pages = []
  for (const path of PRERENDERED_PATHS) {
    pages.push({ file: prerenderedFile(prerenderLocale, path), html: await render(path) })
  }
  return pages
}

/** One render at a time: the list's data is this module's, for the render under way. */
let rendering: Promise<unknown> = Promise.resolve()

/**
 * The quiz list's page with its first page of quizzes (`list`, as `quizzes.list` answers a signed-out
 * visitor for no filters), in this evaluation's language: the server draws it at request time
 * (src/server/app.ts) so that the list paints with the page, and the browser hydrates it with the
 * same data, which comes in the page beside it.
 */
export function renderQuizList(list: unknown): Promise<string> {
  const next = rendering.then(async () => {
    setShellFirst(true)
    setPageData(list)
    try {
      return await render('/quizzes')
    } finally {
      setPageData(undefined)
      queryClient.clear()
    }
  })
  rendering = next.catch(() => undefined)
  return next
}
