import type { Transporter } from 'nodemailer'
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
 * message past its lease while another sender takes it. Nodemailer is loaded with the first
 * message, so a server that sends none (mail off, or nothing due yet) never holds it in memory.
 */
export function createSmtpTransport(mail: NonNullable<Env['mail']>): MailTransport {
  let transporter: Promise<Transporter> | undefined
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: mail.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 }),
    ))
  return {
    async send(message) {
      await (
        await connect()
      ).sendMail({
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
    close: () => {
      void transporter?.then((opened) => opened.close())
    },
  }
}
