import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { WALLET } from '#shared/constants'
import { FAILURE, SUCCESS } from '#shared/messages'
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
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { FormField } from '@/components/form-field'
import { checkedBy } from '@/lib/form'
import { AmountField } from './amount-field'
import { UpiIdBox } from './upi-id-box'
import { UpiQr } from './upi-qr'
import { useIdempotencyKey } from '@/lib/use-idempotency-key'
import { type AddFundsForm as Form, checkAddFunds } from '@/lib/wallet-validation'
import { parseRupees, rupeesInput } from '@/lib/wallet-format'

function PaymentInstructions() {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
      {WALLET_TEXTS.paymentSteps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}

/** The platform's UPI ID and a QR code for the amount typed so far. */
function PayTo({ amountPaise }: { amountPaise: number | null }) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  if (!config.data)
    return (
      <p className="text-sm text-muted-foreground">
        {config.isError ? errorMessage(config.error) : WALLET_TEXTS.qrLoading}
      </p>
    )
  return (
    <div className="space-y-3">
      <UpiIdBox upiId={config.data.paymentUpiId} />
      <UpiQr upiId={config.data.paymentUpiId} amountPaise={amountPaise} />
    </div>
  )
}

function useAddFunds(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.wallet.addFunds.mutationOptions({
      onSuccess: () => {
        notify.success(SUCCESS.fundsRequested)
        onDone()
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, FAILURE.addFunds)),
    }),
  )
}

function AddFundsForm({ onDone, initialAmountPaise }: { onDone: () => void; initialAmountPaise?: number | undefined }) {
  const idempotencyKey = useIdempotencyKey()
  const addFunds = useAddFunds(onDone)
  // Checked as it is typed: the amount's error shows at once, so a disabled Submit always says why.
  const form = useForm<Form>({
    resolver: checkedBy(checkAddFunds),
    mode: 'onChange',
    defaultValues: {
      amount: initialAmountPaise === undefined ? '' : rupeesInput(initialAmountPaise),
      transactionId: '',
    },
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control }) as Form
  const current = checkAddFunds(values)
  const qrPaise = current.errors.amount ? null : parseRupees(values.amount)
  const submit = form.handleSubmit(() => {
    if (current.data && !addFunds.isPending) addFunds.mutate({ ...current.data, idempotencyKey })
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PaymentInstructions />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          <AmountField
            id="add-funds-amount"
            minimumPaise={WALLET.minAddPaise}
            error={errors.amount?.message}
            registration={form.register('amount')}
          />
          <FormField
            id="add-funds-transaction-id"
            label={WALLET_TEXTS.transactionId}
            hint={WALLET_TEXTS.transactionIdHint}
            error={errors.transactionId?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('transactionId')}
                autoComplete="off"
                maxLength={WALLET_BOUNDS.upiTransactionIdMax}
              />
            )}
          </FormField>
        </div>
        <PayTo amountPaise={qrPaise} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {WALLET_TEXTS.close}
          </Button>
        </DialogClose>
        {/* Disabled under the minimum; the field says why. */}
        <Button
          type="submit"
          disabled={Boolean(current.errors.amount) || addFunds.isPending}
          aria-describedby={errors.amount ? 'add-funds-amount-error add-funds-amount-hint' : 'add-funds-amount-hint'}
        >
          {addFunds.isPending ? WALLET_TEXTS.submitting : WALLET_TEXTS.submitRequest}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * Add Funds: the button and its dialog. `initialAmountPaise` fills in the
 * amount, for a screen that knows what is missing (a paid quiz the wallet cannot pay for yet).
 */
export function AddFundsDialog({ initialAmountPaise }: { initialAmountPaise?: number | undefined } = {}) {
  const [isOpen, setOpen] = useState(false)
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> {WALLET_TEXTS.addFunds}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{WALLET_TEXTS.addFunds}</DialogTitle>
          <DialogDescription>{WALLET_TEXTS.addFundsDescription(WALLET.verificationTime)}</DialogDescription>
        </DialogHeader>
        <AddFundsForm onDone={() => setOpen(false)} initialAmountPaise={initialAmountPaise} />
      </DialogContent>
    </Dialog>
  )
}
