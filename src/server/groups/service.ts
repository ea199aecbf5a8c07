import { randomInt } from 'node:crypto'
import { type AttemptView, getAttemptInProgress, startAssignmentAttempt } from '#server/attempts/attempt-service'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { toCsv } from '#server/http/csv'
import type { SessionUser } from '#server/identity/session'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { istMinute } from '#shared/contests'
import { GROUP_BOUNDS, type GroupRole, INVITE_ALPHABET, inviteLink } from '#shared/groups'
import { ASSIGNMENT_NOTICES } from '#shared/notifications'
import { m } from '#shared/i18n'
import { groupNotFound, requireGroupAccess, requireOwner, requireTeacher } from './policy'
import * as repo from './repository'

/**
 * Groups, invites, assignments and the gradebook (decision 047). A group is its owner's; members
 * join by its invite code, which the owner replaces (the old one then answers "revoked") and may
 * let expire. A stranger learns nothing of a group: every call about one they are not in answers as
 * for an id that names none. Nothing here reads or writes money: an assigned quiz is free.
 */

const DAY_MS = 86_400_000

/** Where a group shows in the app: what its notices link to. */
const groupLink = (groupId: string) => `/groups/${groupId}`

/** A new invite code from the system's cryptographic source: 12 of 32 letters, 60 bits. */
function newCode(): string {
  let code = ''
  for (let index = 0; index < GROUP_BOUNDS.inviteCodeLength; index++)
    code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  return code
}

/** A code no group has or had: a clash of 60 random bits is all but impossible, and still checked. */
async function freshCode(trx: DB): Promise<string> {
  for (;;) {
    const code = newCode()
    if (!(await repo.codeTaken(trx, code))) return code
  }
}

/** An invite's expiry as given: a moment ahead of the database's clock, within the bound. */
function readExpiry(value: string | null | undefined, now: Date): Date | null {
  if (!value) return null
  const at = new Date(value)
  const ahead = at.getTime() - now.getTime()
  if (ahead <= 0 || ahead > GROUP_BOUNDS.inviteExpiryMaxDays * DAY_MS)
    throw new AppError('BAD_REQUEST', m.groups_expiry_invalid({ days: GROUP_BOUNDS.inviteExpiryMaxDays }))
  return at
}

function toInvite(row: { invite_code: string; invite_expires_at: Date | null }) {
  return {
    code: row.invite_code,
    link: inviteLink(row.invite_code),
    expiresAt: row.invite_expires_at?.toISOString() ?? null,
    expiresAtIst: row.invite_expires_at ? istMinute(row.invite_expires_at) : null,
  }
}

interface SummaryRow {
  id: string
  name: string
  owner_id: string
  owner_name: string
  member_count: string | number
  created_at: Date
}

function toSummary(row: SummaryRow, role: GroupRole | null) {
  return {
    id: row.id,
    name: row.name,
    owner: { id: row.owner_id, username: row.owner_name },
    // An admin reading a group they are not in reads it as a teacher does.
    role: role ?? ('co_teacher' as const),
    memberCount: Number(row.member_count),
    createdAt: row.created_at.toISOString(),
  }
}

/** The group and the caller's access, or the 404 a stranger gets. */
async function requireGroup(db: DB, user: SessionUser, groupId: string, options: { forUpdate?: boolean } = {}) {
  const row = await repo.findGroup(db, groupId, user.id, options)
  if (!row) throw groupNotFound()
  return { row, access: requireGroupAccess(user, row.role) }
}

/** A new group of the caller's, with its invite code. */
export async function createGroup(
  db: DB,
  user: SessionUser,
  input: { name: string; inviteExpiresAt?: string | null | undefined },
) {
  const id = await db.transaction().execute(async (trx) => {
    // One owner's groups are counted under a lock on their own rows' key, so two creations at once cannot pass the bound.
    await repo.lockOwner(trx, user.id)
    if ((await repo.countOwnedGroups(trx, user.id)) >= GROUP_BOUNDS.groupsPerOwner)
      throw new AppError('CONFLICT', m.groups_too_many({ most: GROUP_BOUNDS.groupsPerOwner }))
    const expiresAt = readExpiry(input.inviteExpiresAt, await repo.dbNow(trx))
    return repo.insertGroup(trx, {
      owner_id: user.id,
      name: input.name,
      invite_code: await freshCode(trx),
      invite_expires_at: expiresAt,
    })
  })
  return getGroup(db, user, id)
}

