import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { approvedQuiz, signedInUser } from '#server/testing/fixtures'
import { routeLabel } from './metrics'

const TOKEN = 'a-metrics-token-of-some-length'

describe('/metrics', () => {
  let h: TestHarness
  beforeAll(async () => {
    h = await createHarness({ env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => h.close())

  const scrape = async () => {
    const response = await h.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    return response.text()
  }
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }

  it('asks for the bearer token', async () => {
    expect((await h.app.request('/metrics')).status).toBe(401)
    const wrong = await h.app.request('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all!!' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('counts attempts started and submitted, money by kind, requests by route, and reads the outbox', async () => {
    const before = await scrape()
    const creator = await signedInUser(h)
    const player = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id)
    const started = await player.client.post(`/api/v1/quizzes/${quiz.id}/start`, {})
    expect(started.status).toBeLessThan(300)
    const resumed = await player.client.post(`/api/v1/quizzes/${quiz.id}/start`, {})
    expect(resumed.status).toBeLessThan(300)
    expect((await player.client.post(`/api/v1/quizzes/${quiz.id}/submit`, { answers: [] })).status).toBe(200)
    await h.app.request(`/trpc/quizzes.list?batch=1&input=${encodeURIComponent('{"0":{}}')}`)
    await h.app.request('/trpc/no.such.procedure')

    const after = await scrape()
    const started0 = value(before, 'quizdom_attempts_started_total') ?? 0
    const submitted0 = value(before, 'quizdom_attempts_submitted_total') ?? 0
    expect(value(after, 'quizdom_attempts_started_total')).toBe(started0 + 1)
    expect(value(after, 'quizdom_attempts_submitted_total')).toBe(submitted0 + 1)
    // Route patterns, never raw paths: the quiz's id does not appear.
    expect(after).toMatch(
      /quizdom_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/quizzes\/:id\/start",status="\d+"\} 2/,
    )
    expect(after).toContain('route="/trpc/quizzes.list"')
    expect(after).toContain('route="/trpc/(unknown)"')
    expect(after).not.toContain(quiz.id)
    expect(after).toContain('quizdom_mail_outbox_depth 0')
    expect(after).toContain('nodejs_eventloop_lag_seconds')
    expect(after).toMatch(/quizdom_admission_requests\{state="limit"\} 0/)
  })

  it('counts money movements by kind', async () => {
    const admin = await signedInUser(h)
    await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute()
    const player = await signedInUser(h)
    const request = await player.client.post('/api/v1/wallet/add-funds', { amount: 100, paymentMethod: 'upi' })
    expect(request.status).toBeLessThan(300)
    const id = request.json.data.transaction._id
    const before = await scrape()
    expect((await admin.client.post(`/api/v1/admin/transactions/${id}/approve`, {})).status).toBe(200)
    const after = await scrape()
    const series = 'quizdom_money_movements_total{kind="funds_added"}'
    expect(value(after, series)).toBe((value(before, series) ?? 0) + 1)
    const paise = 'quizdom_money_moved_paise_total{kind="funds_added"}'
    expect(value(after, paise)).toBe((value(before, paise) ?? 0) + 10_000)
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  let h: TestHarness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('is not there', async () => {
    expect((await h.app.request('/metrics')).status).toBe(404)
    expect((await h.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  })
})

describe('routeLabel', () => {
  const procedures = new Set(['quizzes.list', 'auth.me'])
  it('names tRPC calls by procedure, batches and unknown names by a fixed label', () => {
    expect(routeLabel('/trpc/quizzes.list', '/trpc/*', procedures)).toBe('/trpc/quizzes.list')
    expect(routeLabel('/trpc/quizzes.list,auth.me', '/trpc/*', procedures)).toBe('/trpc/(batch)')
    expect(routeLabel('/trpc/x,auth.me', '/trpc/*', procedures)).toBe('/trpc/(unknown)')
    expect(routeLabel('/trpc/whatever', '/trpc/*', procedures)).toBe('/trpc/(unknown)')
    expect(routeLabel('/api/v1/quizzes/123', '/api/v1/quizzes/:id', procedures)).toBe('/api/v1/quizzes/:id')
  })
})
