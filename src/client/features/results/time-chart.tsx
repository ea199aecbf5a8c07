import { CircleCheck, CircleDot, CircleX, Contrast } from 'lucide-react'
import { useId } from 'react'
import { formatDuration } from '#shared/duration'
import { RESULT_TEXTS } from '#shared/texts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { DetailedAnswer } from '@/lib/result-types'
import { type Outcome, outcomeOf } from './outcome'
import { m } from '#shared/i18n'

type ChartQuestion = Pick<
  DetailedAnswer,
  'timeSpentSeconds' | 'timeLimitSeconds' | 'isCorrect' | 'wasAnswered' | 'fraction'
>

const ROW_HEIGHT = 48
const LABEL_Y = 14
const BAR_Y = 22
const BAR_HEIGHT = 16

/** Each outcome's words, icon and colour: a tick, a half circle and a cross, so colour is never the only cue. */
const OUTCOMES = {
  correct: { text: () => m.result_texts_correct(), Icon: CircleCheck, icon: 'text-success', bar: 'fill-success' },
  partly: { text: () => m.result_texts_partly_correct(), Icon: Contrast, icon: 'text-warning', bar: 'fill-warning' },
  wrong: { text: () => m.result_texts_incorrect(), Icon: CircleX, icon: 'text-destructive', bar: 'fill-destructive' },
  unanswered: {
    text: () => m.result_texts_not_answered(),
    Icon: CircleX,
    icon: 'text-destructive',
    bar: 'fill-destructive',
  },
  // Only answered, while the quiz does not show which answers were right.
  hidden: { text: () => m.result_texts_answered(), Icon: CircleDot, icon: 'text-primary', bar: 'fill-primary' },
} satisfies Record<Outcome, unknown>

/** While the quiz withholds which answers were right, every bar is only time taken. */
const chartOutcome = (question: ChartQuestion): Outcome =>
  question.isCorrect === null ? 'hidden' : outcomeOf(question)

const outcomeText = (question: ChartQuestion) =>
  question.wasAnswered ? OUTCOMES[chartOutcome(question)].text() : m.result_texts_not_answered()

/** Wrong and unanswered bars are striped as well as red. */
const isStriped = (outcome: Outcome) => outcome === 'wrong' || outcome === 'unanswered'

/** Percent of the chart width; bars scale with the container while the labels keep their size. */
const share = (seconds: number, scale: number) => `${Math.min(100, (Math.max(0, seconds) / scale) * 100)}%`

function ChartRow({
  question,
  index,
  scale,
  hatchId,
}: {
  question: ChartQuestion
  index: number
  scale: number
  hatchId: string
}) {
  const top = index * ROW_HEIGHT
  const outcome = chartOutcome(question)
  const { Icon, icon, bar } = OUTCOMES[outcome]
  const spent = share(question.timeSpentSeconds, scale)
  const limit = share(question.timeLimitSeconds, scale)
  return (
    <g data-testid="time-chart-row" data-correct={question.isCorrect} data-outcome={outcome}>
      <Icon x={0} y={top + 2} width={16} height={16} className={icon} />
      <text x={22} y={top + LABEL_Y} className="fill-foreground text-xs font-medium">
        {RESULT_TEXTS.chart.bar(index + 1, outcomeText(question))}
      </text>
      <text x="100%" y={top + LABEL_Y} textAnchor="end" className="fill-muted-foreground text-xs tabular-nums">
        {`${question.timeSpentSeconds}s / ${question.timeLimitSeconds}s`}
      </text>
      <rect
        x={0}
        y={top + BAR_Y}
        width={limit}
        height={BAR_HEIGHT}
        rx={3}
        className="fill-muted stroke-muted-foreground"
        strokeDasharray="4 3"
      />
      <rect x={0} y={top + BAR_Y} width={spent} height={BAR_HEIGHT} rx={3} className={bar} />
      {isStriped(outcome) && (
        <rect x={0} y={top + BAR_Y} width={spent} height={BAR_HEIGHT} rx={3} fill={`url(#${hatchId})`} />
      )}
      <line
        x1={limit}
        x2={limit}
        y1={top + BAR_Y - 3}
        y2={top + BAR_Y + BAR_HEIGHT + 3}
        className="stroke-foreground"
        strokeWidth={2}
      />
    </g>
  )
}

