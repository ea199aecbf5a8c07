import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { ATTEMPTS_PAGE_SIZE } from '#shared/analytics'
import { ANALYTICS_INPUT_TEXTS } from '#shared/schemas/analytics'
import { approvedQuiz, type SignedInUser, suiteWithCreator } from '#server/testing/fixtures'
import type { AttemptsPage, EarningsOverview, QuizAnalytics } from './analytics-service'
import { m } from '#shared/i18n'

const suite = suiteWithCreator({ env: { PLATFORM_FEE_PERCENT: '10' } })

/**
 * The fixture, in India days (d0 is today in Asia/Kolkata, d-1 yesterday): a paid quiz at ₹50, so
 * each sale earns the creator ₹45 (10 % fee), and these attempts, out of 4 points:
 *
 *   A1  started d-2 10:00, submitted d-2 10:05   1/4  25 %  ranked
 *   A2  started d-2 23:55, submitted d-1 00:05   2/4  50 %  practice (submitted the next India day)
 *   A3  started d-1 00:10, submitted d-1 00:20   4/4 100 %  ranked (d-2 18:40 in UTC: an India day, not a UTC one)
 *   A4  started d-1 09:00, never submitted
 *   A5  started d-40 12:00, submitted d-40 12:30 1/4  25 %  practice (outside 30 days, inside 90)
 *   S1, S2  two players' paid starts today (in progress); S1's sale moved to d-1 12:00.
 *
 * Over 30 days: started d-2: 2, d-1: 2, d0: 2 (6); submitted d-2: 1 (mean 25 %), d-1: 2 (mean
 * (50 + 100)/2 = 75 %); completion: of the 6 started, A1 A2 A3 were submitted, 3/6 = 0.5; mean
 * percent (25 + 50 + 100)/3 = 58.3; sales d-1: 1 (₹45), d0: 1 (₹45), total 2 and ₹90.
 * Over 90 days A5 joins: 7 started, 4 of them submitted (4/7), mean (25 + 50 + 100 + 25)/4 = 50 %.
 */
let admin: SignedInUser
let stranger: SignedInUser
let quizId = ''
let freeQuizId = ''
const HINDI_NAME = 'राधा_कुमारी'
const FORMULA_NAME = '=HYPERLINK("x")'

/** A timestamp at India wall-clock time `clock` on the India day `offset` days from today. */
const indiaTime = (offset: number, clock: string) =>
  sql`(((now() at time zone 'Asia/Kolkata')::date + ${offset}::int) + ${clock}::time)::timestamp at time zone 'Asia/Kolkata'`

async function playerRow(username: string) {
  const { rows } = await sql<{ id: string }>`
    insert into users (username, email) values (${username}, ${`${crypto.randomUUID()}@example.com`}) returning id
  `.execute(suite.h.db)
  return rows[0]!.id
}

async function addAttempt(
  userId: string,
  started: [number, string],
  submitted: [number, string] | null,
  score: number,
  { violations = 0, ranked = false } = {},
) {
  const startedAt = indiaTime(...started)
  const submittedAt = submitted ? indiaTime(...submitted) : null
  await sql`
    insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                          submit_reason, questions, settings, total_possible_score, score, duration_ms, violation_count,
                          is_ranked)
    values (${quizId}::uuid, ${userId}::uuid, ${submitted ? 'submitted' : 'in_progress'}, ${startedAt}, 3600,
            ${startedAt} + interval '1 hour', ${submittedAt}, ${submitted ? 'manual' : null}, '[]'::jsonb, '{}'::jsonb,
            4, ${submitted ? score : null},
            ${submittedAt ? sql`(extract(epoch from ${submittedAt} - ${startedAt}) * 1000)::int` : null}, ${violations},
            ${ranked})
  `.execute(suite.h.db)
}

async function fund(user: SignedInUser, rupees: number) {
  const request = await user.client.post('/api/v1/wallet/add-funds', { amount: rupees, paymentMethod: 'upi' })
  expect(request.status, request.text).toBe(201)
  const approval = await admin.client.post(`/api/v1/admin/transactions/${request.json.data.transaction._id}/approve`)
  expect(approval.status, approval.text).toBe(200)
}

