import { createTransport } from 'nodemailer'
import type { Env } from '#server/env'
import type { OutgoingMail } from './compose'

/** Hands one message to the mail server; throws when the server does not take it. */
export interface MailTransport {
  send(message: OutgoingMail & { messageId: string }): Promise<void>
  close(): void
}

/**
 * Nodemailer over SMTP, to the server SMTP_URL names. Its timeouts stay well inside the outbox's
 * two-minute lease (nodemailer's own socket timeout is ten minutes), so a hung server cannot hold a
 * message past its lease while another sender takes it.
 */
export function createSmtpTransport(mail: NonNullable<Env['mail']>): MailTransport {
  const transporter = createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  })
  return {
    async send(message) {
      await transporter.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The outbox row's own id: a message sent again after a crash carries the same one, so the
        // receiving side can tell it is a copy.
        messageId: message.messageId,
      })
    },
    close: () => transporter.close(),
  }
}
