import { createFileRoute } from '@tanstack/react-router'
import { UserSearch } from '@/features/admin/user-search'

export const Route = createFileRoute('/_authed/admin/users/')({ component: UserSearch })
