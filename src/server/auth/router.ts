import { z } from 'zod'
import {
  ForgotPasswordSchema,
  GoogleSignInSchema,
  LoginSchema,
  PhoneChangeSchema,
  PhoneCodeRequestSchema,
  PhoneResetPasswordSchema,
  PhoneSignInSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SignupSchema,
  VerifyEmailSchema,
} from '#shared/schemas/auth'
import { ACCOUNT_DATA_SERVER } from '#shared/messages'
import { DeleteAccountSchema, SessionIdInput } from '#shared/schemas/account-data'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import * as account from './account-service'
import * as data from './data-service'
import {
  ACCOUNT_LINK_LIMIT,
  DELETE_ACCOUNT_LIMIT,
  EXPORT_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  GOOGLE_LIMIT,
  LOGIN_LIMIT,
  PHONE_CODE_ENTRY_LIMIT,
  PROFILE_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  SIGNUP_LIMIT,
} from './policy'
import * as phone from './phone-service'
import * as auth from './service'
import { passwordWasReset, profileUpdated, signedUp, signIn, signOut } from './session-cookie'
import { m } from '#shared/i18n'

export const authRouter = router({
  me: publicProcedure.query(async ({ ctx }) => {
    const session = await ctx.session()
    return session ? auth.getCurrentUser(ctx.db, session.user.id) : null
  }),
  signup: publicProcedure
    .meta({ rateLimit: SIGNUP_LIMIT })
    .input(SignupSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await auth.signup(ctx.db, input, account.accountDeps(ctx))
      await signedUp(ctx, user.id)
      return user
    }),
  login: publicProcedure
    .meta({ rateLimit: LOGIN_LIMIT })
    .input(LoginSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await auth.login(ctx.db, input, account.accountDeps(ctx))
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
      await signIn(ctx, result.user.id, { isNewAccount: result.isNewUser })
      return result
    }),
  logout: publicProcedure.input(z.void()).mutation(({ ctx }) => signOut(ctx)),
  updateProfile: protectedProcedure
    .meta({ rateLimit: PROFILE_LIMIT })
    .input(ProfileUpdateSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, pendingEmail } = await auth.updateProfile(
        ctx.db,
        ctx.user.id,
        input,
        ctx.sessionId,
        account.accountDeps(ctx),
      )
      await profileUpdated(ctx, user.id, input)
      return { ...user, pendingEmail }
    }),
  forgotPassword: publicProcedure
    .meta({ rateLimit: FORGOT_PASSWORD_LIMIT })
    .input(ForgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await account.forgotPassword(ctx.db, account.accountDeps(ctx), input.email)
      return { message: m.account_server_reset_link_sent() }
    }),
  resetPassword: publicProcedure
    .meta({ rateLimit: ACCOUNT_LINK_LIMIT })
    .input(ResetPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const reset = await account.resetPassword(ctx.db, account.accountDeps(ctx), input.token, input.password)
      await passwordWasReset(ctx, reset)
      return { message: m.account_server_password_reset() }
    }),
  verifyEmail: publicProcedure
    .meta({ rateLimit: ACCOUNT_LINK_LIMIT })
    .input(VerifyEmailSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await account.verifyEmail(ctx.db, account.accountDeps(ctx), input.token)
      return { message: account.VERIFY_MESSAGES[outcome](), emailChanged: outcome === 'emailChanged' }
    }),
  resendVerification: protectedProcedure
    .meta({ rateLimit: RESEND_VERIFICATION_LIMIT })
    .input(z.void())
    .mutation(async ({ ctx }) => {
      await account.resendVerification(ctx.db, account.accountDeps(ctx), ctx.user.id)
      return { message: m.account_server_verification_sent() }
    }),
  /** A code by SMS to sign in or up (the same answer for every number). */
  phoneCode: publicProcedure
    .input(PhoneCodeRequestSchema)
    .mutation(({ ctx, input }) => phone.requestSignInCode(ctx.db, phone.phoneDeps(ctx), input.phone)),
  phoneSignIn: publicProcedure
    .meta({ rateLimit: PHONE_CODE_ENTRY_LIMIT })
    .input(PhoneSignInSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await phone.phoneSignIn(ctx.db, input)
      if ('needsUsername' in result) return result
      await signIn(ctx, result.user.id, { isNewAccount: result.isNewUser })
      return result
    }),
  phoneResetPassword: publicProcedure
    .meta({ rateLimit: PHONE_CODE_ENTRY_LIMIT })
    .input(PhoneResetPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const reset = await phone.resetPasswordByPhone(ctx.db, phone.phoneDeps(ctx), input)
      await passwordWasReset(ctx, reset)
      return { message: m.account_server_password_reset() }
    }),
  /** A code to a number for this account, or to its current number as proof of a change. */
  phoneLinkCode: protectedProcedure
    .input(PhoneCodeRequestSchema)
    .mutation(({ ctx, input }) => phone.requestLinkCode(ctx.db, phone.phoneDeps(ctx), ctx.user.id, input.phone)),
  phoneConfirmCode: protectedProcedure
    .input(z.void())
    .mutation(({ ctx }) => phone.requestConfirmCode(ctx.db, phone.phoneDeps(ctx), ctx.user.id)),
  changePhone: protectedProcedure
    .meta({ rateLimit: PHONE_CODE_ENTRY_LIMIT })
    .input(PhoneChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await phone.changePhone(ctx.db, phone.phoneDeps(ctx), ctx.user.id, input)
      return { user, message: m.phone_server_number_changed() }
    }),
  /** Whether this server sends mail: the screens explain what is not offered when it does not. */
  mailStatus: publicProcedure.query(({ ctx }) => ({ isEnabled: ctx.mailer.isEnabled })),
  /** The browsers signed in to this account, this one flagged `current`. */
  sessions: protectedProcedure.query(({ ctx }) => data.listSessions(ctx.db, ctx.user.id, ctx.sessionId)),
  revokeSession: protectedProcedure.input(SessionIdInput).mutation(async ({ ctx, input }) => {
    const { wasCurrent } = await data.revokeSession(ctx.db, ctx.user.id, input.id, ctx.sessionId)
    // Ending the session this browser is using is a logout.
    if (wasCurrent) ctx.endSession()
    return { wasCurrent, message: wasCurrent ? m.success_logged_out() : m.account_data_server_session_ended() }
  }),
  revokeOtherSessions: protectedProcedure.input(z.void()).mutation(async ({ ctx }) => {
    const ended = await data.revokeOtherSessions(ctx.db, ctx.user.id, ctx.sessionId)
    return { ended, message: ACCOUNT_DATA_SERVER.otherSessionsEnded(ended) }
  }),
  /** The same document GET /api/v1/users/me/export downloads. */
  exportData: protectedProcedure
    .meta({ rateLimit: EXPORT_LIMIT })
    .query(({ ctx }) => data.exportAccountData(ctx.db, ctx.user.id, ctx.sessionId)),
  /** Whether deleting asks for the password or the username, and why it is refused now, if it is. */
  deletionCheck: protectedProcedure.query(({ ctx }) => data.deletionCheck(ctx.db, ctx.user.id)),
  deleteAccount: protectedProcedure
    .meta({ rateLimit: DELETE_ACCOUNT_LIMIT })
    .input(DeleteAccountSchema)
    .mutation(async ({ ctx, input }) => {
      await data.deleteAccount(ctx.db, ctx.user.id, input)
      ctx.endSession()
      return { message: m.account_data_server_account_deleted() }
    }),
})
