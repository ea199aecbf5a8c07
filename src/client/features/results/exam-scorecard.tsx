import { Medal } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDuration } from '#shared/duration'
import { Card, CardContent } from '@/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { ResultData } from '@/lib/result-types'
import { USER_CONTENT } from '@/components/user-text'
import { cn } from '@/lib/utils'
import { m, numberFormat } from '#shared/i18n'

type ExamResult = NonNullable<Extract<ResultData, { exam?: unknown }>['exam']>
type SectionResult = ExamResult['sections'][number]

/** Marks always to two places, in Indian grouping (1,23,456.75), a minus kept: −0.33 is -0.33. */
const formatMarks = (marks: number) =>
  numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(marks)
const formatCount = (count: number) => numberFormat({ maximumFractionDigits: 0 }).format(count)
/** Accuracy is a percentage to one place from the server; none when nothing was answered. */
const formatAccuracy = (accuracy: number | null) =>
  accuracy === null
    ? m.exam_result_none_answered()
    : numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(accuracy / 100)
const orNoOne = (marks: number | null) => (marks === null ? m.exam_result_no_one_yet() : formatMarks(marks))
const perQuestion = (section: Pick<SectionResult, 'timeSeconds' | 'questions'>) =>
  formatDuration(section.questions === 0 ? 0 : section.timeSeconds / section.questions)

/** Sums in hundredths, so 1.75 + 4 − 0.33 is 5.42 and never 5.419999. */
const sumMarks = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100

/** The whole paper as one more row: counts and marks added up, accuracy over all answered. */
function totalsOf(sections: SectionResult[]) {
  const add = (pick: (section: SectionResult) => number) => sections.reduce((sum, s) => sum + pick(s), 0)
  const correct = add((s) => s.correct)
  const partial = add((s) => s.partial)
  const wrong = add((s) => s.wrong)
  const answered = correct + partial + wrong
  return {
    questions: add((s) => s.questions),
    correct,
    partial,
    wrong,
    skipped: add((s) => s.skipped),
    gained: sumMarks(sections.map((s) => s.gained)),
    lost: sumMarks(sections.map((s) => s.lost)),
    score: sumMarks(sections.map((s) => s.score)),
    fullMarks: sumMarks(sections.map((s) => s.fullMarks)),
    accuracy: answered === 0 ? null : Math.round((1000 * correct) / answered) / 10,
    timeSeconds: add((s) => s.timeSeconds),
  }
}
type Row = ReturnType<typeof totalsOf>

/** One row's figures in the table's order, each with its column's label. */
function figures(row: Row): Array<{ key: string; label: string; value: string }> {
  return [
    { key: 'correct', label: m.exam_result_right(), value: formatCount(row.correct) },
    { key: 'partial', label: m.exam_result_partly(), value: formatCount(row.partial) },
    { key: 'wrong', label: m.exam_result_wrong(), value: formatCount(row.wrong) },
    { key: 'skipped', label: m.exam_result_skipped(), value: formatCount(row.skipped) },
    { key: 'gained', label: m.exam_result_gained(), value: formatMarks(row.gained) },
    { key: 'lost', label: m.exam_result_lost(), value: formatMarks(row.lost) },
    {
      key: 'score',
      label: m.exam_result_score(),
      value: m.exam_result_score_of({ score: formatMarks(row.score), full: formatMarks(row.fullMarks) }),
    },
    { key: 'accuracy', label: m.exam_result_accuracy(), value: formatAccuracy(row.accuracy) },
    { key: 'time', label: m.exam_result_time(), value: formatDuration(row.timeSeconds) },
    { key: 'per-question', label: m.exam_result_per_question(), value: perQuestion(row) },
  ]
}

