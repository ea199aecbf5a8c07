import { createFileRoute } from '@tanstack/react-router'
import { contactMessagesQuery } from '@/features/admin/admin-queries'
import { ContactMessages } from '@/features/admin/contact-messages'

export const Route = createFileRoute('/_authed/admin/contact')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contactMessagesQuery()),
  component: ContactMessages,
})
