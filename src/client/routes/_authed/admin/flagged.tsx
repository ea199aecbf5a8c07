import { createFileRoute } from '@tanstack/react-router'
import { FlaggedAttempts } from '@/features/admin/flagged-attempts'

export const Route = createFileRoute('/_authed/admin/flagged')({ component: FlaggedAttempts })
