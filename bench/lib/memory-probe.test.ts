import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { memoryReport } from './memory-probe'

/** What the bench server's /__bench/memory answers (bench/lib/server.ts). */
describe('the memory probe', () => {
  it('reports the process: resident, V8 heap, outside it, and the heap after a full collection', async () => {
    const first = memoryReport()
    expect(first.rss).toBeGreaterThan(first.heapTotal)
    expect(first.heapTotal).toBeGreaterThanOrEqual(first.heapUsed)
    expect(first.external).toBeGreaterThan(0)
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void
    // A young-generation collection is not a full one.
    gc({ type: 'minor' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const afterMinor = memoryReport()
    expect(afterMinor.majorGcs).toBe(first.majorGcs)
    // A full collection, then the observer's report of it (delivered after the collection).
    gc({ type: 'major' })
    let after = afterMinor
    for (let wait = 0; wait < 50 && after.majorGcs <= afterMinor.majorGcs; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      after = memoryReport()
    }
    expect(after.majorGcs).toBeGreaterThan(afterMinor.majorGcs)
    // The old generation after the collection: more than nothing, less than the heap committed.
    expect(after.heapAfterMajorGc).toBeGreaterThan(0)
    expect(after.heapAfterMajorGc).toBeLessThan(after.heapTotal)
  })
})
