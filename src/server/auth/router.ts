import { z } from 'zod'
import { GoogleSignInSchema, LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { GOOGLE_LIMIT, LOGIN_LIMIT, SIGNUP_LIMIT } from './policy'
import * as auth from './service'
import { profileUpdated, signIn, signOut } from './session-cookie'

export const authRouter = router({
  me: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.session()
    return session ? auth.getPublicUser(ctx.db, session.user.id) : null
  }),
  signup: publicProcedure
    .meta({ rateLimit: SIGNUP_LIMIT })
    .input(SignupSchema)
    .mutation(({ ctx, input }) => auth.signup(ctx.db, input, ctx.env.adminEmails)),
  login: publicProcedure
    .meta({ rateLimit: LOGIN_LIMIT })
    .input(LoginSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await auth.login(ctx.db, input, ctx.env.adminEmails)
      await signIn(ctx, user.id)
      return user
    }),
  google: publicProcedure
    .meta({ rateLimit: GOOGLE_LIMIT })
    .input(GoogleSignInSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await auth.googleSignIn(ctx.db, input.credential, {
        google: ctx.google,
        clientId: ctx.env.googleClientId,
        adminEmails: ctx.env.adminEmails,
      })
      await signIn(ctx, result.user.id)
      return result
    }),
  logout: publicProcedure.input(z.void()).mutation(({ ctx }) => signOut(ctx)),
  updateProfile: protectedProcedure.input(ProfileUpdateSchema).mutation(async ({ ctx, input }) => {
    const user = await auth.updateProfile(ctx.db, ctx.user.id, input, ctx.sessionId, ctx.env.adminEmails)
    await profileUpdated(ctx, user.id, input)
    return user
  }),
})
