import { ContactSchema } from '#shared/schemas/fields'
import { PageSchema } from '#server/http/pagination'
import { adminProcedure, publicProcedure, router } from '#server/trpc/init'
import { CONTACT_LIMIT } from './policy'
import * as contact from './service'

export const contactRouter = router({
  send: publicProcedure
    .meta({ rateLimit: CONTACT_LIMIT })
    .input(ContactSchema)
    .mutation(async ({ ctx, input }) =>
      contact.sendContactMessage(ctx.db, input, (await ctx.session())?.user.id ?? null),
    ),
  list: adminProcedure.input(PageSchema).query(({ ctx, input }) => contact.listContactMessages(ctx.db, input)),
})
