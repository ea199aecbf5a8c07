import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ForgotPasswordSchema } from '#shared/schemas/auth'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { mailStatusQuery } from '@/lib/account'
import { accountErrorMessage } from '@/lib/account-calls'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AuthCard } from './auth-card'
import { PhoneReset } from './phone-reset'
import { m } from '#shared/i18n'

type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline'

function BackToLogin() {
  return (
    <Link to="/login" className={LINK_CLASS}>
      {m.account_texts_back_to_login()}
    </Link>
  )
}

/**
 * "Forgot password?": an address in, the server's one answer out (the same whether or not an
 * account uses it). A server that sends no mail cannot reset a password this way, so the page says
 * so and where to get help instead of offering a form that can only fail.
 */
export function ForgotPasswordPage() {
  const mailStatus = useQuery(mailStatusQuery())
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const send = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onError: (error) => notify.error(accountErrorMessage(error)),
    }),
  )

  if (mailStatus.data?.isEnabled === false) {
    return (
      <AuthCard
        title={m.account_texts_forgot_title()}
        description={m.account_texts_forgot_mail_off_title()}
        footer={<BackToLogin />}
      >
        <p className="text-sm">{m.account_texts_forgot_mail_off()}</p>
        <Button asChild className="w-full">
          <Link to="/contact-us">{m.account_texts_forgot_contact()}</Link>
        </Button>
        <PhoneReset />
      </AuthCard>
    )
  }

  if (send.isSuccess) {
    return (
      <AuthCard
        title={m.account_texts_forgot_title()}
        description={m.account_texts_forgot_sent_title()}
        footer={<BackToLogin />}
      >
        <p role="status" className="text-sm">
          {send.data.message}
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => {
            form.reset()
            send.reset()
          }}
        >
          {m.account_texts_forgot_send_another()}
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={m.account_texts_forgot_title()}
      description={m.account_texts_forgot_subtitle()}
      footer={<BackToLogin />}
    >
      <form
        onSubmit={form.handleSubmit((input) => send.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={m.account_texts_forgot_form()}
      >
        <FormField id="forgot-email" label={m.field_labels_email()} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? m.account_texts_forgot_sending() : m.account_texts_forgot_submit()}
        </Button>
      </form>
      <PhoneReset />
    </AuthCard>
  )
}
