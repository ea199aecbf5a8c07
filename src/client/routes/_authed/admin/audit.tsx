import { createFileRoute } from '@tanstack/react-router'
import { AuditLog } from '@/features/admin/audit-log'

export const Route = createFileRoute('/_authed/admin/audit')({ component: AuditLog })
