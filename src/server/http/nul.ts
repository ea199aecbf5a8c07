/**
 * Text Postgres cannot store: U+0000, and UTF-16 surrogates that are not part of a pair. Input
 * carrying either is refused up front, as a 400, never a database error.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || containsNul(item))
  }
  return false
}
