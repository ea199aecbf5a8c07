import type { DB } from '#server/db/index'
import type { Env } from '#server/env'
import type { Logger } from '#server/logger'
import { createOutboxSender, type MailWriters, type OutboxSender } from './outbox'
import { createSmtpTransport, type MailTransport } from './transport'

/** The outbox's sender and its SMTP connection, as one thing to start and stop. */
export interface MailDelivery {
  sender: OutboxSender
  stop(): Promise<void>
}

export function createMailDelivery(
  db: DB,
  env: Pick<Env, 'appOrigin'> & { mail: NonNullable<Env['mail']> },
  logger: Logger,
  options: { transport?: MailTransport; pollMs?: number; writers?: MailWriters } = {},
): MailDelivery {
  const transport = options.transport ?? createSmtpTransport(env.mail)
  const sender = createOutboxSender({
    db,
    transport,
    logger,
    messageIdDomain: new URL(env.appOrigin).hostname,
    writers: options.writers,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
  })
  return {
    sender,
    async stop() {
      await sender.stop()
      transport.close()
    },
  }
}
