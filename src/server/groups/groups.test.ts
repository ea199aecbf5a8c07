import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { notifyDeps } from '#server/notifications/service'
import { GROUP_BOUNDS, INVITE_ALPHABET } from '#shared/groups'
import { istMinute } from '#shared/contests'
import { m } from '#shared/i18n'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { remindAssignments } from './service'

/**
 * Groups, invites, private quizzes, assignments and the gradebook (decision 047), over REST and
 * tRPC with mail on, for a guest, a stranger, a member, a co-teacher, the owner and an admin. Times
 * are moved by writing rows against the database's clock, never by faking now().
 */
let smtp: TestSmtpServer
let h: TestHarness
let owner: SignedInUser
let coTeacher: SignedInUser
let member: SignedInUser
let member2: SignedInUser
let stranger: SignedInUser
let admin: SignedInUser
let groupId: string
let inviteCode: string
let publicQuizId: string

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url } })
  owner = await signedInUser(h)
  coTeacher = await signedInUser(h)
  member = await signedInUser(h)
  member2 = await signedInUser(h)
  stranger = await signedInUser(h)
  admin = await signedInUser(h)
  await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
  publicQuizId = (await approvedQuiz(h.db, owner.id, { title: 'Public science quiz', timeLimit: 120 })).id

  const made = await owner.client.post('/api/v1/groups', { name: '  Class 10 B  ' })
  expect(made.status).toBe(201)
  groupId = made.json.data.group.id
  inviteCode = made.json.data.invite.code
  for (const person of [coTeacher, member, member2]) {
    // Typed as people type it: lower case, spaced.
    const typed = `${inviteCode.slice(0, 4).toLowerCase()} ${inviteCode.slice(4)}`
    expect((await person.client.post('/api/v1/groups/join', { code: typed })).status).toBe(200)
  }
  await owner.caller.groups.setRole({ groupId, userId: coTeacher.id, role: 'co_teacher' })
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

/** A tRPC refusal's code and message, or 'ok'. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call()
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

async function refusal(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message }
  }
  throw new Error('expected a refusal')
}

const membersOf = async (id: string) =>
  Number(
    (
      await h.db
        .selectFrom('group_members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  )

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

/** Moves an assignment on the database's clock: opening and due this many seconds from now(). */
async function moveAssignment(assignmentId: string, opensIn: number, dueIn: number) {
  await h.db
    .updateTable('assignments')
    .set({
      opens_at: sql`now() + make_interval(secs => ${opensIn})`,
      due_at: sql`now() + make_interval(secs => ${dueIn})`,
    })
    .where('id', '=', assignmentId)
    .execute()
}

/** A private quiz of the owner's shared with the group, ready to play. */
async function privateQuiz(title: string, groups = [groupId]) {
  return owner.caller.quizzes.create(
    QuizInputSchema.parse({
      title,
      timeLimit: 120,
      questions: SAMPLE_QUESTIONS,
      visibility: 'private',
      groupIds: groups,
    }),
  )
}

/** Plays an attempt started for an assignment: the first `correct` questions right, then submits. */
async function playAssignment(user: SignedInUser, assignmentId: string, correct: number) {
  const started = await user.caller.groups.startAssignment({ assignmentId })
  const view = await user.caller.attempts.start({ quizId: started.quizId })
  expect(view.attemptId).toBe(started.attemptId)
  await user.caller.attempts.submit({
    attemptId: started.attemptId,
    answers: view.questions.slice(0, correct).map((question) => ({
      questionId: question.id,
      selectedOption: SAMPLE_QUESTIONS.find((sample) => sample.question === question.question)!.correctAnswer,
    })),
  })
  const { score } = await h.db
    .selectFrom('attempts')
    .select('score')
    .where('id', '=', started.attemptId)
    .executeTakeFirstOrThrow()
  return { ...started, score: Number(score) }
}

/** Every question of SAMPLE_QUESTIONS answered right: the most an attempt scores. */
const FULL_MARKS = SAMPLE_QUESTIONS.reduce((sum, question) => sum + question.points, 0)

