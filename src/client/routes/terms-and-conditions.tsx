import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/static/terms-page'

export const Route = createFileRoute('/terms-and-conditions')({
  component: TermsPage,
})
