import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeDir, ROOT, tmpDir } from './common'
import {
  type BenchOutput,
  LATEST_RESULTS,
  PERFORMANCE_DOC,
  renderPerformanceDoc,
  renderResults,
  rerender,
  resultsTable,
  verdictSummary,
  writeRun,
} from './report'

function fixture(figure: string, overrides: Partial<BenchOutput> = {}): BenchOutput {
  return {
    date: '2026-01-02T03:04:05.000Z',
    minutes: 14.5,
    quick: false,
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGb: 8,
      node: 'v22.0.0',
      postgres: '15.0',
      pglite: '0.5.0',
      loadGenerator: 'autocannon 9.0.0',
      pinned: 'server on core 0, load generator on core 1 (taskset); Postgres unpinned on both',
    },
    rows: [
      {
        benchmark: 'Leaderboard top 10 (10 k / 1 M)',
        database: 'Postgres',
        measured: `${figure} ms`,
        target: '< 2 ms at 1 M',
        verdict: 'pass',
      },
      {
        benchmark: 'Submissions, 50 connections',
        database: 'Postgres',
        measured: `${figure}/s`,
        target: '≥ 1000/s',
        verdict: 'MISS',
      },
      {
        benchmark: 'Largest lazy (route) chunk',
        database: 'client',
        measured: 'a|b.js',
        target: 'info',
        verdict: 'info',
      },
      { benchmark: 'Lighthouse', database: 'client', measured: 'Chromium missing', target: '', verdict: 'skipped' },
    ],
    results: { rankingPostgres: { figure } },
    ...overrides,
  }
}

const tableLines = (text: string) => text.split('\n').filter((line) => line.startsWith('|'))

describe('the performance guide', () => {
  const doc = renderPerformanceDoc(fixture('123.45'))

  it('has its title, the run, a summary, the table and the guide, in that order', () => {
    expect(doc.startsWith('# Performance\n')).toBe(true)
    const headings = doc.split('\n').filter((line) => line.startsWith('## '))
    expect(headings).toEqual([
      '## The latest full run',
      '## Reproducing it',
      '## What each benchmark measures',
      '## What the targets mean',
      '## Choosing `DATABASE_URL`',
      '## Capacity for any number of cores',
    ])
    const run = doc.indexOf('Run of 2026-01-02T03:04:05.000Z on 2 cores (Test CPU), server on core 0')
    const summary = doc.indexOf('1 of 2 rows with a target met it; missed: Submissions, 50 connections, Postgres')
    const table = doc.indexOf('| Benchmark ')
    expect(run).toBeGreaterThan(doc.indexOf('## The latest full run'))
    expect(summary).toBeGreaterThan(run)
    expect(table).toBeGreaterThan(summary)
    expect(doc.indexOf('## Reproducing it')).toBeGreaterThan(table)
    expect(doc).toContain('The run took 14.5 minutes.')
    expect(doc).toContain('skipped: Lighthouse, client')
    expect(doc.endsWith('\n')).toBe(true)
  })

  it('carries every row of the run, one table line each, with a pipe in a cell escaped', () => {
    const runTable = tableLines(doc.slice(doc.indexOf('| Benchmark '), doc.indexOf('## Reproducing it')))
    const cells = (line: string) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((text) => text.trim())
    expect(runTable.map(cells)).toEqual([
      ['Benchmark', 'Database', 'Measured', 'Target', ''],
      ['Leaderboard top 10 (10 k / 1 M)', 'Database', 'Chromium missing', '< 2 ms at 1 M', 'skipped'].map((widest) =>
        '-'.repeat(widest.length),
      ),
      ['Leaderboard top 10 (10 k / 1 M)', 'Postgres', '123.45 ms', '< 2 ms at 1 M', 'pass'],
      ['Submissions, 50 connections', 'Postgres', '123.45/s', '≥ 1000/s', 'MISS'],
      ['Largest lazy (route) chunk', 'client', 'a\\|b.js', 'info', 'info'],
      ['Lighthouse', 'client', 'Chromium missing', '', 'skipped'],
    ])
    // Aligned as prettier aligns a table, so formatting the repository leaves the page as rendered.
    expect(new Set(runTable.map((line) => [...line].length)).size).toBe(1)
  })

  it('keeps figures in the table alone: two runs differ only in the run section', () => {
    const other = renderPerformanceDoc(fixture('987.65', { date: '2027-05-06T07:08:09.000Z', minutes: 20 }))
    const guide = (text: string) => text.slice(text.indexOf('## Reproducing it'))
    const head = (text: string) => text.slice(0, text.indexOf('## The latest full run'))
    expect(guide(other)).toBe(guide(doc))
    expect(head(other)).toBe(head(doc))
    expect(guide(doc)).not.toContain('123.45')
  })

  it('links only to files that exist in the repository', () => {
    const links = [...doc.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      expect(link, 'no link leaves the repository').not.toMatch(/^[a-z]+:/)
      expect(existsSync(resolve(ROOT, dirname(PERFORMANCE_DOC), link)), link).toBe(true)
    }
  })

  it('is what the committed results render to (it is generated, not edited by hand)', () => {
    const stored = JSON.parse(readFileSync(join(ROOT, LATEST_RESULTS), 'utf8')) as BenchOutput
    expect(readFileSync(join(ROOT, PERFORMANCE_DOC), 'utf8')).toBe(renderPerformanceDoc(stored))
    expect(readFileSync(join(ROOT, 'bench/results/latest.md'), 'utf8')).toBe(renderResults(stored))
  })
})

