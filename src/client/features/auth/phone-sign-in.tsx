import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import type { z } from 'zod'
import { USERNAME } from '#shared/constants'
import { m } from '#shared/i18n'
import { PhoneCodeSchema, PhoneSchema, UsernameSchema } from '#shared/schemas/fields'
import { FormField } from '@/components/form-field'
import { PhoneCodeField, PhoneNumberField } from '@/components/phone-fields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { setCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'
import { safeRedirect } from './redirect'

type Step = 'closed' | 'number' | 'code' | 'username'

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000))

/** Seconds until `at` (ms), counted down once a second while any are left. */
function useSecondsUntil(at: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at))
  useEffect(() => {
    setSeconds(secondsUntil(at))
    const timer = setInterval(() => {
      const left = secondsUntil(at)
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [at])
  return seconds
}

/** The first message of a field's check, or null when the value passes. */
function refusal(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}

/**
 * Signing in, or up, with a mobile number (decision 050): the number, then the code sent to it by
 * SMS (another after 30 seconds), then, for a number new here, a username. Without an SMS provider
 * on the server the option is shown off, with the reason.
 */
export function PhoneSignIn({ redirect }: { redirect?: string | undefined }) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const isEnabled = config.data?.isPhoneSignInEnabled ?? false
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>('closed')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [username, setUsername] = useState('')
  const [error, setError] = useState<{ field: 'phone' | 'code' | 'username'; message: string } | null>(null)
  const [resendAt, setResendAt] = useState(0)
  const resendIn = useSecondsUntil(resendAt)

  const sendCode = useMutation(
    trpc.auth.phoneCode.mutationOptions({
      onSuccess: (sent) => {
        setResendAt(Date.now() + sent.resendAfterSeconds * 1000)
        setStep('code')
        notify.info(sent.message)
      },
      onError: (failure) =>
        setError({ field: step === 'code' ? 'code' : 'phone', message: errorMessage(failure, m.phone_texts_failed()) }),
    }),
  )
  const signIn = useMutation(
    trpc.auth.phoneSignIn.mutationOptions({
      onSuccess: (result) => {
        if ('needsUsername' in result) {
          setStep('username')
          return
        }
        setCurrentUser(queryClient, result.user)
        notify.success(result.isNewUser ? m.success_account_created() : m.success_logged_in())
        void navigate({ to: safeRedirect(redirect), replace: true })
      },
      onError: (failure) =>
        setError({
          field: step === 'username' ? 'username' : 'code',
          message: errorMessage(failure, m.phone_texts_failed()),
        }),
    }),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (step === 'number') {
      const problem = refusal(PhoneSchema, phone)
      if (problem) return setError({ field: 'phone', message: problem })
      return sendCode.mutate({ phone })
    }
    const codeProblem = refusal(PhoneCodeSchema, code)
    if (codeProblem) return setError({ field: 'code', message: codeProblem })
    if (step === 'code') return signIn.mutate({ phone, code })
    const nameProblem = refusal(UsernameSchema, username)
    if (nameProblem) return setError({ field: 'username', message: nameProblem })
    signIn.mutate({ phone, code, username })
  }

  if (step === 'closed') {
    return (
      <div className="space-y-1.5">
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={!isEnabled}
          onClick={() => setStep('number')}
          aria-describedby={isEnabled ? undefined : 'phone-not-configured'}
        >
          {m.phone_texts_continue()}
        </Button>
        {config.isSuccess && !isEnabled && (
          <p id="phone-not-configured" className="text-center text-xs text-muted-foreground">
            {m.phone_server_not_configured()}
          </p>
        )}
      </div>
    )
  }

  const isBusy = sendCode.isPending || signIn.isPending
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.phone_texts_form()}>
      <PhoneNumberField
        id="phone-number"
        value={phone}
        onChange={setPhone}
        readOnly={step !== 'number'}
        hint={step === 'number'}
        error={error?.field === 'phone' ? error.message : undefined}
      />
      {step !== 'number' && (
        <PhoneCodeField
          id="phone-code"
          value={code}
          onChange={setCode}
          readOnly={step === 'username'}
          error={error?.field === 'code' ? error.message : undefined}
        />
      )}
      {step === 'username' && (
        <FormField
          id="phone-username"
          label={m.field_labels_username()}
          hint={m.phone_texts_username_intro()}
          error={error?.field === 'username' ? error.message : undefined}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              maxLength={USERNAME.maxLength}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-required
            />
          )}
        </FormField>
      )}
      <Button type="submit" className="w-full" disabled={isBusy}>
        {step === 'number'
          ? m.phone_texts_send_code()
          : step === 'code'
            ? m.phone_texts_verify()
            : m.phone_texts_create_account()}
      </Button>
      {step === 'code' && (
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            disabled={resendIn > 0 || isBusy}
            onClick={() => sendCode.mutate({ phone })}
          >
            {resendIn > 0 ? m.phone_texts_resend_in({ seconds: resendIn }) : m.phone_texts_resend()}
          </Button>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setCode('')
              setError(null)
              setStep('number')
            }}
          >
            {m.phone_texts_change_number()}
          </Button>
        </div>
      )}
    </form>
  )
}
