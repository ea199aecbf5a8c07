import { displayMathEnd, inlineMathEnd } from '#shared/question-markup'

/**
 * Formulas between our marks and Moodle's. Moodle (its MathJax and TeX filters) writes an inline
 * formula `\(…\)` and a display one `\[…\]`; our texts write `$…$` and `$$…$$`
 * (src/shared/question-markup.ts). An import turns Moodle's into ours, an export ours into Moodle's.
 */

/**
 * Each `open…close` in `text` rewritten by `wrap`; an empty one, or one left open, stays as written.
 * On one line only when `oneLine`. Linear in the text's length: the next closer and the next line
 * break are each looked for again only once passed (an import is up to a megabyte, and a pattern
 * that backtracks over an unclosed delimiter would take minutes on it).
 */
function rewrite(text: string, open: string, close: string, oneLine: boolean, wrap: (source: string) => string) {
  const nextAt = (what: string) => {
    let found = -1
    return (from: number) => {
      if (found !== Number.POSITIVE_INFINITY && found < from) {
        const index = text.indexOf(what, from)
        found = index < 0 ? Number.POSITIVE_INFINITY : index
      }
      return found
    }
  }
  const nextClose = nextAt(close)
  const nextBreak = nextAt('\n')
  let out = ''
  let at = 0
  for (;;) {
    const start = text.indexOf(open, at)
    if (start < 0) break
    const from = start + open.length
    const end = nextClose(from)
    const lineEnd = oneLine ? Math.min(nextBreak(from), text.length) : text.length
    if (end >= lineEnd) {
      // Nothing closes it (on its line): nor any later opener before that point.
      if (lineEnd === text.length) break
      out += text.slice(at, lineEnd)
      at = lineEnd
      continue
    }
    const source = text.slice(from, end)
    const after = end + close.length
    out += text.slice(at, start) + (source.trim() === '' ? text.slice(start, after) : wrap(source.trim()))
    at = after
  }
  return out + text.slice(at)
}

/** `\(x\)` becomes `$x$` and `\[x\]` becomes `$$x$$`; a delimiter left open stays as written. */
export function mathFromMoodle(text: string): string {
  const display = rewrite(text, '\\[', '\\]', false, (source) => `$$${source}$$`)
  return rewrite(display, '\\(', '\\)', true, (source) => `$${source}$`)
}

/**
 * Each formula as our texts read it (the same rules: a `$` that opens none is a dollar, `\$` is
 * always one, and code spans are text) becomes Moodle's; the rest is kept as typed.
 */
export function mathToMoodle(text: string): string {
  let out = ''
  for (let at = 0; at < text.length;) {
    const char = text[at]
    if (char === '\\') {
      out += text.slice(at, at + 2)
      at += 2
    } else if (char === '`') {
      // A code span closes on its own line, as the texts read it; else the backtick is text.
      const end = text.indexOf('`', at + 1)
      const newline = text.indexOf('\n', at + 1)
      const next = end > at + 1 && (newline < 0 || end < newline) ? end + 1 : at + 1
      out += text.slice(at, next)
      at = next
    } else if (char === '$' && text[at + 1] === '$') {
      const end = displayMathEnd(text, at)
      if (end < 0) {
        out += '$$'
        at += 2
      } else {
        out += `\\[${text.slice(at + 2, end).trim()}\\]`
        at = end + 2
      }
    } else if (char === '$') {
      const end = inlineMathEnd(text, at)
      if (end < 0) out += '$'
      else out += `\\(${text.slice(at + 1, end)}\\)`
      at = end < 0 ? at + 1 : end + 1
    } else {
      out += char
      at++
    }
  }
  return out
}
