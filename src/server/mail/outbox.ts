import { sql } from 'kysely'
import type { MailRequestKind } from '#db/schema'
import type { DB } from '#server/db/index'
import type { Logger } from '#server/logger'
import type { OutgoingMail } from './compose'
import type { MailTransport } from './transport'

/**
 * Puts messages in the outbox. Called with the transaction of the event that causes the message,
 * so the message exists exactly when the event does; the sender delivers it later. With mail off,
 * nothing is stored and the message is only logged (debug), so a developer still sees the link.
 */
export interface Mailer {
  readonly isEnabled: boolean
  enqueue(db: DB, message: OutgoingMail): Promise<void>
  /**
   * Asks for a message that the sender writes later, after the request has answered (its writer,
   * MailWriters, decides what it says and whether there is one at all). The request's own work is
   * then one row whatever the message turns out to be: a reset link asked for an address with an
   * account costs it no more than one asked for an address without, so its answer's timing tells
   * nobody which addresses have accounts. With mail off, nothing.
   */
  request(db: DB, kind: MailRequestKind, address: string): Promise<void>
}

/** Who writes the mail of each kind of request: called by the sender, in the transaction that takes it. */
export type MailWriters = Record<MailRequestKind, (db: DB, address: string) => Promise<void>>

export function createMailer(options: { isEnabled: boolean; logger: Logger; onEnqueued?: () => void }): Mailer {
  return {
    isEnabled: options.isEnabled,
    async enqueue(db, message) {
      if (!options.isEnabled) {
        options.logger.debug('mail off: not sent', { to: message.to, subject: message.subject, text: message.text })
        return
      }
      await db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .execute()
      options.onEnqueued?.()
    },
    async request(db, kind, address) {
      if (!options.isEnabled) return
      await db.insertInto('mail_requests').values({ kind, address }).execute()
      options.onEnqueued?.()
    },
  }
}

/**
 * Writes the mail of one waiting request, taken with SKIP LOCKED (another sender takes another) and
 * deleted in the transaction its writer writes the mail in: written exactly once, or, if writing
 * fails, left for the next drain. False when none waits.
 */
async function writeOneRequested(db: DB, writers: MailWriters): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ kind: MailRequestKind; address: string }>`
      delete from mail_requests
       where id = (select id from mail_requests order by id limit 1 for update skip locked)
      returning kind, address
    `.execute(trx)
    const [request] = rows
    if (!request) return false
    await writers[request.kind](trx, request.address)
    return true
  })
}

/** How long a claimed message is its sender's alone; past it, another sender may try it again. */
const LEASE_SECONDS = 120
/** Messages claimed at a time. */
const BATCH = 20

/** The wait before the next try after `attempts` failures: 30 s doubling, at most an hour. Never given up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600)
}

interface ClaimedMail {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  attempts: number
}

/**
 * Claims due messages for this sender. FOR UPDATE SKIP LOCKED: two senders (two instances) running
 * at once each take different rows, and the lease keeps a row theirs while it is being sent outside
 * any transaction (a transaction held open across SMTP would stall the embedded database, which has
 * one connection).
 */
async function claim(db: DB): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimedMail>`
    update mail_outbox
       set leased_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
     where id in (
       select id from mail_outbox
        where sent_at is null and next_attempt_at <= now() and (leased_until is null or leased_until < now())
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
    returning id::text, to_address, subject, text_body, html_body, attempts
  `.execute(db)
  return rows
}

export interface OutboxSender {
  /** Sends everything due now; resolves with how many were sent. */
  drain(): Promise<number>
  /** Drain soon (a message was just enqueued). */
  wake(): void
  start(): void
  stop(): Promise<void>
}

export function createOutboxSender(options: {
  db: DB
  transport: MailTransport
  logger: Logger
  messageIdDomain: string
  /** The writers of requested mail (Mailer.request), run before each drain sends. */
  writers?: MailWriters | undefined
  pollMs?: number
}): OutboxSender {
  const { db, transport, logger, writers } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = true

  async function sendOne(mail: ClaimedMail): Promise<boolean> {
    // The batch's lease began before the messages ahead of this one were sent: renew it, and skip
    // the message if it has lapsed (another sender may hold it now). The transport's timeouts are
    // shorter than the lease, so a send never outlasts it.
    const renewed = await sql`
      update mail_outbox set leased_until = now() + make_interval(secs => ${LEASE_SECONDS})
       where id = ${mail.id} and sent_at is null and leased_until > now()
    `.execute(db)
    if (renewed.numAffectedRows === 0n) return false
    try {
      await transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: `<outbox-${mail.id}@${options.messageIdDomain}>`,
      })
    } catch (error) {
      const delay = retryDelaySeconds(mail.attempts)
      logger.warn('mail not sent; will retry', {
        outboxId: mail.id,
        attempts: mail.attempts,
        retryInSeconds: delay,
        error,
      })
      await sql`
        update mail_outbox
           set leased_until = null, last_error = ${String(error instanceof Error ? error.message : error).slice(0, 500)},
               next_attempt_at = now() + make_interval(secs => ${delay})
         where id = ${mail.id}
      `.execute(db)
      return false
    }
    await sql`update mail_outbox set sent_at = now(), leased_until = null, last_error = null where id = ${mail.id}`.execute(
      db,
    )
    return true
  }

  /** The requested mail first, so what it writes goes out in the same drain. */
  async function writeRequested(): Promise<void> {
    if (!writers) return
    try {
      while (await writeOneRequested(db, writers)) {}
    } catch (error) {
      // The request stays; the messages already in the outbox go out all the same.
      logger.warn('requested mail not written; will retry', { error })
    }
  }

  async function drainOnce(): Promise<number> {
    await writeRequested()
    let sent = 0
    for (;;) {
      const batch = await claim(db)
      if (batch.length === 0) return sent
      let failed = false
      for (const mail of batch) {
        if (await sendOne(mail)) sent++
        else failed = true
      }
      // The mail server refused: the rest wait for their retry time rather than be hammered now.
      if (failed) return sent
    }
  }

  const sender: OutboxSender = {
    drain() {
      // One drain at a time per sender; a call during one waits for it and then runs again, so a
      // message enqueued meanwhile is not left for the next poll.
      // `running` only orders the drains and is awaited by stop(); its failure is the caller's to
      // hear (through `next`), so it settles either way: an unheard rejection would end the process.
      const previous = running ?? Promise.resolve()
      const next = previous.then(drainOnce)
      const settled: Promise<void> = next.then(
        () => undefined,
        () => undefined,
      )
      running = settled
      void settled.then(() => {
        if (running === settled) running = undefined
      })
      return next
    },
    wake() {
      if (stopped) return
      setTimeout(() => {
        sender.drain().catch((error: unknown) => logger.error('mail outbox failed', { error }))
      }, 50).unref()
    },
    start() {
      stopped = false
      const poll = () => {
        sender
          .drain()
          .catch((error: unknown) => logger.error('mail outbox failed', { error }))
          .finally(() => {
            if (!stopped) timer = setTimeout(poll, options.pollMs ?? 5000).unref()
          })
      }
      poll()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
  return sender
}

/** Messages not yet sent: what the outbox holds (metrics and tests read it). */
export async function outboxDepth(db: DB): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
