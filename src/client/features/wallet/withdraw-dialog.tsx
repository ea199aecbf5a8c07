import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { WALLET } from '#shared/constants'
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
import { AmountField } from '@/components/wallet/amount-field'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { FormField } from '@/components/form-field'
import { checkedBy } from '@/lib/form'
import { useIdempotencyKey } from '@/lib/use-idempotency-key'
import { checkWithdrawal, type WithdrawForm as Form } from '@/lib/wallet-validation'
import { m } from '#shared/i18n'

function useWithdraw(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.wallet.withdraw.mutationOptions({
      onSuccess: () => {
        notify.success(m.success_withdrawal_requested())
        onDone()
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_withdrawal())),
    }),
  )
}

function WithdrawForm({ balancePaise, onDone }: { balancePaise: number; onDone: () => void }) {
  const idempotency = useIdempotencyKey()
  const withdraw = useWithdraw(onDone)
  // As in Add Funds: checked as it is typed, so the amount's error shows at once.
  const check = (values: Form) => checkWithdrawal(values, balancePaise)
  const form = useForm<Form>({
    resolver: checkedBy(check),
    mode: 'onChange',
    defaultValues: { amount: '', upiId: '', note: '' },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => {
    const { data } = check(values)
    if (data && !withdraw.isPending) {
      withdraw.mutate({ ...data, idempotencyKey: idempotency.key }, { onError: idempotency.renewAfter })
    }
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AmountField
        id="withdraw-amount"
        minimumPaise={WALLET.minWithdrawalPaise}
        error={errors.amount?.message}
        registration={form.register('amount')}
      />
      <FormField id="withdraw-upi-id" label={WALLET_TEXTS.upiId} error={errors.upiId?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('upiId')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={WALLET_BOUNDS.upiIdMax}
            placeholder={WALLET_TEXTS.upiIdPlaceholder}
          />
        )}
      </FormField>
      <FormField id="withdraw-note" label={WALLET_TEXTS.note} error={errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={WALLET_BOUNDS.noteMax} rows={2} />}
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
 * Request Withdrawal: the button and its dialog. Under the minimum the
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
            {WALLET_TEXTS.withdrawDescription(formatINR(balancePaise), WALLET_TEXTS.withdrawalTime)}
          </DialogDescription>
        </DialogHeader>
        <WithdrawForm balancePaise={balancePaise} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}
