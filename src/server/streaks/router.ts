import { protectedProcedure, router } from '#server/trpc/init'
import * as streaks from './service'

/** The caller's daily streak (decision 049). */
export const streaksRouter = router({
  mine: protectedProcedure.query(({ ctx }) => streaks.getStreak(ctx.db, ctx.user.id)),
})
