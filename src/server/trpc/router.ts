import { authRouter } from '#server/auth/router'
import { contactRouter } from '#server/contact/router'
import { notificationsRouter } from '#server/notifications/router'
import { adminQuizzesRouter, quizzesRouter } from '#server/quizzes/router'
import { attemptsRouter } from '#server/attempts/router'
import { adminSeriesRouter, seriesRouter } from '#server/series/router'
import { contestsRouter } from '#server/contests/router'
import { reviewRouter } from '#server/review/router'
import { streaksRouter } from '#server/streaks/router'
import { certificatesRouter } from '#server/certificates/router'
import { sharesRouter } from '#server/shares/router'
import { groupsRouter } from '#server/groups/router'
import { liveRouter } from '#server/live/router'
import { adminWalletRouter, walletRouter } from '#server/wallet/router'
import {
  adminAttemptsRouter,
  adminAuditRouter,
  adminMoneyRouter,
  adminQuizSearchRouter,
  adminUsersRouter,
} from '#server/admin/router'
import { publicConfig } from '#server/env'
import { mergeRouters, publicProcedure, router } from './init'

/** Public settings the client needs before anyone logs in. */
const configRouter = router({
  public: publicProcedure.query(({ ctx }) => publicConfig(ctx.env)),
})

export const appRouter = router({
  auth: authRouter,
  contact: contactRouter,
  quizzes: quizzesRouter,
  attempts: attemptsRouter,
  series: seriesRouter,
  contests: contestsRouter,
  review: reviewRouter,
  streaks: streaksRouter,
  certificates: certificatesRouter,
  shares: sharesRouter,
  groups: groupsRouter,
  live: liveRouter,
  wallet: walletRouter,
  notifications: notificationsRouter,
  admin: router({
    quizzes: mergeRouters(adminQuizzesRouter, adminQuizSearchRouter),
    wallet: mergeRouters(adminWalletRouter, adminMoneyRouter),
    users: adminUsersRouter,
    attempts: adminAttemptsRouter,
    audit: adminAuditRouter,
    series: adminSeriesRouter,
  }),
  config: configRouter,
})

export type AppRouter = typeof appRouter
