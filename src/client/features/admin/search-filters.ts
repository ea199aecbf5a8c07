import { keepPreviousData } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ADMIN_LIMITS } from '#shared/admin'
import { pageOffset } from './pager'

type Filters<F> = { [K in keyof F]: string }

/** The filters given, trimmed: an empty one means "any", so it is left out. */
function given<F extends Filters<F>>(filters: F) {
  return Object.fromEntries(
    Object.entries<string>(filters).flatMap(([name, value]) => (value.trim() === '' ? [] : [[name, value.trim()]])),
  ) as { [K in keyof F]?: Exclude<F[K], ''> }
}

/** A list's page stays on screen while the next one loads, so the table and its pager hold still. */
export const KEEP_PAGE = { placeholderData: keepPreviousData }

/**
 * A console list's search form: the draft being typed, the filters its last submit applied (a
 * submit goes back to the first page), and the page shown.
 */
export function useSearchFilters<F extends Filters<F>>(none: F) {
  const [draft, setDraft] = useState(none)
  const [applied, setApplied] = useState(none)
  const [page, setPage] = useState(0)
  const filters = given(applied)
  return {
    /** An input's value and change handler, for one filter. */
    field: (name: keyof F) => ({
      value: draft[name],
      onChange: (event: { target: { value: string } }) =>
        setDraft((current) => ({ ...current, [name]: event.target.value })),
    }),
    submit: (event: FormEvent) => {
      event.preventDefault()
      setApplied(draft)
      setPage(0)
    },
    filters,
    /** The procedure's input: the filters and the page. */
    input: { ...filters, ...pageOffset(page, ADMIN_LIMITS.pageSize) },
    page,
    setPage,
  }
}
