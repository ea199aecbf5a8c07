import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, IndianRupee } from 'lucide-react'
import { DEFAULT_ANALYTICS_RANGE } from '#shared/analytics'
import { ANALYTICS_TEXTS, EARNINGS_TEXTS as T } from '@/texts/analytics-texts'
import { Chart } from '@/components/charts/chart'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { useDocumentTitle } from '@/lib/document-title'
import { earningsQuery } from './analytics-queries'
import { dayLong, dayShort, formatINR, rupeesTick } from './format'
import { Figure, Figures, RangeSwitch } from './parts'
import type { EarningsOverview } from './types'
import { UserText } from '@/components/user-text'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/earnings')

function QuizzesTable({ overview }: { overview: EarningsOverview }) {
  const c = T.columns
  return (
    <Card className="py-2">
      <CardContent className="px-2">
        <Table>
          <TableCaption className="sr-only">{m.earnings_texts_quizzes_caption()}</TableCaption>
          <TableColumns labels={[c.quiz, c.price, c.sales, c.earnings, c.lifetimeSales, c.lifetimeEarnings]} />
          <TableBody>
            {overview.quizzes.map((quiz) => (
              <TableRow key={quiz.quizId ?? `deleted-${quiz.title}`} data-testid="earnings-row">
                <TableHead scope="row" className="whitespace-normal font-medium">
                  {quiz.quizId ? (
                    <Link
                      to="/quiz/$quizId/analytics"
                      params={{ quizId: quiz.quizId }}
                      className="underline underline-offset-4"
                    >
                      <UserText>{quiz.title}</UserText>
                    </Link>
                  ) : (
                    <>
                      <UserText>{quiz.title}</UserText>{' '}
                      <span className="text-muted-foreground">{m.earnings_texts_deleted()}</span>
                    </>
                  )}
                </TableHead>
                <TableCell className="tabular-nums">
                  {quiz.pricePaise === null ? ANALYTICS_TEXTS.none : formatINR(quiz.pricePaise)}
                </TableCell>
                <TableCell className="tabular-nums">{quiz.sales}</TableCell>
                <TableCell className="tabular-nums">{formatINR(quiz.earningsPaise)}</TableCell>
                <TableCell className="tabular-nums">{quiz.lifetimeSales}</TableCell>
                <TableCell className="tabular-nums">{formatINR(quiz.lifetimeEarningsPaise)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}

/** What the creator's paid quizzes earned: totals, per day and per quiz. */
export function EarningsPage() {
  const { days = DEFAULT_ANALYTICS_RANGE } = route.useSearch()
  const navigate = useNavigate({ from: '/earnings' })
  const { data: overview } = useSuspenseQuery(earningsQuery(days))
  useDocumentTitle(m.earnings_texts_title())
  const { totals } = overview
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle
        title={m.earnings_texts_title()}
        description={m.earnings_texts_description()}
        actions={
          <Button asChild variant="outline">
            <Link to="/my-quizzes">
              <ArrowLeft aria-hidden="true" /> {m.analytics_nav_back_to_my_quizzes()}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangeSwitch
          current={days}
          onChange={(value) =>
            void navigate({ search: { days: value === DEFAULT_ANALYTICS_RANGE ? undefined : value } })
          }
        />
        <p className="text-sm text-muted-foreground">
          {ANALYTICS_TEXTS.rangeNote(dayLong(overview.from), dayLong(overview.to))}
        </p>
      </div>
      <Figures>
        <Figure label={m.earnings_texts_totals_sales()} value={totals.sales} />
        <Figure label={m.earnings_texts_totals_earnings()} value={formatINR(totals.earningsPaise)} />
        <Figure
          label={m.earnings_texts_totals_lifetime()}
          value={formatINR(totals.lifetimeEarningsPaise)}
          note={T.totals.lifetimeSales(totals.lifetimeSales)}
        />
      </Figures>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-xl">{m.earnings_texts_chart()}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Chart
            testId="earnings-chart"
            kind="bar"
            title={m.earnings_texts_chart()}
            description={ANALYTICS_TEXTS.earningsChartDescription(totals.sales, formatINR(totals.earningsPaise), days)}
            categories={overview.daily.map((day) => dayLong(day.date))}
            shortLabels={overview.daily.map((day) => dayShort(day.date))}
            series={[
              {
                name: m.analytics_texts_earnings_series(),
                values: overview.daily.map((day) => day.earningsPaise / 100),
                tone: 'success',
              },
            ]}
            xAxisLabel={m.analytics_texts_day_axis()}
            yAxisLabel={m.analytics_texts_earnings_axis()}
            formatValue={rupeesTick}
          />
        </CardContent>
      </Card>
      <section className="space-y-3" aria-labelledby="per-quiz-title">
        <h2 id="per-quiz-title" className="text-xl font-semibold">
          {m.earnings_texts_quizzes_title()}
        </h2>
        {overview.quizzes.length === 0 ? (
          <EmptyState icon={IndianRupee} title={m.earnings_texts_empty()} description={m.earnings_texts_empty_hint()} />
        ) : (
          <QuizzesTable overview={overview} />
        )}
      </section>
    </div>
  )
}
