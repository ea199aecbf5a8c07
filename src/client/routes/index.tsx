import { createFileRoute } from '@tanstack/react-router'
import { NAV_LABELS } from '#shared/shell-texts'
import { LandingPage } from '@/features/static/landing-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(NAV_LABELS.home)
  return <LandingPage />
}
