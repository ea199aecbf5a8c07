/**
 * The words of a question, an option and an explanation as their author marks them: formulas in
 * LaTeX and a small formatting subset, read into a tree that the client draws (with React and
 * KaTeX) and that plain-text places (a sentence naming an option, a link preview, mail) flatten.
 *
 * - `$…$` is a formula in the line, `$$…$$` one set apart. A `$` opens a formula only when a
 *   character other than a space follows it, and the next `$` on the same line closes it only when
 *   a character other than a space comes before it and no digit after it; when that next `$` does
 *   not close it, the first is a plain dollar. So "costs $5 and $10" and "$20,000 or $30,000" stay
 *   text, and `\$` is always a dollar sign.
 * - `**bold**`, `*italics*` (the marks hug the words: `5 * 3` is a product), `` `code` `` on one line.
 * - A line starting `- ` is a bulleted item, `1. ` a numbered one (counting from its number); other
 *   lines are a paragraph's, each line break kept; a blank line starts a new paragraph.
 * - `\` before `$ * \` `` ` `` `-` writes that character itself.
 *
 * Anything else is the text as typed: there is no HTML, no link and no image in this syntax. Each
 * step reads the text once (every search for a closing mark is looked up, never re-scanned), so
 * any text, however hostile, is read in time proportional to its length.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** `source` is the LaTeX between the delimiters; `raw` the formula as typed, delimiters and all. */
  | { kind: 'math'; source: string; raw: string; display: boolean }
  | { kind: 'break' }

export type Block =
  { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] }

export interface QuestionMarkup {
  blocks: Block[]
  /** Whether any formula is in it: only then does a page load KaTeX. */
  hasMath: boolean
}

type Atom = Extract<Inline, { kind: 'code' | 'math' }>
/** One character that may be a mark (a string of one), a character written with `\` (never a mark), or a formula or code. */
type Unit = string | { literal: string } | Atom

const ESCAPABLE = new Set(['$', '*', '\\', '`', '-'])
/** A numbered item's number is at most this many digits: a longer run of digits is text. */
const LIST_NUMBER_DIGITS = 9

const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char)
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'

/** Where the inline formula opened at `open` (the index of its `$`) ends, or -1 when that `$` is a dollar. */
export function inlineMathEnd(text: string, open: number): number {
  if (isSpace(text[open + 1]) || text[open + 1] === '$') return -1
  for (let at = open + 1; at < text.length; at++) {
    const char = text[at]
    if (char === '\\') at++
    else if (char === '\n') return -1
    else if (char === '$') return !isSpace(text[at - 1]) && !isDigit(text[at + 1]) ? at : -1
  }
  return -1
}

/** Where the display formula whose `$$` starts at `open` ends (the index of its closing `$$`), or -1. */
export function displayMathEnd(text: string, open: number): number {
  for (let at = open + 2; at < text.length - 1; at++) {
    const char = text[at]
    if (char === '\\') at++
    else if (char === '$' && text[at + 1] === '$') return text.slice(open + 2, at).trim() === '' ? -1 : at
  }
  return -1
}

/** The text as units: formulas and code taken whole, escapes resolved, every other character on its own. */
function units(text: string): Unit[] {
  const out: Unit[] = []
  for (let at = 0; at < text.length;) {
    const char = text[at] as string
    const next = text[at + 1]
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      out.push({ literal: next })
      at += 2
    } else if (char === '`') {
      const end = text.indexOf('`', at + 1)
      const newline = text.indexOf('\n', at + 1)
      if (end > at + 1 && (newline < 0 || end < newline)) {
        out.push({ kind: 'code', text: text.slice(at + 1, end) })
        at = end + 1
      } else {
        out.push({ literal: char })
        at++
      }
    } else if (char === '$' && next === '$') {
      const end = displayMathEnd(text, at)
      if (end < 0) {
        out.push({ literal: '$' }, { literal: '$' })
        at += 2
      } else {
        const raw = text.slice(at, end + 2)
        out.push({ kind: 'math', source: raw.slice(2, -2).trim(), raw, display: true })
        at = end + 2
      }
    } else if (char === '$') {
      const end = inlineMathEnd(text, at)
      if (end < 0) {
        out.push({ literal: '$' })
        at++
      } else {
        const raw = text.slice(at, end + 1)
        out.push({ kind: 'math', source: raw.slice(1, -1), raw, display: false })
        at = end + 1
      }
    } else {
      // A character outside the Basic Multilingual Plane stays whole (two UTF-16 units).
      const width = char >= '\uD800' && char <= '\uDBFF' && next !== undefined ? 2 : 1
      out.push(text.slice(at, at + width))
      at += width
    }
  }
  return out
}

const isMark = (unit: Unit | undefined, mark: string) => unit === mark
/** A unit before or after which a mark does not hug words: nothing, or white space. */
const isGap = (unit: Unit | undefined) => unit === undefined || (typeof unit === 'string' && isSpace(unit))

/**
 * For each index of `[from, to)`, the first index at or after it where `test` holds, or `to`:
 * filled from the end, so each opening mark finds its closing one without scanning again.
 */
