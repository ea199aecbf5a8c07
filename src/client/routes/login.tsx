import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login-page'
import { validateLoginSearch } from '@/features/auth/redirect'

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: LoginPage,
})
