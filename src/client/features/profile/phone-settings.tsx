import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { m } from '#shared/i18n'
import { FormField } from '@/components/form-field'
import { PhoneCodeField, PhoneNumberField } from '@/components/phone-fields'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { type CurrentUser, setCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'

/**
 * The account's phone number (decision 050): a new one is proven by the code sent to it, with the
 * account's current proof (its password, or a code to its current number) when it has one. A
 * number goes only from an account with an email address to sign in by instead (the server says
 * so to one without).
 */
export function PhoneSettings({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useState(false)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const [currentPhoneCode, setCurrentPhoneCode] = useState('')
  const [isCodeSent, setCodeSent] = useState(false)
  const [isConfirmSent, setConfirmSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const hasProvenNumber = Boolean(user.phone && user.phoneVerified)
  const onFailure = (failure: unknown) => setError(errorMessage(failure, m.phone_texts_failed()))

  const sendCode = useMutation(
    trpc.auth.phoneLinkCode.mutationOptions({
      onSuccess: (sent) => {
        setCodeSent(true)
        notify.info(sent.message)
      },
      onError: onFailure,
    }),
  )
  const sendConfirm = useMutation(
    trpc.auth.phoneConfirmCode.mutationOptions({
      onSuccess: (sent) => {
        setConfirmSent(true)
        notify.info(sent.message)
      },
      onError: onFailure,
    }),
  )
  const change = useMutation(
    trpc.auth.changePhone.mutationOptions({
      onSuccess: ({ user: updated, message }) => {
        setCurrentUser(queryClient, updated)
        notify.success(message)
        setOpen(false)
        setCodeSent(false)
        setConfirmSent(false)
        setCode('')
        setCurrentPassword('')
        setCurrentPhoneCode('')
      },
      onError: onFailure,
    }),
  )

  const [isRemoving, setRemoving] = useState(false)
  const remove = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: ({ pendingEmail: _, ...updated }) => {
        setCurrentUser(queryClient, updated)
        notify.success(m.phone_texts_settings_removed())
      },
      onError: (failure) => notify.error(errorMessage(failure, m.phone_texts_failed())),
    }),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!isCodeSent) return sendCode.mutate({ phone })
    change.mutate({
      phone,
      code,
      ...(currentPassword ? { currentPassword } : {}),
      ...(currentPhoneCode ? { currentPhoneCode } : {}),
    })
  }

  const isBusy = sendCode.isPending || sendConfirm.isPending || change.isPending
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.phone_texts_settings_title()}</h2>
        </CardTitle>
        <CardDescription data-testid="phone-current">
          {user.phone
            ? user.phoneVerified
              ? m.phone_texts_settings_verified({ phone: user.phone })
              : m.phone_texts_settings_unverified({ phone: user.phone })
            : m.phone_texts_settings_none()}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!isOpen ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              {hasProvenNumber ? m.phone_texts_settings_change() : m.phone_texts_settings_add()}
            </Button>
            {user.phone && user.email && (
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => setRemoving(true)}>
                {m.phone_texts_settings_remove()}
              </Button>
            )}
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.phone_texts_settings_title()}>
            <PhoneNumberField id="settings-phone" value={phone} onChange={setPhone} readOnly={isCodeSent} />
            {isCodeSent && <PhoneCodeField id="settings-phone-code" value={code} onChange={setCode} />}
            {isCodeSent && user.hasPassword && (
              <FormField id="settings-phone-password" label={m.account_texts_profile_current_password()}>
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(event) => setCurrentPassword(event.target.value)}
                  />
                )}
              </FormField>
            )}
            {isCodeSent && hasProvenNumber && !user.hasPassword && !isConfirmSent && (
              <Button type="button" variant="outline" disabled={isBusy} onClick={() => sendConfirm.mutate()}>
                {m.phone_texts_settings_send_confirm()}
              </Button>
            )}
            {isConfirmSent && (
              <FormField id="settings-phone-confirm" label={m.phone_texts_settings_confirm_label()}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={currentPhoneCode}
                    onChange={(event) => setCurrentPhoneCode(event.target.value)}
                  />
                )}
              </FormField>
            )}
            {error && (
              <p className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={isBusy}>
                {isCodeSent ? m.phone_texts_settings_save() : m.phone_texts_send_code()}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setOpen(false)
                  setCodeSent(false)
                  setConfirmSent(false)
                  setError(null)
                }}
              >
                {m.phone_texts_settings_cancel()}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
      {user.phone && (
        <ConfirmDialog
          open={isRemoving}
          onOpenChange={setRemoving}
          title={m.phone_texts_settings_remove_title()}
          description={m.phone_texts_settings_remove_body({ phone: user.phone })}
          cancel={m.phone_texts_settings_cancel()}
          confirm={m.phone_texts_settings_remove()}
          onConfirm={() => remove.mutate({ phone: '' })}
        />
      )}
    </Card>
  )
}
