import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import { type SignupInput, SignupSchema } from '#shared/schemas/auth'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AuthCard, OrDivider } from './auth-card'
import { GoogleButton } from './google-button'
import { PhoneSignIn } from './phone-sign-in'
import { PasswordInput } from './password-input'
import { StrengthMeter } from './strength-meter'
import { useGoogleSignIn } from './use-google-sign-in'
import { m } from '#shared/i18n'

export function SignupPage() {
  const navigate = useNavigate()
  const form = useForm<SignupInput>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { username: '', email: '', password: '' },
  })
  const { errors } = form.formState
  const password = useWatch({ control: form.control, name: 'password' })
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: () => {
        // Signup does not sign in: the new user logs in next.
        notify.success(m.success_account_created())
        void navigate({ to: '/login' })
      },
      onError: (error) => {
        const message = errorMessage(error, m.failure_signup())
        // A common password is the password's fault: said under the field, which takes the focus.
        if (message === m.account_server_common_password()) {
          form.setError('password', { type: 'server', message }, { shouldFocus: true })
          return
        }
        notify.error(message)
      },
    }),
  )
  const google = useGoogleSignIn('signup')

  return (
    <AuthCard
      title={m.auth_texts_signup_title()}
      description={m.auth_texts_signup_subtitle()}
      footer={
        <span>
          {m.auth_texts_have_account()}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.auth_texts_sign_in_link()}
          </Link>
        </span>
      }
    >
      <form
        onSubmit={form.handleSubmit((input) => signup.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={m.auth_texts_signup_form()}
      >
        <FormField id="signup-username" label={m.field_labels_username()} error={errors.username?.message}>
          {(control) => <Input {...control} {...form.register('username')} autoComplete="username" aria-required />}
        </FormField>
        <FormField id="signup-email" label={m.field_labels_email()} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField id="signup-password" label={m.field_labels_password()} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" aria-required />
          )}
        </FormField>
        <StrengthMeter password={password} />
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {m.auth_texts_create_account()}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton
        label={m.auth_texts_sign_up_with_google()}
        isBusy={google.isPending}
        onCredential={(credential) => google.mutate({ credential })}
      />
      <PhoneSignIn />
    </AuthCard>
  )
}
