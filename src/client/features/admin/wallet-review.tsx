import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Landmark, UserCog, XCircle } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { formatINR } from '#shared/money'
import { WALLET_BOUNDS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { EmptyState } from '@/features/layout/empty-state'
import { PageLoading } from '@/features/layout/page-loading'
import { FormField } from '@/features/wallet/form-field'
import { TypeIcon, transactionLabel } from '@/features/wallet/transaction-meta'
import type { ReviewTransaction } from '@/features/wallet/types'
import { formatWalletDate } from '@/features/wallet/wallet-format'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc } from '@/trpc'

type ReviewFilter = keyof typeof WALLET_TEXTS.reviewFilters
type Decision = { transaction: ReviewTransaction; action: 'approve' | 'reject' }

const REVIEW_PAGE = { status: 'pending', limit: 100, offset: 0 } as const

function useSettled() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.wallet.pathKey() })
    void queryClient.invalidateQueries({ queryKey: trpc.wallet.pathKey() })
  }
}

function describe(transaction: ReviewTransaction) {
  return {
    label: transactionLabel(transaction.type),
    amount: formatINR(transaction.amountPaise),
    username: transaction.user.username,
  }
}

/** A decision that needs one line of text: the payout reference of a withdrawal, or a rejection reason. */
function TextDecisionDialog({
  decision,
  onClose,
  onSubmit,
  isPending,
}: {
  decision: Decision
  onClose: () => void
  onSubmit: (text: string) => void
  isPending: boolean
}) {
  const [text, setText] = useState('')
  const { transaction, action } = decision
  const isApprove = action === 'approve'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) onSubmit(text.trim())
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{isApprove ? WALLET_TEXTS.approveWithdrawalTitle : WALLET_TEXTS.rejectTitle}</DialogTitle>
            <DialogDescription>
              {isApprove
                ? WALLET_TEXTS.approveWithdrawalDescription(formatINR(transaction.amountPaise), transaction.upiId ?? '')
                : WALLET_TEXTS.rejectDescription}
            </DialogDescription>
          </DialogHeader>
          <FormField
            id="wallet-decision-text"
            label={isApprove ? WALLET_TEXTS.payoutReferenceLabel : WALLET_TEXTS.rejectReason}
            hint={isApprove ? WALLET_TEXTS.payoutReferenceHint : undefined}
          >
            {(control) =>
              isApprove ? (
                <Input
                  {...control}
                  required
                  autoComplete="off"
                  maxLength={WALLET_BOUNDS.payoutReferenceMax}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              ) : (
                <Textarea
                  {...control}
                  required
                  maxLength={WALLET_BOUNDS.reasonMax}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              )
            }
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {WALLET_TEXTS.close}
            </Button>
            <Button
              type="submit"
              variant={isApprove ? 'default' : 'destructive'}
              disabled={isPending || text.trim() === ''}
            >
              {isApprove ? WALLET_TEXTS.approve : WALLET_TEXTS.reject}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const settled = useSettled()
  const options = (message: string) => ({
    onSuccess: () => {
      notify.success(message)
      onClose()
      settled()
    },
    onError: (error: unknown) => notify.error(errorMessage(error)),
  })
  const approve = useMutation(trpc.admin.wallet.approve.mutationOptions(options(WALLET_TEXTS.approved)))
  const reject = useMutation(trpc.admin.wallet.reject.mutationOptions(options(WALLET_TEXTS.rejected)))
  const { id } = decision.transaction
  const submit = (text: string) =>
    decision.action === 'approve' ? approve.mutate({ id, payoutReference: text }) : reject.mutate({ id, reason: text })
  return (
    <TextDecisionDialog
      decision={decision}
      onClose={onClose}
      onSubmit={submit}
      isPending={approve.isPending || reject.isPending}
    />
  )
}

