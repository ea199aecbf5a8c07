import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { type LoginInput, LoginSchema } from '#shared/schemas/auth'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { prefetchVerificationStatus } from '@/lib/account'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { setCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { AuthCard, OrDivider } from './auth-card'
import { GoogleButton } from './google-button'
import { PhoneSignIn } from './phone-sign-in'
import { PasswordInput } from './password-input'
import { safeRedirect } from './redirect'
import { useGoogleSignIn } from './use-google-sign-in'
import { m } from '#shared/i18n'

const route = getRouteApi('/login')

export function LoginPage() {
  const { redirect } = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } })
  const { errors } = form.formState
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        setCurrentUser(queryClient, user)
        notify.success(m.success_logged_in())
        await prefetchVerificationStatus(queryClient)
        // Back to where the user came from, replacing the login page in history.
        void navigate({ to: safeRedirect(redirect), replace: true })
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_login())),
    }),
  )
  const google = useGoogleSignIn('signin', redirect)

  return (
    <AuthCard
      title={m.auth_texts_login_title()}
      description={m.auth_texts_login_subtitle()}
      footer={
        <span>
          {m.auth_texts_no_account()}{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.auth_texts_sign_up_link()}
          </Link>
        </span>
      }
    >
      <form
        onSubmit={form.handleSubmit((input) => login.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={m.auth_texts_login_form()}
      >
        <FormField id="login-email" label={m.field_labels_email()} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField id="login-password" label={m.field_labels_password()} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" aria-required />
          )}
        </FormField>
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.account_texts_forgot_password_link()}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {m.auth_texts_sign_in()}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton
        label={m.auth_texts_continue_with_google()}
        isBusy={google.isPending}
        onCredential={(credential) => google.mutate({ credential })}
      />
      <PhoneSignIn redirect={redirect} />
    </AuthCard>
  )
}
