import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { createHarness, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'

/** The benchmarks' own routes (BENCH_ROUTES=on): never mounted unless asked, never in production. */
describe('bench routes', () => {
  let off: TestHarness
  let on: TestHarness
  beforeAll(async () => {
    off = await createHarness()
    on = await createHarness({ env: { BENCH_ROUTES: 'on' } })
  })
  afterAll(async () => {
    await off.close()
    await on.close()
  })

  it('are not there by default', async () => {
    for (const path of ['/__bench/memory', '/__bench/raw/quizzes']) {
      expect((await off.app.request(path)).status, path).toBe(404)
    }
  })

  it('cannot be turned on in production', () => {
    const production = { NODE_ENV: 'production', APP_ORIGIN: TEST_ORIGIN, BENCH_ROUTES: 'on' }
    expect(() => parseEnv(production)).toThrow(/BENCH_ROUTES/)
  })

  it('report the memory benchmark its process: resident, V8 heap, outside it, and the heap after a full collection', async () => {
    const memory = async () => (await on.app.request('/__bench/memory')).json()
    const first = await memory()
    expect(first.rss).toBeGreaterThan(first.heapTotal)
    expect(first.heapTotal).toBeGreaterThanOrEqual(first.heapUsed)
    expect(first.external).toBeGreaterThan(0)
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void
    // A young-generation collection is not a full one.
    gc({ type: 'minor' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const afterMinor = await memory()
    expect(afterMinor.majorGcs).toBe(first.majorGcs)
    // A full collection, then the observer's report of it (delivered after the collection).
    gc({ type: 'major' })
    let after = afterMinor
    for (let wait = 0; wait < 50 && after.majorGcs <= afterMinor.majorGcs; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      after = await memory()
    }
    expect(after.majorGcs).toBeGreaterThan(afterMinor.majorGcs)
    // The old generation after the collection: more than nothing, less than the heap committed.
    expect(after.heapAfterMajorGc).toBeGreaterThan(0)
    expect(after.heapAfterMajorGc).toBeLessThan(after.heapTotal)
  })
})
