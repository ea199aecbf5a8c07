import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS } from '#shared/admin'
import { formatINR } from '#shared/money'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDate } from '@/features/quizzes/quiz-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { Pager, pageOffset } from './pager'

/** Users by the start of their email or username; each opens their page. */
export function UserSearch() {
  const [draft, setDraft] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const users = useQuery(
    trpc.admin.users.search.queryOptions(
      { ...(search ? { search } : {}), ...pageOffset(page, ADMIN_LIMITS.pageSize) },
      { placeholderData: keepPreviousData },
    ),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(draft.trim())
    setPage(0)
  }
  return (
    <section aria-labelledby="user-search-heading" className="space-y-4">
      <h2 id="user-search-heading" className="text-xl font-semibold">
        {ADMIN_TEXTS.userSearchTitle}
      </h2>
      <form role="search" aria-labelledby="user-search-heading" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor="user-search">{ADMIN_TEXTS.userSearch}</Label>
          <Input
            id="user-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={ADMIN_LIMITS.searchMax}
            aria-describedby="user-search-hint"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> {ADMIN_TEXTS.apply}
        </Button>
        <p id="user-search-hint" className="w-full text-xs text-muted-foreground">
          {ADMIN_TEXTS.usersHint}
        </p>
      </form>
      {users.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(users.error)}
        </p>
      ) : !users.data ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.loading}</p>
      ) : users.data.users.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.usersEmpty}</p>
      ) : (
        <Table aria-labelledby="user-search-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_TEXTS.user}</TableHead>
              <TableHead>{ADMIN_TEXTS.email}</TableHead>
              <TableHead>{ADMIN_TEXTS.role}</TableHead>
              <TableHead className="text-right">{ADMIN_TEXTS.balance}</TableHead>
              <TableHead>{ADMIN_TEXTS.joined}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.data.users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <Link
                    to="/admin/users/$userId"
                    params={{ userId: user.id }}
                    aria-label={ADMIN_TEXTS.viewUser(user.username)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {user.username}
                  </Link>
                </TableCell>
                <TableCell className="break-all">{user.email}</TableCell>
                <TableCell>
                  <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{ADMIN_TEXTS.roleLabels[user.role]}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(user.balancePaise)}</TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={ADMIN_TEXTS.userSearchTitle} page={page} hasMore={users.data?.hasMore ?? false} onPage={setPage} />
    </section>
  )
}