describe('the verdict summary', () => {
  it('says so when every target was met and nothing was skipped', () => {
    const rows = fixture('1').rows.filter((r) => r.verdict === 'pass' || r.verdict === 'info')
    expect(verdictSummary(rows)).toBe('1 of 1 rows with a target met it.')
  })
})

describe('storing a run', () => {
  let root: string | undefined
  afterEach(() => removeDir(root))

  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
    )

  it('writes latest.* and the guide after a full run', () => {
    root = tmpDir('quizdom-report-test-')
    const output = fixture('5')
    expect(writeRun(root, output, true)).toEqual([
      'bench/results/latest.json',
      'bench/results/latest.md',
      PERFORMANCE_DOC,
    ])
    expect(files(root).sort()).toEqual(['bench/results/latest.json', 'bench/results/latest.md', PERFORMANCE_DOC])
    expect(JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8'))).toEqual(output)
    expect(readFileSync(join(root, 'bench/results/latest.md'), 'utf8')).toContain(resultsTable(output.rows))
    expect(readFileSync(join(root, PERFORMANCE_DOC), 'utf8')).toBe(renderPerformanceDoc(output))
  })

  it('writes only partial.* after a partial or quick run, leaving the guide and latest.* alone', () => {
    root = tmpDir('quizdom-report-test-')
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, PERFORMANCE_DOC), 'kept')
    expect(writeRun(root, fixture('5', { quick: true }), false)).toEqual([
      'bench/results/partial.json',
      'bench/results/partial.md',
    ])
    expect(files(root).sort()).toEqual(['bench/results/partial.json', 'bench/results/partial.md', PERFORMANCE_DOC])
    expect(readFileSync(join(root, PERFORMANCE_DOC), 'utf8')).toBe('kept')
  })

  it('renders the guide again from latest.json without running anything', () => {
    root = tmpDir('quizdom-report-test-')
    const output = fixture('7')
    mkdirSync(join(root, 'bench/results'), { recursive: true })
    writeFileSync(join(root, LATEST_RESULTS), JSON.stringify(output))
    expect(rerender(root)).toEqual(['bench/results/latest.md', PERFORMANCE_DOC])
    expect(readFileSync(join(root, PERFORMANCE_DOC), 'utf8')).toBe(renderPerformanceDoc(output))
    expect(readFileSync(join(root, 'bench/results/latest.md'), 'utf8')).toBe(renderResults(output))
  })

  it('refuses to render the guide from a quick run, a stranger file or no file', () => {
    root = tmpDir('quizdom-report-test-')
    expect(() => rerender(root!)).toThrow(`cannot read ${LATEST_RESULTS}`)
    mkdirSync(join(root, 'bench/results'), { recursive: true })
    writeFileSync(join(root, LATEST_RESULTS), JSON.stringify(fixture('7', { quick: true })))
    expect(() => rerender(root!)).toThrow('holds a --quick run')
    writeFileSync(join(root, LATEST_RESULTS), JSON.stringify({ hello: 'world' }))
    expect(() => rerender(root!)).toThrow('is not the output of a benchmark run')
    expect(existsSync(join(root, PERFORMANCE_DOC))).toBe(false)
  })
})
