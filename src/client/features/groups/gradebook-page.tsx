import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BarChart3, Download, Table2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableColumns, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { USER_CONTENT } from '@/components/user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { type RouterOutputs, trpc } from '@/trpc'
import { gradebookQuery, groupQuery } from './group-queries'
import { m } from '#shared/i18n'

const route = getRouteApi('/_authed/groups/$groupId/gradebook')

type Cell = RouterOutputs['groups']['gradebook']['rows'][number]['cells'][number]

/** One member's standing on one assignment: the best score and whether it was late, or not started. */
function GradeCell({ cell }: { cell: Cell }) {
  if (cell.state === 'not_started')
    return <span className="text-muted-foreground">{m.groups_screen_not_started()}</span>
  if (cell.state === 'in_progress')
    return <span className="text-muted-foreground">{m.groups_screen_in_progress()}</span>
  return (
    <span className="inline-flex items-center gap-2">
      {m.groups_screen_score({ score: cell.score ?? 0, total: cell.totalPossibleScore ?? 0 })}
      {cell.late ? (
        <Badge variant="warning">{m.groups_screen_late()}</Badge>
      ) : (
        <Badge variant="success">{m.groups_screen_on_time()}</Badge>
      )}
    </span>
  )
}

/** Per-question statistics of one assignment, over the members' best attempts. */
function QuestionStatistics({
  groupId,
  assignments,
}: {
  groupId: string
  assignments: { id: string; quizTitle: string }[]
}) {
  const [assignmentId, setAssignmentId] = useState(assignments[0]?.id ?? '')
  const stats = useQuery({
    ...trpc.groups.assignmentStatistics.queryOptions({ groupId, assignmentId }),
    enabled: assignmentId !== '',
  })
  const answered = stats.data?.questions.some((question) => question.answered > 0)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <BarChart3 className="size-5" aria-hidden="true" /> {m.groups_screen_statistics_title()}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="space-y-2">
          <Label htmlFor="statistics-assignment">{m.groups_screen_assignment_label()}</Label>
          <NativeSelect
            id="statistics-assignment"
            value={assignmentId}
            onChange={(event) => setAssignmentId(event.target.value)}
          >
            {assignments.map((assignment) => (
              <NativeSelectOption key={assignment.id} value={assignment.id}>
                {assignment.quizTitle}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {!stats.data ? (
          <PageLoading />
        ) : !answered ? (
          <p className="text-sm text-muted-foreground">{m.groups_screen_statistics_empty()}</p>
        ) : (
          <Table aria-label={m.groups_screen_statistics_title()}>
            <TableColumns
              labels={[
                m.groups_screen_question(),
                m.groups_screen_answered(),
                m.groups_screen_wholly_right(),
                m.groups_screen_facility(),
              ]}
            />
            <TableBody>
              {stats.data.questions.map((question) => (
                <TableRow key={question.questionId}>
                  <TableCell className="max-w-xs truncate" {...USER_CONTENT}>
                    {question.text}
                  </TableCell>
                  <TableCell>{question.answered}</TableCell>
                  <TableCell>{question.correct}</TableCell>
                  <TableCell>
                    {question.facility === null
                      ? '—'
                      : m.groups_screen_percent({ percent: Math.round(question.facility * 100) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

/** The teachers' gradebook: members down, assignments across, a CSV of it, and one assignment's questions. */
export function GradebookPage() {
  const { groupId } = route.useParams()
  const book = useQuery(gradebookQuery(groupId))
  const group = useQuery(groupQuery(groupId))
  useDocumentTitle(m.groups_screen_gradebook_title())
  if (!book.data) return <PageLoading />
  const { assignments, rows } = book.data
  const isEmpty = assignments.length === 0 || rows.length === 0
  const groupLink = group.data && (
    <Link to="/groups/$groupId" params={{ groupId }} className="underline">
      <span {...USER_CONTENT}>{group.data.group.name}</span>
    </Link>
  )
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={m.groups_screen_gradebook_title()}
        description={groupLink}
        actions={
          !isEmpty && (
            <Button asChild variant="outline">
              <a href={`/api/v1/groups/${groupId}/gradebook?format=csv`} download>
                <Download aria-hidden="true" /> {m.groups_screen_download_csv()}
              </a>
            </Button>
          )
        }
      />
      {isEmpty ? (
        <EmptyState
          icon={Table2}
          title={m.groups_screen_gradebook_empty()}
          description={m.groups_screen_gradebook_empty_description()}
        />
      ) : (
        <>
          <Table aria-label={m.groups_screen_gradebook_title()}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{m.groups_screen_member()}</TableHead>
                {assignments.map((assignment) => (
                  <TableHead key={assignment.id} scope="col">
                    <span className="block" {...USER_CONTENT}>
                      {assignment.quizTitle}
                    </span>
                    <span className="block text-xs font-normal text-muted-foreground">
                      {m.groups_screen_due({ time: assignment.dueAtIst })}
                    </span>
                  </TableHead>
                ))}
                <TableHead scope="col">{m.groups_screen_total()}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.userId}>
                  <TableHead scope="row" {...USER_CONTENT}>
                    {row.username}
                  </TableHead>
                  {row.cells.map((cell) => (
                    <TableCell key={cell.assignmentId}>
                      <GradeCell cell={cell} />
                    </TableCell>
                  ))}
                  <TableCell>{row.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <QuestionStatistics groupId={groupId} assignments={assignments} />
        </>
      )}
    </div>
  )
}
