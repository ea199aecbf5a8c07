import { seedDemoContent } from '#db/seeds/seed-demo'
import type { AppDeps } from './context'
import { createGoogleVerifier } from './auth/google'
import { createAiClient } from './ai/client'
import { type DatabaseHandle, openDatabase } from './db/index'
import { migrateToLatest } from './db/migrate'
import type { Env } from './env'
import { createRateLimiter } from './http/rate-limit'
import { createLogger } from './logger'

export interface Runtime {
  deps: AppDeps
  database: DatabaseHandle
}

/** Opens the database the environment names (Postgres, or PGlite in DATA_DIR), migrated. */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
  )
  try {
    await migrateToLatest(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

export async function createRuntime(env: Env): Promise<Runtime> {
  const logger = createLogger(env.logLevel)
  const database = await openConfiguredDatabase(env)
  if (env.seedDemo) {
    const seeded = await seedDemoContent(database.db)
    if (seeded > 0) logger.info('seeded demo content', { quizzes: seeded })
  }
  return {
    database,
    deps: {
      db: database.db,
      env,
      logger,
      limiter: createRateLimiter(env.rateLimits),
      google: createGoogleVerifier(),
      ai: createAiClient(env.ai),
    },
  }
}
