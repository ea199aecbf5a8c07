import { describe, expect, it } from 'vitest'
import { mathFromMoodle, mathToMoodle } from './math'

describe("Moodle's formula marks", () => {
  it('become ours, display and inline, and back', () => {
    const moodle = 'Area \\(\\pi r^2\\), and \\[E = mc^2\\] on its own.'
    expect(mathFromMoodle(moodle)).toBe('Area $\\pi r^2$, and $$E = mc^2$$ on its own.')
    expect(mathToMoodle(mathFromMoodle(moodle))).toBe(moodle)
  })

  it('leave an empty or unclosed mark as written, an inline one closing only on its own line', () => {
    expect(mathFromMoodle('\\(\\) and \\[ \\]')).toBe('\\(\\) and \\[ \\]')
    expect(mathFromMoodle('open \\(x\nshut\\) here')).toBe('open \\(x\nshut\\) here')
    expect(mathFromMoodle('\\[a\nb\\] then \\[c')).toBe('$$a\nb$$ then \\[c')
    expect(mathFromMoodle('\\(a\\) \\(b\n\\(c\\)')).toBe('$a$ \\(b\n$c$')
  })

  it('read a megabyte of marks that never close, and of many formulas on one line, without backtracking', () => {
    // A pattern that searches on from every opener took about 100 s on the first of these: the
    // test's own time limit would end it long before.
    const unclosed = '\\[ \\( '.repeat(170_000)
    expect(mathFromMoodle(unclosed)).toBe(unclosed)
    const lines = `${'\\( a\n'.repeat(200_000)}\\)`
    expect(mathFromMoodle(lines)).toBe(lines)
    const many = '\\(x\\) '.repeat(150_000)
    expect(mathFromMoodle(many)).toBe('$x$ '.repeat(150_000))
  })
})
