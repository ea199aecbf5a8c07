import type { NotificationKind, NotificationText } from '#shared/notifications'
import { NOTIFICATION_TEXTS } from '#shared/notifications'
import type { DB } from '#server/db/index'
import { composeMail } from '#server/mail/compose'
import type { Mailer } from '#server/mail/outbox'
import * as repo from './repository'

export interface NotifyDeps {
  mailer: Mailer
  appOrigin: string
}

export interface Notice extends NotificationText {
  userId: string
  kind: NotificationKind
  /** A path in the app (e.g. /wallet) that the notification and its email link to. */
  link?: string
}

/**
 * Tells a person something happened: a notification in the app, and an email unless they turned
 * this kind off (security notices always go). Call it with the transaction of the event itself, so
 * the notice exists exactly when the event does.
 */
export async function notify(db: DB, deps: NotifyDeps, notice: Notice): Promise<void> {
  const user = await repo.findRecipient(db, notice.userId)
  if (!user) return
  await repo.insertNotification(db, {
    user_id: notice.userId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
  })
  const wantsEmail = notice.kind === 'security' || !user.email_opt_outs.includes(notice.kind)
  if (!wantsEmail) return
  await deps.mailer.enqueue(
    db,
    composeMail(
      user.email,
      {
        subject: notice.title,
        paragraphs: [notice.body],
        action: { label: NOTIFICATION_TEXTS.open, url: new URL(notice.link ?? '/', deps.appOrigin).toString() },
      },
      deps.appOrigin,
    ),
  )
}
