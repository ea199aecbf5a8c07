import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Receipt } from 'lucide-react'
import { formatINR } from '#shared/money'
import { WALLET_TEXTS } from '#shared/texts'
import { PAYMENTS_TEXTS } from '@/texts/payments-texts'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'
import { SignedAmount, StatusBadge, TypeIcon, transactionLabel } from '@/components/transaction-meta'
import type { WalletTransaction } from '@/lib/wallet-types'
import { formatWalletDate } from '@/lib/wallet-format'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

const CANCELLABLE = new Set(['payment', 'withdrawal'])

function CancelButton({ transaction }: { transaction: WalletTransaction }) {
  const queryClient = useQueryClient()
  const cancel = useMutation(
    trpc.wallet.cancel.mutationOptions({
      onSuccess: () => {
        notify.success(WALLET_TEXTS.requestCancelled)
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, WALLET_TEXTS.cancelFailed)),
    }),
  )
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={cancel.isPending}
      onClick={() => cancel.mutate({ id: transaction.id })}
      aria-label={WALLET_TEXTS.cancelLabel(transactionLabel(transaction.type), formatINR(transaction.amountPaise))}
    >
      {WALLET_TEXTS.cancelRequest}
    </Button>
  )
}

/** The lines under the label: what the money was for, where it went, why it failed. */
function TransactionDetails({ transaction }: { transaction: WalletTransaction }) {
  const {
    quizTitle,
    upiId,
    upiTransactionId,
    paymentReference,
    gatewayReference,
    payoutReference,
    reason,
    reasonForRejection,
    status,
  } = transaction
  return (
    <>
      {quizTitle && (
        <p className="truncate text-sm">
          <WithUserText text={WALLET_TEXTS.forQuiz(quizTitle)} values={[quizTitle]} />
        </p>
      )}
      {upiId && (
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <WithUserText text={WALLET_TEXTS.toUpi(upiId)} values={[upiId]} />
        </p>
      )}
      {/* References are codes (QZ…, a bank's UTR), marked as people's words since no language reads them. */}
      {paymentReference && (
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <WithUserText text={WALLET_TEXTS.paymentReference(paymentReference)} values={[paymentReference]} />
        </p>
      )}
      {upiTransactionId && (
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <WithUserText text={WALLET_TEXTS.upiReference(upiTransactionId)} values={[upiTransactionId]} />
        </p>
      )}
      {gatewayReference && (
        <p className="text-xs text-muted-foreground wrap-anywhere" data-testid="gateway-reference">
          <WithUserText text={PAYMENTS_TEXTS.gatewayReference(gatewayReference)} values={[gatewayReference]} />
        </p>
      )}
      {payoutReference && (
        <p className="text-xs text-muted-foreground wrap-anywhere">
          <WithUserText text={WALLET_TEXTS.payoutReference(payoutReference)} values={[payoutReference]} />
        </p>
      )}
      {reason && (
        <p className="text-sm text-muted-foreground wrap-anywhere" {...USER_CONTENT}>
          {reason}
        </p>
      )}
      {status === 'failed' && reasonForRejection && (
        <p className="text-sm text-destructive wrap-anywhere">
          {WALLET_TEXTS.rejectionReason}: <UserText>{reasonForRejection}</UserText>
        </p>
      )}
    </>
  )
}

function TransactionItem({ transaction }: { transaction: WalletTransaction }) {
  const isCancellable = transaction.status === 'pending' && CANCELLABLE.has(transaction.type)
  return (
    <li className="flex items-start gap-3 py-4">
      <TypeIcon type={transaction.type} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{transactionLabel(transaction.type)}</p>
          <StatusBadge status={transaction.status} />
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={transaction.createdAt}>{formatWalletDate(transaction.createdAt)}</time>
        </p>
        <TransactionDetails transaction={transaction} />
      </div>
      <div className="flex flex-col items-end gap-2">
        <SignedAmount type={transaction.type} status={transaction.status} amountPaise={transaction.amountPaise} />
        {isCancellable && <CancelButton transaction={transaction} />}
      </div>
    </li>
  )
}

/** The latest transactions, newest first. */
export function TransactionList({
  transactions,
  labelledBy,
}: {
  transactions: WalletTransaction[]
  labelledBy: string
}) {
  if (transactions.length === 0) return <EmptyState icon={Receipt} title={m.empty_no_transactions()} />
  return (
    <ul aria-labelledby={labelledBy} className="divide-y">
      {transactions.map((transaction) => (
        <TransactionItem key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  )
}
