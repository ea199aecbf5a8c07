import { createFileRoute } from '@tanstack/react-router'
import { ContactMessages } from '@/features/admin/contact-messages'

export const Route = createFileRoute('/_authed/admin/contact')({ component: ContactMessages })
