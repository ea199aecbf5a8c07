import { useMutation, useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { formatINR, NOT_WHOLE_PAISE, readRupees } from '#shared/money'
import { ADJUSTMENT_TYPES, AdjustmentSchema, TRANSACTION_LABELS, WALLET_BOUNDS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { FormField } from '@/components/form-field'
import { checkedBy } from '@/lib/form'
import { useIdempotencyKey } from '@/lib/use-idempotency-key'
import { parseRupees } from '@/lib/wallet-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { ConfirmDialog } from './confirm-dialog'
import type { UserLookup } from './types'
import { useConsoleAction } from './use-console-action'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number]

interface Form {
  /** Whose wallet: a username or an email, looked up with Find. */
  user: string
  type: AdjustmentType
  amount: string
  reason: string
}

/** The form's fields checked by the procedure's own schema, with the amount's words as the server says them. */
function check(form: Form, user: UserLookup | null) {
  const amountPaise = parseRupees(form.amount)
  const result = AdjustmentSchema.safeParse({
    user: user?.username ?? '',
    type: form.type,
    amountPaise,
    reason: form.reason,
    idempotencyKey: 'checked-on-submit',
  })
  const errors: Partial<Record<keyof Form, string>> = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'amountPaise' ? 'amount' : String(issue.path[0])
      if (field === 'user' || field === 'amount' || field === 'reason') errors[field] ??= issue.message
    }
  }
  const read = readRupees(form.amount.replace(/[₹,\s]/g, ''))
  if ('problem' in read && read.problem === NOT_WHOLE_PAISE) errors.amount = m.money_texts_not_whole_paise()
  if (!user) errors.user = m.admin_texts_adjust_needs_user()
  return { data: Object.keys(errors).length === 0 ? amountPaise : null, errors }
}

function AdjustmentConfirm({
  user,
  form,
  amountPaise,
  onClose,
  onPosted,
}: {
  user: UserLookup
  form: Form
  amountPaise: number
  onClose: () => void
  onPosted: () => void
}) {
  // One key per confirmation: a double click or a retry after a lost answer posts once.
  const idempotency = useIdempotencyKey()
  const adjust = useMutation(
    trpc.admin.wallet.adjust.mutationOptions(useConsoleAction(WALLET_TEXTS.adjustPosted, { onDone: onPosted })),
  )
  const signed = form.type === 'penalty' ? -amountPaise : amountPaise
  const after = user.balancePaise + signed
  const isOverdrawn = after < 0
  return (
    <ConfirmDialog
      title={m.admin_texts_adjust_confirm_title()}
      description={ADMIN_TEXTS.adjustConfirmDescription(
        TRANSACTION_LABELS[form.type],
        formatINR(amountPaise),
        user.username,
        formatINR(user.balancePaise),
        formatINR(after),
      )}
      confirmLabel={WALLET_TEXTS.adjustSubmit}
      isConfirmDisabled={adjust.isPending || isOverdrawn}
      onConfirm={() =>
        adjust.mutate(
          {
            user: user.username,
            type: form.type,
            amountPaise,
            reason: form.reason.trim(),
            idempotencyKey: idempotency.key,
          },
          { onError: idempotency.renewAfter },
        )
      }
      onClose={onClose}
    >
      <p className="text-sm">
        <span className="text-muted-foreground">{WALLET_TEXTS.adjustReason}: </span>
        {form.reason.trim()}
      </p>
      {isOverdrawn && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {m.validation_insufficient_balance()}
        </p>
      )}
    </ConfirmDialog>
  )
}

/**
 * Refund, bonus or penalty, for a user named by username or email. The admin finds the user first
 * and sees their balance, then reviews the balance before and after in a confirmation.
 */
function AdjustmentFields({ initialUser, onPosted }: { initialUser: string; onPosted: () => void }) {
  const [lookedUp, setLookedUp] = useState(initialUser.trim())
  const [confirming, setConfirming] = useState<{ form: Form; amountPaise: number } | null>(null)
  const lookup = useQuery({
    ...trpc.admin.wallet.lookup.queryOptions({ user: lookedUp }),
    enabled: lookedUp !== '',
    staleTime: 0,
  })
  const user = lookedUp !== '' && lookup.data ? lookup.data : null
  // The resolver reads the user found so far: the form checks that one was found.
  const foundUser = useRef(user)
  foundUser.current = user
  const form = useForm<Form>({
    resolver: checkedBy((values: Form) => check(values, foundUser.current)),
    defaultValues: { user: initialUser, type: 'bonus', amount: '', reason: '' },
  })
  const { errors } = form.formState
  const name = useWatch({ control: form.control, name: 'user' })
  const userError = lookup.isError ? errorMessage(lookup.error) : errors.user?.message
  const find = () => setLookedUp(name.trim())
  const submit = form.handleSubmit((values) => {
    const { data: amountPaise } = check(values, foundUser.current)
    if (amountPaise !== null) setConfirming({ form: values, amountPaise })
  })
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="wallet-adjustment-heading"
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="space-y-2 sm:col-span-2">
        <FormField id="adjust-user" label={m.admin_texts_adjust_user()} error={userError}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                {...form.register('user')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    find()
                  }
                }}
                autoComplete="off"
                spellCheck={false}
                maxLength={ADMIN_LIMITS.searchMax}
              />
              <Button type="button" variant="outline" onClick={find} disabled={name.trim() === ''}>
                <Search aria-hidden="true" /> {m.admin_texts_adjust_find()}
              </Button>
            </div>
          )}
        </FormField>
        <div aria-live="polite" className="min-h-6 text-sm">
          {user && (
            <p data-testid="adjust-found">
              <WithUserText
                text={ADMIN_TEXTS.adjustFound(user.username, user.email ?? m.phone_texts_no_email())}
                values={[user.username, user.email ?? '']}
              />{' '}
              · {m.admin_texts_current_balance()}{' '}
              <strong data-testid="adjust-balance">{formatINR(user.balancePaise)}</strong>
            </p>
          )}
        </div>
      </div>
      <FormField id="adjust-type" label={WALLET_TEXTS.adjustType}>
        {(control) => (
          <NativeSelect {...control} {...form.register('type')}>
            {ADJUSTMENT_TYPES.map((type) => (
              <NativeSelectOption key={type} value={type}>
                {TRANSACTION_LABELS[type]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="adjust-amount" label={WALLET_TEXTS.amount} error={errors.amount?.message}>
        {(control) => <Input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="adjust-reason" label={WALLET_TEXTS.adjustReason} error={errors.reason?.message}>
          {(control) => <Input {...control} {...form.register('reason')} maxLength={WALLET_BOUNDS.reasonMax} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">{m.admin_texts_adjust_review()}</Button>
      </div>
      {confirming && user && (
        <AdjustmentConfirm
          user={user}
          form={confirming.form}
          amountPaise={confirming.amountPaise}
          onClose={() => setConfirming(null)}
          onPosted={onPosted}
        />
      )}
    </form>
  )
}

/** The adjustment card; remounted after each post (and for a user handed over from a request). */
export function AdjustmentCard({ user }: { user: string }) {
  const [generation, setGeneration] = useState(0)
  return (
    <Card id="wallet-adjustment">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="wallet-adjustment-heading" className="text-xl">
            {WALLET_TEXTS.adjustTitle}
          </h2>
        </CardTitle>
        <CardDescription>{WALLET_TEXTS.adjustDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <AdjustmentFields
          key={`${generation}:${user}`}
          initialUser={user}
          onPosted={() => setGeneration((n) => n + 1)}
        />
      </CardContent>
    </Card>
  )
}
