import type { Kysely } from 'kysely'
import { type MigrationResultSet, Migrator } from 'kysely/migration'
import { migrations } from '#db/migrations/index'

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error))
  }
  return result
}
