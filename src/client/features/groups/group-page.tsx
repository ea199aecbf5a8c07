import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { Check, ClipboardList, Copy, RefreshCw, Table2, Trophy, UserMinus, Users } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { GROUP_BOUNDS } from '#shared/groups'
import { IST_OFFSET, indiaWallClock } from '#shared/india-time'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { FieldError, FormField } from '@/components/form-field'
import { PageLoading } from '@/components/page-loading'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ShareButtons } from '@/components/share-buttons'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table'
import { NameText, USER_CONTENT } from '@/components/user-text'
import { serverFieldError } from '@/lib/account-calls'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { type RouterOutputs, trpc } from '@/trpc'
import { groupQuery } from './group-queries'
import { roleLabel } from './group-words'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

const route = getRouteApi('/_authed/groups/$groupId/')

type Group = RouterOutputs['groups']['get']
type Assignment = Group['assignments'][number]

function Section({ title, icon: Icon, children }: { title: string; icon: typeof Users; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Icon className="size-5" aria-hidden="true" /> {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  )
}

/** The owner's invite: the link to share, a copy button, and a new code in place of the old one. */
function InviteBox({
  groupId,
  groupName,
  invite,
}: {
  groupId: string
  groupName: string
  invite: NonNullable<Group['invite']>
}) {
  const queryClient = useQueryClient()
  const [isCopied, setCopied] = useState(false)
  const link = `${window.location.origin}${invite.link}`
  const renew = useMutation(
    trpc.groups.renewInvite.mutationOptions({
      onSuccess: (fresh) => {
        setCopied(false)
        queryClient.setQueryData(groupQuery(groupId).queryKey, (old) => (old ? { ...old, invite: fresh } : old))
        notify.success(m.groups_invite_renewed())
      },
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => {
        setCopied(true)
        notify.success(m.groups_screen_copied())
      },
      () => notify.error(m.groups_screen_copy_failed()),
    )
  return (
    <Section title={m.groups_screen_invite_title()} icon={Users}>
      <p className="text-sm text-muted-foreground">{m.groups_screen_invite_hint()}</p>
      <div className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-2">
        <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="invite-link">
          <NameText>{link}</NameText>
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {m.groups_screen_copy()}
        </Button>
      </div>
      <ShareButtons url={link} text={m.share_invite_text({ name: groupName, product: PRODUCT_NAME })} />
      <p className="text-sm">
        {m.groups_screen_code_label()}: <NameText>{invite.code}</NameText>
        {invite.expiresAtIst && <> · {m.groups_screen_expires({ time: invite.expiresAtIst })}</>}
      </p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={renew.isPending}
        onClick={() => renew.mutate({ groupId })}
      >
        <RefreshCw aria-hidden="true" /> {m.groups_screen_renew()}
      </Button>
    </Section>
  )
}

/** What a member may do with an assignment now, from its phase and their attempts. */
function MemberAction({ assignment }: { assignment: Assignment }) {
  const navigate = useNavigate()
  const start = useMutation(
    trpc.groups.startAssignment.mutationOptions({
      onSuccess: (started) => navigate({ to: '/quiz/$quizId/attempt', params: { quizId: started.quizId } }),
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  const mine = assignment.mine
  if (!mine) return null
  const left = mine.attemptsUsed < assignment.attemptsAllowed
  const button = (label: string) => (
    <Button
      type="button"
      size="sm"
      disabled={start.isPending}
      onClick={() => start.mutate({ assignmentId: assignment.id })}
    >
      {label}
    </Button>
  )
  const done = mine.submitted && <Badge variant="success">{m.groups_screen_done()}</Badge>
  const late = assignment.phase === 'late' && <Badge variant="warning">{m.groups_screen_late()}</Badge>
  let action: React.ReactNode = null
  if (mine.inProgress) action = button(m.groups_screen_continue())
  else if (assignment.phase === 'upcoming') action = <Badge variant="outline">{m.groups_screen_not_open()}</Badge>
  else if (assignment.phase === 'closed')
    action = !mine.submitted && <Badge variant="outline">{m.groups_screen_closed()}</Badge>
  else if (left) action = button(mine.submitted ? m.groups_screen_try_again() : m.groups_screen_start())
  return (
    <div className="flex flex-wrap items-center gap-2">
      {done}
      {late}
      {mine.submitted && mine.bestScore !== null && (
        <span className="text-sm">
          {m.groups_screen_best_score({ score: mine.bestScore, total: mine.totalPossibleScore ?? 0 })}
        </span>
      )}
      {action}
    </div>
  )
}

function AssignmentItem({ assignment }: { assignment: Assignment }) {
  const mine = assignment.mine
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium [overflow-wrap:anywhere]" {...USER_CONTENT}>
          {assignment.quiz.title}
        </h3>
        {assignment.quiz.visibility === 'private' && <Badge variant="secondary">{m.groups_screen_private()}</Badge>}
      </div>
      <ul className="flex flex-col gap-0.5 text-sm text-muted-foreground">
        <li>{m.groups_screen_opens({ time: assignment.opensAtIst })}</li>
        <li>{m.groups_screen_due({ time: assignment.dueAtIst })}</li>
        <li>
          {mine
            ? m.groups_screen_attempts_used({ used: mine.attemptsUsed, count: assignment.attemptsAllowed })
            : m.groups_screen_attempts_allowed({ count: assignment.attemptsAllowed })}
          {' · '}
          {assignment.allowLate ? m.groups_screen_late_allowed() : m.groups_screen_late_refused()}
        </li>
      </ul>
      <MemberAction assignment={assignment} />
    </li>
  )
}

interface AssignForm {
  quizId: string
  /** India's wall clock, as a datetime-local field gives it. */
  opensAt: string
  dueAt: string
  attemptsAllowed: string
  allowLate: boolean
}

/** Words of the server's that concern the quiz chosen, said under that field. */
const quizRefusals = (quizTitle: string): string[] => [
  m.groups_quiz_not_assignable(),
  m.empty_quiz_not_found(),
  m.groups_quiz_paid({ quizTitle }),
]

/**
 * A teacher gives a quiz to the group: one of their own (approved, or private and ready) or a
 * private quiz shared with the group; its opening and due time in IST, attempts, and late attempts.
 */
function AssignQuizForm({ group }: { group: Group }) {
  const groupId = group.group.id
  const queryClient = useQueryClient()
  const own = useQuery(trpc.quizzes.mine.queryOptions({}))
  const choices = new Map<string, string>()
  for (const quiz of own.data?.quizzes ?? [])
    if (!quiz.isPaid && (quiz.status === 'approved' || (quiz.visibility === 'private' && quiz.status === 'pending')))
      choices.set(quiz.id, quiz.title)
  for (const quiz of group.quizzes) choices.set(quiz.id, quiz.title)
  const now = indiaWallClock(new Date()).slice(0, 16)
  const form = useForm<AssignForm>({
    defaultValues: { quizId: '', opensAt: now, dueAt: '', attemptsAllowed: '1', allowLate: false },
  })
  const [errors, setErrors] = useState<Partial<Record<keyof AssignForm | 'form', string>>>({})
  const assign = useMutation(
    trpc.groups.assign.mutationOptions({
      onSuccess: () => {
        notify.success(m.groups_assignment_created())
        form.reset({
          quizId: '',
          opensAt: indiaWallClock(new Date()).slice(0, 16),
          dueAt: '',
          attemptsAllowed: '1',
          allowLate: false,
        })
        void queryClient.invalidateQueries({ queryKey: groupQuery(groupId).queryKey })
      },
      onError: (error, input) => {
        const message = errorMessage(error)
        const found = {
          quizId:
            serverFieldError(error, 'quizId') ??
            (quizRefusals(choices.get(input.quizId) ?? '').includes(message) ? message : undefined),
          opensAt: serverFieldError(error, 'opensAt'),
          dueAt: serverFieldError(error, 'dueAt') ?? (message === m.groups_due_before_open() ? message : undefined),
          attemptsAllowed: serverFieldError(error, 'attemptsAllowed'),
        }
        const placed = Object.values(found).some(Boolean)
        setErrors({ ...found, form: placed ? undefined : message })
      },
    }),
  )
  const moment = (wallClock: string) => (wallClock ? `${wallClock}:00${IST_OFFSET}` : '')
  const submit = form.handleSubmit((values) => {
    if (!values.quizId) return setErrors({ quizId: m.groups_screen_choose_quiz_first() })
    setErrors({})
    assign.mutate({
      groupId,
      quizId: values.quizId,
      opensAt: moment(values.opensAt),
      dueAt: moment(values.dueAt),
      attemptsAllowed: Number(values.attemptsAllowed),
      allowLate: values.allowLate,
    })
  })
  return (
    <Section title={m.groups_screen_assign_title()} icon={ClipboardList}>
      {own.data && choices.size === 0 ? (
        <p className="text-sm text-muted-foreground">{m.groups_screen_no_quiz_to_assign()}</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={m.groups_screen_assign_title()}>
          <FormField id="assign-quiz" label={m.groups_screen_quiz_label()} error={errors.quizId}>
            {(control) => (
              <NativeSelect {...control} {...form.register('quizId')}>
                <NativeSelectOption value="">{m.groups_screen_choose_quiz()}</NativeSelectOption>
                {[...choices].map(([id, title]) => (
                  <NativeSelectOption key={id} value={id}>
                    {title}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="assign-opens" label={m.groups_screen_opens_label()} error={errors.opensAt}>
              {(control) => <Input {...control} type="datetime-local" {...form.register('opensAt')} />}
            </FormField>
            <FormField id="assign-due" label={m.groups_screen_due_label()} error={errors.dueAt}>
              {(control) => <Input {...control} type="datetime-local" {...form.register('dueAt')} />}
            </FormField>
          </div>
          <FormField
            id="assign-attempts"
            label={m.groups_screen_attempts_label()}
            error={errors.attemptsAllowed}
            hint={m.groups_attempts_allowed_range({ most: GROUP_BOUNDS.attemptsAllowedMax })}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={GROUP_BOUNDS.attemptsAllowedMax}
                {...form.register('attemptsAllowed')}
              />
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="allowLate"
              render={({ field }) => (
                <Checkbox
                  id="assign-late"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="assign-late">{m.groups_screen_allow_late()}</Label>
          </div>
          <FieldError id="assign-form" error={errors.form} />
          <Button type="submit" disabled={assign.isPending} className="self-start">
            {m.groups_screen_assign_submit()}
          </Button>
        </form>
      )}
    </Section>
  )
}

/** The members; the owner removes one or names them co-teacher (or member again). */
function MembersSection({ group }: { group: Group }) {
  const groupId = group.group.id
  const isOwner = group.group.role === 'owner'
  const queryClient = useQueryClient()
  const onSuccess = (fresh: Group) => queryClient.setQueryData(groupQuery(groupId).queryKey, fresh)
  const onError = (error: unknown) => notify.error(errorMessage(error))
  const remove = useMutation(trpc.groups.removeMember.mutationOptions({ onSuccess, onError }))
  const setRole = useMutation(trpc.groups.setRole.mutationOptions({ onSuccess, onError }))
  const others = group.members.filter((member) => member.role !== 'owner')
  return (
    <Section title={m.groups_screen_members_title({ count: others.length })} icon={Users}>
      {others.length === 0 && <p className="text-sm text-muted-foreground">{m.groups_screen_no_members()}</p>}
      <ul className="flex flex-col divide-y" aria-label={m.groups_screen_members_title({ count: others.length })}>
        {group.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-2 py-2">
            <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]" {...USER_CONTENT}>
              {member.username}
            </span>
            <Badge variant={member.role === 'member' ? 'secondary' : 'default'}>{roleLabel(member.role)}</Badge>
            {isOwner && member.role !== 'owner' && (
              <>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={setRole.isPending}
                  onClick={() =>
                    setRole.mutate({
                      groupId,
                      userId: member.userId,
                      role: member.role === 'co_teacher' ? 'member' : 'co_teacher',
                    })
                  }
                >
                  {member.role === 'co_teacher' ? m.groups_screen_make_member() : m.groups_screen_make_co_teacher()}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ groupId, userId: member.userId })}
                >
                  <UserMinus aria-hidden="true" /> {m.groups_screen_remove()}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The group's leaderboard: members by their total of best scores; points only. */
function LeaderboardSection({ groupId }: { groupId: string }) {
  const board = useQuery(trpc.groups.leaderboard.queryOptions({ groupId }))
  const entries = board.data?.entries.filter((entry) => entry.submitted > 0) ?? []
  return (
    <Section title={m.groups_screen_leaderboard_title()} icon={Trophy}>
      {!board.data ? (
        <PageLoading />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.groups_screen_leaderboard_empty()}</p>
      ) : (
        <Table aria-label={m.groups_screen_leaderboard_title()}>
          <TableColumns
            labels={[
              m.groups_screen_rank(),
              m.groups_screen_member(),
              m.groups_screen_points(),
              m.groups_screen_done(),
            ]}
          />
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.userId}>
                <TableCell>{entry.rank}</TableCell>
                <TableCell {...USER_CONTENT}>{entry.username}</TableCell>
                <TableCell>{entry.total}</TableCell>
                <TableCell>{entry.submitted}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  )
}

/** A group's page, as its owner, a co-teacher or a member sees it. */
export function GroupPage() {
  const { groupId } = route.useParams()
  const group = useQuery(groupQuery(groupId))
  useDocumentTitle(group.data?.group.name ?? m.groups_screen_title())
  if (!group.data) return <PageLoading />
  const data = group.data
  const isTeacher = data.group.role !== 'member'
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle
        title={data.group.name}
        description={
          <>
            {roleLabel(data.group.role)} · {m.groups_screen_member_count({ count: data.group.memberCount })}
          </>
        }
        actions={
          isTeacher && (
            <Button asChild variant="outline">
              <Link to="/groups/$groupId/gradebook" params={{ groupId }}>
                <Table2 aria-hidden="true" /> {m.groups_screen_gradebook_title()}
              </Link>
            </Button>
          )
        }
      />
      {data.invite && <InviteBox groupId={groupId} groupName={data.group.name} invite={data.invite} />}
      <Section title={m.groups_screen_assignments_title()} icon={ClipboardList}>
        {data.assignments.length === 0 ? (
          <EmptyState icon={ClipboardList} title={m.groups_screen_no_assignments()} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={m.groups_screen_assignments_title()}>
            {data.assignments.map((assignment) => (
              <AssignmentItem key={assignment.id} assignment={assignment} />
            ))}
          </ul>
        )}
      </Section>
      {isTeacher && <AssignQuizForm group={data} />}
      <MembersSection group={data} />
      <LeaderboardSection groupId={groupId} />
    </div>
  )
}
