import type { z } from 'zod'
import type { ContactSchema } from '#shared/schemas/fields'
import type { RequestContext } from '#server/context'
import * as contact from './service'

export async function submitContact(ctx: RequestContext, input: z.output<typeof ContactSchema>) {
  ctx.rateLimit('contact')
  const session = await ctx.session()
  return contact.sendContactMessage(ctx.db, input, session?.user.id ?? null)
}
