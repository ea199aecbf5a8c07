import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCircle2, Landmark, Send, UserCog, XCircle } from 'lucide-react'
import { useState } from 'react'
import { m } from '#shared/i18n'
import { formatINR } from '#shared/money'
import { PayoutReferenceSchema, ReasonSchema, WALLET_BOUNDS } from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { PAYMENTS_TEXTS } from '@/texts/payments-texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { EmptyState } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { TypeIcon, transactionLabel } from '@/components/transaction-meta'
import type { ReviewTransaction } from '@/lib/wallet-types'
import { formatWalletDate } from '@/lib/wallet-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { ReasonDialog } from './confirm-dialog'
import { type Fact, Facts } from './facts'
import { useConsoleAction } from './use-console-action'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'

type ReviewFilter = keyof typeof WALLET_TEXTS.reviewFilters
type Decision = { transaction: ReviewTransaction; action: 'approve' | 'reject' }

const REVIEW_PAGE = { status: 'pending', limit: 100, offset: 0 } as const

/** A decision's options: the user's own wallet screens read the request again too. */
const useDecided = (message: string, onDone?: () => void) =>
  useConsoleAction(message, { ...(onDone ? { onDone } : {}), alsoStale: [trpc.wallet.pathKey()] })

function describeTransaction(transaction: ReviewTransaction) {
  return {
    label: transactionLabel(transaction.type),
    amount: formatINR(transaction.amountPaise),
    username: transaction.user.username,
  }
}

/** A decision that needs one line of text: the payout reference of a withdrawal, or a rejection reason. */
function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const approve = useMutation(trpc.admin.wallet.approve.mutationOptions(useDecided(WALLET_TEXTS.approved, onClose)))
  const reject = useMutation(trpc.admin.wallet.reject.mutationOptions(useDecided(WALLET_TEXTS.rejected, onClose)))
  const { transaction, action } = decision
  const { id } = transaction
  const isPending = approve.isPending || reject.isPending
  const shared = { fieldId: 'wallet-decision-text', cancelLabel: WALLET_TEXTS.close, isPending, onClose }
  return action === 'approve' ? (
    <ReasonDialog
      {...shared}
      title={WALLET_TEXTS.approveWithdrawalTitle}
      description={WALLET_TEXTS.approveWithdrawalDescription(
        formatINR(transaction.amountPaise),
        transaction.upiId ?? '',
      )}
      label={WALLET_TEXTS.payoutReferenceLabel}
      hint={WALLET_TEXTS.payoutReferenceHint}
      isMultiline={false}
      maxLength={WALLET_BOUNDS.payoutReferenceMax}
      rule={PayoutReferenceSchema}
      confirmLabel={WALLET_TEXTS.approve}
      onSubmit={(payoutReference) => approve.mutate({ id, payoutReference })}
    />
  ) : (
    <ReasonDialog
      {...shared}
      title={WALLET_TEXTS.rejectTitle}
      description={WALLET_TEXTS.rejectDescription}
      label={WALLET_TEXTS.rejectReason}
      maxLength={WALLET_BOUNDS.reasonMax}
      rule={ReasonSchema}
      confirmLabel={WALLET_TEXTS.reject}
      confirmVariant="destructive"
      onSubmit={(reason) => reject.mutate({ id, reason })}
    />
  )
}

function RequestFacts({ transaction }: { transaction: ReviewTransaction }) {
  // What the user typed (a UPI ID, a note) is theirs; a reference or an id is a code, read as it is.
  const optional = (term: string, value: string | null): Fact[] =>
    value ? [[term, <UserText key={term}>{value}</UserText>]] : []
  const code = (term: string, value: string | null): Fact[] =>
    value
      ? [
          [
            term,
            <span key={term} translate="no">
              {value}
            </span>,
          ],
        ]
      : []
  const { username, email } = transaction.user
  return (
    <Facts
      facts={[
        [
          WALLET_TEXTS.facts.requestedBy,
          <WithUserText
            key="by"
            text={WALLET_TEXTS.requestedBy(username, email ?? m.phone_texts_no_email())}
            values={[username, email ?? '']}
          />,
        ],
        [WALLET_TEXTS.facts.requestedOn, formatWalletDate(transaction.createdAt)],
        ...optional(WALLET_TEXTS.facts.payTo, transaction.upiId),
        ...code(WALLET_TEXTS.facts.paymentReference, transaction.paymentReference),
        ...code(WALLET_TEXTS.facts.upiTransactionId, transaction.upiTransactionId),
        ...optional(WALLET_TEXTS.facts.note, transaction.note),
        ...code(WALLET_TEXTS.userId, transaction.userId),
      ]}
    />
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
  const approvePayment = useMutation(trpc.admin.wallet.approve.mutationOptions(useDecided(WALLET_TEXTS.approved)))
  const payByGateway = useMutation(
    trpc.admin.wallet.payByGateway.mutationOptions(useDecided(PAYMENTS_TEXTS.payByGateway)),
  )
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const { label, amount, username } = describeTransaction(transaction)
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
        {/* Paid by the gateway's payout, whose events settle it; the manual approval stays beside it. */}
        {transaction.type === 'withdrawal' && config.data?.paymentGateway?.payouts && (
          <Button
            variant="outline"
            onClick={() => payByGateway.mutate({ id: transaction.id })}
            disabled={payByGateway.isPending}
          >
            <Send aria-hidden="true" /> {PAYMENTS_TEXTS.payByGateway}
          </Button>
        )}
        <Button
          variant="destructive"
          onClick={() => onDecide({ transaction, action: 'reject' })}
          aria-label={WALLET_TEXTS.rejectLabel(label, amount, username)}
        >
          <XCircle aria-hidden="true" /> {WALLET_TEXTS.reject}
        </Button>
        <Button variant="ghost" onClick={() => onAdjust(username)}>
          <UserCog aria-hidden="true" /> <WithUserText text={WALLET_TEXTS.adjustUser(username)} values={[username]} />
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
    <AdminSection
      id="wallet-review-heading"
      title={WALLET_TEXTS.reviewTitle}
      actions={
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
      }
    >
      <RequestQueue filter={filter} onAdjust={onAdjust} />
    </AdminSection>
  )
}