/** The groups the caller owns or is in, the newest first. */
export async function listMyGroups(db: DB, user: SessionUser) {
  const rows = await repo.listMyGroups(db, user.id)
  return { items: rows.map((row) => toSummary(row, row.role)) }
}

type AssignmentPhase = 'upcoming' | 'open' | 'late' | 'closed'

function phaseOf(row: { opens_at: Date; due_at: Date; allow_late: boolean; db_now: Date }): AssignmentPhase {
  if (row.db_now < row.opens_at) return 'upcoming'
  if (row.db_now < row.due_at) return 'open'
  return row.allow_late ? 'late' : 'closed'
}

function toAssignment(row: repo.AssignmentRow, isMember: boolean) {
  return {
    id: row.id,
    quiz: { id: row.quiz_id, title: row.quiz_title, visibility: row.quiz_visibility },
    opensAt: row.opens_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    opensAtIst: istMinute(row.opens_at),
    dueAtIst: istMinute(row.due_at),
    attemptsAllowed: row.attempts_allowed,
    allowLate: row.allow_late,
    phase: phaseOf(row),
    mine: isMember
      ? {
          attemptsUsed: Number(row.used ?? 0),
          inProgress: row.in_progress === true,
          submitted: row.submitted === true,
          bestScore: row.best_score === null || row.best_score === undefined ? null : Number(row.best_score),
          totalPossibleScore: row.best_total === null || row.best_total === undefined ? null : Number(row.best_total),
        }
      : null,
  }
}

/**
 * A group's page: the group, its invite (the owner's only), its members, its assignments (with a
 * member's own attempts), and the private quizzes shared with it. Members only, else 404.
 */
export async function getGroup(db: DB, user: SessionUser, groupId: string) {
  const { row, access } = await requireGroup(db, user, groupId)
  const [members, assignments, quizzes] = await Promise.all([
    repo.listMembers(db, groupId),
    repo.listAssignments(db, groupId, user.id),
    repo.sharedQuizzes(db, groupId),
  ])
  return {
    group: toSummary(row, access.role),
    invite: access.role === 'owner' ? toInvite(row) : null,
    members: [
      {
        userId: row.owner_id,
        username: row.owner_name,
        role: 'owner' as const,
        joinedAt: row.created_at.toISOString(),
      },
      ...members.map((member) => ({
        userId: member.user_id,
        username: member.username,
        role: member.role,
        joinedAt: member.joined_at.toISOString(),
      })),
    ],
    assignments: assignments.map((assignment) => toAssignment(assignment, access.role === 'member')),
    quizzes,
    serverNow: row.db_now.toISOString(),
  }
}

/**
 * Joins the group whose invite this is. A code that was replaced, or has expired, is refused as
 * gone (410, saying which); one that never was is a 404. The owner is in it already; a member who
 * joins again changes nothing.
 */
export async function joinGroup(db: DB, user: SessionUser, code: string) {
  const groupId = await db.transaction().execute(async (trx) => {
    const group = await repo.findByCode(trx, code)
    if (!group) {
      if (await repo.wasRevoked(trx, code)) throw new AppError('GONE', m.groups_code_revoked())
      throw new AppError('NOT_FOUND', m.groups_code_unknown())
    }
    if (group.invite_expires_at && group.invite_expires_at <= group.db_now)
      throw new AppError('GONE', m.groups_code_expired())
    if (group.owner_id === user.id) throw new AppError('CONFLICT', m.groups_owner_cannot_join())
    if ((await repo.countMembers(trx, group.id)) >= GROUP_BOUNDS.membersPerGroup)
      throw new AppError('CONFLICT', m.groups_full({ most: GROUP_BOUNDS.membersPerGroup }))
    await repo.insertMember(trx, group.id, user.id)
    return group.id
  })
  return getGroup(db, user, groupId)
}

/** A new invite code in place of the old one, which from now on answers "revoked"; with its own expiry. */
export async function renewInvite(
  db: DB,
  user: SessionUser,
  groupId: string,
  input: { inviteExpiresAt?: string | null | undefined } = {},
) {
  return db.transaction().execute(async (trx) => {
    const { row, access } = await requireGroup(trx, user, groupId, { forUpdate: true })
    requireOwner(access)
    const expiresAt = readExpiry(input.inviteExpiresAt, row.db_now)
    const code = await freshCode(trx)
    await repo.replaceCode(trx, groupId, row.invite_code, code, expiresAt)
    return toInvite({ invite_code: code, invite_expires_at: expiresAt })
  })
}

