import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseQuestionMarkup } from '#shared/question-markup'
import { renderMath } from './math'
import { QuestionMarkupView } from './question-text'

/** A text as the page draws it once KaTeX has loaded. */
const draw = (text: string) =>
  renderToStaticMarkup(createElement(QuestionMarkupView, { markup: parseQuestionMarkup(text), renderMath }))

/** The same before KaTeX has loaded (and on a page drawn on the server). */
const drawWaiting = (text: string) =>
  renderToStaticMarkup(createElement(QuestionMarkupView, { markup: parseQuestionMarkup(text), renderMath: undefined }))

/**
 * The elements the drawing may hold: ours (spans, bold, italics, code, line breaks) and KaTeX's
 * (spans, MathML, and the SVG of roots, arrows and braces). No script, style, link, image, frame,
 * form or object: nothing that runs, loads or restyles the page.
 */
const ELEMENT = /^(span|strong|em|code|br|math|semantics|annotation|m[a-z]+|svg|path|line)$/
/** Attributes that run code or load something, whatever element holds them. */
const ACTIVE_ATTRIBUTE = /^(on.*|href|xlink:href|src|srcset|srcdoc|action|formaction|background|poster|data|style:.*)$/i
/** KaTeX's inline styles are sizes, offsets and colours: none may position, load or hide. */
const STYLE_DECLARATION = /^(-?[a-z-]+):\s*(-?[\d.]+(em|px|ex|%)?|#[\da-f]{3,8}|[a-z]+|calc\([\d.em+\- ]+\))$/i
const CSS_TRICK = /url\(|expression|javascript:|@import|position|behavior|content|z-index|display\s*:\s*none|opacity/i

/**
 * Every element and attribute of a drawing, read from its markup (React and KaTeX both write `<`,
 * `>` and `"` inside text and attribute values as entities, so the tags can be read off the string).
 */
function elements(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: match[1] as string,
    attributes: [...(match[2] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => ({
      name: attribute[1] as string,
      value: attribute[2] ?? '',
    })),
  }))
}

/** Why a drawing is not inert, or null. */
function unsafe(html: string): string | null {
  const opened = html.match(/<[a-zA-Z]/g)?.length ?? 0
  const found = elements(html)
  if (found.length !== opened) return 'a tag that is not well formed'
  for (const element of found) {
    if (!ELEMENT.test(element.name)) return `a <${element.name}>`
    for (const { name, value } of element.attributes) {
      if (ACTIVE_ATTRIBUTE.test(name)) return `${name}= on a <${element.name}>`
      // A formula's name (aria-label) is its source, read aloud and never followed.
      if (name !== 'aria-label' && /javascript:|vbscript:|data:/i.test(value)) return `an address in ${name}=`
      if (name === 'style') {
        for (const declaration of value.split(';').filter((part) => part.trim())) {
          if (!STYLE_DECLARATION.test(declaration.trim()) || CSS_TRICK.test(declaration)) {
            return `the style ${declaration}`
          }
        }
      }
    }
  }
  return null
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '[click](javascript:alert(1))',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;inset:0;background:url(javascript:alert(1))">',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)",
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<!-- --><script>alert(1)</script>',
  '</span><script>alert(1)</script>',
  '&lt;script&gt;',
  '$\\href{javascript:alert(1)}{click}$',
  '$\\url{javascript:alert(1)}$',
  '$\\htmlData{onclick=alert(1)}{x}$',
  '$\\htmlStyle{position:fixed;inset:0}{x}$',
  '$\\htmlClass{fixed}{x}$',
  '$\\htmlId{root}{x}$',
  '$\\includegraphics{https://evil.example/x.png}$',
  '$\\text{<img src=x onerror=alert(1)>}$',
  '$\\color{red;background:url(javascript:alert(1))}x$',
  '$\\textcolor{expression(alert(1))}{x}$',
  '$\\rule{100000em}{100000em}$',
  '$\\kern{99999em}x$',
  '$\\def\\a{\\a}\\a$',
  '$\\newcommand{\\b}{\\b\\b}\\b$',
  '$\\verb|<script>alert(1)</script>|$',
  '$$\\begin{array}{c}<script>\\end{array}$$',
  '`<script>alert(1)</script>`',
  '**<img src=x onerror=alert(1)>**',
  '- <script>alert(1)</script>',
]

