// `npm run backup [-- FILE]`: a consistent backup of the configured database (decision 033).
// Postgres: pg_dump's custom format. PGlite: a tar.gz of DATA_DIR, written by the running server
// when one holds DATA_DIR, else made here. FILE defaults to backups/quizdom-<date>.pgdump|.tar.gz.
import { mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { BackupError, backupPglite, backupPostgres, defaultBackupFile } from '#server/db/backup'
import { DataDirLockedError } from '#server/db/data-dir-lock'
import { EnvError, parseEnv } from '#server/env'

const USAGE = 'Usage: npm run backup [-- FILE]'

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  try {
    const env = parseEnv()
    const format = env.databaseUrl ? 'postgres' : 'pglite'
    const file = resolve(args[0] ?? defaultBackupFile(format))
    mkdirSync(dirname(file), { recursive: true })
    const started = performance.now()
    let how = 'pg_dump'
    if (env.databaseUrl) await backupPostgres(env.databaseUrl, file)
    else how = await backupPglite(env.dataDir, file)
    const megabytes = (statSync(file).size / 1e6).toFixed(1)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Backup written to ${file} (${megabytes} MB in ${seconds} s, ${how}).`)
    return 0
  } catch (error) {
    if (error instanceof BackupError || error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

process.exitCode = await main(process.argv.slice(2))
