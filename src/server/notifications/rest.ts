import { Hono } from 'hono'
import { NOTIFICATION_SERVER } from '#shared/notifications'
import { type AppBindings, jsonBody, ok, queryParams, requireUser } from '#server/http/rest'
import { MarkReadSchema, NotificationPageSchema, PreferencesSchema } from './schemas'
import * as notifications from './service'

/** The REST contract's notification: `_id` instead of `id`. */
function toRestNotification({ id, ...rest }: notifications.NotificationItem) {
  return { _id: id, ...rest }
}

/** `/api/v1/notifications*`: the signed-in user's own notifications and email choices. */
export const notificationsRest = new Hono<AppBindings>()
  .get('/', async (c) => {
    const { user } = await requireUser(c)
    const page = await notifications.listNotifications(c.var.ctx.db, user.id, queryParams(c, NotificationPageSchema))
    return ok(c, { data: { ...page, items: page.items.map(toRestNotification) } })
  })
  .post('/read', async (c) => {
    const { user } = await requireUser(c)
    const result = await notifications.markRead(c.var.ctx.db, user.id, await jsonBody(c, MarkReadSchema))
    return ok(c, { message: NOTIFICATION_SERVER.markedRead, data: result })
  })
  .get('/preferences', async (c) => {
    const { user } = await requireUser(c)
    return ok(c, { data: await notifications.getPreferences(c.var.ctx.db, user.id) })
  })
  .put('/preferences', async (c) => {
    const { user } = await requireUser(c)
    const { email } = await jsonBody(c, PreferencesSchema)
    const preferences = await notifications.setPreferences(c.var.ctx.db, user.id, email)
    return ok(c, { message: NOTIFICATION_SERVER.preferencesSaved, data: preferences })
  })
