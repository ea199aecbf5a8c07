import {
  ArrowDownLeft,
  ArrowUpRight,
  Gift,
  type LucideIcon,
  RotateCcw,
  Ticket,
  TriangleAlert,
  Trophy,
} from 'lucide-react'
import { isCredit, TRANSACTION_LABELS, type TransactionStatus, type TransactionType } from '#shared/schemas/wallet'
import { formatINR } from '#shared/money'
import { WALLET_TEXTS } from '#shared/texts'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const TYPE_ICONS: Record<TransactionType, LucideIcon> = {
  payment: ArrowDownLeft,
  withdrawal: ArrowUpRight,
  quiz_fee: Ticket,
  quiz_earning: Trophy,
  refund: RotateCcw,
  bonus: Gift,
  penalty: TriangleAlert,
  payment_refund: ArrowUpRight,
}

export function transactionLabel(type: TransactionType) {
  return TRANSACTION_LABELS[type]
}

export function TypeIcon({ type }: { type: TransactionType }) {
  const Icon = TYPE_ICONS[type]
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        isCredit(type) ? 'bg-success/10 text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  )
}

const STATUS_VARIANTS = {
  pending: 'warning',
  completed: 'success',
  failed: 'destructive',
  cancelled: 'outline',
} as const

export function StatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{WALLET_TEXTS.statusLabels[status]}</Badge>
}

/**
 * '+₹500.00' or '-₹150.00': the sign is text (and named for screen readers), not colour alone.
 * Only money that moved is coloured; a failed or cancelled request is struck through.
 */
export function SignedAmount({
  type,
  status,
  amountPaise,
}: {
  type: TransactionType
  status: TransactionStatus
  amountPaise: number
}) {
  const credit = isCredit(type)
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        credit && status === 'completed' && 'text-success',
        (status === 'failed' || status === 'cancelled') && 'text-muted-foreground line-through',
      )}
    >
      <span className="sr-only">{credit ? WALLET_TEXTS.credit : WALLET_TEXTS.debit} </span>
      {credit ? '+' : '-'}
      {formatINR(amountPaise)}
    </span>
  )
}
