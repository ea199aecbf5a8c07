// The charts drawn at the edges of their data, for chart.test.ts, which runs this file in a process
// of its own (through tsx) and reads the markup it prints: an axis that never finishes its ticks
// holds that process, not the test runner, so the test can say so instead of hanging.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Chart } from './chart'

const days = (count: number) => Array.from({ length: count }, (_, index) => `Day ${index + 1}`)
const month = days(30)
const rupees = (value: number) => `₹${value}`

type Series = { name: string; values: (number | null)[]; tone: 'primary' | 'success' }

function draw(kind: 'bar' | 'line', categories: string[], series: Series[], extra: object = {}) {
  return renderToStaticMarkup(
    createElement(Chart, {
      title: 'A chart',
      description: 'What it shows.',
      kind,
      categories,
      series,
      xAxisLabel: 'Day',
      yAxisLabel: 'Value',
      ...extra,
    }),
  )
}

const zeros = month.map(() => 0)
const hugeAmong = (value: number) => month.map((_, index) => (index === 12 ? value : 0))

/** Each case's markup, by name. */
export const drawings = {
  // My earnings of a creator with no sales: every day ₹0.
  noSales: draw('bar', month, [{ name: 'Earnings', values: zeros, tone: 'success' }], { formatValue: rupees }),
  // A quiz with no attempts: counts of zero, and no mean score on any day.
  noAttempts: draw(
    'bar',
    month,
    [
      { name: 'Started', values: zeros, tone: 'primary' },
      { name: 'Submitted', values: zeros, tone: 'success' },
    ],
    { whole: true },
  ),
  noScores: draw('line', month, [{ name: 'Mean', values: month.map(() => null), tone: 'primary' }], { yMax: 100 }),
  singleBar: draw('bar', ['Today'], [{ name: 'Earnings', values: [18], tone: 'success' }]),
  singleLine: draw('line', ['Today'], [{ name: 'Mean', values: [75], tone: 'primary' }], { yMax: 100 }),
  singleZero: draw('line', ['Today'], [{ name: 'Mean', values: [0], tone: 'primary' }]),
  hugeSale: draw('bar', month, [{ name: 'Earnings', values: hugeAmong(9e13), tone: 'success' }]),
  largestNumber: draw('bar', month, [{ name: 'Earnings', values: hugeAmong(Number.MAX_VALUE), tone: 'success' }]),
  smallestNumber: draw('bar', month, [{ name: 'Earnings', values: hugeAmong(Number.MIN_VALUE), tone: 'success' }]),
  notNumbers: draw('line', days(4), [
    { name: 'Mean', values: [Number.NaN, 40, Number.POSITIVE_INFINITY, 60], tone: 'primary' },
  ]),
}

if (process.argv.includes('--print')) process.stdout.write(JSON.stringify(drawings))