describe('groups and invites', () => {
  it('makes a group with an unguessable code and lists it for its owner and members', async () => {
    expect(inviteCode).toHaveLength(GROUP_BOUNDS.inviteCodeLength)
    expect([...inviteCode].every((letter) => INVITE_ALPHABET.includes(letter))).toBe(true)
    const mine = await owner.client.get('/api/v1/groups')
    expect(mine.json.data.items).toEqual([
      expect.objectContaining({ id: groupId, name: 'Class 10 B', role: 'owner', memberCount: 3 }),
    ])
    expect((await member.client.get('/api/v1/groups')).json.data.items[0]).toMatchObject({
      id: groupId,
      role: 'member',
    })
    expect((await stranger.client.get('/api/v1/groups')).json.data.items).toEqual([])
    const page = await member.caller.groups.get({ groupId })
    expect(page.members.map((person) => person.role)).toEqual(['owner', 'co_teacher', 'member', 'member'])
  })

  it('answers a group by its id to its members, and to anyone else as one that does not exist', async () => {
    const path = `/api/v1/groups/${groupId}`
    expect((await h.client().get(path)).status).toBe(401)
    const strangers = await stranger.client.get(path)
    const unknown = await stranger.client.get(`/api/v1/groups/${crypto.randomUUID()}`)
    expect(strangers.status).toBe(404)
    expect(strangers.json.message).toBe(m.groups_not_found())
    expect(unknown.json.message).toBe(strangers.json.message)
    // Only the owner reads the invite.
    expect((await owner.client.get(path)).json.data.invite.code).toBe(inviteCode)
    for (const person of [member, coTeacher, admin]) {
      const page = await person.client.get(path)
      expect(page.status).toBe(200)
      expect(page.json.data.invite).toBeNull()
    }
  })

  it('refuses a forged code (404), a revoked one and an expired one (410), in words, changing nothing', async () => {
    const { json: made } = await owner.client.post('/api/v1/groups', { name: 'Batch for revoking' })
    const id = made.data.group.id as string
    const first = made.data.invite.code as string
    const forged = await stranger.client.post('/api/v1/groups/join', { code: 'ABCDEFGHJKLM' })
    expect(forged.status).toBe(404)
    expect(forged.json.message).toBe(m.groups_code_unknown())
    const malformed = await stranger.client.post('/api/v1/groups/join', { code: 'short' })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe(m.groups_code_invalid({ length: GROUP_BOUNDS.inviteCodeLength }))

    // Revoking is the owner's alone; a new code replaces the old.
    for (const person of [member, coTeacher, stranger])
      expect((await person.client.delete(`/api/v1/groups/${id}/invite`)).status).toBe(404)
    expect((await admin.client.delete(`/api/v1/groups/${id}/invite`)).status).toBe(403)
    const renewed = await owner.client.delete(`/api/v1/groups/${id}/invite`)
    expect(renewed.status).toBe(200)
    expect(renewed.json.data.code).not.toBe(first)
    const revoked = await stranger.client.post('/api/v1/groups/join', { code: first })
    expect(revoked.status).toBe(410)
    expect(revoked.json.message).toBe(m.groups_code_revoked())
    expect(await membersOf(id)).toBe(0)

    await h.db
      .updateTable('groups')
      .set({ invite_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute()
    const expired = await stranger.client.post('/api/v1/groups/join', { code: renewed.json.data.code })
    expect(expired.status).toBe(410)
    expect(expired.json.message).toBe(m.groups_code_expired())
    expect(await membersOf(id)).toBe(0)
    await owner.caller.groups.delete({ groupId: id })
  })

  it('lets the owner revoke over tRPC with an expiry, and refuses an expiry in the past', async () => {
    const { group } = await owner.caller.groups.create({ name: 'Expiring batch' })
    const past = await refusal(
      owner.caller.groups.renewInvite({ groupId: group.id, inviteExpiresAt: minutesFromNow(-5) }),
    )
    expect(past).toEqual({
      code: 'BAD_REQUEST',
      message: m.groups_expiry_invalid({ days: GROUP_BOUNDS.inviteExpiryMaxDays }),
    })
    const invite = await owner.caller.groups.renewInvite({ groupId: group.id, inviteExpiresAt: minutesFromNow(60) })
    expect(invite.expiresAtIst).toMatch(/ IST$/)
    const joined = await stranger.caller.groups.join({ code: invite.code })
    expect(joined.group.role).toBe('member')
    await owner.caller.groups.delete({ groupId: group.id })
  })

  it('gives each procedure to those it is for: owner, co-teacher, member, stranger, admin', async () => {
    const { group } = await owner.caller.groups.create({ name: 'Access batch' })
    const id = group.id
    const { code } = (await owner.caller.groups.get({ groupId: id })).invite!
    const one = await signedInUser(h)
    const co = await signedInUser(h)
    await one.caller.groups.join({ code })
    await co.caller.groups.join({ code })
    await owner.caller.groups.setRole({ groupId: id, userId: co.id, role: 'co_teacher' })
    const people = { owner, coTeacher: co, member: one, stranger, admin }
    const assignment = {
      groupId: id,
      quizId: publicQuizId,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 1,
    }
    const expected: Record<string, Record<keyof typeof people, string>> = {
      get: { owner: 'ok', coTeacher: 'ok', member: 'ok', stranger: 'NOT_FOUND', admin: 'ok' },
      gradebook: { owner: 'ok', coTeacher: 'ok', member: 'FORBIDDEN', stranger: 'NOT_FOUND', admin: 'ok' },
      leaderboard: { owner: 'ok', coTeacher: 'ok', member: 'ok', stranger: 'NOT_FOUND', admin: 'ok' },
      assign: { owner: 'ok', coTeacher: 'ok', member: 'FORBIDDEN', stranger: 'NOT_FOUND', admin: 'FORBIDDEN' },
      renewInvite: {
        owner: 'ok',
        coTeacher: 'FORBIDDEN',
        member: 'FORBIDDEN',
        stranger: 'NOT_FOUND',
        admin: 'FORBIDDEN',
      },
      setRole: { owner: 'ok', coTeacher: 'FORBIDDEN', member: 'FORBIDDEN', stranger: 'NOT_FOUND', admin: 'FORBIDDEN' },
    }
    const calls: Record<string, (who: SignedInUser) => Promise<unknown>> = {
      get: (who) => who.caller.groups.get({ groupId: id }),
      gradebook: (who) => who.caller.groups.gradebook({ groupId: id }),
      leaderboard: (who) => who.caller.groups.leaderboard({ groupId: id }),
      assign: (who) => who.caller.groups.assign(assignment),
      renewInvite: (who) => who.caller.groups.renewInvite({ groupId: id }),
      setRole: (who) => who.caller.groups.setRole({ groupId: id, userId: one.id, role: 'member' }),
    }
    for (const [name, call] of Object.entries(calls))
      for (const [who, user] of Object.entries(people))
        expect(await outcome(() => call(user)), `${name} by ${who}`).toBe(expected[name]![who as keyof typeof people])

    // REST: the gradebook and a new assignment, for each.
    const restExpected = {
      gradebook: { owner: 200, coTeacher: 200, member: 403, stranger: 404, admin: 200 },
      assignments: { owner: 201, coTeacher: 201, member: 403, stranger: 404, admin: 403 },
    }
    const { groupId: _, ...body } = assignment
    for (const [who, user] of Object.entries(people)) {
      const key = who as keyof typeof people
      expect((await user.client.get(`/api/v1/groups/${id}/gradebook`)).status, who).toBe(restExpected.gradebook[key])
      expect((await user.client.post(`/api/v1/groups/${id}/assignments`, body)).status, who).toBe(
        restExpected.assignments[key],
      )
    }
    // A guest is asked to sign in, everywhere.
    const guest = h.client()
    for (const [method, path] of [
      ['get', '/api/v1/groups'],
      ['post', '/api/v1/groups'],
      ['post', '/api/v1/groups/join'],
      ['get', `/api/v1/groups/${id}`],
      ['delete', `/api/v1/groups/${id}/invite`],
      ['post', `/api/v1/groups/${id}/assignments`],
      ['get', `/api/v1/groups/${id}/gradebook`],
    ] as const)
      expect(
        (await (method === 'get' || method === 'delete' ? guest[method](path) : guest.post(path, {}))).status,
        path,
      ).toBe(401)
    expect(await outcome(() => h.caller().groups.mine())).toBe('UNAUTHORIZED')

    // Members: removed by the owner only; a removed member sees the group no more.
    expect(await outcome(() => co.caller.groups.removeMember({ groupId: id, userId: one.id }))).toBe('FORBIDDEN')
    expect(await outcome(() => admin.caller.groups.removeMember({ groupId: id, userId: one.id }))).toBe('FORBIDDEN')
    await owner.caller.groups.removeMember({ groupId: id, userId: one.id })
    expect(await outcome(() => one.caller.groups.get({ groupId: id }))).toBe('NOT_FOUND')
    expect(await outcome(() => co.caller.groups.delete({ groupId: id }))).toBe('FORBIDDEN')
    await owner.caller.groups.delete({ groupId: id })
    expect(await outcome(() => co.caller.groups.get({ groupId: id }))).toBe('NOT_FOUND')
  })
})

describe('private quizzes', () => {
  it('refuses a paid private quiz, groups on a public quiz, and a group that is not the creator’s, in words', async () => {
    const base = { title: 'Refused', timeLimit: 120, questions: SAMPLE_QUESTIONS }
    const paid = await owner.client.post('/api/v1/quizzes', {
      ...base,
      isPaid: true,
      price: 49,
      visibility: 'private',
      groupIds: [groupId],
    })
    expect(paid.status).toBe(400)
    expect(paid.json.message).toContain(m.groups_private_paid())
    const publicWithGroups = await owner.client.post('/api/v1/quizzes', { ...base, groupIds: [groupId] })
    expect(publicWithGroups.status).toBe(400)
    expect(publicWithGroups.json.message).toContain(m.groups_public_no_groups())
    const notTheirs = await stranger.client.post('/api/v1/quizzes', {
      ...base,
      visibility: 'private',
      groupIds: [groupId],
    })
    expect(notTheirs.status).toBe(404)
    expect(notTheirs.json.message).toBe(m.groups_not_found())
    const titles = await h.db.selectFrom('quizzes').select('title').where('title', '=', 'Refused').execute()
    expect(titles).toEqual([])
  })

  it('is seen and played by the group’s members alone, and is nowhere public', async () => {
    const quiz = await privateQuiz('Secret optics quiz')
    expect(quiz.visibility).toBe('private')
    expect(quiz.status).toBe('pending')
    // Members, co-teachers, the owner and admins see it; a stranger and a guest get the unknown id's answer.
    for (const person of [member, coTeacher, owner, admin])
      expect((await person.caller.quizzes.byId({ id: quiz.id })).quiz.title).toBe('Secret optics quiz')
    expect(await outcome(() => stranger.caller.quizzes.byId({ id: quiz.id }))).toBe('NOT_FOUND')
    expect(await outcome(() => h.caller().quizzes.byId({ id: quiz.id }))).toBe('NOT_FOUND')
    // The public page's call is a guest's: a private quiz is not there.
    expect((await member.client.get(`/api/v1/quizzes/public/${quiz.id}`)).status).toBe(404)
    expect(await outcome(() => stranger.caller.attempts.start({ quizId: quiz.id }))).toBe('NOT_FOUND')

    // A member plays it as any quiz.
    const view = await member.caller.attempts.start({ quizId: quiz.id })
    await member.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })

    // Not in the public list, its search, the admins' review queue, the sitemap, the global leaderboard, nor a link preview.
    const list = await h.caller().quizzes.list({ search: 'Secret optics' })
    expect(list.quizzes.map((item: { id: string }) => item.id)).not.toContain(quiz.id)
    const restList = await h.client().get('/api/v1/quizzes/public?search=Secret%20optics')
    expect(JSON.stringify(restList.json)).not.toContain(quiz.id)
    expect(JSON.stringify(await admin.caller.admin.quizzes.list({ status: 'pending' }))).not.toContain(quiz.id)
    expect(await (await createApp(h.deps).request('/sitemap.xml')).text()).not.toContain(quiz.id)
    const board = await h.caller().attempts.globalLeaderboard({ period: 'all', page: 1 })
    expect(JSON.stringify(board)).not.toContain(member.username)
    const clientDir = mkdtempSync(join(tmpdir(), 'quizdom-groups-'))
    try {
      mkdirSync(join(clientDir, 'assets'))
      writeFileSync(
        join(clientDir, 'index.html'),
        '<!doctype html><html><head><meta name="description" content="" /><title></title></head><body></body></html>',
      )
      const html = await (await createApp(h.deps, { clientDir }).request(`/quiz/${quiz.id}`)).text()
      expect(html).not.toContain('Secret optics quiz')
      expect(html).not.toContain('og:title')
    } finally {
      rmSync(clientDir, { recursive: true, force: true })
    }
    // An admin cannot approve it while it is private: it goes public (and into review) first.
    expect(await outcome(() => admin.caller.admin.quizzes.approve({ id: quiz.id }))).not.toBe('ok')
    expect(
      (await h.db.selectFrom('quizzes').select('status').where('id', '=', quiz.id).executeTakeFirstOrThrow()).status,
    ).toBe('pending')
  })
})

