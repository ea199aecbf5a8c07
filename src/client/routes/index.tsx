import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '@/features/static/landing-page'

export const Route = createFileRoute('/')({
  component: LandingPage,
})