// After the suite's own beforeAll, which makes the harness and the creator.
beforeAll(async () => {
  const { h, creator } = suite
  admin = await suite.player()
  await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
  stranger = await suite.player()
  quizId = (await approvedQuiz(h.db, creator.id, { title: 'Paid analytics', isPaid: true, pricePaise: 5000 })).id
  freeQuizId = (await approvedQuiz(h.db, creator.id, { title: 'Free, never played' })).id
  const [p1, p2, p3, p4, p5] = [
    await playerRow(HINDI_NAME),
    await playerRow(FORMULA_NAME),
    await playerRow('player_three'),
    await playerRow('player_four'),
    await playerRow('player_five'),
  ] as [string, string, string, string, string]
  await addAttempt(p1, [-2, '10:00'], [-2, '10:05'], 1, { violations: 2, ranked: true })
  await addAttempt(p2, [-2, '23:55'], [-1, '00:05'], 2)
  await addAttempt(p3, [-1, '00:10'], [-1, '00:20'], 4, { ranked: true })
  await addAttempt(p4, [-1, '09:00'], null, 0)
  await addAttempt(p5, [-40, '12:00'], [-40, '12:30'], 1)
  const buyers = [await suite.player(), await suite.player()]
  for (const buyer of buyers) {
    await fund(buyer, 100)
    const started = await buyer.client.post(`/api/v1/quizzes/${quizId}/start`)
    expect(started.status, started.text).toBeLessThan(300)
  }
  await sql`
    update wallet_transactions set created_at = ${indiaTime(-1, '12:00')}
    where type = 'quiz_earning' and quiz_id = ${quizId}::uuid
      and id = (select id from wallet_transactions where type = 'quiz_earning' and quiz_id = ${quizId}::uuid
                order by created_at, id limit 1)
  `.execute(h.db)
})

const close = (value: number | null, expected: number) => expect(value).toBeCloseTo(expected, 9)
/** The day `offset` India days from today (0 is today, the range's last day). */
const dayAt = <T>(report: { daily: T[] }, offset: number): T => {
  const day = report.daily[report.daily.length - 1 + offset]
  if (day === undefined) throw new Error(`No day ${offset} in the range`)
  return day
}

describe('a quiz’s analytics, figured by hand', () => {
  it('counts attempts, completion, scores and sales per India day over 30 days (the default)', async () => {
    const response = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/analytics`)
    expect(response.status, response.text).toBe(200)
    const rest = response.json.data.analytics
    const report: QuizAnalytics = await suite.creator.caller.quizzes.analytics({ id: quizId })
    expect(report.days).toBe(30)
    expect(report.daily).toHaveLength(30)
    expect(report.daily[0]!.date).toBe(report.from)
    expect(report.daily[29]!.date).toBe(report.to)
    const [d2, d1, d0] = [dayAt(report, -2), dayAt(report, -1), dayAt(report, 0)]
    expect([d2.started, d1.started, d0.started]).toEqual([2, 2, 2])
    expect([d2.submitted, d1.submitted, d0.submitted]).toEqual([1, 2, 0])
    expect([d2.meanPercent, d1.meanPercent, d0.meanPercent]).toEqual([25, 75, null])
    expect([d2.sales, d1.sales, d0.sales]).toEqual([0, 1, 1])
    expect([d2.earningsPaise, d1.earningsPaise, d0.earningsPaise]).toEqual([0, 4500, 4500])
    const others = report.daily.slice(0, -3)
    expect(others.every((day) => day.started === 0 && day.submitted === 0 && day.sales === 0)).toBe(true)
    expect(report.totals.started).toBe(6)
    expect(report.totals.submitted).toBe(3)
    close(report.totals.completionRate, 0.5)
    expect(report.totals.meanPercent).toBe(58.3)
    expect(report.totals.sales).toBe(2)
    expect(report.totals.earningsPaise).toBe(9000)
    expect(report.lifetime).toEqual({ sales: 2, earningsPaise: 9000 })
    expect(report.pricePaise).toBe(5000)
    // REST: the same figures, money in rupees.
    expect(rest.price).toBe(50)
    expect(rest.totals).toEqual({
      started: 6,
      submitted: 3,
      completionRate: 0.5,
      meanPercent: 58.3,
      sales: 2,
      earnings: 90,
    })
    expect(rest.daily.at(-2)).toEqual({
      date: d1.date,
      started: 2,
      submitted: 2,
      meanPercent: 75,
      sales: 1,
      earnings: 45,
    })
    expect(rest.lifetime).toEqual({ sales: 2, earnings: 90 })
  })

  it('widens and narrows the range', async () => {
    const wide: QuizAnalytics = await suite.creator.caller.quizzes.analytics({ id: quizId, days: 90 })
    expect(wide.daily).toHaveLength(90)
    expect(wide.totals.started).toBe(7)
    expect(wide.totals.submitted).toBe(4)
    close(wide.totals.completionRate, 4 / 7)
    expect(wide.totals.meanPercent).toBe(50)
    expect(dayAt(wide, -40).meanPercent).toBe(25)
    const week = (await suite.creator.client.get(`/api/v1/quizzes/${quizId}/analytics?days=7`)).json.data.analytics
    expect(week.daily).toHaveLength(7)
    expect(week.totals.started).toBe(6)
  })

  it('has nothing to divide by for a quiz nobody played', async () => {
    const report: QuizAnalytics = await suite.creator.caller.quizzes.analytics({ id: freeQuizId, days: 7 })
    expect(report.totals).toEqual({
      started: 0,
      submitted: 0,
      completionRate: null,
      meanPercent: null,
      sales: 0,
      earningsPaise: 0,
    })
  })

  it('refuses a range it does not offer, in words', async () => {
    for (const days of ['14', 'abc', '-7', '30.5']) {
      const response = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/analytics?days=${days}`)
      expect(response.status, days).toBe(400)
      expect(response.json.message).toContain(ANALYTICS_INPUT_TEXTS.days)
    }
  })
})

