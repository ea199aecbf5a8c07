import { Hono } from 'hono'
import { ContactSchema } from '#shared/schemas/fields'
import { SUCCESS } from '#shared/messages'
import { type AppBindings, jsonBody, ok, queryParams, requireAdmin } from '#server/http/rest'
import { PageSchema } from '#server/http/pagination'
import { submitContact } from './actions'
import { listContactMessages } from './service'

export const contactRest = new Hono<AppBindings>().post('/', async (c) => {
  const message = await jsonBody(c, ContactSchema)
  const { id } = await submitContact(c.var.ctx, message)
  // The message as stored: the spec's Contact message fields, as validated (trimmed, email lower-cased).
  return ok(c, { message: SUCCESS.messageSent, data: { _id: id, ...message } }, 201)
})

export const adminContactRest = new Hono<AppBindings>().get('/', async (c) => {
  await requireAdmin(c)
  const messages = await listContactMessages(c.var.ctx.db, queryParams(c, PageSchema))
  return ok(c, { data: { messages: messages.map(({ id, ...rest }) => ({ _id: id, ...rest })) } })
})
