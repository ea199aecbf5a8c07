import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { m } from '#shared/i18n'
import { FormField } from '@/components/form-field'
import { PhoneCodeField, PhoneNumberField } from '@/components/phone-fields'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { PasswordInput } from './password-input'

/**
 * "Forgot password?" by phone (decision 050): a code to the account's number, then a new password
 * with it; by the rules of the link by mail, every session ends. Shown only where SMS is set up.
 */
export function PhoneReset() {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const navigate = useNavigate()
  const [isOpen, setOpen] = useState(false)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [isCodeSent, setCodeSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const onFailure = (failure: unknown) => setError(errorMessage(failure, m.phone_texts_failed()))
  const sendCode = useMutation(
    trpc.auth.phoneCode.mutationOptions({
      onSuccess: (sent) => {
        setCodeSent(true)
        notify.info(sent.message)
      },
      onError: onFailure,
    }),
  )
  const reset = useMutation(
    trpc.auth.phoneResetPassword.mutationOptions({
      onSuccess: ({ message }) => {
        notify.success(message)
        void navigate({ to: '/login' })
      },
      onError: onFailure,
    }),
  )

  if (!config.data?.isPhoneSignInEnabled) return null
  if (!isOpen) {
    return (
      <Button type="button" variant="outline" className="w-full" onClick={() => setOpen(true)}>
        {m.phone_texts_reset_open()}
      </Button>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!isCodeSent) return sendCode.mutate({ phone })
    reset.mutate({ phone, code, password })
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.phone_texts_reset_form()}>
      <PhoneNumberField id="reset-phone" value={phone} onChange={setPhone} readOnly={isCodeSent} />
      {isCodeSent && (
        <>
          <PhoneCodeField id="reset-phone-code" value={code} onChange={setCode} />
          <FormField id="reset-phone-password" label={m.field_labels_new_password()}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-required
              />
            )}
          </FormField>
        </>
      )}
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={sendCode.isPending || reset.isPending}>
        {isCodeSent ? m.phone_texts_reset_submit() : m.phone_texts_send_code()}
      </Button>
    </form>
  )
}