describe('the attempts list and its CSV', () => {
  it('lists the submitted attempts, newest first, a page at a time', async () => {
    const page: AttemptsPage = await suite.creator.caller.quizzes.attempts({ id: quizId })
    expect(page.total).toBe(4)
    expect(page.pages).toBe(1)
    expect(page.pageSize).toBe(ATTEMPTS_PAGE_SIZE)
    expect(page.attempts.map((a) => a.player)).toEqual(['player_three', FORMULA_NAME, HINDI_NAME, 'player_five'])
    expect(page.attempts.map((a) => a.ranked)).toEqual([true, false, true, false])
    const hindi = page.attempts[2]!
    expect(hindi).toMatchObject({ score: 1, maxScore: 4, percent: 25, timeTakenSeconds: 300, violations: 2 })
    const rest = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/attempts?page=2`)
    expect(rest.status, rest.text).toBe(200)
    expect(rest.json.data).toMatchObject({ page: 2, total: 4, attempts: [] })
    const first = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/attempts`)
    expect(first.json.data.attempts[0]._id).toBe(page.attempts[0]!.id)
    expect(first.json.data.attempts.map((a: { ranked: boolean }) => a.ranked)).toEqual([true, false, true, false])
    const bad = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/attempts?page=0`)
    expect(bad.status).toBe(400)
    expect(bad.json.message).toContain(ANALYTICS_INPUT_TEXTS.page)
  })

  it('downloads every attempt as UTF-8 CSV with a BOM, quoted, formulas kept as text', async () => {
    const response = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/attempts.csv`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="quiz-attempts-${quizId}.csv"`)
    // Response.text() takes the byte-order mark off; the service's own text still has it.
    const { quizAttemptsCsv } = await import('./analytics-service')
    const file = await quizAttemptsCsv(suite.h.db, { ...suite.creator, role: 'user' }, quizId)
    expect(file.content.startsWith('\uFEFF')).toBe(true)
    expect(file.content.slice(1)).toBe(response.text)
    const lines = response.text.split('\r\n')
    expect(lines).toHaveLength(6)
    expect(lines[0]).toBe('Player,Attempt type,Score,Out of,Percent,Time taken (seconds),Submitted (IST),Violations')
    expect(lines[1]).toMatch(/^player_three,Ranked,4,4,100,600,/)
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\)",Practice,2,4,50,600,\d{4}-\d\d-\d\d 00:05:00,0$/)
    expect(lines[3]).toMatch(new RegExp(`^${HINDI_NAME},Ranked,1,4,25,300,\\d{4}-\\d\\d-\\d\\d 10:05:00,2$`))
    expect(lines[4]).toMatch(/^player_five,Practice,1,4,25,1800,/)
    // In the request's language, the column and its words alike.
    const hindi = await suite.creator.client.get(`/api/v1/quizzes/${quizId}/attempts.csv`, { 'accept-language': 'hi' })
    const hindiLines = hindi.text.split('\r\n')
    expect(hindiLines[0]!.split(',').slice(0, 2)).toEqual(['खिलाड़ी', 'प्रयास का प्रकार'])
    expect(hindiLines[1]).toMatch(/^player_three,रैंक वाला,/)
    expect(hindiLines[2]).toMatch(/,अभ्यास,2,4,50,/)
    expect(lines[5]).toBe('')
  })
})

describe('the creator’s earnings overview', () => {
  it('sums sales and earnings per quiz, in total and per India day', async () => {
    const overview: EarningsOverview = await suite.creator.caller.quizzes.earnings({ days: 7 })
    // The paid quiz; the free one is no part of it.
    expect(overview.quizzes).toEqual([
      {
        quizId,
        title: 'Paid analytics',
        isPaid: true,
        pricePaise: 5000,
        sales: 2,
        earningsPaise: 9000,
        lifetimeSales: 2,
        lifetimeEarningsPaise: 9000,
      },
    ])
    expect(overview.totals).toEqual({ sales: 2, earningsPaise: 9000, lifetimeSales: 2, lifetimeEarningsPaise: 9000 })
    expect(overview.daily).toHaveLength(7)
    expect(overview.daily.slice(-2).map((day) => day.earningsPaise)).toEqual([4500, 4500])
    const rest = await suite.creator.client.get('/api/v1/users/me/earnings?days=7')
    expect(rest.status, rest.text).toBe(200)
    expect(rest.json.data.earnings.totals).toEqual({ sales: 2, earnings: 90, lifetimeSales: 2, lifetimeEarnings: 90 })
    expect(rest.json.data.earnings.quizzes[0]).toMatchObject({ _id: quizId, price: 50, earnings: 90 })
    // A buyer earned nothing: an empty overview, every day zero.
    const none: EarningsOverview = await stranger.caller.quizzes.earnings({})
    expect(none.quizzes).toEqual([])
    expect(none.daily).toHaveLength(30)
    expect(none.totals.lifetimeEarningsPaise).toBe(0)
    expect((await suite.creator.client.get('/api/v1/users/me/earnings?days=8')).status).toBe(400)
  })

  it('keeps a deleted quiz’s earnings under the title it had', async () => {
    const other = await suite.player()
    const sold = await approvedQuiz(suite.h.db, other.id, {
      title: 'Sold then deleted',
      isPaid: true,
      pricePaise: 1000,
    })
    const buyer = await suite.player()
    await fund(buyer, 20)
    expect((await buyer.client.post(`/api/v1/quizzes/${sold.id}/start`)).status).toBeLessThan(300)
    expect((await other.client.delete(`/api/v1/quizzes/${sold.id}`)).status).toBe(200)
    const overview: EarningsOverview = await other.caller.quizzes.earnings({})
    expect(overview.quizzes).toEqual([
      {
        quizId: null,
        title: 'Sold then deleted',
        isPaid: false,
        pricePaise: null,
        sales: 1,
        earningsPaise: 900,
        lifetimeSales: 1,
        lifetimeEarningsPaise: 900,
      },
    ])
  })
})

describe('who may read a quiz’s analytics', () => {
  it('is the creator or an admin; others 403, an unknown quiz 404, a guest 401', async () => {
    for (const path of ['analytics', 'attempts', 'attempts.csv']) {
      const url = `/api/v1/quizzes/${quizId}/${path}`
      expect((await admin.client.get(url)).status, path).toBe(200)
      const refused = await stranger.client.get(url)
      expect(refused.status, path).toBe(403)
      expect(refused.json.message).toBe(m.quiz_access_cannot_view())
      expect((await suite.h.client().get(url)).status, path).toBe(401)
      const unknown = await suite.creator.client.get(`/api/v1/quizzes/00000000-0000-4000-8000-000000000000/${path}`)
      expect(unknown.status, path).toBe(404)
      expect(unknown.json.message).toBe(m.empty_quiz_not_found())
    }
    await expect(stranger.caller.quizzes.analytics({ id: quizId })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(stranger.caller.quizzes.attempts({ id: quizId })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await suite.h.client().get('/api/v1/users/me/earnings')).status).toBe(401)
  })
})
