import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ageAttempt, approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { notifyDeps } from '#server/notifications/service'
import { istClock, istMinute } from '#shared/contests'
import { CONTEST_NOTICES } from '#shared/notifications'
import { m } from '#shared/i18n'
import { finalizeExpiredAttempts } from '#server/attempts/attempt-service'
import { closeContests, remindContests } from './service'

/**
 * Scheduled contests, free (decision 046), over REST and tRPC with mail on: money refused before
 * anything is written, registration, one attempt each on the database's clock from the start and
 * cut off at the close, ranks and badges written once after the close (two rounds at once), and the
 * reminder told once. Times are moved by writing the contest's rows, never by faking now().
 */
let smtp: TestSmtpServer
let h: TestHarness
let creator: SignedInUser
let quizId: string
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url } })
  creator = await signedInUser(h)
  quizId = (await approvedQuiz(h.db, creator.id, { title: 'Contest quiz', timeLimit: 120 })).id
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

async function newContest(title: string, overrides: Record<string, unknown> = {}) {
  const made = await creator.client.post('/api/v1/contests', {
    quizId,
    title,
    startsAt: minutesFromNow(30),
    windowMinutes: 60,
    ...overrides,
  })
  expect(made.status).toBe(201)
  return made.json.data.contest.id as string
}

/** Moves a contest on the database's clock: its start and close this many seconds from now(). */
async function moveContest(contestId: string, startsIn: number, closesIn: number) {
  await h.db
    .updateTable('contests')
    .set({
      starts_at: sql`now() + make_interval(secs => ${startsIn})`,
      closes_at: sql`now() + make_interval(secs => ${closesIn})`,
    })
    .where('id', '=', contestId)
    .execute()
}

const contestRows = (title: string) => h.db.selectFrom('contests').selectAll().where('title', '=', title).execute()

async function play(user: SignedInUser, contestId: string, correct: number) {
  const started = await user.caller.contests.start({ contestId })
  const view = await user.caller.attempts.start({ quizId: started.quizId })
  expect(view.attemptId).toBe(started.attemptId)
  return {
    attemptId: started.attemptId,
    submit: () =>
      user.caller.attempts.submit({
        attemptId: started.attemptId,
        answers: view.questions.slice(0, correct).map((question) => ({
          questionId: question.id,
          selectedOption: SAMPLE_QUESTIONS.find((sample) => sample.question === question.question)!.correctAnswer,
        })),
      }),
  }
}

