import { createFileRoute } from '@tanstack/react-router'
import { homeTitle } from '#shared/page-meta'
import { LandingPage } from '@/features/static/landing-page'
import { useDocumentTitle } from '@/lib/document-title'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.nav_home(), homeTitle())
  return <LandingPage />
}
