import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { BarChart3, FileQuestion } from 'lucide-react'
import { FEW_ATTEMPTS, STATISTICS_TEXTS as T } from '#shared/analytics-texts'
import { EMPTY } from '#shared/messages'
import type { StatisticsScope } from '#shared/statistics'
import { Chart } from '@/components/charts/chart'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { useDocumentTitle } from '@/lib/document-title'
import { quizTitleQuery, statisticsQuery } from './analytics-queries'
import { Figure, Figures, PageLinks, Switch } from './parts'
import type { QuestionStatistics, QuizStatistics, StatisticsFigure } from './types'

const route = getRouteApi('/_authed/quiz/$quizId/statistics')
const SCOPES: readonly StatisticsScope[] = ['first', 'all']

const fixed = (digits: number) => (value: number) => value.toFixed(digits)
const share = (value: number) => T.percent(value * 100)

/** A figure, or a dash with the reason it cannot be computed. */
function FigureText({ figure, format }: { figure: StatisticsFigure; format: (value: number) => string }) {
  if (figure.value !== null) return <>{format(figure.value)}</>
  return (
    <>
      <span aria-hidden="true">{T.missing}</span>
      <span className="block text-xs font-normal text-muted-foreground">{figure.reason}</span>
    </>
  )
}

function Summary({ stats }: { stats: QuizStatistics }) {
  const outOf = T.outOf(stats.maxScore)
  const score = (value: number) => `${fixed(2)(value)}${outOf}`
  const figures = [
    [T.figures.mean, stats.mean, score],
    [T.figures.median, stats.median, score],
    [T.figures.standardDeviation, stats.standardDeviation, fixed(2)],
    [T.figures.reliability, stats.reliability, fixed(2)],
    [T.figures.standardError, stats.standardError, fixed(2)],
  ] as const
  return (
    <Figures>
      <Figure label={T.figures.attempts} value={stats.attempts} />
      {figures.map(([label, figure, format]) => (
        <Figure key={label} label={label} value={<FigureText figure={figure} format={format} />} />
      ))}
    </Figures>
  )
}

function Histogram({ stats }: { stats: QuizStatistics }) {
  const categories = stats.histogram.map((bin) => T.histogramBin(bin.fromPercent, bin.toPercent))
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{T.histogramTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Chart
          testId="score-histogram"
          kind="bar"
          title={T.histogramTitle}
          description={T.histogramDescription(stats.attempts)}
          categories={categories}
          shortLabels={stats.histogram.map((bin) => `${bin.fromPercent}–${bin.toPercent}`)}
          series={[{ name: T.attemptsSeries, values: stats.histogram.map((bin) => bin.count), tone: 'primary' }]}
          xAxisLabel={T.histogramAxis.x}
          yAxisLabel={T.histogramAxis.y}
          whole
        />
      </CardContent>
    </Card>
  )
}

