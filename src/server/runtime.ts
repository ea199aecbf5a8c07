import { seedDemoContent } from '#db/seeds/seed-demo'
import type { AppDeps } from './context'
import { createGoogleVerifier } from './auth/google'
import { createAiClient } from './ai/client'
import { type DatabaseHandle, openDatabase } from './db/index'
import { migrateToLatest } from './db/migrate'
import { pgliteTemplateDir, savePgliteTemplate } from './db/pglite-template'
import type { Env } from './env'
import { createRateLimiterFor } from './http/rate-limit'
import { createLogger, type Logger } from './logger'
import { createMailer } from './mail/outbox'
import { createMailDelivery, type MailDelivery } from './mail/delivery'

export interface Runtime {
  deps: AppDeps
  database: DatabaseHandle
  /** The outbox's sender, or null with mail off. The caller starts it (and stops it before closing). */
  mail: MailDelivery | null
}

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

/**
 * What an operator must hear at every start. With mail off, ADMIN_EMAILS grants the admin role to
 * whoever signs up with a listed address, since nothing can prove the address is theirs: that can
 * be anyone who types it first, and an admin moves money. With mail on, the role waits for the
 * address to be verified, and there is nothing to warn of.
 */
function startupWarnings(env: Env): string[] {
  const warnings: string[] = []
  if (env.adminEmails.length > 0 && !env.mail) {
    warnings.push(
      'ADMIN_EMAILS is set: the first person to sign up with one of these addresses becomes an admin. ' +
        'Sign up with each of them yourself now, or leave ADMIN_EMAILS empty and use npm run admin -- grant <email>.',
    )
  }
  return warnings
}

export async function createRuntime(env: Env): Promise<Runtime> {
  const logger = createLogger(env.logLevel)
  for (const warning of startupWarnings(env)) logger.warn(warning, { adminEmails: env.adminEmails })
  const database = await openConfiguredDatabase(env, logger)
  if (env.seedDemo) {
    const seeded = await seedDemoContent(database.db)
    if (seeded > 0) logger.info('seeded demo content', { quizzes: seeded })
  }
  const mail = env.mail ? createMailDelivery(database.db, { ...env, mail: env.mail }, logger) : null
  return {
    database,
    mail,
    deps: {
      db: database.db,
      env,
      logger,
      limiter: await createRateLimiterFor(env.rateLimits, database.pgPool),
      google: createGoogleVerifier(),
      ai: createAiClient(env.ai),
      mailer: createMailer({ isEnabled: mail !== null, logger, onEnqueued: () => mail?.sender.wake() }),
      poolStats: database.poolStats,
    },
  }
}
