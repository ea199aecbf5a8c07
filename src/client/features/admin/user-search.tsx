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
import { USER_CONTENT } from '@/components/user-text'
import { m } from '#shared/i18n'

const COLUMNS: Column[] = [
  { label: m.admin_texts_user() },
  { label: m.admin_texts_email() },
  { label: m.admin_texts_role() },
  { label: m.admin_texts_balance(), isAmount: true },
  { label: m.admin_texts_joined() },
]

/** Users by the start of their email or username; each opens their page. */
export function UserSearch() {
  const search = useSearchFilters({ search: '' })
  const users = useQuery(trpc.admin.users.search.queryOptions(search.input, KEEP_PAGE))
  return (
    <AdminSection id="user-search-heading" title={m.admin_texts_user_search_title()}>
      <FilterForm
        labelledBy="user-search-heading"
        onSubmit={search.submit}
        className="flex flex-wrap items-end gap-3"
        footer={
          <p id="user-search-hint" className="w-full text-xs text-muted-foreground">
            {m.admin_texts_users_hint()}
          </p>
        }
      >
        <FilterInput
          id="user-search"
          label={m.admin_texts_user_search()}
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
        empty={m.admin_texts_users_empty()}
        labelledBy="user-search-heading"
        label={m.admin_texts_user_search_title()}
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
            <TableCell className="break-all" {...USER_CONTENT}>
              {user.email}
            </TableCell>
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
