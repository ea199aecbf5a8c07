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
// The build holds one client per language (decision 052): the first language's index.html at its
// root, each other's in locales/<locale>/, their scripts all in assets/. The initial JavaScript is
// checked for each language; a lazy chunk is one in no language's first screen. The chunk graph
// comes from each index.html and the chunks' own `import ... from "./x.js"` statements (dynamic
// `import()` is a lazy edge and is not followed). Sizes are gzip at level 9, as Vite reports them;
// 1 kB = 1000 bytes. Exit 1 when a budget is exceeded or the build is missing.
//
//   node scripts/check-size.mjs [--dir dist/client] [--json] [--initial-kb 150] [--chunk-kb 30]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Where the build keeps the clients of the languages after the first (src/shared/prerendered-pages.ts). */
const LOCALE_CLIENTS_DIR = 'locales'

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

/** The first screen's scripts of a page: the module scripts its index.html names. */
function entriesOf(indexPath) {
  const html = readFileSync(indexPath, 'utf8')
  return [...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)].map((m) =>
    m[1].replace(/^\//, ''),
  )
}

/** Every JS file of the build (relative to dir) with the files it imports statically. */
function readGraph(dir) {
  const graph = new Map()
  for (const full of listJs(dir)) {
    const file = relative(dir, full).split('\\').join('/')
    const code = readFileSync(full, 'utf8')
    const imports = staticImportsOf(code)
      .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
      .map((spec) => (spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec)))
    graph.set(file, imports)
  }
  return graph
}

/**
 * Each language's client: the build's own index.html is the first language's; every other has its
 * own in locales/<locale>/ (vite.config.ts), its scripts among the build's assets.
 */
function clientsOf(dir) {
  const clients = [{ locale: 'base', indexPath: join(dir, 'index.html') }]
  const localesDir = join(dir, LOCALE_CLIENTS_DIR)
  if (existsSync(localesDir)) {
    for (const locale of readdirSync(localesDir).sort()) {
      const indexPath = join(localesDir, locale, 'index.html')
      if (existsSync(indexPath)) clients.push({ locale, indexPath })
    }
  }
  return clients
}

/** The first language's name, from the catalogs' settings, for the report. */
function baseLocaleName() {
  const settings = join(root, 'project.inlang/settings.json')
  return existsSync(settings) ? JSON.parse(readFileSync(settings, 'utf8')).baseLocale : 'base'
}

export function checkSize(options) {
  const { dir } = options
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`check-size: no build at ${dir} (run npm run build first)`)
  }
  const graph = readGraph(dir)
  const sizes = new Map()
  for (const file of graph.keys()) {
    const buffer = readFileSync(join(dir, file))
    sizes.set(file, { raw: buffer.length, gzip: gzipBytes(buffer) })
  }
  const failures = []
  const initialLimit = options.initialKb * 1000
  const inAnyInitial = new Set()
  const initials = clientsOf(dir).map(({ locale, indexPath }) => {
    const entries = entriesOf(indexPath)
    if (entries.length === 0) throw new Error(`check-size: no entry script found in ${indexPath}`)
    const initial = new Set()
    const stack = [...entries]
    while (stack.length) {
      const file = stack.pop()
      if (initial.has(file)) continue
      if (!graph.has(file)) throw new Error(`check-size: ${file} is imported but not in the build`)
      initial.add(file)
      inAnyInitial.add(file)
      stack.push(...graph.get(file))
    }
    const files = [...initial].sort((a, b) => sizes.get(b).gzip - sizes.get(a).gzip)
    const gzip = files.reduce((sum, file) => sum + sizes.get(file).gzip, 0)
    const raw = files.reduce((sum, file) => sum + sizes.get(file).raw, 0)
    const name = locale === 'base' ? baseLocaleName() : locale
    if (gzip > initialLimit) {
      failures.push(`initial JavaScript (${name}) is ${kb(gzip)} kB gzip, over the ${options.initialKb} kB budget`)
    }
    return { locale: name, gzipBytes: gzip, rawBytes: raw, files: files.map((file) => ({ file, ...sizes.get(file) })) }
  })
  const lazy = [...graph.keys()]
    .filter((file) => !inAnyInitial.has(file) && !ownBudgetOf(file))
    .map((file) => ({ file, ...sizes.get(file) }))
    .sort((a, b) => b.gzip - a.gzip)
  const own = [...graph.keys()]
    .filter((file) => !inAnyInitial.has(file) && ownBudgetOf(file))
    .map((file) => ({ file, budgetKb: ownBudgetOf(file).kb, ...sizes.get(file) }))
  for (const { name } of OWN_BUDGETS) {
    if (!own.some((chunk) => ownBudgetOf(chunk.file).name === name)) {
      failures.push(`no lazy chunk named ${name}: the build no longer splits it off (vite.config.ts)`)
    }
  }
  const chunkLimit = options.chunkKb * 1000
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
    budgets: { initialKb: options.initialKb, chunkKb: options.chunkKb },
    initial: initials,
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
    console.log(`Client size (${shown}), gzip:`)
    for (const initial of report.initial) {
      console.log(
        `  initial JavaScript (${initial.locale}) ${kb(initial.gzipBytes)} kB (budget ${options.initialKb} kB) in ${initial.files.length} files:`,
      )
      for (const file of initial.files.slice(0, 3)) console.log(`    ${kb(file.gzip).padStart(7)} kB  ${file.file}`)
    }
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
