import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { WALLET } from '#shared/constants'
import { newPaymentReference, WALLET_BOUNDS } from '#shared/schemas/wallet'
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
import { parseRupees, rupeesInput, upiPayLink } from '@/lib/wallet-format'
import { m } from '#shared/i18n'
import { PAYMENTS_TEXTS } from '@/texts/payments-texts'
import { PRODUCT_NAME } from '#shared/texts'
import { CHECKOUT_RETURN_PATH } from '#shared/schemas/wallet'
import { CreditCard } from 'lucide-react'

/**
 * The gateway's hosted checkout: a form posted to it with the order, as its documentation has it.
 * The player pays there; the gateway sends the browser back to CHECKOUT_RETURN_PATH.
 */
function openCheckout(order: { orderId: string; amountPaise: number; keyId: string; checkoutUrl: string }) {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = order.checkoutUrl
  const fields: Record<string, string> = {
    key_id: order.keyId,
    order_id: order.orderId,
    amount: String(order.amountPaise),
    currency: 'INR',
    name: PRODUCT_NAME,
    description: WALLET_TEXTS.addFunds,
    callback_url: `${window.location.origin}${CHECKOUT_RETURN_PATH}`,
    cancel_url: `${window.location.origin}/wallet`,
  }
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/** Pay online: an order for the amount typed, then the gateway's checkout; the wallet is credited without an admin. */
function PayOnline({ amountPaise }: { amountPaise: number | null }) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const createOrder = useMutation(
    trpc.wallet.createOrder.mutationOptions({
      onSuccess: openCheckout,
      onError: (error) => notify.error(errorMessage(error, m.failure_add_funds())),
    }),
  )
  if (!config.data?.paymentGateway) return null
  const isBusy = createOrder.isPending || createOrder.isSuccess
  return (
    <section aria-labelledby="pay-online-heading" className="space-y-2 rounded-lg border p-4">
      <h3 id="pay-online-heading" className="font-semibold">
        {PAYMENTS_TEXTS.payOnline}
      </h3>
      <p id="pay-online-hint" className="text-sm text-muted-foreground">
        {PAYMENTS_TEXTS.payOnlineHint}
      </p>
      <Button
        type="button"
        disabled={amountPaise === null || isBusy}
        aria-describedby="pay-online-hint"
        onClick={() => amountPaise !== null && createOrder.mutate({ amountPaise })}
      >
        <CreditCard aria-hidden="true" /> {isBusy ? PAYMENTS_TEXTS.redirecting : PAYMENTS_TEXTS.payOnlineButton}
      </Button>
    </section>
  )
}

function PaymentInstructions() {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
      {WALLET_TEXTS.paymentSteps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}

/** "Pay with a UPI app": the link that opens the payer's UPI app on this phone, with the amount and the reference. */
function PayWithApp({ link, hasAmount }: { link: string; hasAmount: boolean }) {
  return (
    <div className="space-y-1">
      {hasAmount ? (
        <Button asChild className="w-full sm:w-auto">
          <a href={link} data-testid="upi-pay-link" aria-describedby="upi-pay-hint">
            <Smartphone aria-hidden="true" /> {WALLET_TEXTS.payWithApp}
          </a>
        </Button>
      ) : (
        // A link without an amount would open the app empty: the button waits for a valid amount.
        <Button type="button" disabled className="w-full sm:w-auto" aria-describedby="upi-pay-hint">
          <Smartphone aria-hidden="true" /> {WALLET_TEXTS.payWithApp}
        </Button>
      )}
      <p id="upi-pay-hint" className="text-xs text-muted-foreground">
        {hasAmount ? WALLET_TEXTS.payWithAppHint : WALLET_TEXTS.payWithAppNeedsAmount}
      </p>
    </div>
  )
}

/** The request's reference, as the link carries it. */
function PaymentReference({ reference }: { reference: string }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p className="font-medium" data-testid="payment-reference">
        {WALLET_TEXTS.paymentReference(reference)}
      </p>
      <p className="text-xs text-muted-foreground">{WALLET_TEXTS.paymentReferenceHint}</p>
    </div>
  )
}

/** The platform's UPI ID, the link to a UPI app and a QR code of the same link, for the amount typed so far. */
function PayTo({ amountPaise, reference }: { amountPaise: number | null; reference: string }) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  if (!config.data)
    return (
      <p className="text-sm text-muted-foreground">
        {config.isError ? errorMessage(config.error) : WALLET_TEXTS.qrLoading}
      </p>
    )
  const link = upiPayLink(config.data.paymentUpiId, amountPaise, reference)
  return (
    <div className="space-y-3">
      <PayWithApp link={link} hasAmount={amountPaise !== null} />
      <UpiIdBox upiId={config.data.paymentUpiId} />
      <UpiQr link={link} upiId={config.data.paymentUpiId} amountPaise={amountPaise} />
    </div>
  )
}

function useAddFunds(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation(
    trpc.wallet.addFunds.mutationOptions({
      onSuccess: () => {
        notify.success(m.success_funds_requested())
        onDone()
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, m.failure_add_funds())),
    }),
  )
}

function AddFundsForm({ onDone, initialAmountPaise }: { onDone: () => void; initialAmountPaise?: number | undefined }) {
  const idempotency = useIdempotencyKey()
  // One reference per opening of the dialog, like the idempotency key: the link, the QR and the request carry it.
  const [paymentReference] = useState(newPaymentReference)
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
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const hasGateway = Boolean(config.data?.paymentGateway)
  const amountField = (
    <AmountField
      id="add-funds-amount"
      minimumPaise={WALLET.minAddPaise}
      error={errors.amount?.message}
      registration={form.register('amount')}
    />
  )
  const submit = form.handleSubmit(() => {
    if (current.data && !addFunds.isPending) {
      addFunds.mutate(
        { ...current.data, idempotencyKey: idempotency.key, paymentReference },
        { onError: idempotency.renewAfter },
      )
    }
  })
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* With a gateway, the amount comes first: both ways of paying take it. */}
      {hasGateway && amountField}
      {hasGateway && <PayOnline amountPaise={qrPaise} />}
      {hasGateway && <p className="text-sm font-medium">{PAYMENTS_TEXTS.orManual}</p>}
      <PaymentInstructions />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          {!hasGateway && amountField}
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
          <PaymentReference reference={paymentReference} />
        </div>
        <PayTo amountPaise={qrPaise} reference={paymentReference} />
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
          <DialogDescription>{WALLET_TEXTS.addFundsDescription(WALLET_TEXTS.verificationTime)}</DialogDescription>
        </DialogHeader>
        <AddFundsForm onDone={() => setOpen(false)} initialAmountPaise={initialAmountPaise} />
      </DialogContent>
    </Dialog>
  )
}
