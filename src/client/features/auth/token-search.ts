import { definedParams, stringParam } from '@/lib/search-params'

export interface TokenSearch {
  /** The token of a link we sent by email; the page checks its form, the server whether it is good. */
  token?: string
}

export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  return definedParams({ token: stringParam(search.token, { maxLength: 200, trim: true }) })
}
