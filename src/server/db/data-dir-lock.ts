import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

const LOCK_FILE = 'quizdom.pid'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory would corrupt it.
 * A pid file taken with O_EXCL refuses the second process; a file left by a dead process is
 * taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const lockPath = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another Quizdom process (pid ${owner}). ` +
            'Stop that process first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database directory ${dir}`)
}
