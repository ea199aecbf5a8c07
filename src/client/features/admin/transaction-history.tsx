import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { formatINR } from '#shared/money'
import {
  TRANSACTION_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { StatusBadge } from '@/features/wallet/transaction-meta'
import { formatWalletDate } from '@/features/wallet/wallet-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { Pager, pageOffset } from './pager'

interface Filters {
  status: TransactionStatus | ''
  type: TransactionType | ''
  user: string
  from: string
  to: string
}
const NO_FILTERS: Filters = { status: '', type: '', user: '', from: '', to: '' }

/** Drops the filters left empty: "any". */
function given<T extends object>(filters: T) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => String(value).trim() !== '')) as Partial<T>
}

/** Every user's transactions: by status, type, user (username or email) and days, newest first. */
export function TransactionHistory() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(0)
  const history = useQuery(
    trpc.admin.wallet.history.queryOptions(
      { ...given(filters), ...pageOffset(page, ADMIN_LIMITS.pageSize) },
      { placeholderData: keepPreviousData },
    ),
  )
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ ...draft, user: draft.user.trim() })
    setPage(0)
  }
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        {ADMIN_TEXTS.historyTitle}
      </h2>
      <form role="search" aria-labelledby="history-heading" onSubmit={submit} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <div className="space-y-2">
          <Label htmlFor="history-status">{ADMIN_TEXTS.transactionStatus}</Label>
          <NativeSelect id="history-status" value={draft.status} onChange={set('status')}>
            <NativeSelectOption value="">{ADMIN_TEXTS.any}</NativeSelectOption>
            {TRANSACTION_STATUSES.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {WALLET_TEXTS.statusLabels[status]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="history-type">{ADMIN_TEXTS.transactionType}</Label>
          <NativeSelect id="history-type" value={draft.type} onChange={set('type')}>
            <NativeSelectOption value="">{ADMIN_TEXTS.any}</NativeSelectOption>
            {TRANSACTION_TYPES.map((type) => (
              <NativeSelectOption key={type} value={type}>
                {TRANSACTION_LABELS[type]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2 sm:col-span-1 lg:col-span-2">
          <Label htmlFor="history-user">{ADMIN_TEXTS.transactionUser}</Label>
          <Input id="history-user" value={draft.user} onChange={set('user')} autoComplete="off" maxLength={ADMIN_LIMITS.searchMax} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="history-from">{ADMIN_TEXTS.from}</Label>
          <Input id="history-from" type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="history-to">{ADMIN_TEXTS.to}</Label>
          <Input id="history-to" type="date" value={draft.to} onChange={set('to')} />
        </div>
        <Button type="submit" className="sm:col-span-3 lg:col-span-6 lg:justify-self-start">
          <Search aria-hidden="true" /> {ADMIN_TEXTS.apply}
        </Button>
      </form>
      {history.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(history.error)}
        </p>
      ) : !history.data ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.loading}</p>
      ) : history.data.transactions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.historyEmpty}</p>
      ) : (
        <Table aria-labelledby="history-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_TEXTS.when}</TableHead>
              <TableHead>{ADMIN_TEXTS.user}</TableHead>
              <TableHead>{ADMIN_TEXTS.transactionType}</TableHead>
              <TableHead className="text-right">{WALLET_TEXTS.amount}</TableHead>
              <TableHead>{ADMIN_TEXTS.transactionStatus}</TableHead>
              <TableHead>{WALLET_TEXTS.rejectionReason}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.data.transactions.map((transaction) => (
              <TableRow key={transaction.id}>
                <TableCell>{formatWalletDate(transaction.createdAt)}</TableCell>
                <TableCell>
                  <Link
                    to="/admin/users/$userId"
                    params={{ userId: transaction.userId }}
                    className="underline-offset-4 hover:underline"
                  >
                    {transaction.user.username}
                  </Link>
                </TableCell>
                <TableCell>{TRANSACTION_LABELS[transaction.type]}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(transaction.amountPaise)}</TableCell>
                <TableCell>
                  <StatusBadge status={transaction.status} />
                </TableCell>
                <TableCell className="max-w-64 whitespace-normal text-muted-foreground">
                  {transaction.reasonForRejection ??
                    transaction.reason ??
                    (transaction.payoutReference ? WALLET_TEXTS.payoutReference(transaction.payoutReference) : '')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={ADMIN_TEXTS.historyTitle} page={page} hasMore={history.data?.hasMore ?? false} onPage={setPage} />
    </section>
  )
}
