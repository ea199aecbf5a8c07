import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Fragment } from 'react'
import {
  ADMIN_LIMITS,
  ADMIN_TEXTS,
  AUDIT_ACTIONS,
  AUDIT_ACTION_NAMES,
  AUDIT_TEXTS,
  type AuditAction,
  type AuditTargetType,
  systemActorWords,
} from '#shared/admin'
import { formatDuration } from '#shared/duration'
import { formatINR } from '#shared/money'
import { TRANSACTION_LABELS } from '#shared/schemas/wallet'
import { quizStatusLabel, WALLET_TEXTS } from '#shared/texts'
import { NameText, UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
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
import { m } from '#shared/i18n'

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

/** The usernames and quiz titles the page's entries name by id, as the server found them. */
interface Names {
  usernames: Record<string, string>
  quizTitles: Record<string, string>
}

const shortId = (id: string) => id.slice(0, 8)

/** A target without a name (a transaction, an attempt, or a user or quiz since deleted): its kind and the start of its id. */
function Unnamed({ type, id }: { type: AuditTargetType; id: string }) {
  const short = shortId(id)
  return (
    <span title={id}>
      <WithUserText text={AUDIT_TEXTS.target[type](short)} values={[]} names={[short]} />
    </span>
  )
}

/** A user named by id: their username, opening their page. */
function UserName({ id, names }: { id: string; names: Names }) {
  const username = names.usernames[id]
  return username === undefined ? <Unnamed type="user" id={id} /> : <UserLink userId={id}>{username}</UserLink>
}

/** A quiz named by id: its title, opening it. */
function QuizName({ id, names }: { id: string; names: Names }) {
  const title = names.quizTitles[id]
  return title === undefined ? <Unnamed type="quiz" id={id} /> : <QuizLink quizId={id}>{title}</QuizLink>
}

function Target({ entry, names }: { entry: AuditEntry; names: Names }) {
  if (entry.targetType === 'user') return <UserName id={entry.targetId} names={names} />
  if (entry.targetType === 'quiz') return <QuizName id={entry.targetId} names={names} />
  return <Unnamed type={entry.targetType} id={entry.targetId} />
}

/** Who acted: an admin's username, or a system path in words. */
function Actor({ entry }: { entry: AuditEntry }) {
  const system = entry.actorId === null ? systemActorWords(entry.actor) : undefined
  if (system) return <WithUserText text={system.text} values={[]} names={[system.name]} />
  return <UserText>{entry.actor}</UserText>
}

const isField = (key: string): key is keyof typeof AUDIT_TEXTS.fields => Object.hasOwn(AUDIT_TEXTS.fields, key)

/**
 * A value of a state as the console shows it: money in rupees, a user or quiz by name, a status or
 * type in words; what a person typed (a title, a reason) as theirs, and an id as a code.
 */
function FieldValue({
  entry,
  field,
  value,
  names,
}: {
  entry: AuditEntry
  field: string
  value: unknown
  names: Names
}) {
  if (typeof value === 'number' && field.endsWith('Paise')) return formatINR(value)
  if (typeof value === 'boolean') return value ? AUDIT_TEXTS.yes : AUDIT_TEXTS.no
  if (typeof value === 'number' && field === 'durationMs') return formatDuration(value / 1000)
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return <NameText>{JSON.stringify(value)}</NameText>
  if (field === 'userId') return <UserName id={value} names={names} />
  if (field === 'quizId') return <QuizName id={value} names={names} />
  if (field === 'status') {
    return entry.targetType === 'quiz' ? quizStatusLabel(value) : (statusLabel(value) ?? <NameText>{value}</NameText>)
  }
  if (field === 'type' && Object.hasOwn(TRANSACTION_LABELS, value)) {
    return TRANSACTION_LABELS[value as keyof typeof TRANSACTION_LABELS]
  }
  if (field === 'role' && (value === 'user' || value === 'admin')) return ADMIN_TEXTS.roleLabels[value]
  if (field === 'outcome' && value === 'kept') return AUDIT_TEXTS.kept
  if (field === 'transactionId' || field === 'questionChanged' || field === 'questionDeleted') {
    return (
      <span title={value}>
        <NameText>{shortId(value)}</NameText>
      </span>
    )
  }
  return <UserText>{value}</UserText>
}

const statusLabel = (status: string) =>
  Object.hasOwn(WALLET_TEXTS.statusLabels, status)
    ? WALLET_TEXTS.statusLabels[status as keyof typeof WALLET_TEXTS.statusLabels]
    : undefined

/** A state as a short list of its fields in words: `Status: Pending, Amount: ₹500.00`. */
function State({ entry, state, names }: { entry: AuditEntry; state: unknown; names: Names }) {
  if (state === null || typeof state !== 'object') return '–'
  const fields = Object.entries(state as Record<string, unknown>)
  return fields.map(([field, value], index) => (
    <Fragment key={field}>
      {index > 0 && ', '}
      {isField(field) ? AUDIT_TEXTS.fields[field] : <NameText>{field}</NameText>}:{' '}
      <FieldValue entry={entry} field={field} value={value} names={names} />
    </Fragment>
  ))
}

const COLUMNS: Column[] = [
  { label: m.admin_texts_when() },
  { label: m.admin_texts_audit_who() },
  { label: m.admin_texts_audit_what() },
  { label: m.admin_texts_audit_target_column() },
  { label: m.admin_texts_audit_change() },
]

/** Every admin action, newest first: filtered by action, admin, target and days, and downloadable as CSV. */
export function AuditLog() {
  const search = useSearchFilters(NO_FILTERS)
  const log = useQuery(trpc.admin.audit.list.queryOptions(search.input, KEEP_PAGE))
  const names: Names = { usernames: log.data?.usernames ?? {}, quizTitles: log.data?.quizTitles ?? {} }
  return (
    <AdminSection
      id="audit-heading"
      title={m.admin_texts_audit_title()}
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={csvUrl(search.filters)} download>
            <Download aria-hidden="true" /> {m.admin_texts_audit_download()}
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
          label={m.admin_texts_audit_action()}
          options={AUDIT_ACTION_NAMES}
          labels={AUDIT_ACTIONS}
          {...search.field('action')}
        />
        <FilterInput
          id="audit-actor"
          label={m.admin_texts_audit_actor()}
          {...search.field('actor')}
          autoComplete="off"
          maxLength={ADMIN_LIMITS.searchMax}
        />
        <FilterInput
          id="audit-target"
          label={m.admin_texts_audit_target()}
          {...search.field('targetId')}
          autoComplete="off"
          spellCheck={false}
        />
        <FilterInput id="audit-from" label={m.admin_texts_from()} type="date" {...search.field('from')} />
        <FilterInput id="audit-to" label={m.admin_texts_to()} type="date" {...search.field('to')} />
      </FilterForm>
      <PagedTable
        query={log}
        rows={(data) => data.entries}
        empty={m.admin_texts_audit_empty()}
        labelledBy="audit-heading"
        label={m.admin_texts_audit_title()}
        columns={COLUMNS}
        page={search.page}
        onPage={search.setPage}
      >
        {(entry) => (
          <TableRow key={entry.id}>
            <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell>
              <Actor entry={entry} />
            </TableCell>
            <TableCell>{AUDIT_ACTIONS[entry.action] ?? entry.action}</TableCell>
            <TableCell>
              <Target entry={entry} names={names} />
            </TableCell>
            <TableCell className="max-w-96 text-xs whitespace-normal">
              <span className="text-muted-foreground">
                <State entry={entry} state={entry.before} names={names} />
              </span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {m.admin_texts_becomes()} </span>
              <span>
                <State entry={entry} state={entry.after} names={names} />
              </span>
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </AdminSection>
  )
}
