import { Hono } from 'hono'
import { ContactSchema } from '#shared/schemas/fields'
import { SUCCESS } from '#shared/messages'
import { type AppBindings, jsonBody, ok, queryParams, rateLimited, requireAdmin } from '#server/http/rest'
import { PageSchema } from '#server/http/pagination'
import { CONTACT_LIMIT } from './policy'
import * as contact from './service'

export const contactRest = new Hono<AppBindings>().post('/', rateLimited(CONTACT_LIMIT), async (c) => {
  const { ctx } = c.var
  const message = await jsonBody(c, ContactSchema)
  const { id } = await contact.sendContactMessage(ctx.db, message, (await ctx.session())?.user.id ?? null)
  // The message as stored: the REST contract's contact message fields, as validated (trimmed, email lower-cased).
  return ok(c, { message: SUCCESS.messageSent, data: { _id: id, ...message } }, 201)
})

export const adminContactRest = new Hono<AppBindings>().get('/', async (c) => {
  await requireAdmin(c)
  const messages = await contact.listContactMessages(c.var.ctx.db, queryParams(c, PageSchema))
  return ok(c, { data: { messages: messages.map(({ id, ...rest }) => ({ _id: id, ...rest })) } })
})
