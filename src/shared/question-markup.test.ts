import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Inline, parseQuestionMarkup, plainQuestionText } from './question-markup'

/** The inline content of a text that is one paragraph. */
function line(text: string): Inline[] {
  const { blocks } = parseQuestionMarkup(text)
  expect(blocks).toHaveLength(1)
  const [block] = blocks
  if (block?.kind !== 'paragraph') throw new Error(`not a paragraph: ${text}`)
  return block.children
}

const formulas = (text: string) =>
  line(text).flatMap((inline) =>
    inline.kind === 'math' ? [inline.display ? `display:${inline.source}` : inline.source] : [],
  )

const text = (value: string): Inline => ({ kind: 'text', text: value })

describe('formulas and dollars', () => {
  it('reads $…$ as a formula in the line and $$…$$ as one set apart', () => {
    expect(formulas('Solve $x^2 = 4$ for x.')).toEqual(['x^2 = 4'])
    expect(formulas('Area: $$\\pi r^2$$')).toEqual(['display:\\pi r^2'])
    expect(formulas('$a$ and $b$')).toEqual(['a', 'b'])
    expect(parseQuestionMarkup('$$\n\\frac{a}{b}\n$$').blocks).toEqual([
      {
        kind: 'paragraph',
        children: [{ kind: 'math', source: '\\frac{a}{b}', raw: '$$\n\\frac{a}{b}\n$$', display: true }],
      },
    ])
  })

  it('leaves amounts of money as text', () => {
    for (const words of [
      'It costs $5 and $10.',
      '$20,000 or $30,000',
      'Between $5 and $ 6',
      'Pay $5.',
      'A $ sign alone',
      'US$100 is about ₹8,300',
      '$5-$10',
      'Two dollars: $$',
      'It went from $5 to $10 to $20.',
    ]) {
      expect(line(words), words).toEqual([text(words)])
    }
  })

  it('lets a dollar that does not close a formula be a dollar, and the next $ open one', () => {
    expect(line('Price $5, formula $x$')).toEqual([
      text('Price $5, formula '),
      { kind: 'math', source: 'x', raw: '$x$', display: false },
    ])
  })

  it('writes a dollar with \\$, also inside a formula', () => {
    expect(line('\\$5 and \\$10')).toEqual([text('$5 and $10')])
    expect(formulas('$\\$5 + x$')).toEqual(['\\$5 + x'])
  })

  it('keeps an inline formula on its line', () => {
    expect(parseQuestionMarkup('$a\nb$').hasMath).toBe(false)
  })

  it('says whether a text has a formula', () => {
    expect(parseQuestionMarkup('Costs $5').hasMath).toBe(false)
    expect(parseQuestionMarkup('- item $x$').hasMath).toBe(true)
    expect(parseQuestionMarkup('`$x$`').hasMath).toBe(false)
  })
})

describe('formatting', () => {
  it('reads bold, italics and code', () => {
    expect(line('**bold** *it* `a*b`')).toEqual([
      { kind: 'strong', children: [text('bold')] },
      text(' '),
      { kind: 'em', children: [text('it')] },
      text(' '),
      { kind: 'code', text: 'a*b' },
    ])
    expect(line('***both***')).toEqual([{ kind: 'strong', children: [{ kind: 'em', children: [text('both')] }] }])
    expect(line('**a $x$ b**')).toEqual([
      { kind: 'strong', children: [text('a '), { kind: 'math', source: 'x', raw: '$x$', display: false }, text(' b')] },
    ])
  })

  it('leaves marks that do not hug words as text', () => {
    for (const words of ['5 * 3 = 15', '2 ** 3', 'a * b * c', '** not bold **', '`unclosed', '*', '**', '***']) {
      expect(line(words), words).toEqual([text(words)])
    }
    expect(line('\\*not italics\\*')).toEqual([text('*not italics*')])
  })

  it('keeps line breaks, starts a paragraph at a blank line, and reads lists', () => {
    expect(parseQuestionMarkup('one\ntwo\r\n\r\nthree').blocks).toEqual([
      { kind: 'paragraph', children: [text('one'), { kind: 'break' }, text('two')] },
      { kind: 'paragraph', children: [text('three')] },
    ])
    expect(parseQuestionMarkup('Which?\n- *a*\n- b\n3. c\n4. d\n\\- e').blocks).toEqual([
      { kind: 'paragraph', children: [text('Which?')] },
      { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'em', children: [text('a')] }], [text('b')]] },
      { kind: 'list', ordered: true, start: 3, items: [[text('c')], [text('d')]] },
      { kind: 'paragraph', children: [text('- e')] },
    ])
    // A number too long to count from, or no space after the mark: text.
    expect(parseQuestionMarkup('12345678901. x\n-x').blocks).toEqual([
      { kind: 'paragraph', children: [text('12345678901. x'), { kind: 'break' }, text('-x')] },
    ])
  })

  it('shows anything else as it was typed', () => {
    const html = '<script>alert(1)</script> <img src=x onerror=alert(1)> [a](javascript:alert(1)) <b>b</b>'
    expect(line(html)).toEqual([text(html)])
  })
})

describe('plainQuestionText', () => {
  it('leaves out the marks and keeps each formula as typed', () => {
    expect(plainQuestionText('**Find** *x*: `code` $x^2$ costs \\$5')).toBe('Find x: code $x^2$ costs $5')
    expect(plainQuestionText('Pick:\n- $a$\n- b\n\n2. c')).toBe('Pick:\n\n- $a$\n- b\n\n2. c')
  })
})

describe('any text', () => {
  it('is read without a failure, keeping every character of its words', () => {
    const pieces = ['$', '$$', '*', '**', '`', '\\', '\n', '- ', '1. ', ' ', 'a', '5', '<', '>', 'é', '🙂']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        const typed = parts.join('')
        const plain = plainQuestionText(typed)
        // Only marks, escapes and white space are ever dropped.
        const letters = (value: string) => value.replace(/[\s$*`\\\-.0-9]/gu, '')
        expect(letters(plain)).toBe(letters(typed))
      }),
      { numRuns: 500 },
    )
  })

  // A parse that went back over the text (quadratic or worse) would take minutes here and fail on
  // the test's time limit; how fast it is belongs to the benchmarks, not to this test.
  it('reads a long text of repeated marks to its end, however it is built', () => {
    const long = 100_000
    for (const unit of ['*a ', '$a ', '`a', '**a ', '$$a', '\\', '- *', '1. $', 'a* ', '*$x$ ']) {
      const typed = unit.repeat(Math.ceil(long / unit.length))
      expect(plainQuestionText(typed).length, unit).toBeGreaterThan(0)
      expect(parseQuestionMarkup(typed).blocks.length, unit).toBeGreaterThan(0)
    }
  })
})
