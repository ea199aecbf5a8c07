import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * lint/no-inline-text.grit, shown to fire: words typed into a component fail `npm run lint`, and
 * words read from a text module do not. Each case is a small file laid out as in the repository and
 * linted with the repository's own configuration.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')

const CASES: Array<[file: string, source: string, refused: boolean]> = [
  ['src/client/features/a/text.tsx', 'export const A = () => <p>Start the quiz</p>', true],
  ['src/client/features/a/hindi.tsx', 'export const A = () => <p>क्विज़ शुरू करें</p>', true],
  ['src/client/features/a/label.tsx', 'export const A = () => <button aria-label="Close" />', true],
  ['src/client/features/a/placeholder.tsx', 'export const A = () => <input placeholder="Your name" />', true],
  [
    'src/client/features/a/toast.tsx',
    "import { toast } from 'sonner'\nexport const a = () => toast.error('Saved')",
    true,
  ],
  [
    'src/client/features/a/words.tsx',
    "import { T } from '#shared/texts'\nexport const A = () => <p title={T.a}>{T.b}</p>",
    false,
  ],
  ['src/client/features/a/marks.tsx', 'export const A = ({ n }: { n: number }) => <p>{n} · — 42 Q</p>', false],
  ['src/client/features/a/classes.tsx', 'export const A = () => <p className="text-sm font-medium" />', false],
  [
    'src/client/features/a/toast-words.tsx',
    "import { toast } from 'sonner'\nimport { T } from '#shared/texts'\nexport const a = () => toast.error(T.saved)",
    false,
  ],
]

let dir: string
let refused: Set<string>

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quizdom-inline-text-'))
  copyFileSync(join(ROOT, 'biome.jsonc'), join(dir, 'biome.jsonc'))
  mkdirSync(join(dir, 'lint'))
  copyFileSync(join(ROOT, 'lint/no-inline-text.grit'), join(dir, 'lint/no-inline-text.grit'))
  for (const [file, source] of CASES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), `${source}\n`)
  }
  const run = spawnSync(process.execPath, [BIOME, 'lint', '--vcs-enabled=false', '--reporter=github', '.'], {
    cwd: dir,
    encoding: 'utf8',
  })
  refused = new Set(
    [...run.stdout.matchAll(/^::error title=plugin,file=([^,]+),.*catalogs/gm)].map((match) =>
      match[1]!.slice(dir.length + 1),
    ),
  )
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the linter', () => {
  it.each(CASES)('%s: %s', (file, _source, isRefused) => {
    expect(refused.has(file)).toBe(isRefused)
  })
})
