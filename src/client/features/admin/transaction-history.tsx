import { useQuery } from '@tanstack/react-query'
import { ADMIN_LIMITS } from '#shared/admin'
import { formatINR } from '#shared/money'
import {
  TRANSACTION_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '#shared/schemas/wallet'
import { WALLET_TEXTS } from '#shared/texts'
import { TableCell, TableRow } from '@/components/ui/table'
import { StatusBadge } from '@/components/transaction-meta'
import { formatWalletDate } from '@/lib/wallet-format'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { FilterForm, FilterInput, FilterSelect } from './filter-form'
import { UserLink } from './links'
import { type Column, PagedTable } from './results-table'
import { KEEP_PAGE, useSearchFilters } from './search-filters'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

interface Filters {
  status: TransactionStatus | ''
  type: TransactionType | ''
  user: string
  from: string
  to: string
}
const NO_FILTERS: Filters = { status: '', type: '', user: '', from: '', to: '' }

/** Read when drawn, so the headings are in the page's language. */
const columns = (): Column[] => [
  { label: m.admin_texts_when() },
  { label: m.admin_texts_user() },
  { label: m.admin_texts_transaction_type() },
  { label: WALLET_TEXTS.amount, isAmount: true },
  { label: m.admin_texts_transaction_status() },
  { label: WALLET_TEXTS.rejectionReason },
]

/** Every user's transactions: by status, type, user (username or email) and days, newest first. */
export function TransactionHistory() {
  const search = useSearchFilters(NO_FILTERS)
  const history = useQuery(trpc.admin.wallet.history.queryOptions(search.input, KEEP_PAGE))
  return (
    <AdminSection id="history-heading" title={m.admin_texts_history_title()}>
      <FilterForm
        labelledBy="history-heading"
        onSubmit={search.submit}
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        buttonClassName="sm:col-span-3 lg:col-span-6 lg:justify-self-start"
      >
        <FilterSelect
          id="history-status"
          label={m.admin_texts_transaction_status()}
          options={TRANSACTION_STATUSES}
          labels={WALLET_TEXTS.statusLabels}
          {...search.field('status')}
        />
        <FilterSelect
          id="history-type"
          label={m.admin_texts_transaction_type()}
          options={TRANSACTION_TYPES}
          labels={TRANSACTION_LABELS}
          {...search.field('type')}
        />
        <FilterInput
          id="history-user"
          label={m.admin_texts_transaction_user()}
          className="sm:col-span-1 lg:col-span-2"
          {...search.field('user')}
          autoComplete="off"
          maxLength={ADMIN_LIMITS.searchMax}
        />
        <FilterInput id="history-from" label={m.admin_texts_from()} type="date" {...search.field('from')} />
        <FilterInput id="history-to" label={m.admin_texts_to()} type="date" {...search.field('to')} />
      </FilterForm>
      <PagedTable
        query={history}
        rows={(data) => data.transactions}
        empty={m.admin_texts_history_empty()}
        labelledBy="history-heading"
        label={m.admin_texts_history_title()}
        columns={columns()}
        page={search.page}
        onPage={search.setPage}
      >
        {(transaction) => (
          <TableRow key={transaction.id}>
            <TableCell>{formatWalletDate(transaction.createdAt)}</TableCell>
            <TableCell>
              <UserLink userId={transaction.userId}>{transaction.user.username}</UserLink>
            </TableCell>
            <TableCell>{TRANSACTION_LABELS[transaction.type]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatINR(transaction.amountPaise)}</TableCell>
            <TableCell>
              <StatusBadge status={transaction.status} />
            </TableCell>
            <TableCell className="max-w-64 whitespace-normal text-muted-foreground">
              {transaction.reasonForRejection || transaction.reason ? (
                <UserText>{transaction.reasonForRejection ?? transaction.reason}</UserText>
              ) : transaction.payoutReference ? (
                <WithUserText
                  text={WALLET_TEXTS.payoutReference(transaction.payoutReference)}
                  values={[transaction.payoutReference]}
                />
              ) : (
                ''
              )}
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </AdminSection>
  )
}
