import { IdInput } from '#server/http/ids'
import { adminProcedure, router } from '#server/trpc/init'
import { AttemptIdInput, AuditFilterSchema, FlaggedFilterSchema, UserSearchSchema } from './schemas'
import * as admin from './service'

export const adminUsersRouter = router({
  search: adminProcedure.input(UserSearchSchema).query(({ ctx, input }) => admin.searchUsers(ctx.db, input)),
  byId: adminProcedure.input(IdInput).query(({ ctx, input }) => admin.getUserDetail(ctx.db, input.id)),
})

export const adminAttemptsRouter = router({
  flagged: adminProcedure.input(FlaggedFilterSchema).query(({ ctx, input }) => admin.listFlaggedAttempts(ctx.db, input)),
  markReviewed: adminProcedure
    .input(AttemptIdInput)
    .mutation(({ ctx, input }) => admin.markAttemptReviewed(ctx.db, ctx.user.id, input.attemptId)),
})

export const adminAuditRouter = router({
  list: adminProcedure.input(AuditFilterSchema).query(({ ctx, input }) => admin.listAuditLog(ctx.db, input)),
})
