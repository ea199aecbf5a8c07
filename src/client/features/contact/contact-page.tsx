import { useMutation } from '@tanstack/react-query'
import { Clock, Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { CONTACT } from '#shared/constants'
import { FAILURE, SUCCESS } from '#shared/messages'
import { CONTACT_TEXTS, FIELD_LABELS, SUPPORT_EMAIL } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'

const EMPTY_FORM = { name: '', email: '', subject: '', message: '' }

export function ContactPage() {
  const [form, setForm] = useState(EMPTY_FORM)
  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        notify.success(SUCCESS.messageSent)
        setForm(EMPTY_FORM)
      },
      onError: (error) => notify.error(FAILURE.contact(errorMessage(error))),
    }),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate(form)
  }
  const field = (key: keyof typeof EMPTY_FORM) => ({
    id: `contact-${key}`,
    name: key,
    required: true,
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm({ ...form, [key]: event.target.value }),
  })

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{CONTACT_TEXTS.title}</h1>
        <p className="text-muted-foreground">
          Questions about a quiz, your wallet or your account? Write to us and we will get back to you.
        </p>
        <ul className="space-y-3 text-sm">
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span>
              {CONTACT_TEXTS.responsePromise}
              <span className="block text-muted-foreground">{CONTACT_TEXTS.averageResponse}</span>
            </span>
          </li>
          <li className="flex items-start gap-2">
            <Mail className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </li>
        </ul>
      </div>
      <Card>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" aria-label="Contact form">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="contact-name">{FIELD_LABELS.name}</Label>
                <Input {...field('name')} autoComplete="name" maxLength={CONTACT.nameMax} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="contact-email">{FIELD_LABELS.email}</Label>
                <Input {...field('email')} type="email" autoComplete="email" />
              </div>
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-subject">{FIELD_LABELS.subject}</Label>
              <Input {...field('subject')} maxLength={CONTACT.subjectMax} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="contact-message">{FIELD_LABELS.message}</Label>
              <Textarea {...field('message')} rows={6} minLength={CONTACT.messageMin} maxLength={CONTACT.messageMax} />
            </div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
