import { getLocale, type Locale, overwriteGetLocale } from './i18n'

/**
 * Runs `read` with every message in `locale`, then gives back the reader it found. Test files share
 * one module graph (vitest.config.ts), so the reader found may be the server's per-request one
 * (src/server/locale.ts): putting back a fixed English instead would leave every later file's
 * requests in English.
 */
export function readIn<T>(locale: Locale, read: () => T): T {
  const previous = getLocale
  overwriteGetLocale(() => locale)
  try {
    return read()
  } finally {
    overwriteGetLocale(previous)
  }
}
