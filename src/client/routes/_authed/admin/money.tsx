import { createFileRoute } from '@tanstack/react-router'
import { MoneySection } from '@/features/admin/money-section'

export const Route = createFileRoute('/_authed/admin/money')({ component: MoneySection })
