#!/usr/bin/env node
// `npm run check:size`: the client's size budget, read from the Vite build (dist/client).
//
//   initial JavaScript  the entry script of index.html and every chunk it imports statically
//                       (what a first visit must download before anything renders), gzip: <= 150 kB
//   each lazy chunk     every other JavaScript chunk (route components and what only they share),
//                       gzip: <= 30 kB
//   a chunk of its own  a library that is one module, cannot be split, and loads only on the pages
//                       that need it, named as a chunk by vite.config.ts: its own budget (OWN_BUDGETS)
//
// The chunk graph comes from Vite's manifest (dist/client/.vite/manifest.json) when the build wrote
// one, else from index.html and the chunks' own `import ... from "./x.js"` statements (dynamic
// `import()` is a lazy edge and is not followed). Sizes are gzip at level 9, as Vite reports them;
// 1 kB = 1000 bytes. Exit 1 when a budget is exceeded or the build is missing.
//
//   node scripts/check-size.mjs [--dir dist/client] [--json] [--initial-kb 150] [--chunk-kb 30]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))

function parseArgs(argv) {
  const options = { dir: join(root, 'dist/client'), json: false, initialKb: 150, chunkKb: 30 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--json') options.json = true
    else if (arg === '--dir') options.dir = resolve(argv[++i])
    else if (arg === '--initial-kb') options.initialKb = Number(argv[++i])
    else if (arg === '--chunk-kb') options.chunkKb = Number(argv[++i])
    else {
      console.error(`check-size: unknown argument ${arg}`)
      process.exit(2)
    }
  }
  return options
}

/**
 * Lazy chunks with a budget of their own, by chunk name (`<name>-<hash>.js`). KaTeX is one module
 * of about 77 kB gzip (with its MathML); it loads, with its stylesheet and fonts, only when a
 * question's text on the page holds a formula (src/client/components/question-text/use-math.ts).
 */
const OWN_BUDGETS = [{ name: 'katex', kb: 80 }]

const ownBudgetOf = (file) => OWN_BUDGETS.find(({ name }) => new RegExp(`(^|/)${name}-[^/]*\\.js$`).test(file))

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length
const kb = (bytes) => (bytes / 1000).toFixed(1)

/** Static imports of a built ES module: `import x from"./a.js"`, `import"./a.js"`, `export{a}from"./a.js"`. */
function staticImportsOf(code) {
  const found = new Set()
  const pattern =
    /(?<![\w$.])(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+\s*|\{[^{}]*\}\s*)?(?:from\s*)?(["'])([^"'\n]+?\.js)\1/g
  for (const match of code.matchAll(pattern)) found.add(match[2])
  return [...found]
}

function listJs(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...listJs(full))
    else if (name.endsWith('.js')) out.push(full)
  }
  return out
}

/** The build's JS chunks as { file (relative to dir), imports (static, relative to dir) }. */
function readGraph(dir) {
  const manifestPath = join(dir, '.vite/manifest.json')
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    const byKey = manifest
    const entries = Object.values(byKey).filter((chunk) => chunk.isEntry && chunk.file.endsWith('.js'))
    const graph = new Map()
    for (const chunk of Object.values(byKey)) {
      if (!chunk.file.endsWith('.js')) continue
      graph.set(chunk.file, (chunk.imports ?? []).map((key) => byKey[key]?.file).filter(Boolean))
    }
    return { source: 'manifest', entries: entries.map((chunk) => chunk.file), graph }
  }
  const indexPath = join(dir, 'index.html')
  const html = readFileSync(indexPath, 'utf8')
  const entries = [...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)].map((m) =>
    m[1].replace(/^\//, ''),
  )
  const graph = new Map()
  for (const full of listJs(dir)) {
    const file = relative(dir, full).split('\\').join('/')
    const code = readFileSync(full, 'utf8')
    const imports = staticImportsOf(code)
      .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
      .map((spec) => (spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec)))
    graph.set(file, imports)
  }
  return { source: 'index.html', entries, graph }
}

