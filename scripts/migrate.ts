// `npm run db:migrate`: applies every pending migration to the configured database.
import { parseEnv } from '#server/env'
import { openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'

const env = parseEnv()
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
)
try {
  const { results } = await migrateToLatest(database.db)
  if (!results?.length) console.log('The database is up to date.')
  for (const result of results ?? []) console.log(`${result.status}: ${result.migrationName}`)
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await database.close()
}
