import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { drawings as Drawings } from './chart-drawings'
import { m } from '#shared/i18n'

type Drawn = typeof Drawings
const SCRIPT = fileURLToPath(new URL('./chart-drawings.ts', import.meta.url))
/** Drawing them all takes milliseconds; the rest is tsx compiling the modules on a busy machine. */
const TIME_LIMIT_MS = 20_000

/** The markup of every case, drawn in a process of its own, or why there is none. */
function drawAll(): Promise<Drawn> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, '--print'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let errors = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the charts were still drawing after ${TIME_LIMIT_MS / 1000} s: an axis that never ends`))
    }, TIME_LIMIT_MS)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(JSON.parse(out) as Drawn)
      else reject(new Error(`drawing the charts failed (${code}): ${errors}`))
    })
  })
}

/** The bars drawn (a series' rect). */
const bars = (svg: string) => svg.match(/<rect data-series=/g)?.length ?? 0

/** The value axis's labels, in order. */
const tickLabels = (svg: string) =>
  [...svg.matchAll(/<text[^>]*text-anchor="end"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])

let drawn: Drawn
beforeAll(async () => {
  drawn = await drawAll()
}, TIME_LIMIT_MS + 5000)

describe('a chart at the edges of its data', () => {
  it('finishes drawing every case, with no NaN or Infinity anywhere in its markup', () => {
    for (const [name, markup] of Object.entries(drawn)) {
      expect(markup, name).toContain('<svg')
      expect(markup, name).not.toMatch(/NaN|Infinity/)
    }
  })

  it('says an empty range is empty, over axes at zero', () => {
    const empty = m.chart_texts_empty()
    for (const name of ['noSales', 'noAttempts', 'noScores', 'singleZero'] as const) {
      expect(drawn[name], name).toContain(empty)
      expect(bars(drawn[name]), name).toBe(0)
    }
    expect(tickLabels(drawn.noSales)).toEqual(['₹0', '₹1'])
    expect(tickLabels(drawn.noAttempts)).toEqual(['0', '1'])
    expect(tickLabels(drawn.noScores)).toEqual(['0', '20', '40', '60', '80', '100'])
  })

  it('draws a single day, and says nothing of emptiness where there is a figure', () => {
    const empty = m.chart_texts_empty()
    expect(bars(drawn.singleBar)).toBe(1)
    expect(drawn.singleLine).toContain('<circle')
    for (const name of [
      'singleBar',
      'singleLine',
      'hugeSale',
      'largestNumber',
      'smallestNumber',
      'notNumbers',
    ] as const) {
      expect(drawn[name], name).not.toContain(empty)
    }
  })

  it('puts a huge value under a round top, and draws what is not a number as a gap', () => {
    expect(tickLabels(drawn.hugeSale).at(-1)).toBe(String(1e14))
    expect(bars(drawn.hugeSale)).toBe(1)
    expect(bars(drawn.largestNumber)).toBe(1)
    // NaN and Infinity are gaps: two points, in two separate runs of the line.
    expect(drawn.notNumbers.match(/<circle/g)).toHaveLength(2)
    expect(drawn.notNumbers.match(/<polyline/g)).toHaveLength(2)
  })
})
