import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { ADMIN_LIMITS, ADMIN_TEXTS, AUDIT_ACTIONS, AUDIT_ACTION_NAMES, type AuditAction } from '#shared/admin'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/features/quizzes/quiz-format'
import { errorMessage } from '@/lib/errors'
import { trpc } from '@/trpc'
import { Pager, pageOffset } from './pager'
import type { AuditEntry } from './types'

interface Filters {
  action: AuditAction | ''
  actor: string
  targetId: string
  from: string
  to: string
}
const NO_FILTERS: Filters = { action: '', actor: '', targetId: '', from: '', to: '' }

/** The filters given (an empty one means "any"), as the procedure and the CSV download take them. */
function given(filters: Filters) {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== '')) as Partial<
    Record<keyof Filters, string>
  > & { action?: AuditAction }
}

/** The same filters as a file: the REST download (tRPC answers JSON, not files). */
function csvUrl(filters: Filters) {
  return `/api/v1/admin/audit-log.csv?${new URLSearchParams(given(filters))}`
}

function Target({ entry }: { entry: AuditEntry }) {
  const label = `${entry.targetType} ${entry.targetId.slice(0, 8)}`
  if (entry.targetType === 'user') {
    return (
      <Link to="/admin/users/$userId" params={{ userId: entry.targetId }} className="underline-offset-4 hover:underline">
        {label}
      </Link>
    )
  }
  if (entry.targetType === 'quiz') {
    return (
      <Link to="/quiz/$quizId" params={{ quizId: entry.targetId }} className="underline-offset-4 hover:underline">
        {label}
      </Link>
    )
  }
  return <span title={entry.targetId}>{label}</span>
}

/** A state as compact text: `status: pending, amountPaise: 5000`. */
function describeState(state: unknown) {
  if (state === null || typeof state !== 'object') return '–'
  return Object.entries(state as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

/** Every admin action, newest first: filtered by action, admin, target and days, and downloadable as CSV. */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(0)
  const log = useQuery(
    trpc.admin.audit.list.queryOptions(
      { ...given(filters), ...pageOffset(page, ADMIN_LIMITS.pageSize) },
      { placeholderData: keepPreviousData },
    ),
  )
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilters(draft)
    setPage(0)
  }
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-heading" className="text-xl font-semibold">
          {ADMIN_TEXTS.auditTitle}
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={csvUrl(filters)} download>
            <Download aria-hidden="true" /> {ADMIN_TEXTS.auditDownload}
          </a>
        </Button>
      </div>
      <form role="search" aria-labelledby="audit-heading" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="space-y-2">
          <Label htmlFor="audit-action">{ADMIN_TEXTS.auditAction}</Label>
          <NativeSelect id="audit-action" value={draft.action} onChange={set('action')}>
            <NativeSelectOption value="">{ADMIN_TEXTS.any}</NativeSelectOption>
            {AUDIT_ACTION_NAMES.map((action) => (
              <NativeSelectOption key={action} value={action}>
                {AUDIT_ACTIONS[action]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-actor">{ADMIN_TEXTS.auditActor}</Label>
          <Input id="audit-actor" value={draft.actor} onChange={set('actor')} autoComplete="off" maxLength={ADMIN_LIMITS.searchMax} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-target">{ADMIN_TEXTS.auditTarget}</Label>
          <Input id="audit-target" value={draft.targetId} onChange={set('targetId')} autoComplete="off" spellCheck={false} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-from">{ADMIN_TEXTS.from}</Label>
          <Input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="audit-to">{ADMIN_TEXTS.to}</Label>
          <Input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
        </div>
        <Button type="submit" className="sm:col-span-2 lg:col-span-5 lg:justify-self-start">
          <Search aria-hidden="true" /> {ADMIN_TEXTS.apply}
        </Button>
      </form>
      {log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(log.error)}
        </p>
      ) : !log.data ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.loading}</p>
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.auditEmpty}</p>
      ) : (
        <Table aria-labelledby="audit-heading">
          <TableHeader>
            <TableRow>
              <TableHead>{ADMIN_TEXTS.when}</TableHead>
              <TableHead>{ADMIN_TEXTS.auditWho}</TableHead>
              <TableHead>{ADMIN_TEXTS.auditWhat}</TableHead>
              <TableHead>{ADMIN_TEXTS.auditTargetColumn}</TableHead>
              <TableHead>{ADMIN_TEXTS.auditChange}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.data.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell>{entry.actor}</TableCell>
                <TableCell>{AUDIT_ACTIONS[entry.action] ?? entry.action}</TableCell>
                <TableCell>
                  <Target entry={entry} />
                </TableCell>
                <TableCell className="max-w-96 text-xs whitespace-normal">
                  <span className="text-muted-foreground">{describeState(entry.before)}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> {ADMIN_TEXTS.becomes} </span>
                  <span>{describeState(entry.after)}</span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager label={ADMIN_TEXTS.auditTitle} page={page} hasMore={log.data?.hasMore ?? false} onPage={setPage} />
    </section>
  )
}