function QuestionsTable({ stats }: { stats: QuizStatistics }) {
  const c = T.questionColumns
  return (
    <Card className="py-2">
      <CardContent className="px-2">
        <Table>
          <TableCaption className="sr-only">{T.questionsTitle}</TableCaption>
          <TableColumns labels={[c.question, c.facility, c.sd, c.discrimination, c.unanswered, c.meanTime, c.flags]} />
          <TableBody>
            {stats.questions.map((question, index) => (
              <TableRow key={question.questionId} data-testid="question-row">
                <TableHead scope="row" className="max-w-64 whitespace-normal font-normal">
                  <span className="font-medium">{T.questionLabel(index + 1)}</span>
                  <span className="line-clamp-2 text-muted-foreground">{question.text}</span>
                </TableHead>
                <TableCell className="tabular-nums">
                  <FigureText figure={question.facility} format={share} />
                </TableCell>
                <TableCell className="tabular-nums">
                  <FigureText figure={question.standardDeviation} format={fixed(2)} />
                </TableCell>
                <TableCell className="tabular-nums">
                  <FigureText figure={question.discrimination} format={fixed(2)} />
                </TableCell>
                <TableCell className="tabular-nums">
                  <FigureText figure={question.unanswered} format={share} />
                </TableCell>
                <TableCell className="tabular-nums">
                  <FigureText figure={question.meanTimeSeconds} format={T.seconds} />
                </TableCell>
                <TableCell className="min-w-56 whitespace-normal">
                  {question.flags.length === 0 ? (
                    <span className="text-muted-foreground">{T.noFlags}</span>
                  ) : (
                    <ul className="list-disc space-y-1 pl-4 text-sm">
                      {question.flags.map((flag) => (
                        <li key={flag.reason}>{flag.reason}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}

/** `number`: the question's place in the quiz, counted from 1. */
function Distractors({ question, number: position }: { question: QuestionStatistics; number: number }) {
  const c = T.optionColumns
  return (
    <details className="rounded-lg border bg-card p-3">
      <summary className="cursor-pointer font-medium">
        {T.questionLabel(position)}: {question.text}
      </summary>
      <Table containerClassName="mt-3">
        <TableCaption className="sr-only">{T.distractorsCaption(position)}</TableCaption>
        <TableColumns labels={[c.option, c.overall, c.top, c.bottom]} />
        <TableBody>
          {question.options.map((option) => (
            <TableRow key={option.index}>
              <TableHead scope="row" className="whitespace-normal font-normal">
                {option.text} {option.correct && <span className="font-semibold text-success">{T.correctOption}</span>}
              </TableHead>
              <TableCell className="tabular-nums">
                <FigureText figure={option.share} format={share} />
              </TableCell>
              <TableCell className="tabular-nums">
                <FigureText figure={option.topShare} format={share} />
              </TableCell>
              <TableCell className="tabular-nums">
                <FigureText figure={option.bottomShare} format={share} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  )
}

/** A quiz's item statistics for its creator: the figures, the scores' histogram, each question and its options. */
export function StatisticsPage() {
  const { quizId } = route.useParams()
  const { attempts: scope = 'first' } = route.useSearch()
  const navigate = useNavigate({ from: '/quiz/$quizId/statistics' })
  const { data: stats } = useSuspenseQuery(statisticsQuery(quizId, scope))
  const { data: details } = useSuspenseQuery(quizTitleQuery(quizId))
  const title = details.quiz.title
  useDocumentTitle(T.pageTitle(title))
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle title={T.title} description={title} actions={<PageLinks quizId={quizId} other="analytics" />} />
      <Switch
        label={T.scopeLabel}
        options={SCOPES}
        current={scope}
        onChange={(value) => void navigate({ search: { attempts: value === 'first' ? undefined : value } })}
        text={(value) => T.scopes[value]}
      />
      {stats.attempts === 0 ? (
        <EmptyState icon={BarChart3} title={T.empty} description={T.emptyHint} />
      ) : (
        <>
          {stats.attempts < FEW_ATTEMPTS && (
            <p role="note" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              {T.few(stats.attempts)}
            </p>
          )}
          <Summary stats={stats} />
          <Histogram stats={stats} />
          <section className="space-y-3" aria-labelledby="questions-title">
            <h2 id="questions-title" className="text-xl font-semibold">
              {T.questionsTitle}
            </h2>
            <QuestionsTable stats={stats} />
          </section>
          <section className="space-y-3" aria-labelledby="distractors-title">
            <h2 id="distractors-title" className="text-xl font-semibold">
              {T.distractorsTitle}
            </h2>
            {stats.questions.map((question, index) => (
              <Distractors key={question.questionId} question={question} number={index + 1} />
            ))}
          </section>
        </>
      )}
    </div>
  )
}

/** The statistics of a quiz that is not there. */
export function StatisticsNotFound() {
  useDocumentTitle(EMPTY.quizNotFound)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={T.title} />
      <EmptyState icon={FileQuestion} title={EMPTY.quizNotFound} />
    </div>
  )
}
