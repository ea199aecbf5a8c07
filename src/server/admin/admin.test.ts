import { accountDeps } from '#server/auth/account-service'
import { SelectQueryNode, sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LIMITS, ADMIN_MESSAGES, SYSTEM_ACTORS } from '#shared/admin'
import { PLAUSIBLE_MS_PER_QUESTION } from '#shared/constants'
import { hashPassword } from '#server/auth/password'
import { login } from '#server/auth/service'
import { approvedQuiz, ageAttempt, signedInUser } from '#server/testing/fixtures'
import { createApp } from '#server/app'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { checkLedger } from '#server/wallet/ledger-check'
import * as wallet from '#server/wallet/service'
import { parseAdminArgs, runAdminCommand } from '../../../scripts/admin'
import { csvCell, toCsv } from '#server/http/csv'
import * as repo from './repository'
import * as admin from './service'
import { notifyDeps } from '#server/notifications/service'
import { m } from '#shared/i18n'

let h: TestHarness
let root: Awaited<ReturnType<typeof signedInUser>>
let other: Awaited<ReturnType<typeof signedInUser>>
const ROOT_EMAIL = 'console-root@example.com'
const OTHER_EMAIL = 'console-other@example.com'
const LATE_EMAIL = 'console-late@example.com'

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: `${ROOT_EMAIL},${OTHER_EMAIL},${LATE_EMAIL}` } })
  root = await signedInUser(h, { username: 'console_root', email: ROOT_EMAIL })
  other = await signedInUser(h, { username: 'console_other', email: OTHER_EMAIL })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
})
afterAll(() => h.close())

let keys = 0
const newKey = () => `console-${Date.now().toString(36)}-${++keys}`

/** The audit records about one target, oldest first. */
async function auditOf(targetId: string) {
  const { entries } = await admin.listAuditLog(h.db, { targetId, limit: 100, offset: 0 })
  return entries.reverse()
}