function RequestFacts({ transaction }: { transaction: ReviewTransaction }) {
  const facts: Array<[string, string]> = [
    [WALLET_TEXTS.facts.requestedBy, WALLET_TEXTS.requestedBy(transaction.user.username, transaction.user.email)],
    [WALLET_TEXTS.facts.requestedOn, formatWalletDate(transaction.createdAt)],
    ...(transaction.upiId ? ([[WALLET_TEXTS.facts.payTo, transaction.upiId]] as Array<[string, string]>) : []),
    ...(transaction.upiTransactionId
      ? ([[WALLET_TEXTS.facts.upiTransactionId, transaction.upiTransactionId]] as Array<[string, string]>)
      : []),
    ...(transaction.note ? ([[WALLET_TEXTS.facts.note, transaction.note]] as Array<[string, string]>) : []),
    [WALLET_TEXTS.userId, transaction.userId],
  ]
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function RequestCard({
  transaction,
  onDecide,
  onAdjust,
}: {
  transaction: ReviewTransaction
  onDecide: (decision: Decision) => void
  onAdjust: (username: string) => void
}) {
  const settled = useSettled()
  const approvePayment = useMutation(
    trpc.admin.wallet.approve.mutationOptions({
      onSuccess: () => {
        notify.success(WALLET_TEXTS.approved)
        settled()
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const { label, amount, username } = describe(transaction)
  const approve = () =>
    transaction.type === 'withdrawal'
      ? onDecide({ transaction, action: 'approve' })
      : approvePayment.mutate({ id: transaction.id })
  return (
    <Card className="gap-4">
      <CardHeader className="flex items-center gap-3">
        <TypeIcon type={transaction.type} />
        <CardTitle asChild>
          <h3 className="text-base">
            {label}: {amount}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RequestFacts transaction={transaction} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button
          onClick={approve}
          disabled={approvePayment.isPending}
          aria-label={WALLET_TEXTS.approveLabel(label, amount, username)}
        >
          <CheckCircle2 aria-hidden="true" /> {WALLET_TEXTS.approve}
        </Button>
        <Button
          variant="destructive"
          onClick={() => onDecide({ transaction, action: 'reject' })}
          aria-label={WALLET_TEXTS.rejectLabel(label, amount, username)}
        >
          <XCircle aria-hidden="true" /> {WALLET_TEXTS.reject}
        </Button>
        <Button variant="ghost" onClick={() => onAdjust(username)}>
          <UserCog aria-hidden="true" /> {WALLET_TEXTS.adjustUser(username)}
        </Button>
      </CardFooter>
    </Card>
  )
}

function RequestQueue({ filter, onAdjust }: { filter: ReviewFilter; onAdjust: (username: string) => void }) {
  const pending = useQuery(
    trpc.admin.wallet.pending.queryOptions({ ...REVIEW_PAGE, ...(filter === 'all' ? {} : { type: filter }) }),
  )
  const [decision, setDecision] = useState<Decision | null>(null)
  if (pending.isPending) return <PageLoading />
  if (pending.isError) return <EmptyState icon={Landmark} title={errorMessage(pending.error)} />
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {WALLET_TEXTS.waitingCount(pending.data.length)}
      </p>
      {pending.data.length === 0 ? (
        <EmptyState icon={Landmark} title={WALLET_TEXTS.reviewEmpty} />
      ) : (
        <ul className="space-y-4" aria-label={WALLET_TEXTS.reviewTitle}>
          {pending.data.map((transaction) => (
            <li key={transaction.id}>
              <RequestCard transaction={transaction} onDecide={setDecision} onAdjust={onAdjust} />
            </li>
          ))}
        </ul>
      )}
      {decision && (
        <DecisionDialog key={decision.transaction.id} decision={decision} onClose={() => setDecision(null)} />
      )}
    </>
  )
}

/**
 * Admin: fund additions and withdrawals waiting for review (approve, with the payout reference
 * for a withdrawal, or reject with a reason). "Adjust" on a request hands its user to the
 * adjustment form beside the queue.
 */
export function WalletReview({ onAdjust }: { onAdjust: (username: string) => void }) {
  const [filter, setFilter] = useState<ReviewFilter>('all')
  return (
    <section aria-labelledby="wallet-review-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="wallet-review-heading" className="text-xl font-semibold">
          {WALLET_TEXTS.reviewTitle}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor="wallet-review-filter" className="text-sm font-medium">
            {WALLET_TEXTS.reviewFilter}
          </label>
          <NativeSelect
            id="wallet-review-filter"
            wrapperClassName="w-48"
            value={filter}
            onChange={(event) => setFilter(event.target.value as ReviewFilter)}
          >
            {(Object.keys(WALLET_TEXTS.reviewFilters) as ReviewFilter[]).map((value) => (
              <NativeSelectOption key={value} value={value}>
                {WALLET_TEXTS.reviewFilters[value]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
      <RequestQueue filter={filter} onAdjust={onAdjust} />
    </section>
  )
}
