// The client: the size budget (scripts/check-size.mjs on the benchmark's own build) and Lighthouse
// (its default mobile preset: an emulated mid-range phone on a throttled 4G connection) on the built
// app's prerendered public pages, in Debian's Chromium. Skipped with a note when Chromium is missing.
//
// Lighthouse runs three ways: with devtools throttling (the page really loads over the slow
// connection on the slowed CPU), on each page of --pages (every prerendered page by default), against
// the targets (score ≥ 90, blocking time < 200 ms, LCP < 2.5 s, CLS < 0.05; decision 030); the same
// with twice the preset's CPU slowdown, so that the margin shows on any host (a host twice as slow
// reads like the preset on this one; target score ≥ 90); and with the preset's simulated throttling
// (the page loads at full speed and Lighthouse computes the slow phone's timings from that load) on
// the landing page, for comparison with earlier runs. Only the devtools ones show what happens in
// between, such as the footer jumping down as a late page arrives (decision 015).
//
//   node --import tsx bench/client.ts --client-dir DIR [--port 3360] [--runs 3] [--pages /,/about-us]
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { benchArgs, REQUIRED } from './lib/args'
import { median, NODE, removeDir, ROOT, round, runBench, tmpDir } from './lib/common'
import { startServer, waitFor200 } from './lib/http'
import { PRERENDERED_PATHS } from '../src/shared/prerendered-pages'

const {
  port,
  runs,
  'client-dir': clientDir,
  pages,
} = benchArgs({ port: 3360, runs: 3, 'client-dir': REQUIRED, pages: PRERENDERED_PATHS.join(',') })
const log = (message: string) => process.stderr.write(`[client] ${message}\n`)

/** check-size's JSON report (it exits 1 when over budget, and still reports). */
function sizeReport(dir: string) {
  const child = spawnSync(NODE, [join(ROOT, 'scripts/check-size.mjs'), '--dir', dir, '--json'], { encoding: 'utf8' })
  const start = child.stdout.indexOf('{')
  if (start < 0) return { error: child.stderr.trim() || `check-size exited ${child.status}` }
  return JSON.parse(child.stdout.slice(start))
}

/** Whether the server compresses the entry script for a browser that accepts gzip and brotli. */
async function servedEncoding(origin: string) {
  const html = await (await fetch(`${origin}/`)).text()
  const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  if (!entry) return { entry: null }
  const response = await fetch(`${origin}${entry}`, { headers: { 'accept-encoding': 'gzip, br' } })
  const body = Buffer.from(await response.arrayBuffer())
  return {
    entry,
    contentEncoding: response.headers.get('content-encoding') ?? 'none',
    contentLength: Number(response.headers.get('content-length') ?? body.length),
  }
}

type Throttling = 'simulate' | 'devtools'

/** The mobile preset's CPU slowdown (Lighthouse's mobileSlow4G), and the row with twice as much. */
const PRESET_CPU_SLOWDOWN = 4
const SLOWER_CPU = 2

/** Each Lighthouse measurement: a page, one way, the CPU slowed by the preset × cpu. */
interface Measurement {
  path: string
  throttling: Throttling
  cpu: number
}
const MEASUREMENTS: Measurement[] = [
  ...[1, SLOWER_CPU].flatMap((cpu) => pages.split(',').map((path) => ({ path, throttling: 'devtools' as const, cpu }))),
  { path: '/', throttling: 'simulate', cpu: 1 },
]

