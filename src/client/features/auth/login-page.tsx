import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { ACCOUNT_TEXTS } from '#shared/account-texts'
import { FAILURE, SUCCESS } from '#shared/messages'
import { type LoginInput, LoginSchema } from '#shared/schemas/auth'
import { AUTH_TEXTS, FIELD_LABELS } from '#shared/texts'
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
import { PasswordInput } from './password-input'
import { safeRedirect } from './redirect'
import { useGoogleSignIn } from './use-google-sign-in'

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
        notify.success(SUCCESS.loggedIn)
        await prefetchVerificationStatus(queryClient)
        // Back to where the user came from, replacing the login page in history.
        void navigate({ to: safeRedirect(redirect), replace: true })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.login)),
    }),
  )
  const google = useGoogleSignIn('signin', redirect)

  return (
    <AuthCard
      title={AUTH_TEXTS.loginTitle}
      description={AUTH_TEXTS.loginSubtitle}
      footer={
        <span>
          {AUTH_TEXTS.noAccount}{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {AUTH_TEXTS.signUpLink}
          </Link>
        </span>
      }
    >
      <form
        onSubmit={form.handleSubmit((input) => login.mutate(input))}
        noValidate
        className="space-y-4"
        aria-label={AUTH_TEXTS.loginForm}
      >
        <FormField id="login-email" label={FIELD_LABELS.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" aria-required />
          )}
        </FormField>
        <FormField id="login-password" label={FIELD_LABELS.password} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" aria-required />
          )}
        </FormField>
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {ACCOUNT_TEXTS.forgotPasswordLink}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {AUTH_TEXTS.signIn}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton
        label={AUTH_TEXTS.continueWithGoogle}
        isBusy={google.isPending}
        onCredential={(credential) => google.mutate({ credential })}
      />
    </AuthCard>
  )
}
