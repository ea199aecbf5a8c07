import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Download, FileQuestion, Users } from 'lucide-react'
import { DEFAULT_ANALYTICS_RANGE } from '#shared/analytics'
import { ANALYTICS_TEXTS as T } from '#shared/analytics-texts'
import { formatDuration } from '#shared/duration'
import { EMPTY } from '#shared/messages'
import { Chart } from '@/components/charts/chart'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDateTime } from '@/lib/quiz-format'
import { analyticsQuery, attemptsCsvUrl, attemptsQuery } from './analytics-queries'
import { dayLong, dayShort, formatINR, rupeesTick } from './format'
import { Figure, Figures, PageLinks, RangeSwitch } from './parts'
import type { AttemptsPage, QuizAnalytics } from './types'

const route = getRouteApi('/_authed/quiz/$quizId/analytics')

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function Summary({ report }: { report: QuizAnalytics }) {
  const { totals } = report
  const sells = report.isPaid || report.lifetime.sales > 0
  return (
    <Figures>
      <Figure label={T.figures.started} value={totals.started} />
      <Figure label={T.figures.submitted} value={totals.submitted} />
      <Figure
        label={T.figures.completion}
        value={totals.completionRate === null ? T.none : T.percent(totals.completionRate * 100)}
        note={T.figures.completionHint}
      />
      <Figure
        label={T.figures.meanPercent}
        value={totals.meanPercent === null ? T.none : T.percent(totals.meanPercent)}
      />
      {sells && <Figure label={T.figures.sales} value={totals.sales} />}
      {sells && (
        <Figure
          label={T.figures.earnings}
          value={formatINR(totals.earningsPaise)}
          note={T.figures.lifetimeEarnings(report.lifetime.sales, formatINR(report.lifetime.earningsPaise))}
        />
      )}
    </Figures>
  )
}

function Charts({ report }: { report: QuizAnalytics }) {
  const categories = report.daily.map((day) => dayLong(day.date))
  const shortLabels = report.daily.map((day) => dayShort(day.date))
  const days = { categories, shortLabels, xAxisLabel: T.dayAxis }
  const sells = report.isPaid || report.lifetime.sales > 0
  return (
    <div className="space-y-6">
      <ChartCard title={T.attemptsChart}>
        <Chart
          testId="attempts-chart"
          kind="bar"
          title={T.attemptsChart}
          description={T.attemptsChartDescription(report.totals.started, report.totals.submitted, report.days)}
          {...days}
          series={[
            { name: T.started, values: report.daily.map((day) => day.started), tone: 'primary' },
            { name: T.submitted, values: report.daily.map((day) => day.submitted), tone: 'success' },
          ]}
          yAxisLabel={T.countAxis}
          whole
        />
      </ChartCard>
      <ChartCard title={T.scoreChart}>
        <Chart
          testId="score-chart"
          kind="line"
          title={T.scoreChart}
          description={T.scoreChartDescription(report.totals.meanPercent, report.days)}
          {...days}
          series={[{ name: T.meanScore, values: report.daily.map((day) => day.meanPercent), tone: 'primary' }]}
          yAxisLabel={T.percentAxis}
          yMax={100}
        />
      </ChartCard>
      {sells && (
        <ChartCard title={T.earningsChart}>
          <Chart
            testId="earnings-chart"
            kind="bar"
            title={T.earningsChart}
            description={T.earningsChartDescription(
              report.totals.sales,
              formatINR(report.totals.earningsPaise),
              report.days,
            )}
            {...days}
            series={[
              { name: T.earningsSeries, values: report.daily.map((day) => day.earningsPaise / 100), tone: 'success' },
            ]}
            yAxisLabel={T.earningsAxis}
            formatValue={rupeesTick}
          />
        </ChartCard>
      )}
    </div>
  )
}

function AttemptsList({ quizId, list }: { quizId: string; list: AttemptsPage }) {
  const navigate = useNavigate({ from: '/quiz/$quizId/analytics' })
  const c = T.attemptColumns
  const go = (page: number) => void navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) })
  return (
    <section className="space-y-3" aria-labelledby="attempts-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attempts-title" className="text-xl font-semibold">
          {T.attemptsTitle}
        </h2>
        {list.total > 0 && (
          <Button asChild variant="outline">
            <a href={attemptsCsvUrl(quizId)} download>
              <Download aria-hidden="true" /> {T.downloadCsv}
            </a>
          </Button>
        )}
      </div>
      {list.total === 0 ? (
        <EmptyState icon={Users} title={T.attemptsEmpty} />
      ) : (
        <Card className="py-2">
          <CardContent className="space-y-3 px-2">
            <Table>
              <TableCaption className="sr-only">{T.attemptsCaption(list.total)}</TableCaption>
              <TableColumns labels={[c.player, c.score, c.percent, c.time, c.submitted, c.violations]} />
              <TableBody>
                {list.attempts.map((attempt) => (
                  <TableRow key={attempt.id} data-testid="attempt-row">
                    <TableHead scope="row" className="font-medium">
                      {attempt.player}
                    </TableHead>
                    <TableCell className="tabular-nums">
                      {attempt.score} / {attempt.maxScore}
                    </TableCell>
                    <TableCell className="tabular-nums">{T.percent(attempt.percent)}</TableCell>
                    <TableCell className="tabular-nums">
                      {attempt.timeTakenSeconds === null ? T.none : formatDuration(attempt.timeTakenSeconds)}
                    </TableCell>
                    <TableCell>{formatDateTime(attempt.submittedAt)}</TableCell>
                    <TableCell className="tabular-nums">{attempt.violations}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {list.pages > 1 && (
              <nav aria-label={T.pagination} className="flex items-center justify-end gap-3 px-2 text-sm">
                <Button size="sm" variant="outline" disabled={list.page <= 1} onClick={() => go(list.page - 1)}>
                  {T.previous}
                </Button>
                <span aria-live="polite">{T.page(list.page, list.pages)}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={list.page >= list.pages}
                  onClick={() => go(list.page + 1)}
                >
                  {T.next}
                </Button>
              </nav>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  )
}

/** A quiz's attempts, scores and sales over time, and its attempts list with the CSV download. */
export function AnalyticsPage() {
  const { quizId } = route.useParams()
  const { days = DEFAULT_ANALYTICS_RANGE, page = 1 } = route.useSearch()
  const navigate = useNavigate({ from: '/quiz/$quizId/analytics' })
  const { data: report } = useSuspenseQuery(analyticsQuery(quizId, days))
  const { data: list } = useSuspenseQuery(attemptsQuery(quizId, page))
  useDocumentTitle(T.pageTitle(report.title))
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle
        title={T.title}
        description={report.title}
        actions={<PageLinks quizId={quizId} other="statistics" />}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangeSwitch
          current={days}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({ ...prev, days: value === DEFAULT_ANALYTICS_RANGE ? undefined : value }),
            })
          }
        />
        <p className="text-sm text-muted-foreground">{T.rangeNote(dayLong(report.from), dayLong(report.to))}</p>
      </div>
      <Summary report={report} />
      <Charts report={report} />
      <AttemptsList quizId={quizId} list={list} />
    </div>
  )
}

/** The analytics of a quiz that is not there. */
export function AnalyticsNotFound() {
  useDocumentTitle(EMPTY.quizNotFound)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={T.title} />
      <EmptyState icon={FileQuestion} title={EMPTY.quizNotFound} />
    </div>
  )
}
