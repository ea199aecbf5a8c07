import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import { ACCOUNT_SERVER, FAILURE, SUCCESS } from '#shared/messages'
import { type SignupInput, SignupSchema } from '#shared/schemas/auth'
import { AUTH_TEXTS, FIELD_LABELS } from '#shared/texts'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AuthCard, OrDivider } from './auth-card'
import { GoogleButton } from './google-button'
import { PasswordInput } from './password-input'
import { StrengthMeter } from './strength-meter'
import { useGoogleSignIn } from './use-google-sign-in'

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
        notify.success(SUCCESS.accountCreated)
        void navigate({ to: '/login' })
      },
      onError: (error) => {
        const message = errorMessage(error, FAILURE.signup)
        // A common password is the password's fault: said under the field, which takes the focus.
        if (message === ACCOUNT_SERVER.commonPassword) {
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
      title={AUTH_TEXTS.signupTitle}
      description={AUTH_TEXTS.signupSubtitle}
      footer={
        <span>
          {AUTH_TEXTS.haveAccount}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {AUTH_TEXTS.signInLink}
          </Link>
        </span>
      }
    >
      <form
        onSubmit={form.handleSubmit((input) => signup.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={AUTH_TEXTS.signupForm}
      >
        <FormField id="signup-username" label={FIELD_LABELS.username} error={errors.username?.message}>
          {(control) => <Input {...control} {...form.register('username')} autoComplete="username" aria-required />}
        </FormField>
        <FormField id="signup-email" label={FIELD_LABELS.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField id="signup-password" label={FIELD_LABELS.password} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" aria-required />
          )}
        </FormField>
        <StrengthMeter password={password} />
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {AUTH_TEXTS.createAccount}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton
        label={AUTH_TEXTS.signUpWithGoogle}
        isBusy={google.isPending}
        onCredential={(credential) => google.mutate({ credential })}
      />
    </AuthCard>
  )
}
