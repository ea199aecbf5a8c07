import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { BarChart3, FileQuestion } from 'lucide-react'
import { FEW_ATTEMPTS, STATISTICS_TEXTS as T } from '@/texts/analytics-texts'
import type { StatisticsScope } from '#shared/statistics'
import { Chart } from '@/components/charts/chart'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableColumns, TableHead, TableRow } from '@/components/ui/table'
import { useDocumentTitle } from '@/lib/document-title'
import { quizTitleQuery, statisticsQuery } from './analytics-queries'
import { Figure, Figures, PageLinks, Switch } from './parts'
import type { QuestionStatistics, QuizStatistics, StatisticsFigure } from './types'
import { plainQuestionText } from '#shared/question-markup'
import { QuestionText } from '@/components/question-text/question-text'
import { UserText } from '@/components/user-text'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

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
    [m.statistics_texts_figures_mean(), stats.mean, score],
    [m.statistics_texts_figures_median(), stats.median, score],
    [m.statistics_texts_figures_standard_deviation(), stats.standardDeviation, fixed(2)],
    [m.statistics_texts_figures_reliability(), stats.reliability, fixed(2)],
    [m.statistics_texts_figures_standard_error(), stats.standardError, fixed(2)],
  ] as const
  return (
    <Figures>
      <Figure label={m.statistics_texts_figures_attempts()} value={stats.attempts} />
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
          <h2 className="text-xl">{m.statistics_texts_histogram_title()}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Chart
          testId="score-histogram"
          kind="bar"
          title={m.statistics_texts_histogram_title()}
          description={T.histogramDescription(stats.attempts)}
          categories={categories}
          shortLabels={stats.histogram.map((bin) => `${bin.fromPercent}–${bin.toPercent}`)}
          series={[
            {
              name: m.statistics_texts_attempts_series(),
              values: stats.histogram.map((bin) => bin.count),
              tone: 'primary',
            },
          ]}
          xAxisLabel={m.statistics_texts_histogram_axis_x()}
          yAxisLabel={m.statistics_texts_histogram_axis_y()}
          whole
        />
      </CardContent>
    </Card>
  )
}

/**
 * A flag's sentence. One that names an unchosen option names it in plain words (`#shared/statistics`):
 * that part is the option's author's, drawn as the option is everywhere else.
 */
function FlagText({ flag, question }: { flag: QuestionStatistics['flags'][number]; question: QuestionStatistics }) {
  if (flag.kind !== 'unusedDistractor') return flag.reason
  const typed = new Map(question.options.map((option) => [plainQuestionText(option.text), option.text]))
  return (
    <WithUserText
      text={flag.reason}
      values={[...typed.keys()]}
      render={(plain) => <QuestionText text={typed.get(plain) ?? plain} />}
    />
  )
}

function QuestionsTable({ stats }: { stats: QuizStatistics }) {
  const c = T.questionColumns
  return (
    <Card className="py-2">
      <CardContent className="px-2">
        <Table>
          <TableCaption className="sr-only">{m.statistics_texts_questions_title()}</TableCaption>
          <TableColumns labels={[c.question, c.facility, c.sd, c.discrimination, c.unanswered, c.meanTime, c.flags]} />
          <TableBody>
            {stats.questions.map((question, index) => (
              <TableRow key={question.questionId} data-testid="question-row">
                <TableHead scope="row" className="max-w-64 whitespace-normal font-normal">
                  <span className="font-medium">{T.questionLabel(index + 1)}</span>
                  <QuestionText text={question.text} className="line-clamp-2 text-muted-foreground" />
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
                    <span className="text-muted-foreground">{m.statistics_texts_no_flags()}</span>
                  ) : (
                    <ul className="list-disc space-y-1 pl-4 text-sm">
                      {question.flags.map((flag) => (
                        <li key={flag.reason}>
                          <FlagText flag={flag} question={question} />
                        </li>
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
        {T.questionLabel(position)}: <QuestionText text={question.text} />
      </summary>
      <Table containerClassName="mt-3">
        <TableCaption className="sr-only">{T.distractorsCaption(position)}</TableCaption>
        <TableColumns labels={[c.option, c.overall, c.top, c.bottom]} />
        <TableBody>
          {question.options.map((option) => (
            <TableRow key={option.index}>
              <TableHead scope="row" className="whitespace-normal font-normal">
                <QuestionText text={option.text} />{' '}
                {option.correct && (
                  <span className="font-semibold text-success">{m.statistics_texts_correct_option()}</span>
                )}
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
      <PageTitle
        title={m.statistics_texts_title()}
        description={<UserText>{title}</UserText>}
        actions={<PageLinks quizId={quizId} other="analytics" />}
      />
      <Switch
        label={m.statistics_texts_scope_label()}
        options={SCOPES}
        current={scope}
        onChange={(value) => void navigate({ search: { attempts: value === 'first' ? undefined : value } })}
        text={(value) => T.scopes[value]}
      />
      {stats.attempts === 0 ? (
        <EmptyState icon={BarChart3} title={m.statistics_texts_empty()} description={m.statistics_texts_empty_hint()} />
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
              {m.statistics_texts_questions_title()}
            </h2>
            <QuestionsTable stats={stats} />
          </section>
          <section className="space-y-3" aria-labelledby="distractors-title">
            <h2 id="distractors-title" className="text-xl font-semibold">
              {m.statistics_texts_distractors_title()}
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
  useDocumentTitle(m.empty_quiz_not_found())
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle title={m.statistics_texts_title()} />
      <EmptyState icon={FileQuestion} title={m.empty_quiz_not_found()} />
    </div>
  )
}
