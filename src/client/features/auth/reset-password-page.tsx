import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ResetPasswordSchema } from '#shared/schemas/auth'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { accountErrorMessage, serverFieldError } from '@/lib/account-calls'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { meQuery } from '@/lib/session'
import { trpc } from '@/trpc'
import { AuthCard } from './auth-card'
import { PasswordInput } from './password-input'
import { StrengthMeter } from './strength-meter'
import { m } from '#shared/i18n'

const route = getRouteApi('/reset-password')

/** The form holds the new password; the link's token comes from the address. Same rule as the procedure's. */
const NewPasswordSchema = ResetPasswordSchema.pick({ password: true })
type NewPasswordInput = z.input<typeof NewPasswordSchema>

/** The link's token as the procedure checks it: the schema's words when it is missing or malformed. */
function tokenProblemOf(token: string | undefined): string | null {
  const checked = ResetPasswordSchema.shape.token.safeParse(token)
  return checked.success ? null : (checked.error.issues[0]?.message ?? m.account_server_reset_link_invalid())
}

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline'

/** The server's words for a link it will not take, when the link is what failed. */
function linkProblemOf(error: unknown): string | null {
  const message = errorMessage(error, '')
  if (message === m.account_server_reset_link_invalid()) return message
  return serverFieldError(error, 'token') ?? null
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4" role="alert">
      <p className="font-medium">{m.account_texts_reset_link_problem_title()}</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button asChild className="w-full">
        <Link to="/forgot-password">{m.account_texts_reset_ask_again()}</Link>
      </Button>
    </div>
  )
}

/**
 * A new password from the link in the reset email. The server ends every session of the account
 * and uses the link up, so the person signs in again with the new password. A password the server
 * refuses (a common one) is said under the field, and the link stays usable for a better one.
 */
export function ResetPasswordPage() {
  const { token } = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [linkProblem, setLinkProblem] = useState<string | null>(() => tokenProblemOf(token))
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(NewPasswordSchema), defaultValues: { password: '' } })
  const { errors } = form.formState
  const password = useWatch({ control: form.control, name: 'password' })
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: ({ message }) => {
        notify.success(message)
        // Every session of the account has ended, this browser's too if it was signed in to it.
        void queryClient.invalidateQueries({ queryKey: meQuery().queryKey })
        void navigate({ to: '/login', replace: true })
      },
      onError: (error) => {
        const problem = linkProblemOf(error)
        if (problem) return setLinkProblem(problem)
        const message = errorMessage(error, '')
        const passwordProblem =
          message === m.account_server_common_password() ? message : serverFieldError(error, 'password')
        if (passwordProblem) {
          form.setError('password', { type: 'server', message: passwordProblem }, { shouldFocus: true })
          return
        }
        notify.error(accountErrorMessage(error))
      },
    }),
  )

  const footer = (
    <Link to="/login" className={LINK_CLASS}>
      {m.account_texts_back_to_login()}
    </Link>
  )
  return (
    <AuthCard title={m.account_texts_reset_title()} description={m.account_texts_reset_subtitle()} footer={footer}>
      {linkProblem ? (
        <LinkProblem message={linkProblem} />
      ) : (
        <form
          onSubmit={form.handleSubmit((input) => reset.mutate({ token: token ?? '', password: input.password }))}
          noValidate
          className="space-y-4"
          aria-label={m.account_texts_reset_form()}
        >
          <FormField id="reset-password" label={m.field_labels_new_password()} error={errors.password?.message}>
            {(control) => (
              <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" aria-required />
            )}
          </FormField>
          <StrengthMeter password={password} />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? m.account_texts_reset_saving() : m.account_texts_reset_submit()}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