describe('assignments', () => {
  it('refuses a due time before the opening (400, in words) and a paid quiz, writing nothing', async () => {
    const before = await h.db.selectFrom('assignments').select('id').execute()
    const backwards = await owner.client.post(`/api/v1/groups/${groupId}/assignments`, {
      quizId: publicQuizId,
      opensAt: minutesFromNow(120),
      dueAt: minutesFromNow(60),
      attemptsAllowed: 1,
    })
    expect(backwards.status).toBe(400)
    expect(backwards.json.message).toBe(m.groups_due_before_open())
    const zero = await owner.client.post(`/api/v1/groups/${groupId}/assignments`, {
      quizId: publicQuizId,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 0,
    })
    expect(zero.status).toBe(400)
    expect(zero.json.message).toBe(m.groups_attempts_allowed_range({ most: GROUP_BOUNDS.attemptsAllowedMax }))
    const paid = await approvedQuiz(h.db, owner.id, { title: 'Paid', isPaid: true, pricePaise: 4900 })
    const paidRefused = await owner.client.post(`/api/v1/groups/${groupId}/assignments`, {
      quizId: paid.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 1,
    })
    expect(paidRefused.status).toBe(400)
    // Another creator's private quiz is not this group's to assign: as if it were not there.
    const elsewhere = await stranger.caller.groups.create({ name: 'Another class' })
    const theirs = await stranger.caller.quizzes.create(
      QuizInputSchema.parse({
        title: 'Their private quiz',
        timeLimit: 120,
        questions: SAMPLE_QUESTIONS,
        visibility: 'private',
        groupIds: [elsewhere.group.id],
      }),
    )
    const notShared = await owner.client.post(`/api/v1/groups/${groupId}/assignments`, {
      quizId: theirs.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 1,
    })
    expect(notShared.status).toBe(404)
    expect(await h.db.selectFrom('assignments').select('id').execute()).toEqual(before)
  })

  it('holds a member to the opening, the due time and the attempts allowed; late only when allowed, and marked', async () => {
    const quiz = await privateQuiz('Assigned optics quiz')
    const made = await coTeacher.client.post(`/api/v1/groups/${groupId}/assignments`, {
      quizId: quiz.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(24 * 60 * 3),
      attemptsAllowed: 1,
    })
    expect(made.status).toBe(201)
    const assignmentId = made.json.data.id as string
    expect(made.json.data.allowLate).toBe(false)

    const early = await refusal(member.caller.groups.startAssignment({ assignmentId }))
    expect(early.code).toBe('CONFLICT')
    expect(early.message).toBe(m.groups_assignment_not_open({ time: made.json.data.opensAtIst }))
    const startPath = `/api/v1/assignments/${assignmentId}/start`
    const earlyRest = await member.client.post(startPath)
    expect(earlyRest.status).toBe(409)
    expect(earlyRest.json.message).toBe(early.message)
    // Only members do assignments: the owner, a co-teacher and an admin are refused, a stranger and a guest know of none.
    for (const [who, status] of [
      [owner, 403],
      [coTeacher, 403],
      [admin, 403],
      [stranger, 404],
    ] as const)
      expect((await who.client.post(startPath)).status, who.username).toBe(status)
    expect((await h.client().post(startPath)).status).toBe(401)
    expect(await outcome(() => owner.caller.groups.startAssignment({ assignmentId }))).toBe('FORBIDDEN')
    expect(await outcome(() => stranger.caller.groups.startAssignment({ assignmentId }))).toBe('NOT_FOUND')
    expect(
      await h.db
        .selectFrom('assignment_attempts')
        .select('attempt_id')
        .where('assignment_id', '=', assignmentId)
        .execute(),
    ).toEqual([])

    await moveAssignment(assignmentId, -60, 3600)
    const played = await playAssignment(member, assignmentId, 3)
    expect(played.late).toBe(false)
    const again = await refusal(member.caller.groups.startAssignment({ assignmentId }))
    expect(again.message).toBe(m.groups_no_attempts_left({ count: 1 }))

    // Past due: refused while late attempts are not allowed; allowed and marked late once they are.
    await moveAssignment(assignmentId, -7200, -60)
    const due = await h.db
      .selectFrom('assignments')
      .select('due_at')
      .where('id', '=', assignmentId)
      .executeTakeFirstOrThrow()
    const closed = await refusal(member2.caller.groups.startAssignment({ assignmentId }))
    expect(closed.message).toBe(m.groups_assignment_closed({ time: istMinute(due.due_at) }))
    await h.db.updateTable('assignments').set({ allow_late: true }).where('id', '=', assignmentId).execute()
    const startedLate = await member2.client.post(`/api/v1/assignments/${assignmentId}/start`)
    expect(startedLate.status).toBe(200)
    expect(startedLate.json.data.late).toBe(true)
    const late = await playAssignment(member2, assignmentId, 1)
    expect(late).toMatchObject({ attemptId: startedLate.json.data.attemptId, late: true })

    const page = await member2.caller.groups.get({ groupId })
    const mine = page.assignments.find((item) => item.id === assignmentId)!
    expect(mine.phase).toBe('late')
    expect(mine.mine).toMatchObject({ attemptsUsed: 1, submitted: true, bestScore: late.score })
  })

  it('keeps several attempts apart, resumes a running one, and counts the best', async () => {
    const quiz = await approvedQuiz(h.db, owner.id, { title: 'Practice quiz', timeLimit: 120 })
    const { id: assignmentId } = await owner.caller.groups.assign({
      groupId,
      quizId: quiz.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 2,
      allowLate: false,
    })
    await moveAssignment(assignmentId, -60, 3600)
    const first = await member.caller.groups.startAssignment({ assignmentId })
    // Asked again while it runs: the same attempt, not a second one.
    expect((await member.caller.groups.startAssignment({ assignmentId })).attemptId).toBe(first.attemptId)
    await member.caller.attempts.submit({ attemptId: first.attemptId, answers: [] })
    const second = await playAssignment(member, assignmentId, SAMPLE_QUESTIONS.length)
    expect(second.score).toBe(FULL_MARKS)
    expect(await outcome(() => member.caller.groups.startAssignment({ assignmentId }))).toBe('CONFLICT')
    const book = await owner.caller.groups.gradebook({ groupId })
    const column = book.assignments.findIndex((item) => item.id === assignmentId)
    const row = book.rows.find((item) => item.userId === member.id)!
    // The best of a 0 and full marks, whichever came first.
    expect(row.cells[column]).toMatchObject({ state: 'submitted', score: FULL_MARKS, attempts: 2, late: false })
  })
})

