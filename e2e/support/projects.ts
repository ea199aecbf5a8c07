import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Spec files that run with nothing beside them (`npm run test:e2e` runs them after the others, one
 * at a time against one server): those that measure time on screen, layout shift or hydration,
 * which another browser on a 2-core host would skew, those that wait on a short clock running out,
 * and those that read whole admin lists, which another file's data would change.
 */
const ALONE_NAMES = [
  'first-load',
  'layout-shift',
  'prerendered-pages',
  'attempt',
  'paid-quiz',
  'admin',
  'narrow-screen',
  'hindi-everywhere',
  'exam-attempt',
]
export const ALONE = ALONE_NAMES.map((name) => `**/${name}.spec.ts`)

/**
 * Spec files about what the client draws from the server's answers: axe, the languages' words and
 * fonts, text that fits a phone, titles, the first load, layout shift, the prerendered pages, the
 * installable app, the API's docs page. Whichever database gave those answers, the client draws the
 * same, and the server's code under them is tested on both databases by vitest and the other specs.
 *
 * CI runs `npm test` on PGlite, then on Postgres, in one checkout. Once these files have passed in a
 * project's run against a client build, a later run skips them while the build, these files and
 * the browser tests' support are the same (the key below): about a third of the browser tests' time.
 * Any change to one of them runs them again, and a run that failed records nothing.
 */
const CLIENT_ONLY_NAMES = [
  'accessibility',
  'api-docs',
  'devanagari-font',
  'first-load',
  'grievance-officer',
  'hindi-everywhere',
  'installable',
  'languages',
  'layout-shift',
  'narrow-screen',
  'page-titles',
  'prerendered-pages',
]
export const CLIENT_ONLY = CLIENT_ONLY_NAMES.map((name) => `**/${name}.spec.ts`)

/** The client-only spec files of a project ('together' or 'alone'), by name. */
export const clientOnlyOf = (project: string) =>
  CLIENT_ONLY_NAMES.filter((name) => ALONE_NAMES.includes(name) === (project === 'alone'))

const ROOT = new URL('../../', import.meta.url)
// A file path, not a URL's (whose pathname spells a space as %20).
const path = (relative: string) => fileURLToPath(new URL(relative, ROOT))
/** Written by scripts/client-build.mjs beside the build it made. */
const CLIENT_BUILD_STAMP = 'dist/.client-build-inputs'
const passedStamp = (project: string) => path(`dist/.e2e-client-only-passed-${project}`)

/** A folder's files, tests left out, sorted, below the repository's root. */
const filesIn = (folder: string): string[] =>
  readdirSync(path(folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesIn(join(folder, entry.name))
        : /\.test\.tsx?$/.test(entry.name)
          ? []
          : [join(folder, entry.name)],
    )

/**
 * What the client-only spec files' outcome depends on, as one hash: the client build (its own
 * stamp), the server's code and migrations, these spec files, the browser tests' support and this
 * config; null without a stamped build.
 */
function clientOnlyKey(): string | null {
  if (!existsSync(path(CLIENT_BUILD_STAMP))) return null
  const hash = createHash('sha256').update(readFileSync(path(CLIENT_BUILD_STAMP)))
  const files = [
    'playwright.config.ts',
    ...CLIENT_ONLY_NAMES.map((name) => `e2e/${name}.spec.ts`),
    ...filesIn('e2e/support'),
    ...filesIn('src/server'),
    ...filesIn('db'),
  ]
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path(file)))
      .update('\0')
  return hash.digest('hex')
}

/** Whether the client-only spec files passed in this project's run against the same key. */
export function clientOnlyPassed(project: string): boolean {
  const key = clientOnlyKey()
  return key !== null && existsSync(passedStamp(project)) && readFileSync(passedStamp(project), 'utf8').trim() === key
}

/** Records that this project's run, client-only spec files included, passed. */
export function recordClientOnlyPassed(project: string) {
  const key = clientOnlyKey()
  if (key) writeFileSync(passedStamp(project), `${key}\n`)
}
