import { ContactSchema } from '#shared/schemas/fields'
import { PageSchema } from '#server/http/pagination'
import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { CONTACT_LIMIT } from './policy'
import { ContactMessagesReplySchema, ContactSentReplySchema } from './schemas'
import * as contact from './service'
import { m } from '#shared/i18n'

export const contactRoutes = [
  route({
    method: 'post',
    path: '/api/v1/contact',
    tag: 'contact',
    summary: 'Send a message to the team',
    access: 'guest',
    body: ContactSchema,
    responses: { 201: ContactSentReplySchema },
    rateLimit: CONTACT_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const { id } = await contact.sendContactMessage(ctx.db, body, (await ctx.session())?.user.id ?? null)
      // The message as stored: the REST contract's contact message fields, as validated (trimmed, email lower-cased).
      return ok(c, { message: m.success_message_sent(), data: { _id: id, ...body } }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/contact-messages',
    tag: 'admin',
    summary: 'Messages sent through the contact form',
    access: 'admin',
    query: PageSchema,
    responses: { 200: ContactMessagesReplySchema },
    async handle({ c, query }) {
      const messages = await contact.listContactMessages(c.var.ctx.db, query)
      return ok(c, { data: { messages: messages.map(({ id, ...rest }) => ({ _id: id, ...rest })) } })
    },
  }),
]
