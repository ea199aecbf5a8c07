import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import type { GroupRole } from '#shared/groups'

/** The viewer's part in a group: owner, co-teacher, member, or null. */
function roleOf(viewerId: string) {
  return sql<GroupRole | null>`case when groups.owner_id = ${viewerId}::uuid then 'owner'
    else (select gm.role from group_members gm where gm.group_id = groups.id and gm.user_id = ${viewerId}::uuid) end`
}

const memberCount = sql<string>`(select count(*) from group_members gm where gm.group_id = groups.id)::int8`

/** A group with its owner's name, its size, the viewer's role and the database's clock. */
export function findGroup(db: DB, groupId: string, viewerId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('groups')
    .innerJoin('users', 'users.id', 'groups.owner_id')
    .select([
      'groups.id',
      'groups.name',
      'groups.owner_id',
      'groups.invite_code',
      'groups.invite_expires_at',
      'groups.created_at',
      'users.username as owner_name',
      memberCount.as('member_count'),
      roleOf(viewerId).as('role'),
      sql<Date>`now()`.as('db_now'),
    ])
    .where('groups.id', '=', groupId)
  if (options.forUpdate) query = query.forUpdate('groups')
  return query.executeTakeFirst()
}

/** The groups a person owns or is in, the newest first. */
export function listMyGroups(db: DB, userId: string) {
  return db
    .selectFrom('groups')
    .innerJoin('users', 'users.id', 'groups.owner_id')
    .leftJoin('group_members', (join) =>
      join.onRef('group_members.group_id', '=', 'groups.id').on('group_members.user_id', '=', userId),
    )
    .select([
      'groups.id',
      'groups.name',
      'groups.owner_id',
      'groups.created_at',
      'users.username as owner_name',
      memberCount.as('member_count'),
      roleOf(userId).as('role'),
    ])
    .where((eb) => eb.or([eb('groups.owner_id', '=', userId), eb('group_members.user_id', '=', userId)]))
    .orderBy('groups.created_at', 'desc')
    .orderBy('groups.id', 'desc')
    .execute()
}

/** Locks the person's user row: their groups are counted one creation after another. */
export async function lockOwner(trx: DB, userId: string) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
}

export async function dbNow(db: DB): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db)
  return rows[0]!.now
}

export async function countOwnedGroups(db: DB, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertGroup(
  trx: DB,
  values: { owner_id: string; name: string; invite_code: string; invite_expires_at: Date | null },
): Promise<string> {
  const { id } = await trx.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function deleteGroup(trx: DB, groupId: string) {
  await trx.deleteFrom('groups').where('id', '=', groupId).execute()
}

/** The group whose current code this is, locked so its size is counted once per join. */
export function findByCode(trx: DB, code: string) {
  return trx
    .selectFrom('groups')
    .select(['id', 'owner_id', 'invite_expires_at', sql<Date>`now()`.as('db_now')])
    .where('invite_code', '=', code)
    .forUpdate()
    .executeTakeFirst()
}

/** Whether a code was one of a group's, since replaced: a join with it is told it was revoked. */
export async function wasRevoked(db: DB, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('group_old_codes').select('code').where('code', '=', code).executeTakeFirst()) !== undefined
  )
}

/** Replaces a group's code: the old one is kept as revoked. */
export async function replaceCode(trx: DB, groupId: string, oldCode: string, newCode: string, expiresAt: Date | null) {
  await trx.insertInto('group_old_codes').values({ code: oldCode, group_id: groupId }).execute()
  await trx
    .updateTable('groups')
    .set({ invite_code: newCode, invite_expires_at: expiresAt })
    .where('id', '=', groupId)
    .execute()
}

/** Whether a code is taken, now or before (a revoked code never comes back). */
export async function codeTaken(db: DB, code: string): Promise<boolean> {
  const row = await sql<{ taken: boolean }>`
    select exists (select 1 from groups where invite_code = ${code})
        or exists (select 1 from group_old_codes where code = ${code}) as taken
  `.execute(db)
  return row.rows[0]?.taken ?? false
}