describe('a question text drawn', () => {
  it('keeps no script, handler, link, style or CSS trick of any hostile text', () => {
    for (const text of HOSTILE) {
      for (const html of [draw(text), drawWaiting(text)]) {
        expect(unsafe(html), `${text}\n${html}`).toBeNull()
        expect(html).not.toMatch(/<(script|style|img|a|iframe|div)\b/i)
      }
    }
  })

  it('shows what it cannot draw as the text that was typed', () => {
    for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '[click](javascript:alert(1))']) {
      expect(draw(text)).toContain(text.replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
    }
  })

  it('draws a formula with KaTeX, and one KaTeX cannot draw as its source', () => {
    const good = draw('What is $\\frac{1}{2}$?')
    expect(good).toContain('class="katex"')
    expect(good).toContain('<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>')
    for (const broken of ['$\\frac{1$', '$\\undefinedcommand$', '$x^^2$']) {
      expect(draw(`A ${broken} B`), broken).toContain(
        `<span data-math="source" class="whitespace-pre-wrap">${broken}</span>`,
      )
    }
    // Before KaTeX loads, the formula shows as typed too.
    expect(drawWaiting('$x^2$')).toContain('<span data-math="waiting" class="whitespace-pre-wrap">$x^2$</span>')
  })

  it('refuses links, pictures, HTML attributes and definitions in a formula, showing its source', () => {
    for (const formula of [
      '\\href{javascript:alert(1)}{x}',
      '\\url{https://example.com}',
      '\\includegraphics{x.png}',
      '\\htmlData{a=b}{x}',
      '\\htmlStyle{color:red}{x}',
      '\\def\\a{x}\\a',
      '\\gdef\\a{x}',
      '\\let\\a=x',
      '\\newcommand{\\a}{x}',
    ]) {
      expect(renderMath(formula, false), formula).toBeNull()
    }
    // A \gdef refused once is refused again: nothing was defined for the next formula.
    expect(renderMath('\\a', false)).toBeNull()
  })

  it('draws an enormous formula, or gives it up, in bounded time', () => {
    const cases = [
      // A macro loop and an exponential definition: refused before they expand.
      '\\def\\a{\\a\\a}\\a',
      `\\def\\x{${'x'.repeat(1500)}}${'\\x'.repeat(200)}`,
      // KaTeX's own macros, over the expansion limit.
      '\\dots'.repeat(400),
      // Deep nesting and a long formula, as long as a text may be.
      `${'\\frac{1}{'.repeat(150)}x${'}'.repeat(150)}`,
      `${'\\sqrt{'.repeat(300)}x${'}'.repeat(300)}`,
      `${'x_{'.repeat(300)}y${'}'.repeat(300)}`,
      `${'\\left('.repeat(300)}x${'\\right)'.repeat(300)}`,
      'a+'.repeat(1000),
    ]
    for (const formula of cases) {
      // One that expanded without limit would not come back within the test's time limit.
      const html = renderMath(formula, true)
      expect(html === null || html.length < 5_000_000, formula.slice(0, 40)).toBe(true)
    }
    expect(renderMath('\\dots'.repeat(400), false)).toBeNull()
  })

  it('stays inert for any mix of hostile pieces, marks and formulas', () => {
    const pieces = [
      ...HOSTILE,
      '$',
      '$$',
      '*',
      '**',
      '`',
      '\\',
      '\n',
      '- ',
      '1. ',
      ' ',
      'x^2',
      '{',
      '}',
      '"',
      "'",
      '<',
      '>',
      '&',
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('')
        const html = draw(text)
        expect(unsafe(html), `${text}\n${html}`).toBeNull()
      }),
      { numRuns: 300 },
    )
  })
})
