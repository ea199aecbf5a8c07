/**
 * Formulas drawn by KaTeX. This module, KaTeX and KaTeX's stylesheet and fonts are one lazy chunk,
 * imported only when a text on the page holds a formula (`use-math.ts`), so no other page pays
 * for them.
 */
import katex, { type KatexOptions } from 'katex'
import 'katex/dist/katex.min.css'
import './math.css'

/**
 * Commands a question's author may not use, refused before KaTeX runs them, so the formula shows as
 * its source: links, pictures and HTML attributes (KaTeX refuses them too with `trust: false`, but
 * would draw the command's name in red in place of the formula), and every way to define a macro,
 * since a definition can multiply what a short formula draws (`\def\a{xx…}` used a hundred times).
 */
const REFUSED = [
  '\\href',
  '\\url',
  '\\includegraphics',
  '\\htmlClass',
  '\\htmlId',
  '\\htmlStyle',
  '\\htmlData',
  '\\def',
  '\\gdef',
  '\\edef',
  '\\xdef',
  '\\global',
  '\\let',
  '\\futurelet',
  '\\newcommand',
  '\\renewcommand',
  '\\providecommand',
] as const

function refuse(): never {
  throw new Error('refused command')
}

/**
 * KaTeX's options: nothing trusted, a size typed in a formula (`\rule`, `\kern`) at most 10 em, at
 * most 500 macro expansions (a loop of KaTeX's own macros ends there), no warnings in the console
 * for text KaTeX would draw anyway, and a failure thrown, so the caller shows the source.
 */
const OPTIONS = {
  trust: false,
  throwOnError: true,
  strict: 'ignore',
  maxSize: 10,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const satisfies KatexOptions

/** The last formulas drawn: a page draws the same ones on every render (an attempt's timer ticks). */
const drawn = new Map<string, string | null>()
const KEPT = 500

/**
 * A formula as KaTeX's HTML (with MathML for screen readers), or null when KaTeX cannot draw it
 * or it uses a refused command: the caller then shows the formula's source as text.
 */
export function renderMath(source: string, display: boolean): string | null {
  const key = `${display ? 'display' : 'inline'}:${source}`
  const known = drawn.get(key)
  if (known !== undefined) return known
  let html: string | null
  try {
    // A fresh object each time: KaTeX writes \gdef's definitions into the macros it is given.
    const macros = Object.fromEntries(REFUSED.map((name) => [name, refuse]))
    html = katex.renderToString(source, { ...OPTIONS, displayMode: display, macros })
  } catch {
    html = null
  }
  if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value as string)
  drawn.set(key, html)
  return html
}
