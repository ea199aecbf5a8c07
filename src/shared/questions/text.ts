/**
 * Typed text as it is compared: Unicode NFC (a word typed with composed or decomposed letters is
 * the same word), trimmed, inner whitespace collapsed to one space and, unless capitals matter,
 * lower-cased with `toLowerCase()`, which follows Unicode's default case mapping whatever the
 * device's language (no Turkish dotless i), then NFC again, as a few lower-cased letters decompose.
 */
export function comparable(text: string, caseSensitive = false): string {
  const spaced = text.normalize('NFC').trim().replace(/\s+/gu, ' ')
  return caseSensitive ? spaced : spaced.toLowerCase().normalize('NFC')
}

export const WILDCARD = '*'

/**
 * Whether `text` matches `pattern`, both already comparable, where every `*` of the pattern stands
 * for any run of characters (none included) and every other character only for itself. Compared by
 * code points, with the usual backtracking to the last `*` only: at most length × length steps,
 * however many wildcards, where a regular expression built from the pattern could take far longer.
 */
export function matchesWildcard(pattern: string, text: string): boolean {
  const wanted = Array.from(pattern)
  const typed = Array.from(text)
  let p = 0
  let t = 0
  let star = -1
  let resumeAt = 0
  while (t < typed.length) {
    if (p < wanted.length && wanted[p] === WILDCARD) {
      star = p++
      resumeAt = t
    } else if (p < wanted.length && wanted[p] === typed[t]) {
      p++
      t++
    } else if (star >= 0) {
      // The last wildcard takes one more character, and matching resumes after it.
      p = star + 1
      t = ++resumeAt
    } else return false
  }
  while (wanted[p] === WILDCARD) p++
  return p === wanted.length
}
