import { definedParams, stringParam } from '@/lib/search-params'

/** Only a path on this site: never `//evil.example` or `https://...` (no open redirect). */
export function safeRedirect(target: string | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  return target
}

export interface LoginSearch {
  /** Where to go after signing in; passed through safeRedirect before use. */
  redirect?: string
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return definedParams({ redirect: stringParam(search.redirect, { maxLength: 2000 }) })
}
