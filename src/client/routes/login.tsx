import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login-page'
import { LoginSearchSchema } from '@/features/auth/redirect'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  component: LoginPage,
})
