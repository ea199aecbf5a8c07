import { useSuspenseQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { ADMIN_TEXTS } from '#shared/admin'
import { EmptyState } from '@/components/empty-state'
import { formatDateTime } from '@/lib/quiz-format'
import { contactMessagesQuery } from './admin-queries'
import { AdminSection } from './admin-section'

export function ContactMessages() {
  // The route's loader has the messages.
  const messages = useSuspenseQuery(contactMessagesQuery())
  return (
    <AdminSection id="contact-heading" title={ADMIN_TEXTS.sections.contact}>
      {messages.data.length === 0 ? (
        <EmptyState icon={Inbox} title={ADMIN_TEXTS.noContactMessages} />
      ) : (
        <ul className="space-y-3">
          {messages.data.map((message) => (
            <li key={message.id} className="rounded-lg border p-4">
              <p className="font-semibold">{message.subject}</p>
              <p className="text-sm text-muted-foreground">
                {message.name} ·{' '}
                <a className="underline" href={`mailto:${message.email}`}>
                  {message.email}
                </a>{' '}
                · {formatDateTime(new Date(message.createdAt).toISOString())}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-sm">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}
