import { useEffect, useId, useRef, useState } from 'react'
import { CHART_TEXTS } from '@/texts/analytics-texts'
import { cn } from '@/lib/utils'
import { labelledIndexes, niceTicks } from './ticks'
import { m } from '#shared/i18n'

/** Theme colours (CSS variables in styles.css), each readable on the card in light and dark. */
const TONES = {
  primary: { fill: 'fill-primary', stroke: 'stroke-primary', swatch: 'bg-primary' },
  success: { fill: 'fill-success', stroke: 'stroke-success', swatch: 'bg-success' },
  warning: { fill: 'fill-warning', stroke: 'stroke-warning', swatch: 'bg-warning' },
} as const

interface ChartSeries {
  name: string
  /** One value per category; null is a gap (no figure that day), and so is anything not a number. */
  values: (number | null)[]
  tone: keyof typeof TONES
}

interface ChartProps {
  /** The chart's accessible name, and the hidden table's caption. */
  title: string
  /** What the chart shows, in a sentence: its accessible description. */
  description: string
  /** Bars side by side per category, or lines through them. */
  kind: 'bar' | 'line'
  /** The categories' names in full (the hidden table), and as the axis shows them. */
  categories: string[]
  shortLabels?: string[]
  series: ChartSeries[]
  xAxisLabel: string
  yAxisLabel: string
  /** A fixed top for the value axis (100 for percents); otherwise the data's. */
  yMax?: number
  /** Counts: the axis steps by whole numbers. */
  whole?: boolean
  formatValue?: (value: number) => string
  /** Said over the axes when no value in the range is above zero (no sales, no attempts). */
  emptyLabel?: string
  testId?: string
}

const HEIGHT = 260
const MARGIN = { top: 14, right: 14, bottom: 50, left: 56 }
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom
/** The width drawn for before the container is measured. */
const FIRST_WIDTH = 640

/**
 * The container's width in pixels, followed as it changes: the chart is drawn at its real size, so
 * its labels keep their size on a phone and on a wide screen (the height never changes).
 */
