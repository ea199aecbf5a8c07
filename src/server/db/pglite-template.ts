import { createHash } from 'node:crypto'
import {
  constants,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'
import { migrations } from '#db/migrations/index'
import { LOCK_FILE } from './data-dir-lock'

/**
 * A first start on an empty DATA_DIR would spend most of its time in PGlite's initdb (seconds of
 * WebAssembly) and then in every migration. So the first such start saves its freshly migrated
 * cluster as a template under node_modules/.cache/quizdom/, and later starts on an empty directory
 * copy it in (a file copy of some 40 MB) and open it; the migrations then find nothing to do. The
 * template's name is a hash of the migrations, the functions they apply and PGlite's version, so a
 * new migration, an edited function or a PGlite upgrade simply means no template: the normal path
 * runs and saves a new one. It holds no rows (no demo seed): the seed runs after the restore as
 * after initdb. Decision 009 (docs/decisions/009-start-up.md).
 */

const MARKER = '.quizdom-restoring'
/** Files of a running cluster or of ours that a template must not carry. */
const NOT_IN_TEMPLATE = new Set([LOCK_FILE, MARKER, 'postmaster.pid'])
/** Bump when what a template holds changes in a way the hash does not see. */
const TEMPLATE_FORMAT = 1

/** The checkout's root: the nearest directory above this module with a package.json. */
function projectRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

let defaultDir: string | null | undefined
/**
 * Where the template for the current migrations and PGlite lives (it may not exist yet), or
 * undefined when that cannot be known (no db/migrations or PGlite package to hash): then no template.
 */
export function pgliteTemplateDir(): string | undefined {
  if (defaultDir === undefined) {
    defaultDir = null
    const root = projectRoot()
    if (root) {
      try {
        const hash = createHash('sha256').update(`quizdom pglite template ${TEMPLATE_FORMAT}\n`)
        const pglite = JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'))
        hash.update(`pglite ${pglite.version}\n`)
        // The list this code runs (a bundle carries its own copy), the files it came from, and the
        // functions' files, which the migrations read as they run.
        hash.update(`${Object.keys(migrations).join('\n')}\n`)
        for (const folder of ['db/migrations', 'db/functions']) {
          const dir = join(root, folder)
          for (const name of readdirSync(dir).sort()) {
            hash
              .update(`${folder}/${name}\n`)
              .update(readFileSync(join(dir, name)))
              .update('\n')
          }
        }
        defaultDir = join(root, 'node_modules/.cache/quizdom', `pglite-${hash.digest('hex').slice(0, 16)}`)
      } catch {
        defaultDir = null
      }
    }
  }
  return defaultDir ?? undefined
}

export interface RestoreResult {
  /** opened: a cluster already there, or a directory with other files (left to PGlite as before);
   * restored: copied from the template; empty: no usable template, PGlite runs initdb. */
  outcome: 'opened' | 'restored' | 'empty'
  /** Why a template that exists could not be used (the directory is left empty again). */
  error?: unknown
}

/**
 * Fills an empty data directory from the template, before PGlite opens it. The caller holds the
 * directory's lock. A marker file stands in the directory while the copy runs, and PG_VERSION (what
 * PGlite looks for) is copied last: a start interrupted mid-copy leaves the marker, and the next
 * start clears what that copy left and restores again.
 */
export function restorePgliteTemplate(dataDir: string, templateDir: string | undefined): RestoreResult {
  const dir = resolve(dataDir)
  const marker = join(dir, MARKER)
  const interrupted = existsSync(marker)
  if (!interrupted) {
    if (existsSync(join(dir, 'PG_VERSION'))) return { outcome: 'opened' }
    if (readdirSync(dir).some((entry) => entry !== LOCK_FILE)) return { outcome: 'opened' }
  }
  const clear = () => {
    for (const entry of readdirSync(dir)) {
      if (entry !== LOCK_FILE && entry !== MARKER) rmSync(join(dir, entry), { recursive: true, force: true })
    }
  }
  if (interrupted) clear()
  if (!templateDir || !existsSync(join(templateDir, 'PG_VERSION'))) {
    rmSync(marker, { force: true })
    return { outcome: 'empty' }
  }
  try {
    writeFileSync(marker, '')
    const entries = readdirSync(templateDir).sort((a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'))
    for (const entry of entries) {
      // A copy-on-write clone where the filesystem has them, a plain copy elsewhere.
      cpSync(join(templateDir, entry), join(dir, entry), { recursive: true, mode: constants.COPYFILE_FICLONE })
    }
    rmSync(marker)
    return { outcome: 'restored' }
  } catch (error) {
    clear()
    rmSync(marker, { force: true })
    return { outcome: 'empty', error }
  }
}

/**
 * Saves a cluster PGlite has just created and migrated as the template, unless one exists. Written
 * beside it and renamed into place, so a reader never sees half a template; older templates (other
 * migrations or PGlite versions) are removed. Returns whether it saved one.
 */
export async function savePgliteTemplate(
  db: Kysely<any>,
  dataDir: string,
  templateDir: string | undefined,
): Promise<boolean> {
  if (!templateDir || existsSync(templateDir)) return false
  // Everything on disk, so the copy needs no recovery. PGlite runs on this thread: nothing writes
  // between the checkpoint and the end of the synchronous copy.
  await sql`checkpoint`.execute(db)
  const dir = resolve(dataDir)
  const staging = `${templateDir}.tmp-${process.pid}-${Date.now()}`
  try {
    cpSync(dir, staging, {
      recursive: true,
      filter: (source) => !(dirname(source) === dir && NOT_IN_TEMPLATE.has(source.slice(dir.length + 1))),
    })
    renameSync(staging, templateDir)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    // Another process saved the same template first.
    if (existsSync(join(templateDir, 'PG_VERSION'))) return false
    throw error
  }
  pruneTemplates(templateDir)
  return true
}

function pruneTemplates(current: string) {
  const cache = dirname(current)
  const hourAgo = Date.now() - 3_600_000
  for (const entry of readdirSync(cache)) {
    const path = join(cache, entry)
    if (path === current || !entry.startsWith('pglite-')) continue
    // Someone else's save in progress has a staging directory: left alone unless long abandoned.
    if (entry.includes('.tmp-') && statSync(path).mtimeMs > hourAgo) continue
    rmSync(path, { recursive: true, force: true })
  }
}
