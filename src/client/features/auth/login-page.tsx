import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { FAILURE, SUCCESS } from '#shared/messages'
import { AUTH_TEXTS, FIELD_LABELS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { AuthCard, OrDivider } from './auth-card'
import { GoogleButton } from './google-button'
import { PasswordInput } from './password-input'
import { safeRedirect } from './redirect'
import { setCurrentUser } from '@/lib/session'
import { useGoogleSignIn } from './use-google-sign-in'

const route = getRouteApi('/login')

export function LoginPage() {
  const { redirect } = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [form, setForm] = useState({ email: '', password: '' })
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (user) => {
        setCurrentUser(queryClient, user)
        notify.success(SUCCESS.loggedIn)
        // Back to where the user came from, replacing the login page in history.
        void navigate({ to: safeRedirect(redirect), replace: true })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.login)),
    }),
  )
  const google = useGoogleSignIn('signin', redirect)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate(form)
  }

  return (
    <AuthCard
      title={AUTH_TEXTS.loginTitle}
      description={AUTH_TEXTS.loginSubtitle}
      footer={
        <span>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {AUTH_TEXTS.signUpLink}
          </Link>
        </span>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="login-email">{FIELD_LABELS.email}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="login-password">{FIELD_LABELS.password}</Label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            required
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
        </div>
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
