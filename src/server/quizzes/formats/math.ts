import { displayMathEnd, inlineMathEnd } from '#shared/question-markup'

/**
 * Formulas between our marks and Moodle's. Moodle (its MathJax and TeX filters) writes an inline
 * formula `\(…\)` and a display one `\[…\]`; our texts write `$…$` and `$$…$$`
 * (src/shared/question-markup.ts). An import turns Moodle's into ours, an export ours into Moodle's.
 */

/** `\(x\)` becomes `$x$` and `\[x\]` becomes `$$x$$`; a delimiter left open stays as written. */
export function mathFromMoodle(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (whole, source: string) => (source.trim() === '' ? whole : `$$${source.trim()}$$`))
    .replace(/\\\(([^\n]+?)\\\)/g, (whole, source: string) => (source.trim() === '' ? whole : `$${source.trim()}$`))
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
