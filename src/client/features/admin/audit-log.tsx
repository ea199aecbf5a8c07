import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { ADMIN_LIMITS, ADMIN_TEXTS, AUDIT_ACTIONS, AUDIT_ACTION_NAMES, type AuditAction } from '#shared/admin'
import { Button } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/quiz-format'
import { trpc } from '@/trpc'
import { AdminSection } from './admin-section'
import { FilterForm, FilterInput, FilterSelect } from './filter-form'
import { QuizLink, UserLink } from './links'
import { type Column, PagedTable } from './results-table'
import { KEEP_PAGE, useSearchFilters } from './search-filters'
import type { AuditEntry } from './types'

interface Filters {
  action: AuditAction | ''
  actor: string
  targetId: string
  from: string
  to: string
}
const NO_FILTERS: Filters = { action: '', actor: '', targetId: '', from: '', to: '' }

/** The same filters as a file: the REST download (tRPC answers JSON, not files). */
function csvUrl(filters: Partial<Record<keyof Filters, string>>) {
  return `/api/v1/admin/audit-log.csv?${new URLSearchParams(filters)}`
}

function Target({ entry }: { entry: AuditEntry }) {
  const label = `${entry.targetType} ${entry.targetId.slice(0, 8)}`
  if (entry.targetType === 'user') return <UserLink userId={entry.targetId}>{label}</UserLink>
  if (entry.targetType === 'quiz') return <QuizLink quizId={entry.targetId}>{label}</QuizLink>
  return <span title={entry.targetId}>{label}</span>
}

/** A state as compact text: `status: pending, amountPaise: 5000`. */
function describeState(state: unknown) {
  if (state === null || typeof state !== 'object') return '–'
  return Object.entries(state as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

const COLUMNS: Column[] = [
  { label: ADMIN_TEXTS.when },
  { label: ADMIN_TEXTS.auditWho },
  { label: ADMIN_TEXTS.auditWhat },
  { label: ADMIN_TEXTS.auditTargetColumn },
  { label: ADMIN_TEXTS.auditChange },
]

/** Every admin action, newest first: filtered by action, admin, target and days, and downloadable as CSV. */
export function AuditLog() {
  const search = useSearchFilters(NO_FILTERS)
  const log = useQuery(trpc.admin.audit.list.queryOptions(search.input, KEEP_PAGE))
  return (
    <AdminSection
      id="audit-heading"
      title={ADMIN_TEXTS.auditTitle}
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={csvUrl(search.filters)} download>
            <Download aria-hidden="true" /> {ADMIN_TEXTS.auditDownload}
          </a>
        </Button>
      }
    >
      <FilterForm
        labelledBy="audit-heading"
        onSubmit={search.submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        buttonClassName="sm:col-span-2 lg:col-span-5 lg:justify-self-start"
      >
        <FilterSelect
          id="audit-action"
          label={ADMIN_TEXTS.auditAction}
          options={AUDIT_ACTION_NAMES}
          labels={AUDIT_ACTIONS}
          {...search.field('action')}
        />
        <FilterInput
          id="audit-actor"
          label={ADMIN_TEXTS.auditActor}
          {...search.field('actor')}
          autoComplete="off"
          maxLength={ADMIN_LIMITS.searchMax}
        />
        <FilterInput
          id="audit-target"
          label={ADMIN_TEXTS.auditTarget}
          {...search.field('targetId')}
          autoComplete="off"
          spellCheck={false}
        />
        <FilterInput id="audit-from" label={ADMIN_TEXTS.from} type="date" {...search.field('from')} />
        <FilterInput id="audit-to" label={ADMIN_TEXTS.to} type="date" {...search.field('to')} />
      </FilterForm>
      <PagedTable
        query={log}
        rows={(data) => data.entries}
        empty={ADMIN_TEXTS.auditEmpty}
        labelledBy="audit-heading"
        label={ADMIN_TEXTS.auditTitle}
        columns={COLUMNS}
        page={search.page}
        onPage={search.setPage}
      >
        {(entry) => (
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
        )}
      </PagedTable>
    </AdminSection>
  )
}
