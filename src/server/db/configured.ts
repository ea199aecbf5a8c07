import type { Env } from '#server/env'
import type { Logger } from '#server/logger'
import { type DatabaseHandle, openDatabase } from './index'
import { migrateToLatest } from './migrate'
import { pgliteTemplateDir, savePgliteTemplate } from './pglite-template'

// Apart from the server's runtime, so the scripts that only need the database (admin,
// ledger:check) load none of the app's services, mail or AI.
/**
 * Opens the database the environment names (Postgres, or PGlite in DATA_DIR), migrated. An empty
 * DATA_DIR starts as a copy of the migrated template when there is one; when PGlite had to create
 * it, the freshly migrated cluster becomes the template for the next empty directory (decision 009).
 */
export async function openConfiguredDatabase(env: Env, logger?: Logger): Promise<DatabaseHandle> {
  const template = env.databaseUrl ? undefined : pgliteTemplateDir()
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir, template },
  )
  try {
    await migrateToLatest(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  const { created } = database
  if (created) {
    logger?.info('created the embedded database', { dataDir: env.dataDir, from: created.from })
    if (created.templateError) {
      logger?.warn('could not copy the database template; created the database instead', {
        error: created.templateError,
      })
    }
    if (created.from === 'initdb') {
      try {
        const saved = await savePgliteTemplate(database.db, env.dataDir, template)
        if (saved) logger?.info('saved the database template', { template })
      } catch (error) {
        // Only the next first start is slower for it (node_modules may be read-only, say).
        logger?.warn('could not save the database template', { template, error })
      }
    }
  }
  return database
}
