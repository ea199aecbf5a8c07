import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export const LOCK_FILE = 'quizdom.pid'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The directories this process has locked: a pid file naming this process is ours only if listed here. */
const lockedByThisProcess = new Set<string>()

/**
 * PGlite is a single-process database: two processes writing one directory would corrupt it, and
 * so would two PGlite instances in one process. A pid file taken with O_EXCL refuses another
 * process, the set above refuses this one; a file left by a dead process is taken over (also one
 * naming this pid that this process does not hold: a restarted container reuses pids).
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir)
  if (lockedByThisProcess.has(dir)) {
    throw new DataDirLockedError(
      `The embedded database in ${dir} is already open in this process. Close it before opening it again.`,
    )
  }
  mkdirSync(dir, { recursive: true })
  const lockPath = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      lockedByThisProcess.add(dir)
      let isReleased = false
      return () => {
        // Twice is harmless: a late second call must not remove a lock taken again since.
        if (isReleased) return
        isReleased = true
        lockedByThisProcess.delete(dir)
        rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      // pid 0 and negative pids address process groups, not a process.
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
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