/** A minimal RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += char
  }
  return rows
}

describe('the audit log', () => {
  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const player = await signedInUser(h)
    await wallet.adjust(h.db, root.id, {
      userId: player.id,
      type: 'bonus',
      amountPaise: 100,
      reason: 'Hello',
      idempotencyKey: newKey(),
    })
    const [entry] = await auditOf(player.id)
    expect(entry).toMatchObject({ action: 'wallet.adjust', actor: root.username, actorId: root.id })
    await expect(
      sql`update admin_audit_log set actor = 'someone else' where id = ${entry!.id}`.execute(h.db),
    ).rejects.toThrow(/append-only/)
    await expect(sql`delete from admin_audit_log where id = ${entry!.id}`.execute(h.db)).rejects.toThrow(/append-only/)
    await expect(sql`truncate admin_audit_log`.execute(h.db)).rejects.toThrow(/append-only/)
    expect(await auditOf(player.id)).toHaveLength(1)
  })

  it('records quiz reviews, unpublishing, money decisions and adjustments with who, what, before and after', async () => {
    const creator = await signedInUser(h)
    const pending = await creator.caller.quizzes.create({ title: 'To review', timeLimit: 60, questions: [question()] })
    await root.caller.admin.quizzes.approve({ id: pending.id })
    await root.caller.admin.quizzes.unpublish({ id: pending.id, reason: 'Answers are wrong' })
    const rejected = await creator.caller.quizzes.create({ title: 'To reject', timeLimit: 60, questions: [question()] })
    await other.caller.admin.quizzes.reject({ id: rejected.id, reason: 'Too short' })

    const payment = await wallet.requestAddFunds(h.db, creator.id, { amountPaise: 50_000, paymentMethod: 'upi' })
    await root.caller.admin.wallet.approve({ id: payment.id })
    const payout = await wallet.requestWithdrawal(
      h.db,
      creator.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'c@upi',
      },
      { isMailOn: false },
    )
    await root.caller.admin.wallet.approve({ id: payout.id, payoutReference: 'UTR77' })
    const refused = await wallet.requestWithdrawal(
      h.db,
      creator.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'c@upi',
      },
      { isMailOn: false },
    )
    await other.caller.admin.wallet.reject({ id: refused.id, reason: 'Name mismatch' })
    await root.caller.admin.wallet.adjust({
      user: creator.email,
      type: 'penalty',
      amountPaise: 5000,
      reason: 'Spam',
      idempotencyKey: newKey(),
    })

    expect(await auditOf(pending.id)).toMatchObject([
      {
        action: 'quiz.approve',
        actor: root.username,
        targetType: 'quiz',
        before: { status: 'pending', title: 'To review' },
        after: { status: 'approved' },
      },
      {
        action: 'quiz.unpublish',
        actor: root.username,
        before: { status: 'approved' },
        after: { status: 'rejected', rejectionReason: 'Answers are wrong' },
      },
    ])
    expect(await auditOf(rejected.id)).toMatchObject([
      { action: 'quiz.reject', actor: other.username, after: { rejectionReason: 'Too short' } },
    ])
    expect(await auditOf(payment.id)).toMatchObject([
      {
        action: 'transaction.approve',
        targetType: 'transaction',
        before: { status: 'pending', amountPaise: 50_000 },
        after: { status: 'completed' },
      },
    ])
    expect(await auditOf(payout.id)).toMatchObject([
      { action: 'transaction.payout', after: { status: 'completed', payoutReference: 'UTR77' } },
    ])
    expect(await auditOf(refused.id)).toMatchObject([
      {
        action: 'transaction.reject',
        actor: other.username,
        after: { status: 'failed', reasonForRejection: 'Name mismatch' },
      },
    ])
    // 500 added, 100 paid out, 100 held and released: 400 before the penalty.
    expect(await auditOf(creator.id)).toMatchObject([
      {
        action: 'wallet.adjust',
        targetType: 'user',
        before: { balancePaise: 40_000 },
        after: { balancePaise: 35_000, type: 'penalty', amountPaise: 5000 },
      },
    ])
  })

  it('names the users and quizzes its records point to by id, as they are now, for the console to show', async () => {
    const creator = await signedInUser(h)
    const quiz = await creator.caller.quizzes.create({
      title: 'Named in the log',
      timeLimit: 60,
      questions: [question()],
    })
    await root.caller.admin.quizzes.approve({ id: quiz.id })
    const payment = await wallet.requestAddFunds(h.db, creator.id, { amountPaise: 50_000, paymentMethod: 'upi' })
    await root.caller.admin.wallet.approve({ id: payment.id })

    // The quiz as its target; the user as the transaction's `userId`; a target with no name (the transaction) has none.
    for (const targetId of [quiz.id, payment.id]) {
      const page = await root.caller.admin.audit.list({ targetId, limit: 10, offset: 0 })
      expect(page.entries).toHaveLength(1)
      expect(page).toMatchObject(
        targetId === quiz.id
          ? { quizTitles: { [quiz.id]: 'Named in the log' }, usernames: {} }
          : { quizTitles: {}, usernames: { [creator.id]: creator.username } },
      )
    }
    // Renamed since: the log shows the name it has now.
    await h.db.updateTable('quizzes').set({ title: 'Renamed' }).where('id', '=', quiz.id).execute()
    const renamed = await root.caller.admin.audit.list({ targetId: quiz.id, limit: 10, offset: 0 })
    expect(renamed.quizTitles).toEqual({ [quiz.id]: 'Renamed' })
  })

  it('is written in the same transaction as the action: when the record cannot be written, the action is undone', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Stays up' })
    const player = await signedInUser(h)
    // The database refuses this one kind of record: no mock, the real insert fails.
    await sql`create function refuse_unpublish_record() returns trigger language plpgsql as $$
      begin raise exception 'audit storage unavailable'; end $$`.execute(h.db)
    await sql`create trigger refuse_unpublish_record before insert on admin_audit_log for each row
      when (new.action in ('quiz.unpublish', 'wallet.adjust')) execute function refuse_unpublish_record()`.execute(h.db)
    try {
      await expect(admin.listAuditLog(h.db, { limit: 1, offset: 0 })).resolves.toBeDefined()
      await expect(root.caller.admin.quizzes.unpublish({ id: quiz.id, reason: 'Bad' })).rejects.toBeDefined()
      await expect(
        wallet.adjust(h.db, root.id, {
          userId: player.id,
          type: 'bonus',
          amountPaise: 100,
          reason: 'x',
          idempotencyKey: newKey(),
        }),
      ).rejects.toThrow(/audit storage unavailable/)
    } finally {
      await sql`drop trigger refuse_unpublish_record on admin_audit_log`.execute(h.db)
      await sql`drop function refuse_unpublish_record()`.execute(h.db)
    }
    expect((await creator.caller.quizzes.byId({ id: quiz.id })).quiz.status).toBe('approved')
    expect((await wallet.getWalletSummary(h.db, player.id)).balancePaise).toBe(0)
    expect(await wallet.listTransactions(h.db, player.id, { limit: 5, offset: 0 })).toEqual([])
  })

  it('records no action that did not happen (a second approval, a refused adjustment)', async () => {
    const creator = await signedInUser(h)
    const payment = await wallet.requestAddFunds(h.db, creator.id, { amountPaise: 1000, paymentMethod: 'upi' })
    await Promise.allSettled(
      Array.from({ length: 5 }, () => wallet.approveTransaction(h.db, notifyDeps(h.deps), root.id, payment.id)),
    )
    expect(await auditOf(payment.id)).toHaveLength(1)
    await expect(
      wallet.adjust(h.db, root.id, {
        userId: creator.id,
        type: 'penalty',
        amountPaise: 5000,
        reason: 'More than they have',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE' })
    expect((await auditOf(creator.id)).filter((entry) => entry.action === 'wallet.adjust')).toEqual([])
  })

  it('records role changes: ADMIN_EMAILS at signup and at login, and the admin command', async () => {
    const listed = await signedInUser(h, { email: LATE_EMAIL })
    expect(await auditOf(listed.id)).toMatchObject([
      {
        action: 'role.grant',
        actorId: null,
        actor: SYSTEM_ACTORS.adminEmailsSignup,
        before: { role: 'user' },
        after: { role: 'admin' },
      },
    ])

    // A listed address whose account was made as a user (before the list named it): promoted at login.
    const early = newUser({ email: 'console-early@example.com' })
    const { id: earlyId } = await h.db
      .insertInto('users')
      .values({ username: early.username, email: early.email, password_hash: await hashPassword(early.password) })
      .returning('id')
      .executeTakeFirstOrThrow()
    // As after a restart with the address added to ADMIN_EMAILS: the first login promotes, the second finds an admin.
    const deps = { ...accountDeps(h.deps), adminEmails: [early.email] }
    for (let i = 0; i < 2; i++) await login(h.db, { email: early.email, password: early.password }, deps)
    expect(await auditOf(earlyId)).toMatchObject([{ action: 'role.grant', actor: SYSTEM_ACTORS.adminEmailsLogin }])

    const plain = await signedInUser(h)
    await runAdminCommand(h.db, parseAdminArgs(['grant', plain.email]))
    await runAdminCommand(h.db, parseAdminArgs(['grant', plain.email]))
    await runAdminCommand(h.db, parseAdminArgs(['revoke', plain.email]))
    expect(await auditOf(plain.id)).toMatchObject([
      { action: 'role.grant', actor: SYSTEM_ACTORS.adminCommand, after: { role: 'admin' } },
      { action: 'role.revoke', actor: SYSTEM_ACTORS.adminCommand, before: { role: 'admin' }, after: { role: 'user' } },
    ])
  })

  it('is filtered by action, admin, target and date, newest first, and downloaded as CSV', async () => {
    const player = await signedInUser(h)
    for (const [by, amountPaise] of [
      [root, 100],
      [other, 200],
      [root, 300],
    ] as const) {
      await by.caller.admin.wallet.adjust({
        user: player.username,
        type: 'bonus',
        amountPaise,
        reason: 'Prize, "quoted"',
        idempotencyKey: newKey(),
      })
    }
    const byOther = await root.caller.admin.audit.list({
      action: 'wallet.adjust',
      actor: other.username,
      targetId: player.id,
      limit: 10,
      offset: 0,
    })
    expect(byOther.entries.map((entry) => (entry.after as { amountPaise: number }).amountPaise)).toEqual([200])
    const all = await root.caller.admin.audit.list({ targetId: player.id, limit: 2, offset: 0 })
    expect(all.entries.map((entry) => (entry.after as { amountPaise: number }).amountPaise)).toEqual([300, 200])
    expect(all.hasMore).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (
        await root.caller.admin.audit.list({
          targetId: player.id,
          from: '2020-01-01',
          to: '2020-12-31',
          limit: 10,
          offset: 0,
        })
      ).entries,
    ).toEqual([])
    expect(
      (await root.caller.admin.audit.list({ targetId: player.id, from: today, limit: 10, offset: 0 })).entries.length,
    ).toBeGreaterThan(0)
    await expect(
      root.caller.admin.audit.list({ from: '2026-02-01', to: '2026-01-01', limit: 10, offset: 0 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })

    for (const path of [
      `/api/v1/admin/audit-log.csv?targetId=${player.id}`,
      `/api/v1/admin/audit-log?format=csv&targetId=${player.id}`,
    ]) {
      const response = await root.client.get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/csv')
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      )
      const [header, ...rows] = parseCsv(response.text)
      expect(header).toEqual(['id', 'at', 'actor', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after'])
      expect(rows).toHaveLength(3)
      expect(rows.map((row) => row[2])).toEqual([root.username, other.username, root.username])
      expect(JSON.parse(rows[0]![8]!)).toMatchObject({ amountPaise: 300, reason: 'Prize, "quoted"' })
    }
    const json = await root.client.get(`/api/v1/admin/audit-log?targetId=${player.id}&action=wallet.adjust&limit=1`)
    expect(json.json.data).toMatchObject({ entries: [{ action: 'wallet.adjust' }], hasMore: true })
  })
})

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    for (const formula of ['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12.5)).toBe('12.5')
    expect(parseCsv(toCsv(['a', 'b'], [['x,y', '=z']]))).toEqual([
      ['a', 'b'],
      ['x,y', "'=z"],
    ])
  })
})

describe('users', () => {
  it('are found by the start of an email or username, case-insensitively; % and _ are only characters', async () => {
    const asha = await signedInUser(h, { username: 'asha_console', email: 'asha.console@example.com' })
    await signedInUser(h, { username: 'ashaXconsole', email: 'someone-else@example.com' })
    const byName = await root.caller.admin.users.search({ search: 'ASHA_c', limit: 10, offset: 0 })
    expect(byName.users.map((user) => user.username)).toEqual(['asha_console'])
    const byEmail = await root.caller.admin.users.search({ search: 'asha.console@', limit: 10, offset: 0 })
    expect(byEmail.users).toMatchObject([{ id: asha.id, email: asha.email, role: 'user', balancePaise: 0 }])
    expect((await root.caller.admin.users.search({ search: '%', limit: 10, offset: 0 })).users).toEqual([])
    const page = await root.caller.admin.users.search({ limit: 2, offset: 0 })
    expect(page.users).toHaveLength(2)
    expect(page.hasMore).toBe(true)

    const rest = await root.client.get('/api/v1/admin/users?search=asha.console')
    expect(rest.status).toBe(200)
    expect(rest.json.data.users).toMatchObject([{ _id: asha.id, username: 'asha_console', balance: 0 }])
  })

  it('each have a page: profile, role, wallet, transactions, quizzes and attempts', async () => {
    const person = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, person.id, { title: 'Their own quiz' })
    const elsewhere = await approvedQuiz(h.db, root.id, { title: 'Someone else’s quiz' })
    const attempt = await person.caller.attempts.start({ quizId: elsewhere.id })
    await person.caller.attempts.submit({ attemptId: attempt.attemptId })
    const payment = await wallet.requestAddFunds(h.db, person.id, { amountPaise: 25_000, paymentMethod: 'upi' })
    await wallet.approveTransaction(h.db, notifyDeps(h.deps), root.id, payment.id)

    const detail = await root.caller.admin.users.byId({ id: person.id })
    expect(detail.user).toMatchObject({ id: person.id, username: person.username, email: person.email, role: 'user' })
    expect(detail.wallet).toMatchObject({ balancePaise: 25_000 })
    expect(detail.transactions).toMatchObject([{ id: payment.id, type: 'payment', status: 'completed' }])
    expect(detail.quizzes).toMatchObject([{ id: quiz.id, title: 'Their own quiz' }])
    // The attempt as the player's own list shapes it.
    const [own] = await person.caller.attempts.mine({ limit: 1, offset: 0 })
    expect(detail.attempts).toMatchObject([
      { ...own, attemptId: attempt.attemptId, quizTitle: 'Someone else’s quiz', isRanked: true },
    ])
    expect(detail.user).toEqual({ ...(await person.caller.auth.me()), hasGoogle: false })

    const rest = await root.client.get(`/api/v1/admin/users/${person.id}`)
    expect(rest.status).toBe(200)
    expect(rest.json.data).toMatchObject({
      user: { _id: person.id, username: person.username, wallet: { balance: 250, totalEarned: 0, totalSpent: 0 } },
      wallet: { balance: 250 },
      transactions: [{ _id: payment.id, amount: 250 }],
      quizzes: [{ _id: quiz.id, creator: { email: person.email } }],
      attempts: [{ _id: attempt.attemptId, quiz: { title: 'Someone else’s quiz' }, answers: [] }],
    })
    expect((await root.client.get('/api/v1/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('are looked up by username or email with their balance, before an adjustment', async () => {
    const person = await signedInUser(h)
    await wallet.adjust(h.db, root.id, {
      userId: person.id,
      type: 'bonus',
      amountPaise: 1234,
      reason: 'Hi',
      idempotencyKey: newKey(),
    })
    for (const name of [person.username.toUpperCase(), person.email]) {
      expect(await other.caller.admin.wallet.lookup({ user: name })).toMatchObject({
        id: person.id,
        username: person.username,
        balancePaise: 1234,
      })
    }
    await expect(other.caller.admin.wallet.lookup({ user: 'nobody_here' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: m.wallet_messages_user_not_found(),
    })
  })
})

describe('quizzes', () => {
  it('are searched by status, title and creator', async () => {
    const maker = await signedInUser(h, { username: 'quizmaker_console' })
    const monsoon = await approvedQuiz(h.db, maker.id, { title: 'Monsoon winds of India' })
    const draft = await maker.caller.quizzes.create({
      title: 'Monsoon draft',
      timeLimit: 60,
      questions: [question()],
      asDraft: true,
    })
    const search = (filters: { status?: 'approved' | 'draft'; search?: string; creator?: string }) =>
      root.caller.admin.quizzes
        .search({ ...filters, limit: 10, offset: 0 })
        .then((page) => page.quizzes.map((quiz) => quiz.id))
    expect(await search({ search: 'monso', creator: 'QUIZMAKER_c' })).toEqual([draft.id, monsoon.id])
    expect(await search({ search: 'monsoon', status: 'approved', creator: 'quizmaker' })).toEqual([monsoon.id])
    expect(await search({ status: 'draft', creator: 'quizmaker_console' })).toEqual([draft.id])
    expect(await search({ creator: 'nobody_console' })).toEqual([])
  })

  it('read their creators’ emails in one query, however many creators a page has', async () => {
    // The same app over the same database, counting the queries that read the users table.
    let userReads = 0
    const counted = createApp({
      ...h.deps,
      db: h.db.withPlugin({
        transformQuery: ({ node }) => {
          if (SelectQueryNode.is(node) && JSON.stringify(node.from).includes('"users"')) userReads++
          return node
        },
        transformResult: async ({ result }) => result,
      }),
    })
    const title = `Many creators ${Date.now().toString(36)}`
    const readsForList = async () => {
      userReads = 0
      const response = await counted.request('/api/v1/admin/quizzes?status=approved&limit=100', {
        headers: { cookie: root.client.cookie()!, origin: TEST_ORIGIN },
      })
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as {
        data: { quizzes: Array<{ title: string; creator: { email: string | null } }> }
      }
      for (const quiz of data.quizzes) expect(quiz.creator.email).toMatch(/@example\.com$/)
      return { reads: userReads, listed: data.quizzes.filter((quiz) => quiz.title === title).length }
    }
    await approvedQuiz(h.db, (await signedInUser(h)).id, { title: 'One more creator' })
    const before = await readsForList()
    for (let i = 0; i < 5; i++) await approvedQuiz(h.db, (await signedInUser(h)).id, { title })
    expect(await readsForList()).toEqual({ reads: before.reads, listed: 5 })
  })

  it('are unpublished with a reason: off the list, not startable, the reason on My Quizzes, attempts kept', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Leaked answers' })
    const player = await signedInUser(h)
    const attempt = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({ attemptId: attempt.attemptId })
    const listed = () => h.caller().quizzes.list({ search: 'Leaked answers', limit: 20, offset: 0 })
    expect((await listed()).quizzes.map((q) => q.id)).toContain(quiz.id)

    const guest = await h.client().post(`/api/v1/admin/quizzes/${quiz.id}/unpublish`, { reason: 'x' })
    expect(guest.status).toBe(401)
    expect((await player.client.post(`/api/v1/admin/quizzes/${quiz.id}/unpublish`, { reason: 'x' })).status).toBe(403)
    const response = await root.client.post(`/api/v1/admin/quizzes/${quiz.id}/unpublish`, {
      reason: 'The answers were posted online',
    })
    expect(response.status).toBe(200)
    expect(response.json.data.quiz).toMatchObject({
      _id: quiz.id,
      status: 'rejected',
      rejectionReason: 'The answers were posted online',
    })

    expect((await listed()).quizzes.map((q) => q.id)).not.toContain(quiz.id)
    const stranger = await signedInUser(h)
    await expect(stranger.caller.attempts.start({ quizId: quiz.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const mine = await creator.caller.quizzes.mine({})
    expect(mine.quizzes.find((q) => q.id === quiz.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The answers were posted online',
    })
    const result = await player.caller.attempts.result({ attemptId: attempt.attemptId })
    expect(result).toBeDefined()
    expect(await h.db.selectFrom('attempts').select('id').where('quiz_id', '=', quiz.id).execute()).toHaveLength(1)

    const again = await root.client.post(`/api/v1/admin/quizzes/${quiz.id}/unpublish`, { reason: 'Twice' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(ADMIN_MESSAGES.unpublishOnlyApproved('rejected'))
    expect(
      (await root.client.post('/api/v1/admin/quizzes/00000000-0000-4000-8000-000000000000/unpublish', { reason: 'x' }))
        .status,
    ).toBe(404)
  })
})

describe('money history and the payout sheet', () => {
  it('lists transactions by status, type, user and date range', async () => {
    const person = await signedInUser(h)
    const payment = await wallet.requestAddFunds(h.db, person.id, { amountPaise: 20_000, paymentMethod: 'upi' })
    await wallet.approveTransaction(h.db, notifyDeps(h.deps), root.id, payment.id)
    const withdrawal = await wallet.requestWithdrawal(
      h.db,
      person.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'p@upi',
      },
      { isMailOn: false },
    )
    const history = (filters: Record<string, string>) =>
      root.caller.admin.wallet
        .history({ user: person.email, ...filters, limit: 10, offset: 0 })
        .then((page) => page.transactions.map((t) => t.id))
    expect(await history({})).toEqual([withdrawal.id, payment.id])
    expect(await history({ status: 'pending' })).toEqual([withdrawal.id])
    expect(await history({ type: 'payment' })).toEqual([payment.id])
    const today = new Date().toISOString().slice(0, 10)
    expect(await history({ from: '2020-01-01', to: '2020-01-31' })).toEqual([])
    expect((await history({ from: today })).length).toBe(2)
    expect(await history({ user: 'nobody_console_at_all' })).toEqual([])
    const page = await root.caller.admin.wallet.history({ user: person.username, limit: 10, offset: 0 })
    expect(page.transactions[0]).toMatchObject({ user: { username: person.username, email: person.email } })
  })

  it('downloads the pending withdrawals as a CSV for the bank, formulas kept as text', async () => {
    const person = await signedInUser(h, { username: '-dash_console' })
    const funded = await wallet.requestAddFunds(h.db, person.id, { amountPaise: 50_000, paymentMethod: 'upi' })
    await wallet.approveTransaction(h.db, notifyDeps(h.deps), root.id, funded.id)
    const first = await wallet.requestWithdrawal(
      h.db,
      person.id,
      {
        amountPaise: 10_050,
        withdrawalMethod: 'upi',
        upiId: '-pay@okaxis',
      },
      { isMailOn: false },
    )
    const second = await wallet.requestWithdrawal(
      h.db,
      person.id,
      {
        amountPaise: 20_000,
        withdrawalMethod: 'upi',
        upiId: 'pay@okaxis',
      },
      { isMailOn: false },
    )
    expect((await person.client.get('/api/v1/admin/payout-sheet.csv')).status).toBe(403)
    expect((await h.client().get('/api/v1/admin/payout-sheet.csv')).status).toBe(401)
    const response = await root.client.get('/api/v1/admin/payout-sheet.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const [header, ...rows] = parseCsv(response.text)
    expect(header).toEqual(['user', 'email', 'upi_id', 'amount_rupees', 'request_id', 'requested_at'])
    const mine = rows.filter((row) => row[1] === person.email)
    expect(mine).toEqual([
      [
        "'-dash_console",
        person.email,
        "'-pay@okaxis",
        '100.50',
        first.id,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ],
      ["'-dash_console", person.email, 'pay@okaxis', '200.00', second.id, expect.any(String)],
    ])
  })
})

describe('flagged attempts', () => {
  it('lists ranked attempts under the plausible floor per question; an admin marks one reviewed, once, on the record', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Speed trap' })
    const [fast, slow] = [await signedInUser(h), await signedInUser(h)]
    const fastAttempt = await fast.caller.attempts.start({ quizId: quiz.id })
    await fast.caller.attempts.submit({ attemptId: fastAttempt.attemptId })
    const slowAttempt = await slow.caller.attempts.start({ quizId: quiz.id })
    // Three questions at the floor each is a plausible pace.
    await ageAttempt(h.db, slowAttempt.attemptId, (3 * PLAUSIBLE_MS_PER_QUESTION) / 1000 + 1)
    await slow.caller.attempts.submit({ attemptId: slowAttempt.attemptId })

    const flagged = async (includeReviewed = false) =>
      (await root.caller.admin.attempts.flagged({ includeReviewed, limit: 100, offset: 0 })).attempts.filter(
        (a) => a.quizId === quiz.id,
      )
    expect(await flagged()).toMatchObject([
      {
        id: fastAttempt.attemptId,
        username: fast.username,
        quizTitle: 'Speed trap',
        questionCount: 3,
        reviewedAt: null,
      },
    ])
    expect((await flagged())[0]!.durationMs).toBeLessThan(3 * PLAUSIBLE_MS_PER_QUESTION)

    await expect(root.caller.admin.attempts.markReviewed({ attemptId: slowAttempt.attemptId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.admin_messages_not_flagged(),
    })
    await expect(
      root.caller.admin.attempts.markReviewed({ attemptId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await Promise.all([
      root.caller.admin.attempts.markReviewed({ attemptId: fastAttempt.attemptId }),
      other.caller.admin.attempts.markReviewed({ attemptId: fastAttempt.attemptId }),
    ])
    expect(await flagged()).toEqual([])
    expect(await flagged(true)).toMatchObject([{ id: fastAttempt.attemptId, reviewedAt: expect.any(String) }])
    expect(await auditOf(fastAttempt.attemptId)).toMatchObject([
      {
        action: 'attempt.review',
        targetType: 'attempt',
        before: { reviewed: false },
        after: { reviewed: true, outcome: 'kept' },
      },
    ])
    // Kept: still ranked.
    const board = await h.caller().attempts.leaderboard({ quizId: quiz.id, limit: 10 })
    expect(JSON.stringify(board)).toContain(fast.username)
  })
})

describe('the console’s lists', () => {
  /**
   * The plan of a query with sequential scans priced out, as they would be at a million rows: it
   * names the index the query can read. `ordered` prices out bitmaps and sorts too, so the plan has
   * a Sort only when no index gives the order (a page of 20 off a million needs an ordered scan).
   */
  async function planOf(
    build: (trx: typeof h.db) => { explain: () => Promise<Record<string, unknown>[]> },
    ordered = false,
  ) {
    return h.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx)
      if (ordered) {
        await sql`set local enable_bitmapscan = off`.execute(trx)
        await sql`set local enable_sort = off`.execute(trx)
      }
      const rows = await build(trx).explain()
      return rows.map((row) => Object.values(row).join(' ')).join('\n')
    })
  }

  it('read flagged attempts (in order, without a sort) and users off their indexes', async () => {
    const flagged = await planOf(
      (trx) =>
        repo.flaggedAttemptsQuery(trx, {
          floorMs: PLAUSIBLE_MS_PER_QUESTION,
          includeReviewed: false,
          limit: 20,
          offset: 0,
        }),
      true,
    )
    expect(flagged).toContain('attempts_ms_per_question')
    expect(flagged).not.toMatch(/\bSort\b/)
    // A prefix of either: both prefix indexes, their matches merged (a handful of rows to sort).
    const users = await planOf((trx) => repo.searchUsersQuery(trx, 'asha', { limit: 20, offset: 0 }))
    expect(users).toContain('users_email_prefix')
    expect(users).toContain('users_username_prefix')
    // The start of a number: its own prefix index beside the others.
    expect(await planOf((trx) => repo.searchUsersQuery(trx, '98765', { limit: 20, offset: 0 }))).toContain(
      'users_phone_prefix',
    )
    const recent = await planOf((trx) => repo.searchUsersQuery(trx, undefined, { limit: 20, offset: 0 }), true)
    expect(recent).toContain('users_recent')
    expect(recent).not.toMatch(/\bSort\b/)
  })
})

describe('the console’s calls', () => {
  it('are for admins only: 401 for a guest, 403 for a user, over REST and tRPC', async () => {
    const user = await signedInUser(h)
    const guest = h.client()
    for (const path of [
      '/api/v1/admin/users',
      `/api/v1/admin/users/${user.id}`,
      '/api/v1/admin/audit-log',
      '/api/v1/admin/audit-log.csv',
      '/api/v1/admin/payout-sheet.csv',
    ]) {
      expect((await guest.get(path)).status, path).toBe(401)
      expect((await user.client.get(path)).status, path).toBe(403)
    }
    await expect(user.caller.admin.users.search({ limit: 10, offset: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(user.caller.admin.audit.list({ limit: 10, offset: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(user.caller.admin.attempts.flagged({ limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(h.caller().admin.wallet.history({ limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    expect(ADMIN_LIMITS.csvMaxRows).toBeGreaterThan(0)
  })
})

function question() {
  return {
    question: 'What is 2 + 2?',
    options: ['3', '4', '5', '6'],
    correctAnswer: 1,
    explanation: '',
    points: 1,
    timeLimit: 30,
  }
}
