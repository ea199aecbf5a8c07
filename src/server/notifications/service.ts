import type { NotificationKind, NotificationText, OptionalEmailKind } from '#shared/notifications'
import { NOTIFICATION_TEXTS, noticeWords, quotedIn, readNoticeMessage } from '#shared/notifications'
import type { AppDeps } from '#server/context'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { composeMail, inRecipientLanguage } from '#server/mail/compose'
import type { Mailer } from '#server/mail/outbox'
import { applyEmailChoices, emailChoices, sendsEmail } from './policy'
import * as repo from './repository'
import { m } from '#shared/i18n'

export interface NotifyDeps {
  mailer: Mailer
  appOrigin: string
}

/** The app's share of them, as both shells (and tests, from the harness's deps) pass it. */
export function notifyDeps(deps: Pick<AppDeps, 'mailer' | 'env'>): NotifyDeps {
  return { mailer: deps.mailer, appOrigin: deps.env.appOrigin }
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
 *
 * Both are in the recipient's language, not the language of whoever caused the event (an admin's
 * review, a buyer's purchase): the words are written from the notice's message inside
 * inRecipientLanguage, and the message is stored too, so the app shows the notification in the
 * language its reader has when reading it (toItem). The stored words are what a reader sees of a
 * notice whose message this code cannot read.
 */
export async function notify(db: DB, deps: NotifyDeps, notice: Notice): Promise<void> {
  const user = await repo.findRecipient(db, notice.userId)
  if (!user) return
  const address = user.email
  const mail = inRecipientLanguage(user.locale, () => {
    const words = notice.message ? noticeWords(notice.message) : notice
    return {
      words: { title: words.title, body: words.body },
      // An account made by phone has no address: the notice is the app's alone.
      message: address
        ? composeMail(
            address,
            {
              subject: words.title,
              paragraphs: [words.body],
              action: { label: NOTIFICATION_TEXTS.open, url: new URL(notice.link ?? '/', deps.appOrigin).toString() },
            },
            deps.appOrigin,
          )
        : null,
    }
  })
  await repo.insertNotification(db, {
    user_id: notice.userId,
    kind: notice.kind,
    title: mail.words.title,
    body: mail.words.body,
    message: notice.message ? JSON.stringify(notice.message) : null,
    link: notice.link ?? null,
  })
  if (!mail.message || !sendsEmail(notice.kind, user.email_opt_outs)) return
  await deps.mailer.enqueue(db, mail.message)
}

export interface NotificationItem {
  id: string
  kind: NotificationKind
  title: string
  body: string
  link: string | null
  createdAt: string
  readAt: string | null
  /** The words the title and body quote (a quiz's title, a reason, a browser's name), for the app to set apart. */
  quoted: string[]
}

/** A notification in the reader's language (the request's), from its message when it has one. */
function toItem(row: repo.NotificationRow): NotificationItem {
  const message = readNoticeMessage(row.message)
  const words = message ? noticeWords(message) : row
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: words.title,
    body: words.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    quoted: message ? quotedIn(message) : [],
  }
}

/** A page of the user's notifications, newest first, with how many of all of them are unread. */
export async function listNotifications(db: DB, userId: string, page: { limit: number; offset: number }) {
  const rows = await repo.listNotifications(db, userId, page)
  return {
    items: rows.slice(0, page.limit).map(toItem),
    hasMore: rows.length > page.limit,
    unreadCount: await repo.countUnread(db, userId),
  }
}

export function unreadCount(db: DB, userId: string): Promise<number> {
  return repo.countUnread(db, userId)
}

/**
 * Marks the user's own notifications read: those named (ids of anyone else's are ignored), or all.
 * Resolves with how many changed and how many stay unread.
 */
export async function markRead(db: DB, userId: string, which: { ids?: string[] | undefined; all?: true | undefined }) {
  const marked = await repo.markRead(db, userId, which.all ? null : (which.ids ?? []))
  return { marked, unreadCount: await repo.countUnread(db, userId) }
}

export interface NotificationPreferences {
  /** Whether each kind also comes by email; `security` is always true. */
  email: Record<OptionalEmailKind, boolean> & { security: true }
  /** The kinds that always come by email, whatever the choices. */
  alwaysEmailed: ['security']
}

function toPreferences(optOuts: readonly string[]): NotificationPreferences {
  return { email: { ...emailChoices(optOuts), security: true }, alwaysEmailed: ['security'] }
}

export async function getPreferences(db: DB, userId: string): Promise<NotificationPreferences> {
  const optOuts = await repo.findOptOuts(db, userId)
  if (!optOuts) throw new AppError('NOT_FOUND', m.server_not_found())
  return toPreferences(optOuts)
}

/** Changes the choices named; the others keep theirs. */
export async function setPreferences(
  db: DB,
  userId: string,
  changes: Partial<Record<OptionalEmailKind, boolean | undefined>>,
): Promise<NotificationPreferences> {
  return db.transaction().execute(async (trx) => {
    const optOuts = await repo.findOptOuts(trx, userId)
    if (!optOuts) throw new AppError('NOT_FOUND', m.server_not_found())
    const next = applyEmailChoices(optOuts, changes)
    await repo.setOptOuts(trx, userId, next)
    return toPreferences(next)
  })
}
