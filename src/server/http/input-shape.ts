import { MAX_INPUT_DEPTH } from '#shared/constants'
import { SERVER } from '#shared/messages'
import { m } from '#shared/i18n'

/**
 * Text Postgres cannot store: U+0000, and UTF-16 surrogates that are not part of a pair. Input
 * carrying either is refused up front, as a 400, never a database error.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is the character this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Any U+0000 or surrogate at all: one scan, where UNSTORABLE's look-arounds cost more at each position. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is one of the characters this looks for.
const SUSPECT = /[\u0000\uD800-\uDFFF]/

/** Whether Postgres cannot store this text (most texts have no character to look at twice). */
const unstorable = (text: string) => SUSPECT.test(text) && UNSTORABLE.test(text)

/** Whether Postgres can store every one of these texts. */
export const isStorable = (texts: string[]) => texts.every((text) => !unstorable(text))

/**
 * Why a parsed request body or query cannot be taken, or null when it can. JSON.parse itself does
 * not recurse, so this is the first walk of the value: it keeps its own stack and stops at the
 * first level too deep.
 */
export function inputShapeProblem(value: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!
    if (typeof item === 'string') {
      if (unstorable(item)) return m.server_nul_character()
      continue
    }
    if (item === null || typeof item !== 'object') continue
    if (depth >= MAX_INPUT_DEPTH) return SERVER.nestedTooDeeply
    if (Array.isArray(item)) {
      for (const element of item) stack.push({ value: element, depth: depth + 1 })
      continue
    }
    for (const [key, element] of Object.entries(item)) {
      if (unstorable(key)) return m.server_nul_character()
      stack.push({ value: element, depth: depth + 1 })
    }
  }
  return null
}