function nextWhere(from: number, to: number, test: (at: number) => boolean): (at: number) => number {
  const next = new Int32Array(Math.max(0, to - from) + 1).fill(to)
  for (let at = to - 1; at >= from; at--) next[at - from] = test(at) ? at : (next[at - from + 1] as number)
  return (at) => (at >= to ? to : (next[at - from] as number))
}

/** The inline content of `line[from, to)`; bold and italics each nest at most once inside the other. */
function inlines(line: Unit[], from: number, to: number, bold: boolean, italics: boolean): Inline[] {
  // Marks and gaps are read inside the range only: the edges of the range are gaps.
  const star = (at: number) => at >= from && at < to && isMark(line[at], '*')
  const gap = (at: number) => at < from || at >= to || isGap(line[at])
  // `**` closes after a word (the last two of a run of stars: `***x***` is bold italics), `*` too
  // when it is not half of a `**`.
  const strongEnd = nextWhere(from, to, (at) => star(at) && star(at + 1) && !star(at + 2) && !gap(at - 1))
  const emEnd = nextWhere(from, to, (at) => star(at) && !star(at + 1) && !star(at - 1) && !gap(at - 1))
  const out: Inline[] = []
  let text = ''
  const flush = () => {
    if (text) out.push({ kind: 'text', text })
    text = ''
  }
  for (let at = from; at < to;) {
    const unit = line[at]
    if (bold && star(at) && star(at + 1) && !gap(at + 2)) {
      const end = strongEnd(at + 3)
      if (end < to) {
        flush()
        out.push({ kind: 'strong', children: inlines(line, at + 2, end, false, italics) })
        at = end + 2
        continue
      }
    }
    if (italics && star(at) && !star(at + 1) && !star(at - 1) && !gap(at + 1)) {
      const end = emEnd(at + 2)
      if (end < to) {
        flush()
        out.push({ kind: 'em', children: inlines(line, at + 1, end, bold, false) })
        at = end + 1
        continue
      }
    }
    if (typeof unit === 'string') text += unit
    else if (unit !== undefined && 'literal' in unit) text += unit.literal
    else if (unit !== undefined) {
      flush()
      out.push(unit)
    }
    at++
  }
  flush()
  return out
}

/** A list item's mark at the start of a line, and where its words begin. */
function listMark(line: Unit[]): { ordered: boolean; start: number; from: number } | null {
  let at = 0
  while (at < line.length && isMark(line[at], ' ')) at++
  if (isMark(line[at], '-') && isMark(line[at + 1], ' ')) return { ordered: false, start: 1, from: at + 2 }
  let digits = ''
  while (typeof line[at] === 'string' && isDigit(line[at] as string) && digits.length <= LIST_NUMBER_DIGITS) {
    digits += line[at]
    at++
  }
  if (digits && digits.length <= LIST_NUMBER_DIGITS && isMark(line[at], '.') && isMark(line[at + 1], ' ')) {
    return { ordered: true, start: Number(digits), from: at + 2 }
  }
  return null
}

const isBlank = (line: Unit[]) => line.every((unit) => typeof unit === 'string' && isSpace(unit))

/** Reads a text into its paragraphs and lists (see the module's comment for the syntax). */
export function parseQuestionMarkup(text: string): QuestionMarkup {
  const all = units(text.replace(/\r\n?/g, '\n'))
  const lines: Unit[][] = [[]]
  for (const unit of all) {
    if (unit === '\n') lines.push([])
    else lines[lines.length - 1]?.push(unit)
  }
  const blocks: Block[] = []
  let open: Block | null = null
  for (const line of lines) {
    if (isBlank(line)) {
      open = null
      continue
    }
    const mark = listMark(line)
    if (mark) {
      const item = inlines(line, mark.from, line.length, true, true)
      if (open?.kind === 'list' && open.ordered === mark.ordered) open.items.push(item)
      else {
        open = { kind: 'list', ordered: mark.ordered, start: mark.start, items: [item] }
        blocks.push(open)
      }
      continue
    }
    const children = inlines(line, 0, line.length, true, true)
    if (open?.kind === 'paragraph') open.children.push({ kind: 'break' }, ...children)
    else {
      open = { kind: 'paragraph', children }
      blocks.push(open)
    }
  }
  return { blocks, hasMath: all.some((unit) => typeof unit === 'object' && 'kind' in unit && unit.kind === 'math') }
}

function plainInlines(children: Inline[]): string {
  return children
    .map((inline) => {
      switch (inline.kind) {
        case 'text':
        case 'code':
          return inline.text
        case 'strong':
        case 'em':
          return plainInlines(inline.children)
        case 'math':
          return inline.raw
        default:
          return '\n'
      }
    })
    .join('')
}

/**
 * The text as plain words, for a place that shows no formatting (a sentence naming an option, a
 * link preview, a mail): the marks of bold, italics and code left out, each formula as its author
 * typed it, lists as lines starting `- ` or their number.
 */
export function plainQuestionText(text: string): string {
  return parseQuestionMarkup(text)
    .blocks.map((block) =>
      block.kind === 'paragraph'
        ? plainInlines(block.children)
        : block.items
            .map((item, index) => `${block.ordered ? `${block.start + index}.` : '-'} ${plainInlines(item)}`)
            .join('\n'),
    )
    .join('\n\n')
}
