import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatINR } from '#shared/money'
import { PAYMENTS_TEXTS } from '@/texts/payments-texts'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table'
import { UserText } from '@/components/user-text'
import { formatDateTime } from '@/lib/quiz-format'
import { parseRupees } from '@/lib/wallet-format'
import { useIdempotencyKey } from '@/lib/use-idempotency-key'
import { trpc } from '@/trpc'
import { gatewayPaymentsQuery, gatewayPayoutsQuery, gatewayRefundsQuery, reconciliationQuery } from './admin-queries'
import { AdminSection } from './admin-section'
import { useConsoleAction } from './use-console-action'

/** A refund of one payment: the amount (at most what is left) and the reason, under one key per form. */
function RefundForm({
  payment,
}: {
  payment: { id: string; paymentId: string; amountPaise: number; refundedPaise: number }
}) {
  const left = payment.amountPaise - payment.refundedPaise
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const idempotency = useIdempotencyKey()
  const refund = useMutation(trpc.admin.wallet.refundPayment.mutationOptions(useConsoleAction(PAYMENTS_TEXTS.refund)))
  const amountPaise = parseRupees(amount)
  const id = `refund-${payment.paymentId}`
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{PAYMENTS_TEXTS.refund}</summary>
      <form
        className="mt-2 space-y-2"
        aria-label={PAYMENTS_TEXTS.refundTitle}
        onSubmit={(event) => {
          event.preventDefault()
          if (amountPaise !== null && reason.trim())
            refund.mutate(
              { id: payment.id, amountPaise, reason, idempotencyKey: idempotency.key },
              { onError: idempotency.renewAfter },
            )
        }}
      >
        <p className="text-muted-foreground">{PAYMENTS_TEXTS.refundDescription(formatINR(left))}</p>
        <Label htmlFor={`${id}-amount`}>{WALLET_TEXTS.amount}</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Label htmlFor={`${id}-reason`}>{PAYMENTS_TEXTS.refundReason}</Label>
        <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" size="sm" disabled={amountPaise === null || !reason.trim() || refund.isPending}>
          {PAYMENTS_TEXTS.refund}
        </Button>
      </form>
    </details>
  )
}

