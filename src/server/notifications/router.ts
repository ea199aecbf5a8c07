import { z } from 'zod'
import { protectedProcedure, router } from '#server/trpc/init'
import { MarkReadSchema, NotificationPageSchema, PreferencesSchema } from './schemas'
import * as notifications from './service'

/** The signed-in user's own notifications and email choices: nothing here reads anyone else's. */
export const notificationsRouter = router({
  list: protectedProcedure
    .input(NotificationPageSchema)
    .query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.user.id, input)),
  unreadCount: protectedProcedure
    .input(z.void())
    .query(async ({ ctx }) => ({ unreadCount: await notifications.unreadCount(ctx.db, ctx.user.id) })),
  markRead: protectedProcedure
    .input(MarkReadSchema)
    .mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.user.id, input)),
  preferences: protectedProcedure.input(z.void()).query(({ ctx }) => notifications.getPreferences(ctx.db, ctx.user.id)),
  setPreferences: protectedProcedure
    .input(PreferencesSchema)
    .mutation(({ ctx, input }) => notifications.setPreferences(ctx.db, ctx.user.id, input.email)),
})