/** The owner removes a member or co-teacher; their attempts stay theirs. */
export async function removeMember(db: DB, user: SessionUser, groupId: string, memberId: string) {
  await db.transaction().execute(async (trx) => {
    const { access } = await requireGroup(trx, user, groupId)
    requireOwner(access)
    if (!(await repo.deleteMember(trx, groupId, memberId))) throw new AppError('NOT_FOUND', m.groups_member_unknown())
  })
  return getGroup(db, user, groupId)
}

/** A member leaves a group of their own accord (its owner deletes it instead). */
export async function leaveGroup(db: DB, user: SessionUser, groupId: string) {
  await db.transaction().execute(async (trx) => {
    const { access } = await requireGroup(trx, user, groupId)
    if (access.role === 'owner') throw new AppError('CONFLICT', m.groups_owner_cannot_join())
    if (!(await repo.deleteMember(trx, groupId, user.id))) throw groupNotFound()
  })
}

/** The owner names a member co-teacher, or makes a co-teacher a member again. */
export async function setRole(
  db: DB,
  user: SessionUser,
  groupId: string,
  memberId: string,
  role: 'member' | 'co_teacher',
) {
  await db.transaction().execute(async (trx) => {
    const { access } = await requireGroup(trx, user, groupId)
    requireOwner(access)
    if (!(await repo.setRole(trx, groupId, memberId, role))) throw new AppError('NOT_FOUND', m.groups_member_unknown())
  })
  return getGroup(db, user, groupId)
}

/** The owner deletes the group, its members' places and its assignments; attempts stay their players'. */
export async function deleteGroup(db: DB, user: SessionUser, groupId: string) {
  await db.transaction().execute(async (trx) => {
    const { access } = await requireGroup(trx, user, groupId, { forUpdate: true })
    requireOwner(access)
    await repo.deleteGroup(trx, groupId)
  })
}

export interface NewAssignment {
  quizId: string
  opensAt: Date
  dueAt: Date
  attemptsAllowed: number
  allowLate: boolean
}

/**
 * The owner or a co-teacher gives a quiz to the group: an approved public quiz, or a private quiz
 * (ready, not a draft) shared with this group. Its due time comes after its opening; a paid quiz is
 * refused, as an assignment is free to its members.
 */
export async function createAssignment(db: DB, user: SessionUser, groupId: string, input: NewAssignment) {
  if (input.dueAt <= input.opensAt) throw new AppError('BAD_REQUEST', m.groups_due_before_open())
  const id = await db.transaction().execute(async (trx) => {
    const { access } = await requireGroup(trx, user, groupId, { forUpdate: true })
    requireTeacher(access, 'assign')
    const quiz = await repo.findQuizToAssign(trx, input.quizId, groupId)
    const assignable =
      quiz &&
      (quiz.status === 'approved' ||
        (quiz.visibility === 'private' && quiz.status === 'pending' && quiz.shared_with_group))
    // A quiz the caller could not assign reads as one that is not there unless it is their own.
    if (!quiz || (!assignable && quiz.creator_id !== user.id)) throw new AppError('NOT_FOUND', m.empty_quiz_not_found())
    if (!assignable) throw new AppError('BAD_REQUEST', m.groups_quiz_not_assignable())
    if (quiz.is_paid) throw new AppError('BAD_REQUEST', m.groups_quiz_paid({ quizTitle: quiz.title }))
    if ((await repo.countAssignments(trx, groupId)) >= GROUP_BOUNDS.assignmentsPerGroup)
      throw new AppError('CONFLICT', m.groups_too_many_assignments({ most: GROUP_BOUNDS.assignmentsPerGroup }))
    return repo.insertAssignment(trx, {
      group_id: groupId,
      quiz_id: quiz.id,
      opens_at: input.opensAt,
      due_at: input.dueAt,
      attempts_allowed: input.attemptsAllowed,
      allow_late: input.allowLate,
    })
  })
  const [row] = await repo.listAssignments(db, groupId, user.id, id)
  return toAssignment(row!, false)
}

/**
 * A member starts an attempt at an assignment, on the database's clock: not before it opens; after
 * the due time only when late attempts are allowed, and then marked late; no more than the attempts
 * it allows. Asked again while one runs, it resumes it. The attempt is then played as any other.
 */