function Payments() {
  const payments = useSuspenseQuery(gatewayPaymentsQuery())
  const credit = useMutation(trpc.admin.wallet.creditHeld.mutationOptions(useConsoleAction(PAYMENTS_TEXTS.creditHeld)))
  return (
    <AdminSection id="gateway-payments-heading" title={PAYMENTS_TEXTS.adminPayments}>
      {payments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PAYMENTS_TEXTS.empty}</p>
      ) : (
        <Table aria-labelledby="gateway-payments-heading">
          <TableColumns
            labels={[
              PAYMENTS_TEXTS.colReference,
              PAYMENTS_TEXTS.colUser,
              PAYMENTS_TEXTS.colAmount,
              PAYMENTS_TEXTS.colRefunded,
              PAYMENTS_TEXTS.colStatus,
              PAYMENTS_TEXTS.colWhen,
              WALLET_TEXTS.approve,
            ]}
          />
          <TableBody>
            {payments.data.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell className="font-mono text-xs">
                  <UserText>{payment.paymentId}</UserText>
                </TableCell>
                <TableCell>
                  <UserText>{payment.username}</UserText>
                </TableCell>
                <TableCell className="tabular-nums">{formatINR(payment.amountPaise)}</TableCell>
                <TableCell className="tabular-nums">{formatINR(payment.refundedPaise)}</TableCell>
                <TableCell>{PAYMENTS_TEXTS.paymentStatus(payment.status)}</TableCell>
                <TableCell>{formatDateTime(payment.createdAt)}</TableCell>
                <TableCell>
                  {payment.status === 'held' ? (
                    <Button size="sm" disabled={credit.isPending} onClick={() => credit.mutate({ id: payment.id })}>
                      {PAYMENTS_TEXTS.creditHeld}
                    </Button>
                  ) : payment.refundedPaise < payment.amountPaise ? (
                    <RefundForm payment={payment} />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  )
}

function Refunds() {
  const refunds = useSuspenseQuery(gatewayRefundsQuery())
  return (
    <MovementsTable
      id="gateway-refunds-heading"
      title={PAYMENTS_TEXTS.adminRefunds}
      rows={refunds.data.map((refund) => ({
        key: refund.id,
        reference: refund.refundId ?? refund.paymentId,
        username: refund.username,
        amountPaise: refund.amountPaise,
        status: refund.status,
        detail: refund.reason,
        createdAt: refund.createdAt,
      }))}
    />
  )
}

function Payouts() {
  const payouts = useSuspenseQuery(gatewayPayoutsQuery())
  return (
    <MovementsTable
      id="gateway-payouts-heading"
      title={PAYMENTS_TEXTS.adminPayouts}
      rows={payouts.data.map((payout) => ({
        key: payout.withdrawalId,
        reference: payout.payoutId ?? payout.withdrawalId,
        username: payout.username,
        amountPaise: payout.amountPaise,
        status: payout.status,
        detail: payout.utr ?? payout.failureReason ?? '',
        createdAt: payout.createdAt,
      }))}
    />
  )
}

interface Movement {
  key: string
  reference: string
  username: string
  amountPaise: number
  status: string
  detail: string
  createdAt: string
}

/** Money the gateway moved out (refunds, payouts): one row each, with its reference and what it says. */
function MovementsTable({ id, title, rows }: { id: string; title: string; rows: Movement[] }) {
  return (
    <AdminSection id={id} title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PAYMENTS_TEXTS.empty}</p>
      ) : (
        <Table aria-labelledby={id}>
          <TableColumns
            labels={[
              PAYMENTS_TEXTS.colReference,
              PAYMENTS_TEXTS.colUser,
              PAYMENTS_TEXTS.colAmount,
              PAYMENTS_TEXTS.colStatus,
              PAYMENTS_TEXTS.colDetail,
              PAYMENTS_TEXTS.colWhen,
            ]}
          />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell className="font-mono text-xs">
                  <UserText>{row.reference}</UserText>
                </TableCell>
                <TableCell>
                  <UserText>{row.username}</UserText>
                </TableCell>
                <TableCell className="tabular-nums">{formatINR(row.amountPaise)}</TableCell>
                <TableCell>
                  <UserText>{row.status}</UserText>
                </TableCell>
                <TableCell>
                  <UserText>{row.detail}</UserText>
                </TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  )
}

function Reconciliation() {
  const report = useSuspenseQuery(reconciliationQuery())
  const run = useMutation(trpc.admin.wallet.runReconciliation.mutationOptions(useConsoleAction(PAYMENTS_TEXTS.runNow)))
  const fix = useMutation(trpc.admin.wallet.fixMissingCredit.mutationOptions(useConsoleAction(PAYMENTS_TEXTS.fixed)))
  const data = report.data
  return (
    <AdminSection
      id="reconciliation-heading"
      title={PAYMENTS_TEXTS.adminReconciliation}
      description={
        data
          ? PAYMENTS_TEXTS.lastRun(
              formatDateTime(data.finishedAt),
              formatDateTime(data.periodFrom),
              formatDateTime(data.periodTo),
              data.differences.length,
            )
          : PAYMENTS_TEXTS.neverRun
      }
      actions={
        <Button disabled={run.isPending} onClick={() => run.mutate()}>
          {PAYMENTS_TEXTS.runNow}
        </Button>
      }
    >
      {data && data.differences.length > 0 && (
        <Table aria-labelledby="reconciliation-heading">
          <TableColumns
            labels={[
              PAYMENTS_TEXTS.colKind,
              PAYMENTS_TEXTS.colReference,
              PAYMENTS_TEXTS.colAmount,
              PAYMENTS_TEXTS.colDetail,
              PAYMENTS_TEXTS.colStatus,
            ]}
          />
          <TableBody>
            {data.differences.map((difference) => (
              <TableRow key={difference.id}>
                <TableCell>{PAYMENTS_TEXTS.differenceKind(difference.kind)}</TableCell>
                <TableCell className="font-mono text-xs">
                  <UserText>{difference.reference}</UserText>
                </TableCell>
                <TableCell className="tabular-nums">
                  {difference.gatewayPaise === null ? '' : formatINR(difference.gatewayPaise)}
                </TableCell>
                <TableCell>
                  <UserText>{difference.detail}</UserText>
                </TableCell>
                <TableCell>
                  {difference.fixedAt ? (
                    PAYMENTS_TEXTS.fixed
                  ) : difference.kind === 'paid_not_credited' ? (
                    <Button size="sm" disabled={fix.isPending} onClick={() => fix.mutate({ id: difference.id })}>
                      {PAYMENTS_TEXTS.fix}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  )
}

/** The gateway's money: its payments (refunds, held ones credited), refunds, payouts and the reconciliation. */
export function GatewaySection() {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  if (config.data && !config.data.paymentGateway) {
    return <p className="text-sm text-muted-foreground">{PAYMENTS_TEXTS.gatewayOff}</p>
  }
  return (
    <div className="space-y-10">
      <Reconciliation />
      <Payments />
      <Refunds />
      <Payouts />
    </div>
  )
}
