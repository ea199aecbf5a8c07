import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it, parsed. */
export interface CapturedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  messageId: string | undefined
}

/**
 * A real SMTP server on a free local port, for tests: the app's nodemailer speaks SMTP to it and
 * every accepted message is parsed and kept. `refuse` makes it answer every message with a
 * temporary failure (451), as a mail server that is down for maintenance does.
 */
export async function startTestSmtpServer() {
  const received: CapturedMail[] = []
  const waiters: Array<() => void> = []
  let isRefusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (isRefusing) {
          callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }))
          return
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId,
            })
            for (const wake of waiters.splice(0)) wake()
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Messages to one address, oldest first. */
    to: (address: string) => received.filter((mail) => isTo(mail, address)),
    refuse(value: boolean) {
      isRefusing = value
    },
    /** Waits until `count` messages have arrived for `address` (or anyone), or fails after `ms`. */
    async waitFor(address: string | null, count = 1, ms = 10_000): Promise<CapturedMail[]> {
      const deadline = Date.now() + ms
      for (;;) {
        const matching = address ? received.filter((mail) => isTo(mail, address)) : received
        if (matching.length >= count) return matching
        const left = deadline - Date.now()
        if (left <= 0)
          throw new Error(`expected ${count} message(s) for ${address ?? 'anyone'}, got ${matching.length}`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`)
  return link
}

function isTo(mail: CapturedMail, address: string) {
  return mail.to.some((to) => to.toLowerCase() === address.toLowerCase())
}
