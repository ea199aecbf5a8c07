import { IdInput } from '#server/http/ids'
import { adminProcedure, router } from '#server/trpc/init'
import {
  AttemptIdInput,
  AuditFilterSchema,
  FlaggedFilterSchema,
  QuizSearchSchema,
  TransactionHistorySchema,
  UserLookupSchema,
  UserSearchSchema,
} from './schemas'
import * as admin from './service'

export const adminUsersRouter = router({
  search: adminProcedure.input(UserSearchSchema).query(({ ctx, input }) => admin.searchUsers(ctx.db, input)),
  byId: adminProcedure.input(IdInput).query(({ ctx, input }) => admin.getUserDetail(ctx.db, input.id)),
})

export const adminAttemptsRouter = router({
  flagged: adminProcedure
    .input(FlaggedFilterSchema)
    .query(({ ctx, input }) => admin.listFlaggedAttempts(ctx.db, input)),
  markReviewed: adminProcedure
    .input(AttemptIdInput)
    .mutation(({ ctx, input }) => admin.markAttemptReviewed(ctx.db, ctx.user.id, input.attemptId)),
})

export const adminAuditRouter = router({
  list: adminProcedure.input(AuditFilterSchema).query(({ ctx, input }) => admin.listAuditLog(ctx.db, input)),
})

/** The console's search of every quiz; served beside the review queue, as `admin.quizzes.search`. */
export const adminQuizSearchRouter = router({
  search: adminProcedure.input(QuizSearchSchema).query(({ ctx, input }) => admin.searchQuizzes(ctx.db, input)),
})

/** The console's money history and user lookup; served beside the money queue, under `admin.wallet`. */
export const adminMoneyRouter = router({
  history: adminProcedure
    .input(TransactionHistorySchema)
    .query(({ ctx, input }) => admin.transactionHistory(ctx.db, input)),
  /** Whose wallet, with its balance: what the admin sees before confirming an adjustment. */
  lookup: adminProcedure.input(UserLookupSchema).query(({ ctx, input }) => admin.lookupUser(ctx.db, input.user)),
})
