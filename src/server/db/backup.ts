import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { Logger } from '#server/logger'
import { createPglite, type DatabaseHandle, openDatabase } from './index'
import { LOCK_FILE, lockDataDir, lockHolder } from './data-dir-lock'

/**
 * Backups that restore (issue 26, decision 033). Postgres: pg_dump's custom format, restored by
 * pg_restore into an empty database. PGlite: the data directory as a gzipped tar, made by PGlite
 * itself while no transaction is open and after a checkpoint, so it opens as a cleanly shut
 * database. PGlite is one process holding DATA_DIR: while the server runs, `npm run backup` asks it
 * for the copy (a request file in DATA_DIR and SIGUSR2: only a process that may signal the server
 * can ask); when none runs, it opens the directory itself.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}

const run = promisify(execFile)

/** Written in DATA_DIR by a server that takes backup requests: the text of its own lock file. */
const LISTENING_FILE = 'quizdom.backup'
const REQUEST_FILE = 'quizdom.backup-request.json'
const REQUEST_SIGNAL = 'SIGUSR2'

export type BackupFormat = 'pglite' | 'postgres'

/** A backup's format from its first bytes: pg_dump's custom format starts PGDMP, a gzip 1f 8b. */
export function backupFormatOf(file: string): BackupFormat {
  const head = Buffer.alloc(5)
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch {
    throw new BackupError(`No backup file at ${file}`)
  }
  try {
    readSync(fd, head, 0, 5, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  throw new BackupError(`${file} is not a Quizdom backup (neither pg_dump's custom format nor a PGlite tar.gz)`)
}

/** The default name of a new backup: dated, in ./backups. */
export function defaultBackupFile(format: BackupFormat, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  return resolve('backups', `quizdom-${stamp}${format === 'postgres' ? '.pgdump' : '.tar.gz'}`)
}

/**
 * A Postgres client program: on PATH, else in Debian's /usr/lib/postgresql/<version>/bin (the
 * newest first: pg_dump must be at least the server's version).
 */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name)
  }
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return join(debian, versions[0], 'bin', name)
  throw new BackupError(
    `${name} was not found on PATH nor in /usr/lib/postgresql/*/bin. Install the PostgreSQL client ` +
      '(Debian: apt-get install postgresql-client), of the same major version as the server or newer.',
  )
}

function refuseExisting(file: string) {
  if (existsSync(file)) throw new BackupError(`${file} already exists: a backup never overwrites a file`)
}

/** Writes through a temporary name in the same directory, so a half-written backup never has the real name. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial-${randomUUID().slice(0, 8)}`
  try {
    await write(partial)
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
}

async function writeBlob(file: string, blob: Blob) {
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()))
}

/** pg_dump, custom format (compressed, restorable table by table); the URL travels in the environment. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  refuseExisting(file)
  const pgDump = postgresTool('pg_dump')
  await writeAtomically(file, async (partial) => {
    try {
      await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--file', partial, '--dbname', url])
    } catch (error) {
      throw new BackupError(`pg_dump failed: ${toolMessage(error)}`, { cause: error })
    }
  })
}

/** pg_restore into the database at `url`, which must hold no tables (a new, empty database). */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (backupFormatOf(file) !== 'postgres') {
    throw new BackupError(`${file} is a PGlite backup: restore it with DATABASE_URL unset, into an empty DATA_DIR`)
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    if (Number(rows[0]?.count) > 0) {
      throw new BackupError(
        'The database in DATABASE_URL is not empty: restore into a new database (createdb), then point DATABASE_URL at it',
      )
    }
  } finally {
    await client.end()
  }
  const pgRestore = postgresTool('pg_restore')
  try {
    await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, file])
  } catch (error) {
    throw new BackupError(`pg_restore failed: ${toolMessage(error)}`, { cause: error })
  }
}

function toolMessage(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim()
  return stderr || (error instanceof Error ? error.message : String(error))
}

interface BackupRequest {
  id: string
  file: string
}

/**
 * The running server's side: on SIGUSR2, reads the request in DATA_DIR and writes the copy where it
 * says (or `<file>.error` with the reason). Returns the function that stops listening.
 */