export async function startAssignment(db: DB, user: SessionUser, assignmentId: string) {
  const started = (view: AttemptView, late: boolean) => ({
    attemptId: view.attemptId,
    quizId: view.quizId,
    endsAt: view.endsAt,
    late,
  })
  return db.transaction().execute(async (trx) => {
    const row = await repo.findAssignment(trx, assignmentId, user.id)
    if (!row) throw new AppError('NOT_FOUND', m.groups_assignment_not_found())
    const access = requireGroupAccess(user, row.role)
    if (access.role !== 'member') throw new AppError('FORBIDDEN', m.groups_members_only_start())
    await repo.lockMember(trx, row.group_id, user.id)
    const mine = await repo.memberAttempts(trx, assignmentId, user.id)
    if (mine.running) {
      const current = await getAttemptInProgress(trx, user, mine.running.id)
      if (current.status === 'in_progress') return started(current.attempt, mine.running.late)
    }
    const phase = phaseOf(row)
    if (phase === 'upcoming')
      throw new AppError('CONFLICT', m.groups_assignment_not_open({ time: istMinute(row.opens_at) }))
    if (phase === 'closed') throw new AppError('CONFLICT', m.groups_assignment_closed({ time: istMinute(row.due_at) }))
    if (mine.count >= row.attempts_allowed)
      throw new AppError('CONFLICT', m.groups_no_attempts_left({ count: row.attempts_allowed }))
    // An attempt already running at the quiz, outside the assignment, is not taken for it (refused there).
    const view = await startAssignmentAttempt(trx, user, row.quiz_id)
    const late = phase === 'late'
    await repo.insertAssignmentAttempt(trx, {
      attempt_id: view.attemptId,
      assignment_id: assignmentId,
      user_id: user.id,
      late,
    })
    return started(view, late)
  })
}

/** One gradebook cell: a member's standing on one assignment. */
interface Cell {
  assignmentId: string
  state: 'not_started' | 'in_progress' | 'submitted'
  score: number | null
  totalPossibleScore: number | null
  submittedAt: string | null
  late: boolean
  attempts: number
}

/**
 * Every member against every assignment, in two set-based reads (the columns; the members with
 * their kept cells), whatever the group's size, in one snapshot so a column added meanwhile cannot
 * shift the cells' places. A cell holds the member's best submitted attempt (the highest score; of
 * equal ones the first submitted): with several attempts allowed, the best is what the member has
 * shown they can do, and a later slip does not take it back. A member's total is the sum of their
 * best scores.
 */
async function gradebookData(db: DB, groupId: string) {
  const [columns, members] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => Promise.all([repo.gradebookColumns(trx, groupId), repo.gradebookRows(trx, groupId)]))
  const rows = members.map((member) => {
    const filled: (typeof member.cells)[number][] = []
    for (const cell of member.cells) filled[cell[0]] = cell
    let total = 0
    const cells: Cell[] = columns.map((column, place) => {
      const cell = filled[place]
      if (!cell)
        return {
          assignmentId: column.id,
          state: 'not_started',
          score: null,
          totalPossibleScore: null,
          submittedAt: null,
          late: false,
          attempts: 0,
        }
      const [, attempts, , score, totalPossibleScore, submittedMs, late] = cell
      const submitted = submittedMs !== null
      if (submitted) total += Number(score ?? 0)
      return {
        assignmentId: column.id,
        state: submitted ? 'submitted' : 'in_progress',
        score: submitted ? Number(score ?? 0) : null,
        totalPossibleScore: submitted ? Number(totalPossibleScore) : null,
        submittedAt: submitted ? new Date(Number(submittedMs)).toISOString() : null,
        late: late === true,
        attempts,
      }
    })
    return { userId: member.user_id, username: member.username, total, cells }
  })
  return {
    assignments: columns.map((column) => ({
      id: column.id,
      quizTitle: column.quiz_title,
      dueAt: column.due_at.toISOString(),
      dueAtIst: istMinute(column.due_at),
    })),
    rows,
  }
}

/** The gradebook, for the owner, co-teachers and admins. */
export async function getGradebook(db: DB, user: SessionUser, groupId: string) {
  const { access } = await requireGroup(db, user, groupId)
  requireTeacher(access, 'read')
  return gradebookData(db, groupId)
}

