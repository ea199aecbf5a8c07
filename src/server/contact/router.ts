import { ContactSchema } from '#shared/schemas/fields'
import { PageSchema } from '#server/http/pagination'
import { adminProcedure, publicProcedure, router } from '#server/trpc/init'
import { submitContact } from './actions'
import { listContactMessages } from './service'

export const contactRouter = router({
  send: publicProcedure.input(ContactSchema).mutation(({ ctx, input }) => submitContact(ctx, input)),
  list: adminProcedure.input(PageSchema).query(({ ctx, input }) => listContactMessages(ctx.db, input)),
})
