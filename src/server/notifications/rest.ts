import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import {
  MarkedReadReplySchema,
  MarkReadSchema,
  NotificationPageSchema,
  NotificationsReplySchema,
  PreferencesReplySchema,
  PreferencesSchema,
} from './schemas'
import * as notifications from './service'
import { m } from '#shared/i18n'

/** The REST contract's notification: `_id` instead of `id`; what it quotes is the app's own business. */
function toRestNotification({ id, quoted: _quoted, ...rest }: notifications.NotificationItem) {
  return { _id: id, ...rest }
}

/** `/api/v1/notifications*`: the signed-in user's own notifications and email choices. */
export const notificationRoutes = [
  route({
    method: 'get',
    path: '/api/v1/notifications',
    tag: 'notifications',
    summary: 'A page of one’s notifications, with the unread count',
    access: 'user',
    query: NotificationPageSchema,
    responses: { 200: NotificationsReplySchema },
    async handle({ c, user, query }) {
      const page = await notifications.listNotifications(c.var.ctx.db, user.id, query)
      return ok(c, { data: { ...page, items: page.items.map(toRestNotification) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/notifications/read',
    tag: 'notifications',
    summary: 'Mark notifications read, by id or all',
    access: 'user',
    body: MarkReadSchema,
    responses: { 200: MarkedReadReplySchema },
    async handle({ c, user, body }) {
      const result = await notifications.markRead(c.var.ctx.db, user.id, body)
      return ok(c, { message: m.notification_server_marked_read(), data: result })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/notifications/preferences',
    tag: 'notifications',
    summary: 'Which kinds also come by email',
    access: 'user',
    responses: { 200: PreferencesReplySchema },
    handle: async ({ c, user }) => ok(c, { data: await notifications.getPreferences(c.var.ctx.db, user.id) }),
  }),
  route({
    method: 'put',
    path: '/api/v1/notifications/preferences',
    tag: 'notifications',
    summary: 'Choose which kinds also come by email',
    access: 'user',
    body: PreferencesSchema,
    responses: { 200: PreferencesReplySchema },
    async handle({ c, user, body }) {
      const preferences = await notifications.setPreferences(c.var.ctx.db, user.id, body.email)
      return ok(c, { message: m.notification_server_preferences_saved(), data: preferences })
    },
  }),
]
