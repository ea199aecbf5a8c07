import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
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
import { StrengthMeter } from './strength-meter'
import { useGoogleSignIn } from './use-google-sign-in'

export function SignupPage() {
  const navigate = useNavigate()
  const [form, setForm] = useState({ username: '', email: '', password: '' })
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: () => {
        // Signup does not sign in: the new user logs in next (spec section 4).
        notify.success(SUCCESS.accountCreated)
        void navigate({ to: '/login' })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.signup)),
    }),
  )
  const google = useGoogleSignIn('signup')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    signup.mutate(form)
  }

  return (
    <AuthCard
      title="Create your account"
      description="Join Quizdom to create, share and take quizzes"
      footer={
        <span>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {AUTH_TEXTS.signInLink}
          </Link>
        </span>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="signup-username">{FIELD_LABELS.username}</Label>
          <Input
            id="signup-username"
            autoComplete="username"
            required
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-email">{FIELD_LABELS.email}</Label>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-password">{FIELD_LABELS.password}</Label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
          <StrengthMeter password={form.password} />
        </div>
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
