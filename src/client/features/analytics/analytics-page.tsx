import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Download, FileQuestion, Users } from 'lucide-react'
import { DEFAULT_ANALYTICS_RANGE } from '#shared/analytics'
import { attemptKind } from '#shared/analytics-words'
import { ANALYTICS_TEXTS as T } from '@/texts/analytics-texts'
import { formatDuration } from '#shared/duration'
import { Chart } from '@/components/charts/chart'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDateTime } from '@/lib/quiz-format'
import { analyticsQuery, attemptsCsvUrl, attemptsQuery } from './analytics-queries'
import { dayLong, dayShort, formatINR, rupeesTick } from './format'
import { Figure, Figures, PageLinks, RangeSwitch } from './parts'
import type { AttemptsPage, QuizAnalytics } from './types'
import { USER_CONTENT, UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

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
      <Figure label={m.analytics_texts_figures_started()} value={totals.started} />
      <Figure label={m.analytics_texts_figures_submitted()} value={totals.submitted} />
      <Figure
        label={m.analytics_texts_figures_completion()}
        value={totals.completionRate === null ? T.none : T.percent(totals.completionRate * 100)}
        note={m.analytics_texts_figures_completion_hint()}
      />
      <Figure
        label={m.analytics_texts_figures_mean_percent()}
        value={totals.meanPercent === null ? T.none : T.percent(totals.meanPercent)}
      />
      {sells && <Figure label={m.analytics_texts_figures_sales()} value={totals.sales} />}
      {sells && (
        <Figure
          label={m.analytics_texts_figures_earnings()}
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
  const days = { categories, shortLabels, xAxisLabel: m.analytics_texts_day_axis() }
  const sells = report.isPaid || report.lifetime.sales > 0
  return (
    <div className="space-y-6">
      <ChartCard title={m.analytics_texts_attempts_chart()}>
        <Chart
          testId="attempts-chart"
          kind="bar"
          title={m.analytics_texts_attempts_chart()}
          description={T.attemptsChartDescription(report.totals.started, report.totals.submitted, report.days)}
          {...days}
          series={[
            { name: m.analytics_texts_started(), values: report.daily.map((day) => day.started), tone: 'primary' },
            { name: m.analytics_texts_submitted(), values: report.daily.map((day) => day.submitted), tone: 'success' },
          ]}
          yAxisLabel={m.analytics_texts_count_axis()}
          whole
        />
      </ChartCard>
      <ChartCard title={m.analytics_texts_score_chart()}>
        <Chart
          testId="score-chart"
          kind="line"
          title={m.analytics_texts_score_chart()}
          description={T.scoreChartDescription(report.totals.meanPercent, report.days)}
          {...days}
          series={[
            {
              name: m.analytics_texts_mean_score(),
              values: report.daily.map((day) => day.meanPercent),
              tone: 'primary',
            },
          ]}
          yAxisLabel={m.analytics_texts_percent_axis()}
          yMax={100}
        />
      </ChartCard>
      {sells && (
        <ChartCard title={m.analytics_texts_earnings_chart()}>
          <Chart
            testId="earnings-chart"
            kind="bar"
            title={m.analytics_texts_earnings_chart()}
            description={T.earningsChartDescription(
              report.totals.sales,
              formatINR(report.totals.earningsPaise),
              report.days,
            )}
            {...days}
            series={[
              {
                name: m.analytics_texts_earnings_series(),
                values: report.daily.map((day) => day.earningsPaise / 100),
                tone: 'success',
              },
            ]}
            yAxisLabel={m.analytics_texts_earnings_axis()}
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
          {m.analytics_texts_attempts_title()}
        </h2>
        {list.total > 0 && (
          <Button asChild variant="outline">
            <a href={attemptsCsvUrl(quizId)} download>
              <Download aria-hidden="true" /> {m.analytics_texts_download_csv()}
            </a>
          </Button>
        )}
      </div>
      {list.total === 0 ? (
        <EmptyState icon={Users} title={m.analytics_texts_attempts_empty()} />
      ) : (
        <Card className="py-2">
          <CardContent className="space-y-3 px-2">
            <Table>
              <TableCaption className="sr-only">{T.attemptsCaption(list.total)}</TableCaption>
              <TableColumns labels={[c.player, c.kind, c.score, c.percent, c.time, c.submitted, c.violations]} />
              <TableBody>
                {list.attempts.map((attempt) => (
                  <TableRow key={attempt.id} data-testid="attempt-row">
                    <TableHead scope="row" className="font-medium" {...USER_CONTENT}>
                      {attempt.player}
                    </TableHead>
                    <TableCell>
                      <Badge variant={attempt.ranked ? 'success' : 'outline'}>{attemptKind(attempt.ranked)}</Badge>
                    </TableCell>
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
              <nav
                aria-label={m.analytics_texts_pagination()}
                className="flex items-center justify-end gap-3 px-2 text-sm"
              >
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
        title={m.analytics_texts_title()}
        description={<UserText>{report.title}</UserText>}
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
  useDocumentTitle(m.empty_quiz_not_found())
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={m.analytics_texts_title()} />
      <EmptyState icon={FileQuestion} title={m.empty_quiz_not_found()} />
    </div>
  )
}