/** Column heads over figures: they wrap to keep the table on the screen, and sit right, over the numbers. */
function NumberColumns({ first, labels }: { first: string; labels: string[] }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead scope="col" className="align-bottom">
          {first}
        </TableHead>
        {labels.map((label) => (
          <TableHead key={label} scope="col" className="h-auto py-2 text-right align-bottom whitespace-normal">
            {label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  )
}

/** What a row is compared with: the topper's marks and the average (null before anyone is ranked). */
interface Field {
  topper: number | null
  average: number | null
}
const fieldFigures = (field: Field) => [
  { key: 'topper', label: m.exam_result_topper(), value: orNoOne(field.topper) },
  { key: 'average', label: m.exam_result_average(), value: orNoOne(field.average) },
]

/** Desktop: one row a section and the totals below, in a table. */
function SectionsTable({ sections, totals }: { sections: SectionResult[]; totals: Row }) {
  return (
    <Table data-testid="exam-sections-table">
      <TableCaption className="sr-only">{m.exam_result_sections_caption()}</TableCaption>
      <NumberColumns first={m.exam_result_section()} labels={figures(totals).map((figure) => figure.label)} />
      <TableBody>
        {sections.map((section, place) => (
          // Titles may repeat; a section is its place in the paper.
          <TableRow key={place} data-testid="exam-section-row">
            <TableHead scope="row" className="whitespace-normal" {...USER_CONTENT}>
              {section.title}
            </TableHead>
            {figures(section).map((figure) => (
              <TableCell key={figure.key} data-figure={figure.key} className="text-right tabular-nums">
                {figure.value}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t bg-muted/40">
        <TableRow data-testid="exam-total-row">
          <TableHead scope="row">{m.exam_result_total()}</TableHead>
          {figures(totals).map((figure) => (
            <TableCell key={figure.key} data-figure={figure.key} className="text-right font-semibold tabular-nums">
              {figure.value}
            </TableCell>
          ))}
        </TableRow>
      </tfoot>
    </Table>
  )
}

/** A phone: each section a card of its figures, the totals last. */
function SectionCard({
  title,
  row,
  field,
  testId,
  strong,
}: {
  title: ReactNode
  row: Row
  field: Field
  testId: string
  strong?: boolean
}) {
  return (
    <li className={cn('rounded-lg border p-4', strong && 'bg-muted/40')} data-testid={testId}>
      <h3 className="font-semibold break-words">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {[...figures(row), ...fieldFigures(field)].map((figure) => (
          <div key={figure.key} className="flex min-w-0 justify-between gap-2">
            <dt className="text-muted-foreground">{figure.label}</dt>
            <dd className="text-right font-medium tabular-nums" data-figure={figure.key}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  )
}

/** The rank of all who took the paper first, the NTA percentile, or that there is none yet. */
function Standing({ exam }: { exam: ExamResult }) {
  const ranked = exam.rank !== null && exam.candidates !== null
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="exam-standing">
      <div className="rounded-lg border bg-muted/40 p-4">
        <dt className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Medal className="size-4" aria-hidden="true" />
          {m.exam_result_rank_label()}
        </dt>
        <dd className="mt-1 text-lg font-semibold" data-testid="exam-rank">
          {ranked
            ? m.exam_result_rank_of({ rank: formatCount(exam.rank!), candidates: formatCount(exam.candidates!) })
            : m.exam_result_not_ranked()}
        </dd>
      </div>
      <div className="rounded-lg border bg-muted/40 p-4">
        <dt className="text-sm text-muted-foreground">{m.exam_result_percentile()}</dt>
        {/* NTA's seven places exactly as the server worked them out, never through a binary number. */}
        <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="exam-percentile">
          {exam.percentile ?? m.exam_result_not_ranked()}
        </dd>
      </div>
    </dl>
  )
}

/** You, the topper and the average: the whole paper, then each section. */
function Comparison({ exam, score }: { exam: ExamResult; score: number }) {
  const rows = [
    { key: 'overall', title: m.exam_result_overall(), you: score, topper: exam.topper, average: exam.average },
    ...exam.sections.map((section, place) => ({
      key: String(place),
      title: section.title,
      you: section.score,
      topper: section.topper,
      average: section.average,
    })),
  ]
  return (
    <Table data-testid="exam-comparison" className="caption-top">
      <TableCaption className="mt-0 mb-2 text-left font-medium text-foreground">
        {m.exam_result_compare_caption()}
      </TableCaption>
      <NumberColumns
        first={m.exam_result_section()}
        labels={[m.exam_result_you(), m.exam_result_topper(), m.exam_result_average()]}
      />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid="exam-comparison-row">
            <TableHead scope="row" className="whitespace-normal" {...(row.key === 'overall' ? {} : USER_CONTENT)}>
              {row.title}
            </TableHead>
            <TableCell className="text-right tabular-nums" data-figure="you">
              {formatMarks(row.you)}
            </TableCell>
            <TableCell className="text-right tabular-nums" data-figure="topper">
              {orNoOne(row.topper)}
            </TableCell>
            <TableCell className="text-right tabular-nums" data-figure="average">
              {orNoOne(row.average)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/**
 * An exam's scorecard (decision 041): per section right, partly right, wrong and skipped, marks
 * gained and lost, the score, accuracy and time; the totals; the all-India rank and NTA
 * percentile; and the topper and the average beside the player's own marks.
 */
export function ExamScorecard({ exam, score }: { exam: ExamResult; score: number }) {
  const totals = totalsOf(exam.sections)
  return (
    <section aria-labelledby="exam-scorecard-heading" data-testid="exam-scorecard">
      <Card>
        <CardContent className="space-y-6">
          <h2 id="exam-scorecard-heading" className="text-xl font-semibold">
            {m.exam_result_heading()}
          </h2>
          <Standing exam={exam} />
          <div className="hidden md:block">
            <SectionsTable sections={exam.sections} totals={totals} />
          </div>
          <ul className="space-y-3 md:hidden" aria-label={m.exam_result_sections_caption()}>
            {exam.sections.map((section, place) => (
              <SectionCard
                key={place}
                title={<span {...USER_CONTENT}>{section.title}</span>}
                row={section}
                field={section}
                testId="exam-section-card"
              />
            ))}
            <SectionCard title={m.exam_result_total()} row={totals} field={exam} testId="exam-total-card" strong />
          </ul>
          <div className="hidden md:block">
            <Comparison exam={exam} score={score} />
          </div>
        </CardContent>
      </Card>
    </section>
  )
}
