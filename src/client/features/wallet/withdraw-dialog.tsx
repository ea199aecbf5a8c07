import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { WALLET } from '#shared/constants'
import { FAILURE, SUCCESS } from '#shared/messages'
import { formatINR } from '#shared/money'
import { WALLET_BOUNDS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { FormField } from '@/components/form-field'
import { useIdempotencyKey } from '@/lib/use-idempotency-key'
import { checkWithdrawal, type WithdrawForm as Form } from '@/lib/wallet-validation'

function useWithdraw(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.wallet.withdraw.mutationOptions({
      onSuccess: () => {
        notify.success(SUCCESS.withdrawalRequested)
        onDone()
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.withdrawal)),
    }),
  )
}

function WithdrawForm({ balancePaise, onDone }: { balancePaise: number; onDone: () => void }) {
  const idempotencyKey = useIdempotencyKey()
  const withdraw = useWithdraw(onDone)
  const [form, setForm] = useState<Form>({ amount: '', upiId: '', note: '' })
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({})
  const { data, errors } = checkWithdrawal(form, balancePaise)
  // As in Add Funds: the amount's error shows as soon as something is typed in it.
  const shown = (name: keyof Form) =>
    touched[name] || (name === 'amount' && form.amount.trim() !== '') ? errors[name] : undefined
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ amount: true, upiId: true, note: true })
    if (data && !withdraw.isPending) withdraw.mutate({ ...data, idempotencyKey })
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id="withdraw-amount"
        label={WALLET_TEXTS.amount}
        hint={WALLET_TEXTS.minimumHint(formatINR(WALLET.minWithdrawalPaise))}
        error={shown('amount')}
      >
        {(control) => (
          <Input
            {...control}
            {...field('amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={WALLET_TEXTS.amountPlaceholder}
          />
        )}
      </FormField>
      <FormField id="withdraw-upi-id" label={WALLET_TEXTS.upiId} error={shown('upiId')}>
        {(control) => (
          <Input
            {...control}
            {...field('upiId')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={WALLET_BOUNDS.upiIdMax}
            placeholder={WALLET_TEXTS.upiIdPlaceholder}
          />
        )}
      </FormField>
      <FormField id="withdraw-note" label={WALLET_TEXTS.note} error={shown('note')}>
        {(control) => <Textarea {...control} {...field('note')} maxLength={WALLET_BOUNDS.noteMax} rows={2} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {WALLET_TEXTS.close}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={withdraw.isPending}>
          {withdraw.isPending ? WALLET_TEXTS.submitting : WALLET_TEXTS.requestWithdrawal}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * Request Withdrawal: the button and its dialog (spec sections 2 and 5). Under the minimum the
 * button is disabled and a line under it says why.
 */
export function WithdrawDialog({ balancePaise }: { balancePaise: number }) {
  const [isOpen, setOpen] = useState(false)
  const canWithdraw = balancePaise >= WALLET.minWithdrawalPaise
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <div className="space-y-1">
        <DialogTrigger asChild>
          <Button
            variant="outline"
            disabled={!canWithdraw}
            aria-describedby={canWithdraw ? undefined : 'withdrawal-hint'}
          >
            <Send aria-hidden="true" /> {WALLET_TEXTS.requestWithdrawal}
          </Button>
        </DialogTrigger>
        {!canWithdraw && (
          <p id="withdrawal-hint" className="max-w-xs text-xs text-muted-foreground">
            {WALLET_TEXTS.withdrawalHint(formatINR(WALLET.minWithdrawalPaise))}
          </p>
        )}
      </div>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{WALLET_TEXTS.requestWithdrawal}</DialogTitle>
          <DialogDescription>
            {WALLET_TEXTS.withdrawDescription(formatINR(balancePaise), WALLET.withdrawalTime)}
          </DialogDescription>
        </DialogHeader>
        <WithdrawForm balancePaise={balancePaise} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}
