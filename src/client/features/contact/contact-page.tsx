import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Clock, Mail } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { CONTACT } from '#shared/constants'
import { FAILURE } from '#shared/messages'
import { type ContactInput, ContactSchema } from '#shared/schemas/fields'
import { SUPPORT_EMAIL } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { GrievanceOfficer } from '@/components/grievance-officer'
import { m } from '#shared/i18n'

const EMPTY_FORM: ContactInput = { name: '', email: '', subject: '', message: '' }

export function ContactPage() {
  const form = useForm<ContactInput>({ resolver: zodResolver(ContactSchema), defaultValues: EMPTY_FORM })
  const { errors } = form.formState
  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        notify.success(m.success_message_sent())
        form.reset(EMPTY_FORM)
      },
      onError: (error) => notify.error(FAILURE.contact(errorMessage(error))),
    }),
  )
  const field = (key: keyof ContactInput) => ({ ...form.register(key), 'aria-required': true })

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{m.contact_title()}</h1>
        <p className="text-muted-foreground">{m.contact_intro()}</p>
        <ul className="space-y-3 text-sm">
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span>
              {m.contact_response_promise()}
              <span className="block text-muted-foreground">{m.contact_average_response()}</span>
            </span>
          </li>
          <li className="flex items-start gap-2">
            <Mail className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </li>
        </ul>
        <GrievanceOfficer />
      </div>
      <Card>
        <CardContent>
          <form
            onSubmit={form.handleSubmit((input) => send.mutate(input))}
            noValidate
            className="space-y-4"
            aria-label={m.contact_form()}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="contact-name" label={m.field_labels_name()} error={errors.name?.message}>
                {(control) => <Input {...control} {...field('name')} autoComplete="name" maxLength={CONTACT.nameMax} />}
              </FormField>
              <FormField id="contact-email" label={m.field_labels_email()} error={errors.email?.message}>
                {(control) => <Input {...control} {...field('email')} type="email" autoComplete="email" />}
              </FormField>
            </div>
            <FormField id="contact-subject" label={m.field_labels_subject()} error={errors.subject?.message}>
              {(control) => <Input {...control} {...field('subject')} maxLength={CONTACT.subjectMax} />}
            </FormField>
            <FormField id="contact-message" label={m.field_labels_message()} error={errors.message?.message}>
              {(control) => <Textarea {...control} {...field('message')} rows={6} maxLength={CONTACT.messageMax} />}
            </FormField>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? m.contact_sending() : m.contact_send()}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
