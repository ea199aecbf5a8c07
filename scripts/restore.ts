// `npm run restore -- FILE`: brings a backup back into an empty database (decision 033), then
// proves it: the row count of every table, and the ledger check.
// Postgres: DATABASE_URL names a new, empty database. PGlite: DATA_DIR is empty or absent.
import { resolve } from 'node:path'
import { sql } from 'kysely'
import { BackupError, restorePglite, restorePostgres } from '#server/db/backup'
import { DataDirLockedError } from '#server/db/data-dir-lock'
import { type DatabaseHandle, openDatabase } from '#server/db/index'
import { EnvError, parseEnv } from '#server/env'
import { checkLedger } from '#server/wallet/ledger-check'

const USAGE = 'Usage: npm run restore -- FILE'

async function main(args: string[]): Promise<number> {
  const [given, ...extra] = args
  if (!given || extra.length > 0 || given.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const file = resolve(given)
  let database: DatabaseHandle | undefined
  try {
    const env = parseEnv()
    if (env.databaseUrl) {
      await restorePostgres(env.databaseUrl, file)
      database = await openDatabase({ kind: 'postgres', url: env.databaseUrl })
    } else {
      database = await restorePglite(env.dataDir, file)
    }
    console.log(`Restored ${file} into ${env.databaseUrl ? 'DATABASE_URL' : resolve(env.dataDir)}.`)
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename
    `.execute(database.db)
    for (const { name } of rows) {
      const { count } = (
        await sql<{ count: string }>`select count(*) as count from ${sql.table(name)}`.execute(database.db)
      ).rows[0]!
      console.log(`  ${name}: ${count} rows`)
    }
    const breaches = await checkLedger(database.db)
    if (breaches.length > 0) {
      console.error(`Ledger check found ${breaches.length} breach(es):`)
      for (const breach of breaches) console.error(`  - ${breach}`)
      return 1
    }
    console.log('Ledger OK: every transaction balances, every cached balance matches its entries.')
    return 0
  } catch (error) {
    if (error instanceof BackupError || error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await database?.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
