/**
 * Readers for the routes' `validateSearch`. TanStack Router hands a route its search params
 * already parsed (`?page=2` is the number 2, `?search=abc` the string "abc"); each reader returns
 * the value when it is acceptable and undefined otherwise, so a malformed or stale link shows the
 * page unfiltered instead of failing. Plain functions rather than zod schemas: the route files are
 * in the initial JavaScript, and a schema there brings all of zod with it.
 */

/** A string of at most `maxLength` characters (after trimming when `trim` is set; empty counts as absent then). */
export function stringParam(value: unknown, { maxLength, trim = false }: { maxLength: number; trim?: boolean }) {
  if (typeof value !== 'string') return undefined
  const text = trim ? value.trim() : value
  if (trim && text.length === 0) return undefined
  return text.length <= maxLength ? text : undefined
}

/** One of `allowed` (a list from src/shared, or a client constant), compared exactly. */
export function oneOfParam<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A whole number from `min` to `max`; strings are not converted (the router already parsed numbers). */
export function intParam(value: unknown, { min, max }: { min: number; max: number }) {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** The search object without its undefined values: a param that is absent or not accepted is not there. */
export function definedParams<T extends Record<string, unknown>>(
  params: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