const walletRows = async () =>
  Number(
    (
      await h.db
        .selectFrom('wallet_transactions')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('a contest is free', () => {
  it('refuses any entry price or money reward in words, and writes nothing', async () => {
    const cases = [
      [{ entryPrice: 10 }, m.live_no_entry_price()],
      [{ moneyReward: 500 }, m.live_no_money_reward()],
      [{ entryPrice: 0.5, moneyReward: 0 }, m.live_no_entry_price()],
    ] as const
    for (const [money, words] of cases) {
      const answer = await creator.client.post('/api/v1/contests', {
        quizId,
        title: 'Staked contest',
        startsAt: minutesFromNow(30),
        windowMinutes: 60,
        ...money,
      })
      expect(answer.status).toBe(400)
      expect(answer.json.message).toBe(words)
    }
    await expect(
      creator.caller.contests.create({
        quizId,
        title: 'Staked contest',
        startsAt: minutesFromNow(30),
        windowMinutes: 60,
        moneyRewardPaise: 1,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: m.live_no_money_reward() })
    expect(await contestRows('Staked contest')).toEqual([])
  })

  it('refuses a paid quiz, another’s quiz, one not approved, and a start too soon or a window out of bounds', async () => {
    const paid = await approvedQuiz(h.db, creator.id, { title: 'Paid one', isPaid: true, pricePaise: 1000 })
    const other = await signedInUser(h)
    const others = await approvedQuiz(h.db, other.id, { title: 'Not the creator’s' })
    const hidden = await approvedQuiz(h.db, other.id, { title: 'Hidden draft' })
    await h.db.updateTable('quizzes').set({ status: 'draft' }).where('id', '=', hidden.id).execute()
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ quizId: paid.id }, m.contests_paid_quiz({ quizTitle: 'Paid one' }), 400],
      // Another's public quiz is theirs to schedule; another's draft is an unknown id.
      [{ quizId: others.id }, m.contests_quiz_not_yours(), 403],
      [{ quizId: hidden.id }, m.empty_quiz_not_found(), 404],
      [{ startsAt: minutesFromNow(1) }, m.contests_starts_too_soon({ minutes: 2 }), 400],
      [{ windowMinutes: 10 }, m.contests_window_range({ min: 30, max: 1440 }), 400],
      [{ windowMinutes: 1441 }, m.contests_window_range({ min: 30, max: 1440 }), 400],
    ]
    for (const [change, words, status] of refusals) {
      const answer = await creator.client.post('/api/v1/contests', {
        quizId,
        title: 'Refused contest',
        startsAt: minutesFromNow(30),
        windowMinutes: 60,
        ...change,
      })
      expect(answer.status).toBe(status)
      expect(answer.json.message).toContain(words)
    }
    const mine = await approvedQuiz(h.db, other.id, { title: 'In review' })
    await h.db.updateTable('quizzes').set({ status: 'pending' }).where('id', '=', mine.id).execute()
    await expect(
      other.caller.contests.create({ quizId: mine.id, startsAt: minutesFromNow(30), windowMinutes: 60 }),
    ).rejects.toMatchObject({ message: m.contests_quiz_not_approved({ quizTitle: 'In review' }) })
    expect(await contestRows('Refused contest')).toEqual([])
  })
})

describe('registering and starting', () => {
  it('is shown in IST, refuses a start before the start with the time, and starts one attempt on the server’s clock', async () => {
    const startsAt = minutesFromNow(30)
    const made = await creator.client.post('/api/v1/contests', { quizId, startsAt, windowMinutes: 45 })
    expect(made.json.data).toMatchObject({
      contest: {
        title: 'Contest quiz',
        phase: 'upcoming',
        ranksFinal: false,
        startsAtIst: istMinute(startsAt),
        closesAtIst: istMinute(new Date(Date.parse(startsAt) + 45 * 60_000)),
      },
      isCreator: true,
      me: { registered: false },
    })
    const contestId = made.json.data.contest.id as string
    const player = await signedInUser(h)

    await expect(player.caller.contests.start({ contestId })).rejects.toMatchObject({
      message: m.contests_register_first(),
    })
    const registered = await player.client.post(`/api/v1/contests/${contestId}/register`)
    expect(registered.json.data).toMatchObject({
      me: { registered: true, attemptId: null },
      contest: { registered: 1 },
    })
    // Again: nothing changes.
    expect((await player.caller.contests.register({ contestId })).contest.registered).toBe(1)

    const early = await player.client.post(`/api/v1/contests/${contestId}/start`)
    expect(early.status).toBe(409)
    expect(early.json.message).toBe(m.contests_not_started({ time: istMinute(startsAt) }))

    await moveContest(contestId, -5, 45 * 60)
    const first = await play(player, contestId, 3)
    // Asked again while it runs: the same attempt.
    expect((await player.caller.contests.start({ contestId })).attemptId).toBe(first.attemptId)
    const before = await player.caller.contests.get({ contestId })
    expect(before).toMatchObject({
      contest: { phase: 'open' },
      me: { registered: true, inProgress: true, played: false, rank: null },
    })
    await first.submit()
    await expect(player.caller.contests.start({ contestId })).rejects.toMatchObject({
      message: m.contests_already_played(),
    })
    // Before the close the ranks are not given, and the page says when they will be.
    const standings = await player.client.get(`/api/v1/contests/${contestId}/standings`)
    expect(standings.status).toBe(409)
    const row = (await contestRows('Contest quiz')).find((contest) => contest.id === contestId)!
    expect(standings.json.message).toBe(m.contests_ranks_not_final({ time: istClock(row.closes_at) }))
    expect((await player.caller.contests.get({ contestId })).ranksFinalAt).toBe(istClock(row.closes_at))
    expect(await closeContests(h.db)).toBe(0)
  })

  it('cuts the quiz’s time off at the close, and refuses a start after it', async () => {
    const contestId = await newContest('Closing soon')
    const [player, late] = [await signedInUser(h), await signedInUser(h)]
    await player.caller.contests.register({ contestId })
    await late.caller.contests.register({ contestId })
    // The quiz gives 120 s; the contest closes in 60.
    await moveContest(contestId, -60, 60)
    const started = await player.caller.contests.start({ contestId })
    const attempt = await h.db
      .selectFrom('attempts')
      .select(['time_limit_seconds', 'deadline_at'])
      .where('id', '=', started.attemptId)
      .executeTakeFirstOrThrow()
    const contest = (await contestRows('Closing soon'))[0]!
    expect(attempt.time_limit_seconds).toBeLessThan(60)
    expect(attempt.deadline_at.getTime()).toBeLessThanOrEqual(contest.closes_at.getTime())

    await moveContest(contestId, -3600, -1)
    await expect(late.caller.contests.start({ contestId })).rejects.toMatchObject({ message: m.contests_closed() })
    const registering = await (await signedInUser(h)).client.post(`/api/v1/contests/${contestId}/register`)
    expect(registering.status).toBe(409)
  })
})

