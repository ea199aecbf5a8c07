import { z } from 'zod'
import { GoogleSignInSchema, LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import * as actions from './actions'

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => actions.currentUser(ctx)),
  signup: publicProcedure.input(SignupSchema).mutation(({ ctx, input }) => actions.signup(ctx, input)),
  login: publicProcedure.input(LoginSchema).mutation(({ ctx, input }) => actions.login(ctx, input)),
  google: publicProcedure
    .input(GoogleSignInSchema)
    .mutation(({ ctx, input }) => actions.googleSignIn(ctx, input)),
  logout: publicProcedure.input(z.void()).mutation(({ ctx }) => actions.logout(ctx)),
  updateProfile: protectedProcedure
    .input(ProfileUpdateSchema)
    .mutation(({ ctx, input }) =>
      actions.updateProfile(ctx, { userId: ctx.user.id, sessionId: ctx.sessionId }, input),
    ),
})
