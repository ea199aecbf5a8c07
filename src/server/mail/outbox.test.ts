import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeMail } from '#server/mail/compose'
import { createMailDelivery } from '#server/mail/delivery'
import { createMailer, outboxDepth, retryDelaySeconds } from '#server/mail/outbox'
import { createLogger } from '#server/logger'
import { createHarness, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'

/**
 * The outbox against a real SMTP server: a message outlives the mail server being down and goes
 * once it is back; two senders (two instances) on one database send each message exactly once.
 */
let smtp: TestSmtpServer
let h: TestHarness
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

const message = (to: string, n = 0) =>
  composeMail(to, { subject: `Message ${n}`, paragraphs: [`Body ${n}`] }, TEST_ORIGIN)

describe('the outbox', () => {
  it('keeps a message while SMTP refuses it, and sends it once when the server is back', async () => {
    smtp.refuse(true)
    await h.deps.mailer.enqueue(h.db, message('down@example.com'))
    expect(await h.drainMail()).toBe(0)
    const [row] = await h.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'down@example.com')
      .execute()
    expect(row).toMatchObject({ attempts: 1, sent_at: null })
    expect(row!.last_error).toMatch(/451|unavailable/i)
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000)

    // Not due yet: nothing is tried, even with the server back.
    smtp.refuse(false)
    expect(await h.drainMail()).toBe(0)
    // Its retry time comes.
    await h.db.updateTable('mail_outbox').set({ next_attempt_at: new Date() }).where('id', '=', row!.id).execute()
    expect(await h.drainMail()).toBe(1)
    expect(await h.drainMail()).toBe(0)
    expect(smtp.to('down@example.com')).toHaveLength(1)
    expect(smtp.to('down@example.com')[0]!.messageId).toBe(`<outbox-${row!.id}@localhost>`)
  })

  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4, 10, 50].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600])
  })

  it('sends each message exactly once with two senders draining at the same time', async () => {
    const count = 40
    for (let n = 0; n < count; n++) await h.deps.mailer.enqueue(h.db, message(`pair-${n}@example.com`, n))
    const logger = createLogger('silent')
    const senders = [0, 1].map(() => createMailDelivery(h.db, { appOrigin: TEST_ORIGIN, mail: h.env.mail! }, logger))
    try {
      const sent = await Promise.all(senders.map((delivery) => delivery.sender.drain()))
      expect(sent[0]! + sent[1]!).toBe(count)
    } finally {
      await Promise.all(senders.map((delivery) => delivery.stop()))
    }
    await smtp.waitFor(null, count)
    const pairs = smtp.received.filter((mail) => mail.to[0]!.startsWith('pair-'))
    expect(pairs).toHaveLength(count)
    expect(new Set(pairs.map((mail) => mail.to[0])).size).toBe(count)
    expect(await outboxDepth(h.db)).toBe(0)
  })

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    await h.db
      .transaction()
      .execute(async (trx) => {
        await h.deps.mailer.enqueue(trx, message('rolled-back@example.com'))
        throw new Error('the event failed')
      })
      .catch(() => undefined)
    await h.drainMail()
    expect(smtp.to('rolled-back@example.com')).toEqual([])
  })

  it('with mail off, stores nothing and logs the message at debug level', async () => {
    const lines: string[] = []
    const original = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    try {
      const mailer = createMailer({ isEnabled: false, logger: createLogger('debug') })
      await mailer.enqueue(h.db, message('off@example.com'))
    } finally {
      process.stdout.write = original
    }
    expect(lines.join('')).toContain('off@example.com')
    expect(
      await h.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'off@example.com').execute(),
    ).toEqual([])
  })
})