function useWidth() {
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(FIRST_WIDTH)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Square markers for the second line, circles for the first: the series differ by shape, not by colour alone. */
function Marker({ x, y, index, className }: { x: number; y: number; index: number; className: string }) {
  return index === 0 ? (
    <circle cx={x} cy={y} r={3.5} className={className} />
  ) : (
    <rect x={x - 3.5} y={y - 3.5} width={7} height={7} className={className} />
  )
}

/** A figure the chart can place: a finite number; anything else is drawn as a gap. */
const figure = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** The segments of a line between its gaps. */
function segments(points: ({ x: number; y: number } | null)[]) {
  const runs: { x: number; y: number }[][] = [[]]
  for (const point of points) {
    if (point) runs.at(-1)!.push(point)
    else if (runs.at(-1)!.length > 0) runs.push([])
  }
  return runs.filter((run) => run.length > 0)
}

/**
 * A chart drawn as inline SVG: a value axis with round ticks and grid lines, category labels, axis
 * titles, bars or lines in the theme's colours, and a legend where there are two series. Screen
 * readers get its name and description, and every figure in a visually hidden table.
 */
export function Chart({
  title,
  description,
  kind,
  categories,
  shortLabels = categories,
  series,
  xAxisLabel,
  yAxisLabel,
  yMax,
  whole = false,
  formatValue = String,
  emptyLabel = m.chart_texts_empty(),
  testId,
}: ChartProps) {
  const [ref, width] = useWidth()
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right)
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const titleId = `chart-title-${id}`
  const descId = `chart-desc-${id}`
  const plotted = series.map((line) => ({ ...line, values: line.values.map(figure) }))
  const highest = Math.max(0, ...plotted.flatMap((line) => line.values.map((value) => value ?? 0)))
  const ticks = niceTicks(yMax ?? highest, { whole })
  const top = ticks.at(-1) ?? 1
  const band = plotWidth / Math.max(1, categories.length)
  const yOf = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT
  const xOf = (index: number) => MARGIN.left + band * (index + 0.5)
  const labelled = labelledIndexes(categories.length, Math.max(2, Math.floor(plotWidth / 70)))
  const barWidth = (band * 0.8) / Math.max(1, series.length)
  return (
    <figure ref={ref} className="relative space-y-3" data-testid={testId}>
      {highest === 0 && (
        // Over the plot's middle: the axes stay drawn at zero beneath it.
        <p
          className="pointer-events-none absolute inset-x-0 text-center text-sm text-muted-foreground"
          style={{ top: MARGIN.top + PLOT_HEIGHT / 2 - 10, paddingLeft: MARGIN.left, paddingRight: MARGIN.right }}
        >
          {emptyLabel}
        </p>
      )}
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        className="block"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
              className={tick === 0 ? 'stroke-foreground' : 'stroke-border'}
            />
            <text
              x={MARGIN.left - 6}
              y={yOf(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground text-[11px] tabular-nums"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) =>
          labelled.has(index) ? (
            <g key={category}>
              <line
                x1={xOf(index)}
                x2={xOf(index)}
                y1={MARGIN.top + PLOT_HEIGHT}
                y2={MARGIN.top + PLOT_HEIGHT + 4}
                className="stroke-foreground"
              />
              <text
                x={xOf(index)}
                y={MARGIN.top + PLOT_HEIGHT + 16}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {shortLabels[index]}
              </text>
            </g>
          ) : null,
        )}
        <text
          x={MARGIN.left + plotWidth / 2}
          y={HEIGHT - 8}
          textAnchor="middle"
          className="fill-foreground text-xs font-medium"
        >
          {xAxisLabel}
        </text>
        <text
          transform={`translate(14 ${MARGIN.top + PLOT_HEIGHT / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-foreground text-xs font-medium"
        >
          {yAxisLabel}
        </text>
        {kind === 'bar'
          ? plotted.map((bars, s) =>
              bars.values.map((value, index) =>
                value !== null && value > 0 ? (
                  <rect
                    key={`${bars.name}-${categories[index]}`}
                    data-series={bars.name}
                    x={xOf(index) - (band * 0.8) / 2 + s * barWidth}
                    y={yOf(value)}
                    width={Math.max(1, barWidth - (series.length > 1 ? 1 : 0))}
                    height={yOf(0) - yOf(value)}
                    className={TONES[bars.tone].fill}
                  />
                ) : null,
              ),
            )
          : plotted.map((line, s) => {
              const points = line.values.map((value, index) =>
                value === null ? null : { x: xOf(index), y: yOf(value) },
              )
              return (
                <g key={line.name} data-series={line.name}>
                  {segments(points).map((run) => (
                    <polyline
                      key={`${run[0]!.x}`}
                      points={run.map((point) => `${point.x},${point.y}`).join(' ')}
                      fill="none"
                      strokeWidth={2}
                      strokeDasharray={s === 1 ? '6 3' : undefined}
                      className={TONES[line.tone].stroke}
                    />
                  ))}
                  {points.map((point, index) =>
                    point ? (
                      <Marker
                        key={categories[index]}
                        x={point.x}
                        y={point.y}
                        index={s}
                        className={TONES[line.tone].fill}
                      />
                    ) : null,
                  )}
                </g>
              )
            })}
      </svg>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground" aria-hidden="true">
          {series.map((line, s) => (
            <li key={line.name} className="inline-flex items-center gap-1.5">
              <span
                className={cn(
                  'inline-block',
                  TONES[line.tone].swatch,
                  kind === 'bar' ? 'h-3 w-6 rounded-sm' : s === 0 ? 'size-2.5 rounded-full' : 'size-2.5',
                )}
              />
              {line.name}
            </li>
          ))}
        </ul>
      )}
      {/* sr-only on the wrapper: a table keeps its content width and would widen a narrow page. */}
      <div className="sr-only">
        <table>
          <caption>{CHART_TEXTS.dataTable(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{xAxisLabel}</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {plotted.map((line) => {
                  const value = line.values[index]
                  return (
                    <td key={line.name}>
                      {value === null || value === undefined ? CHART_TEXTS.missing : formatValue(value)}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
