import { useQuery } from '@tanstack/react-query'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { formatINR } from '#shared/money'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/quiz-format'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { FilterForm, FilterInput } from './filter-form'
import { RoleBadge, UserLink } from './links'
import { type Column, PagedTable } from './results-table'
import { KEEP_PAGE, useSearchFilters } from './search-filters'

const COLUMNS: Column[] = [
  { label: ADMIN_TEXTS.user },
  { label: ADMIN_TEXTS.email },
  { label: ADMIN_TEXTS.role },
  { label: ADMIN_TEXTS.balance, isAmount: true },
  { label: ADMIN_TEXTS.joined },
]

/** Users by the start of their email or username; each opens their page. */
export function UserSearch() {
  const search = useSearchFilters({ search: '' })
  const users = useQuery(trpc.admin.users.search.queryOptions(search.input, KEEP_PAGE))
  return (
    <AdminSection id="user-search-heading" title={ADMIN_TEXTS.userSearchTitle}>
      <FilterForm
        labelledBy="user-search-heading"
        onSubmit={search.submit}
        className="flex flex-wrap items-end gap-3"
        footer={
          <p id="user-search-hint" className="w-full text-xs text-muted-foreground">
            {ADMIN_TEXTS.usersHint}
          </p>
        }
      >
        <FilterInput
          id="user-search"
          label={ADMIN_TEXTS.userSearch}
          className="min-w-0 flex-1"
          type="search"
          {...search.field('search')}
          autoComplete="off"
          spellCheck={false}
          maxLength={ADMIN_LIMITS.searchMax}
          aria-describedby="user-search-hint"
        />
      </FilterForm>
      <PagedTable
        query={users}
        rows={(data) => data.users}
        empty={ADMIN_TEXTS.usersEmpty}
        labelledBy="user-search-heading"
        label={ADMIN_TEXTS.userSearchTitle}
        columns={COLUMNS}
        page={search.page}
        onPage={search.setPage}
      >
        {(user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserLink userId={user.id} aria-label={ADMIN_TEXTS.viewUser(user.username)} className="font-medium">
                {user.username}
              </UserLink>
            </TableCell>
            <TableCell className="break-all">{user.email}</TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatINR(user.balancePaise)}</TableCell>
            <TableCell>{formatDate(user.createdAt)}</TableCell>
          </TableRow>
        )}
      </PagedTable>
    </AdminSection>
  )
}
