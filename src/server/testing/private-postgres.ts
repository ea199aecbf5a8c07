// A PostgreSQL server of a test's own: a cluster in a temporary directory on a free port, which
// the test may stop and start as an operator restarts the real one, without touching the server
// every other test shares. Made from the installed PostgreSQL's own programs (initdb, pg_ctl).
import { execFile } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-processes'

const run = promisify(execFile)

/** Where Debian installs the programs of each PostgreSQL version: the newest found, if any. */
function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

/** Postgres refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = userInfo().uid === 0

export function canRunPrivatePostgres(): boolean {
  return postgresBinDir() !== undefined && (!asRoot || existsSync('/usr/sbin/runuser'))
}

export interface PrivatePostgres {
  url: string
  /** Stops the server as `pg_ctl restart -m fast` does (every backend ends), waits `downMs`, starts it. */
  restart(downMs?: number): Promise<void>
  remove(): Promise<void>
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed under /usr/lib/postgresql')
  const dir = mkdtempSync('/tmp/quizdom-pg-')
  const postgresUser = asRoot ? (await run('id', ['-u', 'postgres'])).stdout.trim() : undefined
  if (postgresUser) {
    chownSync(dir, Number(postgresUser), -1)
    chmodSync(dir, 0o700)
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args)
  const data = join(dir, 'data')
  const port = await freePort()
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs = 0) {
      await stop()
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    async remove() {
      await stop().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