export function listenForBackups(database: DatabaseHandle, dataDir: string, logger: Logger): () => void {
  const dump = database.dumpDataDir
  if (!dump) return () => {}
  const dir = resolve(dataDir)
  let queue = Promise.resolve()
  const serve = async () => {
    const requestPath = join(dir, REQUEST_FILE)
    let request: BackupRequest
    try {
      request = JSON.parse(readFileSync(requestPath, 'utf8')) as BackupRequest
      rmSync(requestPath, { force: true })
    } catch {
      return
    }
    const started = performance.now()
    try {
      await writeAtomically(request.file, async (partial) => writeBlob(partial, await dump()))
      const ms = Math.round(performance.now() - started)
      logger.info('backup written', { file: request.file, bytes: statSync(request.file).size, ms })
    } catch (error) {
      logger.error('backup failed', { file: request.file, error })
      writeFileSync(`${request.file}.error`, error instanceof Error ? error.message : String(error))
    }
  }
  const onSignal = () => {
    queue = queue.then(serve)
  }
  process.on(REQUEST_SIGNAL, onSignal)
  // Says "this server takes requests": an older server would die of a SIGUSR2 it does not handle.
  const lock = readFileSync(join(dir, LOCK_FILE), 'utf8').trim()
  writeFileSync(join(dir, LISTENING_FILE), lock)
  return () => {
    process.off(REQUEST_SIGNAL, onSignal)
    rmSync(join(dir, LISTENING_FILE), { force: true })
  }
}

/**
 * A PGlite backup: asked of the server that holds DATA_DIR, or made here when none runs.
 * Resolves with how it was made.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  options: { timeoutMs?: number } = {},
): Promise<'by the running server' | 'directly'> {
  refuseExisting(file)
  const dir = resolve(dataDir)
  const holder = lockHolder(dir)
  if (holder) {
    const listening = existsSync(join(dir, LISTENING_FILE)) ? readFileSync(join(dir, LISTENING_FILE), 'utf8') : ''
    if (listening.trim() !== holder.lock) {
      throw new BackupError(
        `The process holding ${dir} (pid ${holder.pid}) does not take backup requests. Stop it and run the backup again.`,
      )
    }
    const id = randomUUID()
    writeFileSync(join(dir, REQUEST_FILE), JSON.stringify({ id, file } satisfies BackupRequest))
    process.kill(holder.pid, REQUEST_SIGNAL)
    const giveUpAt = performance.now() + (options.timeoutMs ?? 10 * 60_000)
    const errorFile = `${file}.error`
    while (performance.now() < giveUpAt) {
      if (existsSync(file)) return 'by the running server'
      if (existsSync(errorFile)) {
        const reason = readFileSync(errorFile, 'utf8')
        rmSync(errorFile, { force: true })
        throw new BackupError(`The server could not write the backup: ${reason}`)
      }
      if (!lockHolder(dir)) throw new BackupError(`The server (pid ${holder.pid}) stopped before writing the backup`)
      await new Promise((done) => setTimeout(done, 100))
    }
    throw new BackupError(`The server (pid ${holder.pid}) did not write the backup in time`)
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${dir}`)
  const database = await openDatabase({ kind: 'pglite', dataDir: dir })
  try {
    await writeAtomically(file, async (partial) => writeBlob(partial, await database.dumpDataDir!()))
  } finally {
    await database.close()
  }
  return 'directly'
}

/** Restores a PGlite backup into DATA_DIR, which must be empty or absent; returns the database, open. */
export async function restorePglite(dataDir: string, file: string): Promise<DatabaseHandle> {
  if (backupFormatOf(file) !== 'pglite') {
    throw new BackupError(`${file} is a Postgres backup: restore it with DATABASE_URL set to a new, empty database`)
  }
  const dir = resolve(dataDir)
  if (existsSync(dir) && readdirSync(dir).some((entry) => entry !== LOCK_FILE)) {
    throw new BackupError(`${dir} is not empty: restore into a new DATA_DIR (or move this one away first)`)
  }
  mkdirParent(dir)
  // Holds the lock while PGlite unpacks the copy: no server may open the directory half-written.
  const release = lockDataDir(dir)
  try {
    const pglite = await createPglite(dir, new Blob([readFileSync(file)]))
    await pglite.close()
  } finally {
    // The copy holds the old server's lock and listening files: neither is true here.
    rmSync(join(dir, LISTENING_FILE), { force: true })
    release()
  }
  return openDatabase({ kind: 'pglite', dataDir: dir })
}

function mkdirParent(dir: string) {
  if (!existsSync(dirname(dir))) throw new BackupError(`The folder ${dirname(dir)} does not exist`)
}