export async function countMembers(db: DB, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Adds a member; joining again changes nothing (a co-teacher stays one). */
export async function insertMember(trx: DB, groupId: string, userId: string) {
  await trx
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute()
}

/** Removes a member: true when they were one. Their attempts stay theirs; the gradebook no longer lists them. */
export async function deleteMember(trx: DB, groupId: string, userId: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function setRole(trx: DB, groupId: string, userId: string, role: 'member' | 'co_teacher') {
  const result = await trx
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Everyone in the group but its owner, co-teachers first, then by name. */
export function listMembers(db: DB, groupId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['group_members.user_id', 'group_members.role', 'group_members.joined_at', 'users.username'])
    .where('group_members.group_id', '=', groupId)
    .orderBy(sql`group_members.role = 'co_teacher'`, 'desc')
    .orderBy('users.username')
    .orderBy('group_members.user_id')
    .execute()
}

/** The private quizzes shared with the group that its members may play (not drafts). */
export function sharedQuizzes(db: DB, groupId: string) {
  return db
    .selectFrom('quiz_groups')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_groups.quiz_id')
    .select(['quizzes.id', 'quizzes.title'])
    .where('quiz_groups.group_id', '=', groupId)
    .where('quizzes.visibility', '=', 'private')
    .where('quizzes.status', '!=', 'draft')
    .orderBy('quizzes.title')
    .orderBy('quizzes.id')
    .execute()
}

/** What giving a quiz to a group needs of it: who made it, where it stands, and whether it is shared with the group. */
export function findQuizToAssign(db: DB, quizId: string, groupId: string) {
  return db
    .selectFrom('quizzes')
    .select([
      'id',
      'title',
      'creator_id',
      'status',
      'visibility',
      'is_paid',
      sql<boolean>`exists (select 1 from quiz_groups qg where qg.quiz_id = quizzes.id and qg.group_id = ${groupId}::uuid)`.as(
        'shared_with_group',
      ),
    ])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

export async function countAssignments(db: DB, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertAssignment(
  trx: DB,
  values: {
    group_id: string
    quiz_id: string
    opens_at: Date
    due_at: Date
    attempts_allowed: number
    allow_late: boolean
  },
): Promise<string> {
  const { id } = await trx.insertInto('assignments').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

/**
 * A group's assignments, the soonest due first, each with its quiz and the viewer's own attempts at
 * it (how many, one running, one submitted, the best score), and the database's clock.
 */
export function listAssignments(db: DB, groupId: string, viewerId: string, assignmentId?: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('quizzes', 'quizzes.id', 'assignments.quiz_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('assignment_attempts as aa')
          .innerJoin('attempts as a', 'a.id', 'aa.attempt_id')
          .select([
            sql<string>`count(*)::int8`.as('used'),
            sql<boolean>`coalesce(bool_or(a.status = 'in_progress'), false)`.as('in_progress'),
            sql<boolean>`coalesce(bool_or(a.status = 'submitted'), false)`.as('submitted'),
            sql<number | null>`max(a.score) filter (where a.status = 'submitted')`.as('best_score'),
            sql<number | null>`max(a.total_possible_score) filter (where a.status = 'submitted')`.as('best_total'),
          ])
          .whereRef('aa.assignment_id', '=', 'assignments.id')
          .where('aa.user_id', '=', viewerId)
          .as('mine'),
      (join) => join.onTrue(),
    )
    .select([
      'assignments.id',
      'assignments.quiz_id',
      'assignments.opens_at',
      'assignments.due_at',
      'assignments.attempts_allowed',
      'assignments.allow_late',
      'quizzes.title as quiz_title',
      'quizzes.visibility as quiz_visibility',
      'mine.used',
      'mine.in_progress',
      'mine.submitted',
      'mine.best_score',
      'mine.best_total',
      sql<Date>`now()`.as('db_now'),
    ])
    .where('assignments.group_id', '=', groupId)
    .$if(assignmentId !== undefined, (query) => query.where('assignments.id', '=', assignmentId!))
    .orderBy('assignments.due_at')
    .orderBy('assignments.id')
    .execute()
}
export type AssignmentRow = Awaited<ReturnType<typeof listAssignments>>[number]

/** An assignment with its group and the caller's role in it, and the database's clock. */
export function findAssignment(db: DB, assignmentId: string, viewerId: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('groups', 'groups.id', 'assignments.group_id')
    .select([
      'assignments.id',
      'assignments.group_id',
      'assignments.quiz_id',
      'assignments.opens_at',
      'assignments.due_at',
      'assignments.attempts_allowed',
      'assignments.allow_late',
      roleOf(viewerId).as('role'),
      sql<Date>`now()`.as('db_now'),
    ])
    .where('assignments.id', '=', assignmentId)
    .executeTakeFirst()
}

/** Locks a member's row, so two starts of theirs in the group count their attempts one after the other. */
export async function lockMember(trx: DB, groupId: string, userId: string) {
  await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .forUpdate()
    .execute()
}

/** A member's attempts at an assignment: how many, and the one still running if any. */
export async function memberAttempts(db: DB, assignmentId: string, userId: string) {
  const rows = await db
    .selectFrom('assignment_attempts as aa')
    .innerJoin('attempts as a', 'a.id', 'aa.attempt_id')
    .select(['a.id', 'a.status', 'aa.late'])
    .where('aa.assignment_id', '=', assignmentId)
    .where('aa.user_id', '=', userId)
    .execute()
  return { count: rows.length, running: rows.find((row) => row.status === 'in_progress') }
}

export async function insertAssignmentAttempt(
  trx: DB,
  values: { attempt_id: string; assignment_id: string; user_id: string; late: boolean },
) {
  await trx.insertInto('assignment_attempts').values(values).execute()
}

/** The gradebook's columns: a group's assignments with their quizzes' titles, the soonest due first. */
export function gradebookColumns(db: DB, groupId: string) {
  return db
    .selectFrom('assignments')
    .innerJoin('quizzes', 'quizzes.id', 'assignments.quiz_id')
    .select(['assignments.id', 'assignments.due_at', 'quizzes.title as quiz_title'])
    .where('assignments.group_id', '=', groupId)
    .orderBy('assignments.due_at')
    .orderBy('assignments.id')
    .execute()
}

/**
 * The gradebook's rows: the group's members (not its teachers) by name, each with the cells they
 * have filled, read from assignment_results (kept by triggers, db/functions/assignment_results_refresh.sql)
 * rather than grouped from every attempt of the group. A member's cells come as one JSON array of
 * [column, attempts, running, score, total, submitted at (ms), late], the column being the
 * assignment's place in gradebookColumns' order: 25 000 cells parse as 500 values, not 25 000
 * rows. A cell with no attempt is not there: "not started". Read in the snapshot of the columns
 * (see gradebookData), so the places match.
 */
export async function gradebookRows(db: DB, groupId: string) {
  const { rows } = await sql<{
    user_id: string
    username: string
    cells: [number, number, number, number | null, number | null, number | null, boolean | null][]
  }>`
    with columns as (
      select s.id, (row_number() over (order by s.due_at, s.id) - 1)::int as place
        from assignments s
       where s.group_id = ${groupId}::uuid
    ), filled as (
      select r.user_id,
             json_agg(json_build_array(c.place, r.attempts, r.running, r.score, r.total_possible_score,
                                       floor(extract(epoch from r.submitted_at) * 1000)::int8, r.late)) as cells
        from columns c
        join assignment_results r on r.assignment_id = c.id
       group by r.user_id
    )
    select gm.user_id, u.username, coalesce(filled.cells, '[]'::json) as cells
      from group_members gm
      join users u on u.id = gm.user_id
      left join filled on filled.user_id = gm.user_id
     where gm.group_id = ${groupId}::uuid and gm.role = 'member'
     order by u.username, gm.user_id
  `.execute(db)
  return rows
}

/**
 * Per question, over each member's best submitted attempt at one assignment of the group: how many
 * were served it, answered it, got it wholly right, and the points earned of those possible. Read
 * from the attempts' own copies of the questions and `scored_answers` (the one judge of an answer),
 * in the quiz's order where the question is still in it.
 */
export async function assignmentQuestionStats(db: DB, groupId: string, assignmentId: string) {
  const { rows } = await sql<{
    question_id: string
    text: string
    served: string
    answered: string
    correct: string
    earned: string
    possible: string
  }>`
    with best as (
      select distinct on (aa.user_id) a.id, a.questions, a.deadline_at
        from assignment_attempts aa
        join attempts a on a.id = aa.attempt_id
        join group_members gm on gm.group_id = ${groupId}::uuid and gm.user_id = aa.user_id and gm.role = 'member'
       where aa.assignment_id = ${assignmentId}::uuid and a.status = 'submitted'
       order by aa.user_id, a.score desc nulls last, a.submitted_at, a.id
    ),
    served as (
      select b.id, q.value ->> 'questionId' as question_id, q.value ->> 'question' as text,
             coalesce((q.value ->> 'points')::numeric, 0) as points
        from best b cross join lateral jsonb_array_elements(b.questions) as q (value)
    ),
    answered as (
      select b.id, s.question_id, s.is_correct, s.earned
        from best b cross join lateral scored_answers(b.id, b.questions, b.deadline_at) as s
    )
    select sv.question_id, min(sv.text) as text, count(*)::int8 as served,
           count(an.question_id)::int8 as answered,
           count(*) filter (where an.is_correct)::int8 as correct,
           coalesce(sum(an.earned), 0)::text as earned, sum(sv.points)::text as possible
      from served sv
      left join answered an on an.id = sv.id and an.question_id = sv.question_id
      left join questions qn on qn.id::text = sv.question_id
     group by sv.question_id, qn.position
     order by qn.position nulls last, sv.question_id
  `.execute(db)
  return rows
}

/**
 * Claims assignments due within the reminder's lead and marks them reminded in the caller's
 * transaction: skip locked lets each instance take different ones, and a rollback leaves them for
 * the next round. Returns each with its group and quiz.
 */
export async function claimDueReminders(trx: DB, hours: number, limit: number) {
  const { rows } = await sql<{
    id: string
    due_at: Date
    group_name: string
    quiz_title: string
    group_id: string
    still_due: boolean
  }>`
    with due as (
      select id from assignments
      where reminded_at is null and due_at <= now() + make_interval(hours => ${hours})
        and opens_at <= now()
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update assignments s set reminded_at = now()
    from due, groups g, quizzes q
    where s.id = due.id and g.id = s.group_id and q.id = s.quiz_id
    returning s.id, s.due_at, s.group_id, g.name as group_name, q.title as quiz_title, s.due_at > now() as still_due
  `.execute(trx)
  return rows
}

/** The members of an assignment's group who have not submitted an attempt at it. */
export async function membersNotSubmitted(db: DB, assignmentId: string, groupId: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    select gm.user_id from group_members gm
    where gm.group_id = ${groupId}::uuid and gm.role = 'member'
      and not exists (
        select 1 from assignment_attempts aa join attempts a on a.id = aa.attempt_id
        where aa.assignment_id = ${assignmentId}::uuid and aa.user_id = gm.user_id and a.status = 'submitted')
  `.execute(db)
  return rows.map((row) => row.user_id)
}
