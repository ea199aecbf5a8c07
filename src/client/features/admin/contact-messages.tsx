import { useQuery } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { ADMIN_TEXTS } from '#shared/admin'
import { EmptyState } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { formatDateTime } from '@/lib/quiz-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'

export function ContactMessages() {
  const messages = useQuery(trpc.contact.list.queryOptions({ limit: 50, offset: 0 }))
  if (messages.isPending) return <PageLoading />
  if (messages.isError) return <EmptyState icon={Inbox} title={errorMessage(messages.error)} />
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