/** A cell as the CSV has it: the score out of the total, "late" beside it; in progress; not started. */
function csvCellText(cell: Cell): string {
  if (cell.state === 'not_started') return m.groups_csv_not_started()
  if (cell.state === 'in_progress') return m.groups_csv_in_progress()
  const score = `${cell.score}/${cell.totalPossibleScore}`
  return cell.late ? `${score} (${m.groups_csv_late()})` : score
}

/** The gradebook as a CSV file (UTF-8 with a byte-order mark, formulas kept as text), for the same readers. */
export async function gradebookCsv(db: DB, user: SessionUser, groupId: string) {
  const book = await getGradebook(db, user, groupId)
  const header = [
    m.groups_csv_member(),
    ...book.assignments.flatMap((column) => [
      `${column.quizTitle} (${column.dueAtIst})`,
      `${column.quizTitle}: ${m.groups_csv_submitted_at()}`,
    ]),
    m.groups_csv_total(),
  ]
  const rows = book.rows.map((row) => [
    row.username,
    ...row.cells.flatMap((cell) => [csvCellText(cell), cell.submittedAt ? istMinute(cell.submittedAt) : '']),
    row.total,
  ])
  return { filename: `gradebook-${groupId}.csv`, content: `\uFEFF${toCsv(header, rows)}` }
}

/**
 * The group's leaderboard, for everyone in it: members by their total of best scores over the
 * group's assignments, then by name; ties share a place. Points only: no money anywhere.
 */
export async function groupLeaderboard(db: DB, user: SessionUser, groupId: string) {
  await requireGroup(db, user, groupId)
  const book = await gradebookData(db, groupId)
  const sorted = book.rows
    .map((row) => ({
      userId: row.userId,
      username: row.username,
      total: row.total,
      submitted: row.cells.filter((cell) => cell.state === 'submitted').length,
    }))
    .sort((a, b) => b.total - a.total || a.username.localeCompare(b.username))
  let place = 0
  return {
    assignments: book.assignments.length,
    entries: sorted.map((entry, index) => {
      if (index === 0 || sorted[index - 1]!.total !== entry.total) place = index + 1
      return { rank: place, ...entry }
    }),
  }
}

/**
 * Per-question statistics of one assignment for the group, for its teachers: over each member's
 * best submitted attempt (the gradebook's), each question's facility (the share of its points
 * earned), how many answered it and how many got it wholly right.
 */
export async function assignmentStatistics(db: DB, user: SessionUser, groupId: string, assignmentId: string) {
  const { access } = await requireGroup(db, user, groupId)
  requireTeacher(access, 'read')
  const [assignment] = await repo.listAssignments(db, groupId, user.id, assignmentId)
  if (!assignment) throw new AppError('NOT_FOUND', m.groups_assignment_not_found())
  const rows = await repo.assignmentQuestionStats(db, groupId, assignmentId)
  return {
    assignmentId,
    quizTitle: assignment.quiz_title,
    questions: rows.map((row) => {
      const possible = Number(row.possible)
      return {
        questionId: row.question_id,
        text: row.text,
        served: Number(row.served),
        answered: Number(row.answered),
        correct: Number(row.correct),
        /** The share of the question's points the members earned, 0 to 1; null when it is worth none. */
        facility: possible > 0 ? Math.round((Number(row.earned) / possible) * 1000) / 1000 : null,
      }
    }),
  }
}

/** How many assignments one round reminds of, per transaction. */
const ROUND_BATCH = 20

/**
 * Reminds each member who has not submitted an assignment, a day before it is due (in the app, and
 * by mail as they chose), once: the assignment is marked reminded in the same transaction as the
 * notices. Returns how many assignments were reminded of.
 */
export async function remindAssignments(db: DB, deps: NotifyDeps): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await repo.claimDueReminders(trx, GROUP_BOUNDS.reminderHours, ROUND_BATCH)
    for (const assignment of due) {
      // One already due while no instance ran has nothing left to remind of.
      if (!assignment.still_due) continue
      for (const userId of await repo.membersNotSubmitted(trx, assignment.id, assignment.group_id)) {
        await notify(trx, deps, {
          userId,
          kind: 'assignment',
          ...ASSIGNMENT_NOTICES.reminder(assignment.quiz_title, assignment.group_name, assignment.due_at),
          link: groupLink(assignment.group_id),
        })
      }
    }
    return due.length
  })
}
