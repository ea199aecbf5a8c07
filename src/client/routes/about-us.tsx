import { createFileRoute } from '@tanstack/react-router'
import { STATIC_PAGE_TITLES } from '#shared/shell-texts'
import { AboutPage } from '@/features/static/about-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/about-us')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(STATIC_PAGE_TITLES.about)
  return <AboutPage />
}
