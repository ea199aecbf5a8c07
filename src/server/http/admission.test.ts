import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPS_TEXTS } from '#shared/ops-texts'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { createAdmission } from './admission'
import type { AppBindings } from './rest'

/** An app whose one route holds each request until the test lets it go. */
function heldApp(options: { limit: number; queue: number; waitMs: number }) {
  const admission = createAdmission(options)
  const held: Array<() => void> = []
  const app = new Hono<AppBindings>().use(admission.middleware).get('/work', async (c) => {
    await new Promise<void>((resolve) => held.push(resolve))
    return c.json({ success: true })
  })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
  return { admission, held, tick, request: () => app.request('/work') }
}

describe('admission control', () => {
  it('sheds at once with 503, Retry-After and a message in words when the queue is full', async () => {
    const { admission, held, tick, request } = heldApp({ limit: 1, queue: 1, waitMs: 10_000 })
    const first = request()
    const second = request()
    await tick()
    expect(admission.stats()).toMatchObject({ inFlight: 1, queued: 1, shed: 0 })
    const third = await request()
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('1')
    expect(await third.json()).toEqual({ success: false, message: OPS_TEXTS.busy })
    // The turn passes to the waiting request, which then runs.
    held.shift()!()
    expect((await first).status).toBe(200)
    await tick()
    held.shift()!()
    expect((await second).status).toBe(200)
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 1 })
  })

  it('sheds a request that waited its longest for a turn', async () => {
    const { admission, held, tick, request } = heldApp({ limit: 1, queue: 5, waitMs: 30 })
    const first = request()
    const started = performance.now()
    const waited = await request()
    expect(waited.status).toBe(503)
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    await tick()
    held.shift()!()
    expect((await first).status).toBe(200)
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 1 })
  })

  it('paced, starts one request per turn of the event loop, in order', async () => {
    const startedIn = async (pace: boolean) => {
      const admission = createAdmission({ limit: 4, queue: 10, waitMs: 1000, pace })
      let turn = 0
      let counting = true
      const count = () => {
        turn++
        if (counting) setImmediate(count)
      }
      setImmediate(count)
      const turns: Array<[number, number]> = []
      const app = new Hono<AppBindings>().use(admission.middleware).get('/work/:n', (c) => {
        turns.push([Number(c.req.param('n')), turn])
        return c.json({ success: true })
      })
      const answers = await Promise.all([1, 2, 3].map((n) => app.request(`/work/${n}`)))
      counting = false
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200])
      return turns
    }
    // Each in a turn of its own, first come first served: Node reads and accepts between them.
    expect(await startedIn(true)).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ])
    // Unpaced (on Postgres, whose queries run elsewhere), all three start at once.
    expect(await startedIn(false)).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ])
  })

  it('lets everything through with a limit of 0', async () => {
    const { held, tick, request } = heldApp({ limit: 0, queue: 0, waitMs: 0 })
    const all = Array.from({ length: 5 }, request)
    await tick()
    expect(held).toHaveLength(5)
    for (const release of held) release()
    expect((await Promise.all(all)).map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
  })
})

describe('admission control in the app', () => {
  let h: TestHarness
  beforeAll(async () => {
    h = await createHarness({ env: { ADMISSION_LIMIT: '1', ADMISSION_QUEUE: '0' } })
  })
  afterAll(() => h.close())

  // On PGlite one request starts per turn of the event loop: each check begins in a turn of its own.
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

  it('guards the API: a second request while one runs is shed', async () => {
    await nextTurn()
    const [first, second] = await Promise.all([
      h.app.request('/api/v1/quizzes/public'),
      h.app.request('/api/v1/quizzes/public'),
    ])
    expect(first.status).toBe(200)
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('1')
    expect((await second.json()).message).toBe(OPS_TEXTS.busy)
    await nextTurn()
    const trpc = await Promise.all([h.app.request('/trpc/auth.me'), h.app.request('/trpc/auth.me')])
    expect(trpc.map((response) => response.status)).toEqual([200, 503])
  })

  it('never sheds the probes: a busy instance is alive and ready', async () => {
    await nextTurn()
    const answers = await Promise.all([
      h.app.request('/api/v1/quizzes/public'),
      h.app.request('/api/v1/health'),
      h.app.request('/api/v1/ready'),
      h.app.request('/api/v1/health'),
    ])
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200])
  })
})

describe('the admission settings', () => {
  it('default to on for PGlite and off for Postgres', async () => {
    const { parseEnv } = await import('#server/env')
    expect(parseEnv({}).admission).toEqual({ limit: 16, queue: 1000, waitMs: 1000, pace: true })
    expect(parseEnv({ DATABASE_URL: 'postgres://x@localhost/db' }).admission).toMatchObject({ limit: 0, pace: false })
    expect(parseEnv({ DATABASE_URL: 'postgres://x@localhost/db', ADMISSION_LIMIT: '4' }).admission.limit).toBe(4)
    expect(() => parseEnv({ ADMISSION_LIMIT: 'lots' })).toThrow(/ADMISSION_LIMIT/)
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })
})