export function checkSize(options) {
  const { dir } = options
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`check-size: no build at ${dir} (run npm run build first)`)
  }
  const { source, entries, graph } = readGraph(dir)
  if (entries.length === 0) throw new Error(`check-size: no entry script found in ${dir}`)
  const initial = new Set()
  const stack = [...entries]
  while (stack.length) {
    const file = stack.pop()
    if (initial.has(file)) continue
    if (!graph.has(file)) throw new Error(`check-size: ${file} is imported but not in the build`)
    initial.add(file)
    stack.push(...graph.get(file))
  }
  const sizes = new Map()
  for (const file of graph.keys()) {
    const buffer = readFileSync(join(dir, file))
    sizes.set(file, { raw: buffer.length, gzip: gzipBytes(buffer) })
  }
  const initialFiles = [...initial].sort((a, b) => sizes.get(b).gzip - sizes.get(a).gzip)
  const initialGzip = initialFiles.reduce((sum, file) => sum + sizes.get(file).gzip, 0)
  const initialRaw = initialFiles.reduce((sum, file) => sum + sizes.get(file).raw, 0)
  const failures = []
  const lazy = [...graph.keys()]
    .filter((file) => !initial.has(file) && !ownBudgetOf(file))
    .map((file) => ({ file, ...sizes.get(file) }))
    .sort((a, b) => b.gzip - a.gzip)
  const own = [...graph.keys()]
    .filter((file) => !initial.has(file) && ownBudgetOf(file))
    .map((file) => ({ file, budgetKb: ownBudgetOf(file).kb, ...sizes.get(file) }))
  for (const { name } of OWN_BUDGETS) {
    if (!own.some((chunk) => ownBudgetOf(chunk.file).name === name)) {
      failures.push(`no lazy chunk named ${name}: the build no longer splits it off (vite.config.ts)`)
    }
  }
  const initialLimit = options.initialKb * 1000
  const chunkLimit = options.chunkKb * 1000
  if (initialGzip > initialLimit) {
    failures.push(`initial JavaScript is ${kb(initialGzip)} kB gzip, over the ${options.initialKb} kB budget`)
  }
  for (const chunk of lazy) {
    if (chunk.gzip > chunkLimit) {
      failures.push(`lazy chunk ${chunk.file} is ${kb(chunk.gzip)} kB gzip, over the ${options.chunkKb} kB budget`)
    }
  }
  for (const chunk of own) {
    if (chunk.gzip > chunk.budgetKb * 1000) {
      failures.push(`lazy chunk ${chunk.file} is ${kb(chunk.gzip)} kB gzip, over its own ${chunk.budgetKb} kB budget`)
    }
  }
  return {
    dir,
    graphSource: source,
    budgets: { initialKb: options.initialKb, chunkKb: options.chunkKb },
    initial: {
      gzipBytes: initialGzip,
      rawBytes: initialRaw,
      files: initialFiles.map((file) => ({ file, ...sizes.get(file) })),
    },
    largestLazy: lazy.slice(0, 5),
    lazyChunks: lazy.length,
    ownBudgets: own,
    failures,
    ok: failures.length === 0,
  }
}

function main() {
  const options = parseArgs(process.argv.slice(2))
  let report
  try {
    report = checkSize(options)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  if (options.json) {
    console.log(JSON.stringify(report, null, 2))
  } else {
    const shown = relative(process.cwd(), report.dir) || '.'
    console.log(`Client size (${shown}, graph from ${report.graphSource}), gzip:`)
    console.log(
      `  initial JavaScript ${kb(report.initial.gzipBytes)} kB (budget ${options.initialKb} kB) in ${report.initial.files.length} files:`,
    )
    for (const file of report.initial.files) console.log(`    ${kb(file.gzip).padStart(7)} kB  ${file.file}`)
    console.log(`  ${report.lazyChunks} lazy chunks (budget ${options.chunkKb} kB each); the largest:`)
    for (const chunk of report.largestLazy) console.log(`    ${kb(chunk.gzip).padStart(7)} kB  ${chunk.file}`)
    if (report.ownBudgets.length > 0) console.log('  lazy chunks with a budget of their own:')
    for (const chunk of report.ownBudgets) {
      console.log(`    ${kb(chunk.gzip).padStart(7)} kB  ${chunk.file} (budget ${chunk.budgetKb} kB)`)
    }
    if (report.ok) console.log('check-size: within budget')
    else for (const failure of report.failures) console.error(`check-size: ${failure}`)
  }
  process.exit(report.ok ? 0 : 1)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