describe('the close', () => {
  it('ranks by score, then time, once, in two rounds at once; badges go to the profile and the result card', async () => {
    const money = await walletRows()
    const contestId = await newContest('Final contest')
    const [fast, slow, half, none, unfinished, absent] = await Promise.all(
      Array.from({ length: 6 }, () => signedInUser(h)),
    )
    for (const player of [fast, slow, half, none, unfinished, absent])
      await player!.caller.contests.register({ contestId })
    await moveContest(contestId, -60, 3600)

    const slowRun = await play(slow!, contestId, 3)
    // Slower: started two minutes earlier on the database's clock, same score.
    await ageAttempt(h.db, slowRun.attemptId, 100)
    await slowRun.submit()
    await (await play(fast!, contestId, 3)).submit()
    await (await play(half!, contestId, 1)).submit()
    await (await play(none!, contestId, 0)).submit()
    const left = await play(unfinished!, contestId, 0)

    // Closed, with one attempt still open past its deadline: no rank until the attempt sweep has
    // finalised it, then the round ranks.
    await moveContest(contestId, -7200, -1)
    await ageAttempt(h.db, left.attemptId, 3600)
    expect(await closeContests(h.db)).toBe(0)
    await finalizeExpiredAttempts(h.db)
    const rounds = await Promise.all([closeContests(h.db), closeContests(h.db)])
    expect(rounds.reduce((sum, ranked) => sum + ranked, 0)).toBe(1)
    expect(await closeContests(h.db)).toBe(0)

    const standings = await absent!.caller.contests.standings({ contestId, limit: 10, offset: 0 })
    expect(standings.entries.map((entry) => [entry.userId, entry.rank, entry.badge])).toEqual([
      [fast!.id, 1, 'gold'],
      [slow!.id, 2, 'silver'],
      [half!.id, 3, 'bronze'],
      [none!.id, 4, 'took_part'],
      [unfinished!.id, 5, 'took_part'],
    ])
    expect(standings.entries[0]).toMatchObject({ score: 6, totalPossibleScore: 6 })

    const card = await slow!.client.get(`/api/v1/contests/${contestId}`)
    expect(card.json.data).toMatchObject({
      contest: { phase: 'closed', ranksFinal: true },
      me: { registered: true, played: true, rank: 2, badge: 'silver', score: 6 },
    })
    expect((await absent!.caller.contests.get({ contestId })).me).toMatchObject({ rank: null, badge: null })

    const badges = await fast!.client.get('/api/v1/contests/badges')
    expect(badges.json.data.items).toEqual([
      expect.objectContaining({ contestId, contestTitle: 'Final contest', badge: 'gold', rank: 1 }),
    ])
    expect((await absent!.caller.contests.badges()).items).toEqual([])
    const mine = await half!.caller.contests.mine({ limit: 10, offset: 0 })
    expect(mine.items).toEqual([expect.objectContaining({ me: expect.objectContaining({ badge: 'bronze' }) })])
    const past = await h.client().get('/api/v1/contests?when=past')
    expect(past.json.data.items.map((item: { id: string }) => item.id)).toContain(contestId)

    // Ranks and badges are written once: nothing moves on a later round, and no money moved at all.
    const written = await h.db
      .selectFrom('contests')
      .select('ranked_at')
      .where('id', '=', contestId)
      .executeTakeFirstOrThrow()
    await closeContests(h.db)
    expect(
      (await h.db.selectFrom('contests').select('ranked_at').where('id', '=', contestId).executeTakeFirstOrThrow())
        .ranked_at,
    ).toEqual(written.ranked_at)
    expect(await walletRows()).toBe(money)
  })
})

