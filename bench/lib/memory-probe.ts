// The memory benchmark's view from inside the server: the process's memory, and the heap still in
// use after the latest full collection (garbage aside, what the process keeps). One observer per
// process, installed by the first read, so no other benchmark pays for it. A collection is
// reported a moment after it ends, so only the old generation is read: what the young one holds by
// then is new.
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks'
import { getHeapSpaceStatistics } from 'node:v8'

export interface MajorGcWatch {
  heapAfterMajorGc: number | null
  majorGcs: number
}

let watch: MajorGcWatch | undefined

/** A copy of the watch's counts, installing the watch on the first call. */
function watchMajorGcs(): MajorGcWatch {
  watch ??= startMajorGcWatch()
  return { ...watch }
}

function startMajorGcWatch(): MajorGcWatch {
  const counts: MajorGcWatch = { heapAfterMajorGc: null, majorGcs: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind !== perfConstants.NODE_PERFORMANCE_GC_MAJOR) continue
      counts.majorGcs++
      counts.heapAfterMajorGc = getHeapSpaceStatistics()
        .filter((space) => !space.space_name.startsWith('new_'))
        .reduce((sum, space) => sum + space.space_used_size, 0)
    }
  }).observe({ entryTypes: ['gc'] })
  return counts
}

/** What /__bench/memory answers: resident, V8 heap, outside it, and the full-collection watch. */
export function memoryReport() {
  const { rss, heapTotal, heapUsed, external } = process.memoryUsage()
  return { rss, heapTotal, heapUsed, external, ...watchMajorGcs() }
}