function Legend({ isCorrectnessShown }: { isCorrectnessShown: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground" aria-hidden="true">
      {isCorrectnessShown ? (
        <CorrectnessLegend />
      ) : (
        <li className="inline-flex items-center gap-1.5">
          <CircleDot className="size-4 text-primary" />
          <span className="inline-block h-3 w-6 rounded-sm bg-primary" /> {m.result_texts_time_taken()}
        </li>
      )}
      <li className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-6 rounded-sm border border-dashed border-muted-foreground bg-muted" />
        <span className="inline-block h-4 w-0.5 bg-foreground" /> {m.result_texts_chart_time_limit()}
      </li>
    </ul>
  )
}

function CorrectnessLegend() {
  return (
    <>
      <li className="inline-flex items-center gap-1.5">
        <CircleCheck className="size-4 text-success" />
        <span className="inline-block h-3 w-6 rounded-sm bg-success" /> {m.result_texts_correct()}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Contrast className="size-4 text-warning" />
        <span className="inline-block h-3 w-6 rounded-sm bg-warning" /> {m.result_texts_partly_correct()}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CircleX className="size-4 text-destructive" />
        <span className="inline-block h-3 w-6 rounded-sm bg-destructive bg-[repeating-linear-gradient(45deg,transparent_0_3px,var(--card)_3px_5px)]" />
        {m.result_texts_incorrect()} / {m.result_texts_not_answered().toLowerCase()}
      </li>
    </>
  )
}

function ChartTable({ questions }: { questions: ChartQuestion[] }) {
  // sr-only on the wrapper, not the table: a table keeps its content width whatever width it is
  // given, and would widen the page on a narrow screen.
  return (
    <div className="sr-only">
      <table>
        <caption>{m.result_texts_time_chart_title()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.result_texts_chart_question()}</th>
            <th scope="col">{m.result_texts_chart_time_spent()}</th>
            <th scope="col">{m.result_texts_chart_time_limit()}</th>
            <th scope="col">{m.result_texts_chart_result()}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question, index) => (
            <tr key={index}>
              <th scope="row">{RESULT_TEXTS.chart.questionNumber(index + 1)}</th>
              <td>{formatDuration(question.timeSpentSeconds)}</td>
              <td>{formatDuration(question.timeLimitSeconds)}</td>
              <td>{outcomeText(question)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Per question, the time taken against its limit and whether it was right: inline SVG bars
 * (solid green with a tick when right, striped red with a cross when not, so colour is never the
 * only cue), and the same figures in a visually hidden table for screen readers.
 */
export function TimeChart({ questions }: { questions: ChartQuestion[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [titleId, descId, hatchId] = ['title', 'desc', 'hatch'].map((part) => `time-chart-${part}-${id}`) as [
    string,
    string,
    string,
  ]
  if (questions.length === 0) return null
  const scale = Math.max(1, ...questions.map((q) => Math.max(q.timeLimitSeconds, q.timeSpentSeconds)))
  const correct = questions.filter((q) => q.isCorrect).length
  // While the quiz withholds its answers, it withholds which ones were right (none is true or false then).
  const isCorrectnessShown = questions.every((q) => q.isCorrect !== null)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{m.result_texts_time_chart_title()}</h2>
        </CardTitle>
        <CardDescription>{m.result_texts_chart_description()}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width="100%"
          height={questions.length * ROW_HEIGHT}
          overflow="visible"
          data-testid="time-chart"
          className="block"
        >
          <title id={titleId}>{m.result_texts_time_chart_title()}</title>
          <desc id={descId}>{RESULT_TEXTS.chart.summary(questions.length, isCorrectnessShown ? correct : null)}</desc>
          <defs>
            <pattern id={hatchId} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width={2} height={6} className="fill-card" />
            </pattern>
          </defs>
          {questions.map((question, index) => (
            <ChartRow key={index} question={question} index={index} scale={scale} hatchId={hatchId} />
          ))}
        </svg>
        <Legend isCorrectnessShown={isCorrectnessShown} />
        <ChartTable questions={questions} />
      </CardContent>
    </Card>
  )
}
