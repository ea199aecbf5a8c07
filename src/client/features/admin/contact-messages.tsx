import { useSuspenseQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { formatDateTime } from '@/lib/quiz-format'
import { contactMessagesQuery } from './admin-queries'
import { AdminSection } from './admin-section'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

export function ContactMessages() {
  // The route's loader has the messages.
  const messages = useSuspenseQuery(contactMessagesQuery())
  return (
    <AdminSection id="contact-heading" title={m.admin_texts_sections_contact()}>
      {messages.data.length === 0 ? (
        <EmptyState icon={Inbox} title={m.admin_texts_no_contact_messages()} />
      ) : (
        <ul className="space-y-3">
          {messages.data.map((message) => (
            <li key={message.id} className="rounded-lg border p-4">
              <p className="font-semibold" {...USER_CONTENT}>
                {message.subject}
              </p>
              <p className="text-sm text-muted-foreground">
                <UserText>{message.name}</UserText> ·{' '}
                <a className="underline" href={`mailto:${message.email}`} {...USER_CONTENT}>
                  {message.email}
                </a>{' '}
                · {formatDateTime(new Date(message.createdAt).toISOString())}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-sm" {...USER_CONTENT}>
                {message.message}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}
