import { seedDemoContent } from '#server/demo/seed'
import type { AppDeps } from '#server/context'
import { createGoogleVerifier } from '#server/identity/google'
import { createAiClient } from '#server/ai/client'
import { openConfiguredDatabase } from '#server/db/configured'
import type { DatabaseHandle } from '#server/db/index'
import { createDatabaseListener } from '#server/db/listener'
import type { Env } from '#server/env'
import { createRateLimiterFor } from '#server/http/rate-limit'
import { createLogger } from '#server/logger'
import { createGateway } from '#server/gateway/index'
import { createMailer } from '#server/mail/outbox'
import { createMailDelivery, type MailDelivery } from '#server/mail/delivery'
import { GAME_EVENTS_CHANNEL } from '#server/live/events'

export interface Runtime {
  deps: AppDeps
  database: DatabaseHandle
  /** The outbox's sender, or null with mail off. The caller starts it (and stops it before closing). */
  mail: MailDelivery | null
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
  const opened = await openConfiguredDatabase(env, logger)
  const listener = createDatabaseListener(opened, [GAME_EVENTS_CHANNEL], (error) =>
    logger.warn('database listener lost its connection; connecting again', { error }),
  )
  // Closing the database stops the listener first.
  const database: DatabaseHandle = {
    ...opened,
    close: async () => {
      await listener.close()
      await opened.close()
    },
  }
  if (env.seedDemo) {
    const seeded = await seedDemoContent(database.db)
    if (seeded > 0) logger.info('seeded demo content', { quizzes: seeded })
  }
  const mailer = createMailer({ isEnabled: env.mail !== null, logger, onEnqueued: () => mail?.sender.wake() })
  // The sender writes the mail that requests ask for after answering (a reset link). Loaded here,
  // not at the top: the scripts that only open the database (npm run admin) need none of it.
  const { accountDeps, accountMailWriters } = await import('#server/auth/account-service')
  const writers = accountMailWriters(accountDeps({ mailer, env }))
  const mail = env.mail ? createMailDelivery(database.db, { ...env, mail: env.mail }, logger, { writers }) : null
  return {
    database,
    mail,
    deps: {
      db: database.db,
      driver: database.driver,
      env,
      logger,
      limiter: await createRateLimiterFor(env.rateLimits, database.pgPool),
      google: createGoogleVerifier(),
      ai: createAiClient(env.ai),
      mailer,
      listener,
      gateway: createGateway(env.razorpay),
      poolStats: database.poolStats,
    },
  }
}
