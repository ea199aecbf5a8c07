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

/**
 * When a process started, as the kernel counts it (Linux: field 22 of /proc/<pid>/stat, clock ticks
 * after boot), or null where that cannot be read. A pid names one process only for its lifetime:
 * after a kill -9 the pid in a lock file may be reused by anything, and the start time tells the
 * process that wrote the lock from a stranger that has its number now.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

/** What a lock file says: `<pid> <start time>` (a file from before start times holds the pid alone). */
function readLock(lockPath: string): { pid: number; startTime: string | null } {
  const [pid, startTime] = readFileSync(lockPath, 'utf8').trim().split(/\s+/)
  return { pid: Number.parseInt(pid ?? '', 10), startTime: startTime ?? null }
}

/** Is the process that wrote this lock still running? */
function isHeldBy(owner: { pid: number; startTime: string | null }): boolean {
  // pid 0 and negative pids address process groups, not a process.
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false
  const liveStartTime = processStartTime(owner.pid)
  // Without both start times (not Linux, or an older lock), a live pid is taken at its word.
  return owner.startTime === null || liveStartTime === null || owner.startTime === liveStartTime
}

/**
 * The running process that holds this directory's lock, this one included, with the lock file's
 * text (which names it for good: pid and start time), or null when no live process holds it.
 */
export function lockHolder(dataDir: string): { pid: number; lock: string } | null {
  const lockPath = join(resolve(dataDir), LOCK_FILE)
  let lock: string
  try {
    lock = readFileSync(lockPath, 'utf8').trim()
  } catch {
    return null
  }
  const owner = readLock(lockPath)
  if (owner.pid === process.pid) return lockedByThisProcess.has(resolve(dataDir)) ? { pid: owner.pid, lock } : null
  return isHeldBy(owner) ? { pid: owner.pid, lock } : null
}

/** The directories this process has locked: a pid file naming this process is ours only if listed here. */
const lockedByThisProcess = new Set<string>()

/**
 * PGlite is a single-process database: two processes writing one directory would corrupt it, and
 * so would two PGlite instances in one process. A pid file taken with O_EXCL refuses another
 * process, the set above refuses this one; a file left by a process that has ended is taken over,
 * also when its pid now names another process (told apart by its start time) or this one, which
 * does not hold it (a restarted container reuses pids).
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
      writeFileSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim())
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
      const owner = readLock(lockPath)
      if (isHeldBy(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another Quizdom process (pid ${owner.pid}). ` +
            'Stop that process first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database directory ${dir}`)
}
