import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { registry } from '#server/metrics'
import { type AdmissionClock, createAdmission } from './admission'
import type { AppBindings } from './rest'
import { m } from '#shared/i18n'

/**
 * Time as a test tells it: it passes only when the test says, and a timer fires only when the test
 * frees the event loop, as a busy loop holds timers back on PGlite. No assertion depends on how
 * fast the machine is.
 */
function manualClock() {
  let time = 0
  const timers: Array<{ at: number; fire: () => void }> = []
  const clock: AdmissionClock = {
    now: () => time,
    after: (ms, fire) => {
      const timer = { at: time + ms, fire }
      timers.push(timer)
      return () => {
        const index = timers.indexOf(timer)
        if (index !== -1) timers.splice(index, 1)
      }
    },
    endOfTurn: (fire) => setImmediate(fire),
  }
  return {
    clock,
    /** Time passes while the event loop is busy: no timer fires. */
    pass: (ms: number) => {
      time += ms
    },
    /** The loop is free: each timer that is due fires. */
    fireDue: () => {
      for (const timer of timers.filter((due) => due.at <= time)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.fire()
      }
    },
  }
}

/** An app whose one route holds each request until the test lets it go, and the order they started in. */
function heldApp(options: { limit: number; queue: number; waitMs: number }, clock?: AdmissionClock) {
  const admission = createAdmission(options, clock)
  const held: Array<() => void> = []
  const started: string[] = []
  const app = new Hono<AppBindings>().use(admission.middleware).get('/work/:name', async (c) => {
    started.push(c.req.param('name'))
    await new Promise<void>((resolve) => held.push(resolve))
    return c.json({ success: true })
  })
  return {
    admission,
    held,
    started,
    request: (name = 'x') => Promise.resolve(app.request(`/work/${name}`)),
    /** Lets the oldest running request answer. */
    finishOne: () => held.shift()!(),
  }
}

/** The admission wait histogram's count and sum (seconds) for an outcome, as a scrape reads them. */
async function waits(outcome: 'started' | 'shed') {
  const text = await registry.getSingleMetricAsString('quizdom_admission_wait_seconds')
  const read = (series: string) =>
    Number(
      new RegExp(`^quizdom_admission_wait_seconds_${series}\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ??
        0,
    )
  return { count: read('count'), seconds: read('sum') }
}

/** Lets every promise that can move move: answers that are ready arrive, nothing waits on time. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** Whether a request has been answered yet, and with what status. */
function watch(response: Promise<Response>) {
  const state: { status: number | null } = { status: null }
  void response.then((answer) => {
    state.status = answer.status
  })
  return state
}

describe('admission control', () => {
  it('sheds at once with 503, Retry-After and a message in words when the queue is full', async () => {
    const { admission, request, finishOne } = heldApp({ limit: 1, queue: 1, waitMs: 10_000 }, manualClock().clock)
    const first = request()
    const second = request()
    await settle()
    expect(admission.stats()).toMatchObject({ inFlight: 1, queued: 1, shed: 0 })
    const third = await request()
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('1')
    expect(await third.json()).toEqual({ success: false, message: m.ops_texts_busy() })
    // The turn passes to the waiting request, which then runs.
    finishOne()
    expect((await first).status).toBe(200)
    await settle()
    finishOne()
    expect((await second).status).toBe(200)
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 1 })
  })

  it('answers a request 503 when its wait is up, by its timer on a free event loop', async () => {
    const time = manualClock()
    const { admission, started, request, finishOne } = heldApp({ limit: 1, queue: 5, waitMs: 30 }, time.clock)
    const before = await waits('shed')
    const first = request('first')
    const waiting = watch(request('waiting'))
    await settle()
    time.pass(29)
    time.fireDue()
    await settle()
    expect(waiting.status).toBeNull()
    time.pass(1)
    time.fireDue()
    await settle()
    expect(waiting.status).toBe(503)
    // /metrics tells how long each refusal waited: here the whole 30 ms.
    const after = await waits('shed')
    expect(after.count - before.count).toBe(1)
    expect(after.seconds - before.seconds).toBeCloseTo(0.03, 9)
    finishOne()
    expect((await first).status).toBe(200)
    expect(started).toEqual(['first'])
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 1 })
  })

  it('never starts a request whose wait ran out while the loop was busy: the next release answers it 503', async () => {
    const time = manualClock()
    const { started, request, finishOne } = heldApp({ limit: 1, queue: 5, waitMs: 100 }, time.clock)
    const first = request('first')
    const late = watch(request('late'))
    time.pass(60)
    const inTime = watch(request('in-time'))
    await settle()
    // The loop is busy past the first one's deadline (its timer has not fired): then a turn frees.
    time.pass(50)
    finishOne()
    expect((await first).status).toBe(200)
    await settle()
    expect(late.status).toBe(503)
    expect(started).toEqual(['first', 'in-time'])
    finishOne()
    await settle()
    expect(inTime.status).toBe(200)
  })

  it('answers 503 at the next arrival a request whose wait ran out while the loop was busy', async () => {
    const time = manualClock()
    const { admission, request, finishOne } = heldApp({ limit: 1, queue: 5, waitMs: 100 }, time.clock)
    const first = request('first')
    const late = watch(request('late'))
    await settle()
    time.pass(100)
    const next = watch(request('next'))
    await settle()
    expect(late.status).toBe(503)
    expect(next.status).toBeNull()
    expect(admission.stats()).toMatchObject({ inFlight: 1, queued: 1, shed: 1 })
    finishOne()
    await first
    await settle()
    finishOne()
    await settle()
    expect(next.status).toBe(200)
  })

  it('answers 503 at the end of a busy turn a request whose wait ran out in it (paced, on PGlite)', async () => {
    const time = manualClock()
    const admission = createAdmission({ limit: 1, queue: 5, waitMs: 100, pace: true }, time.clock)
    const held: Array<() => void> = []
    const app = new Hono<AppBindings>().use(admission.middleware).get('/work', async (c) => {
      await new Promise<void>((resolve) => held.push(resolve))
      return c.json({ success: true })
    })
    const first = app.request('/work')
    const waiting = watch(Promise.resolve(app.request('/work')))
    // The turn that started the first request runs past the second one's wait; no timer fires.
    time.pass(100)
    await settle()
    expect(waiting.status).toBe(503)
    expect(admission.stats()).toMatchObject({ inFlight: 1, queued: 0, shed: 1 })
    held.shift()!()
    expect((await first).status).toBe(200)
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
    const { held, request } = heldApp({ limit: 0, queue: 0, waitMs: 0 })
    const all = Array.from({ length: 5 }, () => request())
    await settle()
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
    expect((await second.json()).message).toBe(m.ops_texts_busy())
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