describe('the reminder', () => {
  it('is told to each registered player once, in the app, and by mail unless turned off, with two rounds at once', async () => {
    const contestId = await newContest('Reminded contest')
    const [keen, quiet, stranger] = [await signedInUser(h), await signedInUser(h), await signedInUser(h)]
    await keen.caller.contests.register({ contestId })
    await quiet.caller.contests.register({ contestId })
    await quiet.caller.notifications.setPreferences({ email: { contest: false } })

    const deps = notifyDeps(h.deps)
    // Not due while the start is more than ten minutes away.
    await moveContest(contestId, 11 * 60, 71 * 60)
    await remindContests(h.db, deps)
    expect(
      (await h.db.selectFrom('contests').select('reminded_at').where('id', '=', contestId).executeTakeFirstOrThrow())
        .reminded_at,
    ).toBeNull()

    await moveContest(contestId, 9 * 60, 69 * 60)
    await Promise.all([remindContests(h.db, deps), remindContests(h.db, deps)])
    await remindContests(h.db, deps)

    const row = (await contestRows('Reminded contest'))[0]!
    const words = CONTEST_NOTICES.reminder('Reminded contest', row.starts_at)
    expect(words.body).toContain(istMinute(row.starts_at))
    for (const player of [keen, quiet]) {
      const list = await player.client.get('/api/v1/notifications?limit=100')
      const told = list.json.data.items.filter((item: { kind: string }) => item.kind === 'contest')
      expect(told).toEqual([
        expect.objectContaining({ title: words.title, body: words.body, link: `/contests/${contestId}` }),
      ])
    }
    const list = await stranger.client.get('/api/v1/notifications?limit=100')
    expect(list.json.data.items.filter((item: { kind: string }) => item.kind === 'contest')).toEqual([])
    await h.drainMail()
    expect(smtp.to(keen.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(1)
    expect(smtp.to(quiet.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(0)
  })
})

describe('lists', () => {
  it('shows upcoming contests soonest first to anyone', async () => {
    const later = await newContest('Later contest', { startsAt: minutesFromNow(300) })
    const sooner = await newContest('Sooner contest', { startsAt: minutesFromNow(200) })
    const list = await h.caller().contests.list({ when: 'upcoming', limit: 100, offset: 0 })
    const ids = list.items.map((item) => item.id)
    expect(ids.indexOf(sooner)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later))
    const guest = await h.client().get(`/api/v1/contests/${later}`)
    expect(guest.json.data).toMatchObject({ isCreator: false, me: { registered: false } })
    expect((await h.client().get('/api/v1/contests/00000000-0000-4000-8000-000000000001')).status).toBe(404)
  })
})