async function lighthouseRuns(origin: string, { path, throttling: throttlingMethod, cpu }: Measurement) {
  const way = `${throttlingMethod}${cpu === 1 ? '' : ` ×${cpu} CPU`}`
  const results = []
  /** Runs Lighthouse could not score (its runtimeError's code, e.g. NO_FCP): left out of the median. */
  const failed: string[] = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    })
    let timer: NodeJS.Timeout | undefined
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out after 120 s')), 120_000)
      })
      let outcome: Awaited<ReturnType<typeof lighthouse>>
      try {
        outcome = await Promise.race([
          lighthouse(`${origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod,
            // Merged into the preset: its connection stays, only the CPU is slowed further.
            throttling: { cpuSlowdownMultiplier: PRESET_CPU_SLOWDOWN * cpu },
          }),
          timeout,
        ])
      } catch (error) {
        failed.push(error instanceof Error ? error.message : String(error))
        log(`lighthouse ${path} ${way} run ${i + 1}: failed (${failed.at(-1)})`)
        continue
      }
      const lhr = outcome!.lhr
      if (typeof lhr.categories.performance?.score !== 'number') {
        failed.push(lhr.runtimeError?.code ?? 'unknown')
        log(`lighthouse ${path} ${way} run ${i + 1}: no score (${failed.at(-1)}): ${lhr.runtimeError?.message ?? ''}`)
        continue
      }
      const audit = (id: string) => lhr.audits[id]
      results.push({
        score: round(lhr.categories.performance.score * 100, 0),
        fcpMs: round(audit('first-contentful-paint')?.numericValue ?? NaN, 0),
        lcpMs: round(audit('largest-contentful-paint')?.numericValue ?? NaN, 0),
        cls: round(audit('cumulative-layout-shift')?.numericValue ?? NaN, 3),
        tbtMs: round(audit('total-blocking-time')?.numericValue ?? NaN, 0),
        speedIndexMs: round(audit('speed-index')?.numericValue ?? NaN, 0),
        totalTransferKb: round((audit('total-byte-weight')?.numericValue ?? NaN) / 1000, 0),
        formFactor: lhr.configSettings.formFactor,
        throttling: lhr.configSettings.throttlingMethod,
      })
      log(`lighthouse ${path} ${way} run ${i + 1}: ${JSON.stringify(results.at(-1))}`)
    } finally {
      clearTimeout(timer)
      await chrome.kill()
    }
  }
  if (results.length === 0) throw new Error(`no ${way} run of ${path} gave a score (${failed.join(', ')})`)
  // The run whose score is the median (the lower middle one of an even count, as median() takes):
  // its timings, not another run's, beside that score.
  const byScore = [...results].sort((a, b) => a.score - b.score)
  const middle = byScore[Math.ceil(byScore.length / 2) - 1]!
  return {
    path,
    throttling: throttlingMethod,
    cpu,
    runs: results,
    failed,
    median: { ...middle, score: median(results.map((r) => r.score)) },
  }
}

/** Each measurement's runs, or why it has none: one entry per measurement whatever happened. */
const skippedEveryWay = (reason: string) => MEASUREMENTS.map((measurement) => ({ ...measurement, skipped: reason }))
const couldNotRun = (error: unknown) =>
  `Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`

/** The runs of one measurement, or why none of them gave a score (the others still run). */
async function lighthouseOneWay(origin: string, measurement: Measurement) {
  try {
    return await lighthouseRuns(origin, measurement)
  } catch (error) {
    return { ...measurement, skipped: couldNotRun(error) }
  }
}

async function main() {
  const size = sizeReport(clientDir)
  let lighthouseResult: unknown[]
  let compression: unknown
  if (!existsSync(CHROMIUM_PATH)) {
    lighthouseResult = skippedEveryWay(
      `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    )
  } else {
    const dataDir = tmpDir('quizdom-bench-client-')
    const server = await startServer({ port, clientDir, dataDir })
    try {
      await waitFor200(server, '/')
      compression = await servedEncoding(server.origin)
      lighthouseResult = []
      for (const measurement of MEASUREMENTS) lighthouseResult.push(await lighthouseOneWay(server.origin, measurement))
    } catch (error) {
      lighthouseResult = skippedEveryWay(couldNotRun(error))
    } finally {
      await server.stop()
      removeDir(dataDir)
    }
  }
  process.stdout.write(`${JSON.stringify({ benchmark: 'client', size, compression, lighthouse: lighthouseResult })}\n`)
}

runBench(main)
