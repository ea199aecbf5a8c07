import { Hono } from 'hono'
import {
  ForgotPasswordSchema,
  GoogleSignInSchema,
  LoginSchema,
  ProfileUpdateSchema,
  ResetPasswordSchema,
  SignupSchema,
  VerifyEmailSchema,
} from '#shared/schemas/auth'
import { ACCOUNT_SERVER, SUCCESS } from '#shared/messages'
import { type AppBindings, type AppContext, jsonBody, ok, rateLimited, requireUser } from '#server/http/rest'
import { toRestUserWallet } from '#server/wallet/rest'
import { getWalletSummary } from '#server/wallet/service'
import * as account from './account-service'
import {
  ACCOUNT_LINK_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  GOOGLE_LIMIT,
  LOGIN_LIMIT,
  PROFILE_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  SIGNUP_LIMIT,
} from './policy'
import * as auth from './service'
import { profileUpdated, signIn, signOut } from './session-cookie'

/** The REST contract's user shape: `_id` instead of `id`. */
export function toRestUser(user: auth.PublicUser) {
  const { id, ...rest } = user
  return { _id: id, ...rest }
}

/** The REST contract's `user.wallet` { balance, totalEarned, totalSpent }, in rupees. */
async function walletOf(c: AppContext, userId: string) {
  return toRestUserWallet(await getWalletSummary(c.var.ctx.db, userId))
}

/** The REST contract's User, wherever one is returned: `_id`, and the wallet in rupees. */
async function restUser(c: AppContext, user: auth.PublicUser) {
  return { ...toRestUser(user), wallet: await walletOf(c, user.id) }
}

/** `/api/v1/users/*`: validate, call the service, shape. */
export const usersRest = new Hono<AppBindings>()
  .post('/signup', rateLimited(SIGNUP_LIMIT), async (c) => {
    const { ctx } = c.var
    const user = await auth.signup(ctx.db, await jsonBody(c, SignupSchema), account.accountDeps(ctx))
    return ok(c, { message: SUCCESS.accountCreated, data: await restUser(c, user) }, 201)
  })
  .post('/login', rateLimited(LOGIN_LIMIT), async (c) => {
    const { ctx } = c.var
    const found = await auth.login(ctx.db, await jsonBody(c, LoginSchema), account.accountDeps(ctx))
    await signIn(ctx, found.id)
    const user = await restUser(c, found)
    // The REST clients read the whole response as the user.
    return ok(c, { message: SUCCESS.loggedIn, ...user, data: user })
  })
  .post('/google', rateLimited(GOOGLE_LIMIT), async (c) => {
    const { ctx } = c.var
    const { credential } = await jsonBody(c, GoogleSignInSchema)
    const { user, isNewUser } = await auth.googleSignIn(ctx.db, credential, {
      google: ctx.google,
      clientId: ctx.env.googleClientId,
      adminEmails: ctx.env.adminEmails,
    })
    await signIn(ctx, user.id)
    const shaped = await restUser(c, user)
    return ok(c, {
      message: isNewUser ? SUCCESS.signedUpWithGoogle : SUCCESS.signedInWithGoogle,
      isNewUser,
      user: shaped,
      data: shaped,
    })
  })
  .get('/me', async (c) => {
    const { user } = await requireUser(c)
    return ok(c, { data: await restUser(c, await auth.getPublicUser(c.var.ctx.db, user.id)) })
  })
  .put('/me', rateLimited(PROFILE_LIMIT), async (c) => {
    const { ctx } = c.var
    const { user, sessionId } = await requireUser(c)
    const input = await jsonBody(c, ProfileUpdateSchema)
    const updated = await auth.updateProfile(ctx.db, user.id, input, sessionId, account.accountDeps(ctx))
    await profileUpdated(ctx, user.id, input)
    return ok(c, {
      message: updated.pendingEmail ? ACCOUNT_SERVER.emailChangePending(updated.pendingEmail) : SUCCESS.profileUpdated,
      data: { ...(await restUser(c, updated.user)), pendingEmail: updated.pendingEmail },
    })
  })
  .post('/forgot-password', rateLimited(FORGOT_PASSWORD_LIMIT), async (c) => {
    const { ctx } = c.var
    const { email } = await jsonBody(c, ForgotPasswordSchema)
    await account.forgotPassword(ctx.db, account.accountDeps(ctx), email)
    return ok(c, { message: ACCOUNT_SERVER.resetLinkSent })
  })
  .post('/reset-password', rateLimited(ACCOUNT_LINK_LIMIT), async (c) => {
    const { ctx } = c.var
    const { token, password } = await jsonBody(c, ResetPasswordSchema)
    await account.resetPassword(ctx.db, account.accountDeps(ctx), token, password)
    return ok(c, { message: ACCOUNT_SERVER.passwordReset })
  })
  .post('/verify-email', rateLimited(ACCOUNT_LINK_LIMIT), async (c) => {
    const { ctx } = c.var
    const { token } = await jsonBody(c, VerifyEmailSchema)
    const { emailChanged } = await account.verifyEmail(ctx.db, account.accountDeps(ctx), token)
    return ok(c, {
      message: emailChanged ? ACCOUNT_SERVER.emailChanged : ACCOUNT_SERVER.emailVerified,
      data: { emailChanged },
    })
  })
  .post('/resend-verification', rateLimited(RESEND_VERIFICATION_LIMIT), async (c) => {
    const { ctx } = c.var
    const { user } = await requireUser(c)
    await account.resendVerification(ctx.db, account.accountDeps(ctx), user.id)
    return ok(c, { message: ACCOUNT_SERVER.verificationSent })
  })
  .post('/logout', async (c) => {
    await signOut(c.var.ctx)
    return ok(c, { message: SUCCESS.loggedOut })
  })