describe('the gradebook', () => {
  it('sets every member against every assignment, and downloads as CSV with formulas kept as text', async () => {
    const group = await owner.caller.groups.create({ name: 'Gradebook batch' })
    const id = group.group.id
    const { code } = (await owner.caller.groups.get({ groupId: id })).invite!
    const done = await signedInUser(h)
    const idle = await signedInUser(h)
    await done.caller.groups.join({ code })
    await idle.caller.groups.join({ code })
    const quiz = await approvedQuiz(h.db, owner.id, { title: '=HYPERLINK("x")', timeLimit: 120 })
    const assignment = await owner.caller.groups.assign({
      groupId: id,
      quizId: quiz.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 1,
      allowLate: true,
    })
    await moveAssignment(assignment.id, -120, -60)
    const { score } = await playAssignment(done, assignment.id, 2)
    expect(score).toBeGreaterThan(0)

    const book = await owner.caller.groups.gradebook({ groupId: id })
    expect(book.assignments).toEqual([expect.objectContaining({ id: assignment.id, quizTitle: quiz.title })])
    const byUser = Object.fromEntries(book.rows.map((row) => [row.userId, row]))
    expect(byUser[done.id]!.cells[0]).toMatchObject({ state: 'submitted', score, late: true, attempts: 1 })
    expect(byUser[done.id]!.total).toBe(score)
    expect(byUser[idle.id]!.cells[0]).toMatchObject({ state: 'not_started', score: null, attempts: 0 })
    expect(book.rows).toHaveLength(2)

    const csv = await owner.client.get(`/api/v1/groups/${id}/gradebook?format=csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...lines] = (csv.text as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(header).toContain(`"'=HYPERLINK(""x"")`)
    expect(lines.find((line) => line.startsWith(done.username))).toContain(
      `${score}/${FULL_MARKS} (${m.groups_csv_late()})`,
    )
    expect(lines.find((line) => line.startsWith(idle.username))).toContain(m.groups_csv_not_started())
    expect((await done.client.get(`/api/v1/groups/${id}/gradebook?format=csv`)).status).toBe(403)
    expect((await owner.client.get(`/api/v1/groups/${id}/gradebook?format=pdf`)).status).toBe(400)

    // Per question, over the members' best attempts: the one who did it answered two, the other nothing.
    const stats = await owner.caller.groups.assignmentStatistics({ groupId: id, assignmentId: assignment.id })
    expect(stats.questions).toHaveLength(SAMPLE_QUESTIONS.length)
    expect(stats.questions.map((question) => question.served)).toEqual(SAMPLE_QUESTIONS.map(() => 1))
    expect(stats.questions.reduce((sum, question) => sum + question.correct, 0)).toBe(2)
    const earned = stats.questions.reduce(
      (sum, question, index) => sum + (question.facility ?? 0) * SAMPLE_QUESTIONS[index]!.points,
      0,
    )
    expect(earned).toBeCloseTo(score)
    expect(
      await outcome(() => done.caller.groups.assignmentStatistics({ groupId: id, assignmentId: assignment.id })),
    ).toBe('FORBIDDEN')
    expect(
      await outcome(() => stranger.caller.groups.assignmentStatistics({ groupId: id, assignmentId: assignment.id })),
    ).toBe('NOT_FOUND')

    const board = await done.caller.groups.leaderboard({ groupId: id })
    expect(board.entries.map((entry) => [entry.userId, entry.rank, entry.total])).toEqual([
      [done.id, 1, score],
      [idle.id, 2, 0],
    ])
  })
})

describe('reminders', () => {
  it('reminds each member who has not submitted, once, a day before the due time, with rounds at once', async () => {
    const group = await owner.caller.groups.create({ name: 'Reminder batch' })
    const id = group.group.id
    const { code } = (await owner.caller.groups.get({ groupId: id })).invite!
    const done = await signedInUser(h)
    const waiting = await signedInUser(h)
    await done.caller.groups.join({ code })
    await waiting.caller.groups.join({ code })
    const quiz = await approvedQuiz(h.db, owner.id, { title: 'Reminder quiz', timeLimit: 120 })
    const assignment = await owner.caller.groups.assign({
      groupId: id,
      quizId: quiz.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(24 * 60 * 5),
      attemptsAllowed: 1,
      allowLate: false,
    })
    await moveAssignment(assignment.id, -60, 3 * 86_400)
    await playAssignment(done, assignment.id, 1)
    // Not yet a day before: nothing.
    await remindAssignments(h.db, notifyDeps(h.deps))
    const notices = () =>
      h.db
        .selectFrom('notifications')
        .select(['user_id', 'title', 'body'])
        .where('kind', '=', 'assignment')
        .where('link', '=', `/groups/${id}`)
        .execute()
    expect(await notices()).toEqual([])

    await moveAssignment(assignment.id, -60, 3600)
    await Promise.all([remindAssignments(h.db, notifyDeps(h.deps)), remindAssignments(h.db, notifyDeps(h.deps))])
    await remindAssignments(h.db, notifyDeps(h.deps))
    const told = await notices()
    expect(told.map((notice) => notice.user_id)).toEqual([waiting.id])
    const due = await h.db
      .selectFrom('assignments')
      .select('due_at')
      .where('id', '=', assignment.id)
      .executeTakeFirstOrThrow()
    expect(told[0]!.title).toBe(m.groups_notice_reminder_title())
    expect(told[0]!.body).toBe(
      m.groups_notice_reminder_body({
        quizTitle: 'Reminder quiz',
        groupName: 'Reminder batch',
        time: istMinute(due.due_at),
      }),
    )
    // And by mail, as the member has not turned it off.
    await h.drainMail()
    expect(smtp.to(waiting.email).filter((mail) => mail.subject.startsWith(told[0]!.title))).toHaveLength(1)
    expect(smtp.to(done.email).filter((mail) => mail.subject.startsWith(told[0]!.title))).toHaveLength(0)
  })
})

describe('an account deleted', () => {
  it('takes its owner’s groups with it, and takes a deleted member out of their groups', async () => {
    const leaving = await signedInUser(h)
    const teacher = await signedInUser(h)
    const { group } = await teacher.caller.groups.create({ name: 'Deleted teacher’s class' })
    const { code } = (await teacher.caller.groups.get({ groupId: group.id })).invite!
    await leaving.caller.groups.join({ code })
    await leaving.caller.auth.deleteAccount({ password: leaving.password })
    expect(await membersOf(group.id)).toBe(0)
    await teacher.caller.auth.deleteAccount({ password: teacher.password })
    expect(await h.db.selectFrom('groups').select('id').where('id', '=', group.id).execute()).toEqual([])
  })
})

describe('the gradebook’s kept cells', () => {
  /** Every cell counted afresh from the attempts, as the gradebook once grouped them on each view. */
  const recount = async () =>
    (
      await sql<Record<string, unknown>>`
        select aa.assignment_id, aa.user_id, count(*)::int as attempts,
               (count(*) filter (where a.status = 'in_progress'))::int as running,
               max(a.score) filter (where a.status = 'submitted') as score,
               (array_agg(a.total_possible_score order by a.score desc nulls last, a.submitted_at)
                  filter (where a.status = 'submitted'))[1] as total_possible_score,
               (array_agg(a.submitted_at order by a.score desc nulls last, a.submitted_at)
                  filter (where a.status = 'submitted'))[1] as submitted_at,
               (array_agg(aa.late order by a.score desc nulls last, a.submitted_at)
                  filter (where a.status = 'submitted'))[1] as late
          from assignment_attempts aa join attempts a on a.id = aa.attempt_id
         group by aa.assignment_id, aa.user_id
         order by 1, 2
      `.execute(h.db)
    ).rows
  const kept = async () =>
    (
      await sql<Record<string, unknown>>`
        select assignment_id, user_id, attempts, running, score, total_possible_score, submitted_at, late
          from assignment_results order by 1, 2
      `.execute(h.db)
    ).rows

  it('equal a recount of the attempts after every start and submit above, and after a member and a whole group go', async () => {
    expect((await kept()).length).toBeGreaterThan(0)
    expect(await kept()).toEqual(await recount())

    const teacher = await signedInUser(h)
    const { group } = await teacher.caller.groups.create({ name: 'Kept cells class' })
    const { code } = (await teacher.caller.groups.get({ groupId: group.id })).invite!
    const leaving = await signedInUser(h)
    const staying = await signedInUser(h)
    for (const person of [leaving, staying]) await person.caller.groups.join({ code })
    const quiz = await approvedQuiz(h.db, teacher.id, { title: 'Kept cells quiz', timeLimit: 120 })
    const { id: assignmentId } = await teacher.caller.groups.assign({
      groupId: group.id,
      quizId: quiz.id,
      opensAt: minutesFromNow(60),
      dueAt: minutesFromNow(120),
      attemptsAllowed: 2,
      allowLate: false,
    })
    await moveAssignment(assignmentId, -60, 3600)
    await playAssignment(leaving, assignmentId, 1)
    await leaving.caller.groups.startAssignment({ assignmentId })
    await playAssignment(staying, assignmentId, SAMPLE_QUESTIONS.length)
    const cells = await kept()
    expect(cells.find((cell) => cell.user_id === leaving.id)).toMatchObject({ attempts: 2, running: 1 })
    expect(cells).toEqual(await recount())

    // A member with a finished and a running attempt deletes their account: their cell goes with them.
    await leaving.caller.auth.deleteAccount({ password: leaving.password })
    expect((await kept()).some((cell) => cell.user_id === leaving.id)).toBe(false)
    expect(await kept()).toEqual(await recount())
    // The teacher's account takes the group and its assignment, with every cell of it.
    await teacher.caller.auth.deleteAccount({ password: teacher.password })
    expect((await kept()).some((cell) => cell.assignment_id === assignmentId)).toBe(false)
    expect(await kept()).toEqual(await recount())
  })
})
