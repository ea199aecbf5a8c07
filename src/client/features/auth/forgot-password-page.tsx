import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { ForgotPasswordSchema } from '#shared/schemas/auth'
import { FIELD_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { mailStatusQuery } from '@/lib/account'
import { accountErrorMessage } from '@/lib/account-calls'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AuthCard } from './auth-card'

type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline'

function BackToLogin() {
  return (
    <Link to="/login" className={LINK_CLASS}>
      {ACCOUNT_TEXTS.backToLogin}
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
        title={ACCOUNT_TEXTS.forgot.title}
        description={ACCOUNT_TEXTS.forgot.mailOffTitle}
        footer={<BackToLogin />}
      >
        <p className="text-sm">{ACCOUNT_TEXTS.forgot.mailOff}</p>
        <Button asChild className="w-full">
          <Link to="/contact-us">{ACCOUNT_TEXTS.forgot.contact}</Link>
        </Button>
      </AuthCard>
    )
  }

  if (send.isSuccess) {
    return (
      <AuthCard
        title={ACCOUNT_TEXTS.forgot.title}
        description={ACCOUNT_TEXTS.forgot.sentTitle}
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
          {ACCOUNT_TEXTS.forgot.sendAnother}
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={ACCOUNT_TEXTS.forgot.title} description={ACCOUNT_TEXTS.forgot.subtitle} footer={<BackToLogin />}>
      <form
        onSubmit={form.handleSubmit((input) => send.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={ACCOUNT_TEXTS.forgot.form}
      >
        <FormField id="forgot-email" label={FIELD_LABELS.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? ACCOUNT_TEXTS.forgot.sending : ACCOUNT_TEXTS.forgot.submit}
        </Button>
      </form>
    </AuthCard>
  )
}
