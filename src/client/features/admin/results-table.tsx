import type { ReactNode } from 'react'
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { errorMessage } from '@/lib/errors'
import { Pager } from './pager'
import { m } from '#shared/i18n'

/** A column's header: amounts align right; an actions column's header is read only by screen readers. */
export interface Column {
  label: string
  isAmount?: boolean
  isHidden?: boolean
}

/** A table named by its heading, one row per item (`children` renders each row, with its key). */
export function ResultsTable<Row>({
  labelledBy,
  columns,
  rows,
  children,
}: {
  labelledBy: string
  columns: Column[]
  rows: Row[]
  children: (row: Row) => ReactNode
}) {
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.isAmount ? 'text-right' : undefined}>
              {column.isHidden ? <span className="sr-only">{column.label}</span> : column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{rows.map(children)}</TableBody>
    </Table>
  )
}

/** A line of quiet text where a list has nothing to show. */
export function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>
}

interface QueryState<Data> {
  isError: boolean
  error: unknown
  data: Data | undefined
}

/**
 * What a list's query has to show: its error in words, that it is loading, `empty` (a string is
 * shown as a quiet line), or its rows, handed to `children`.
 */
function QueryResults<Data, Row>({
  query,
  rows,
  empty,
  children,
}: {
  query: QueryState<Data>
  rows: (data: Data) => Row[]
  empty: ReactNode
  children: (rows: Row[]) => ReactNode
}) {
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(query.error)}
      </p>
    )
  }
  if (!query.data) return <Quiet>{m.admin_texts_loading()}</Quiet>
  const list = rows(query.data)
  if (list.length === 0) return typeof empty === 'string' ? <Quiet>{empty}</Quiet> : empty
  return children(list)
}

/**
 * A list read a page at a time: its results as a table named by the list's heading, and the pager
 * under them (named by `label`).
 */
export function PagedTable<Data extends { hasMore: boolean }, Row>({
  query,
  rows,
  empty,
  labelledBy,
  label,
  columns,
  page,
  onPage,
  children,
}: {
  query: QueryState<Data>
  rows: (data: Data) => Row[]
  empty: ReactNode
  labelledBy: string
  label: string
  columns: Column[]
  page: number
  onPage: (page: number) => void
  children: (row: Row) => ReactNode
}) {
  return (
    <>
      <QueryResults query={query} rows={rows} empty={empty}>
        {(list) => (
          <ResultsTable labelledBy={labelledBy} columns={columns} rows={list}>
            {children}
          </ResultsTable>
        )}
      </QueryResults>
      <Pager label={label} page={page} hasMore={query.data?.hasMore ?? false} onPage={onPage} />
    </>
  )
}
