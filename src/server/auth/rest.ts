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
import { ACCOUNT_DATA_SERVER, ACCOUNT_SERVER, SUCCESS } from '#shared/messages'
import { exportFileName } from '#shared/account-data-texts'
import { DeleteAccountSchema, SessionIdInput } from '#shared/schemas/account-data'
import { type AppBindings, type AppContext, jsonBody, ok, rateLimited, requireUser, validate } from '#server/http/rest'
import { toRestUserWallet } from '#server/wallet/rest'
import { getWalletSummary } from '#server/wallet/service'
import * as account from './account-service'
import * as data from './data-service'
import {
  ACCOUNT_LINK_LIMIT,
  DELETE_ACCOUNT_LIMIT,
  EXPORT_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  GOOGLE_LIMIT,
  LOGIN_LIMIT,
  PROFILE_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  SIGNUP_LIMIT,
} from './policy'
import * as auth from './service'
import { profileUpdated, signedUp, signIn, signOut } from './session-cookie'

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
    await signedUp(ctx, user.id)
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
    await signIn(ctx, user.id, { isNewAccount: isNewUser })
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
    return ok(c, { data: await restUser(c, await auth.getCurrentUser(c.var.ctx.db, user.id)) })
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
  .get('/me/sessions', async (c) => {
    const { user, sessionId } = await requireUser(c)
    return ok(c, { data: await data.listSessions(c.var.ctx.db, user.id, sessionId) })
  })
  .delete('/me/sessions/:id', async (c) => {
    const { ctx } = c.var
    const { user, sessionId } = await requireUser(c)
    const { id } = validate(SessionIdInput, { id: c.req.param('id') })
    const { wasCurrent } = await data.revokeSession(ctx.db, user.id, id, sessionId)
    // Ending the session this browser is using is a logout.
    if (wasCurrent) ctx.endSession()
    return ok(c, { message: wasCurrent ? SUCCESS.loggedOut : ACCOUNT_DATA_SERVER.sessionEnded })
  })
  .delete('/me/sessions', async (c) => {
    const { ctx } = c.var
    const { user, sessionId } = await requireUser(c)
    const ended = await data.revokeOtherSessions(ctx.db, user.id, sessionId)
    return ok(c, { message: ACCOUNT_DATA_SERVER.otherSessionsEnded(ended), data: { ended } })
  })
  // A file to keep, not an answer in the envelope: the document is the whole body.
  .get('/me/export', rateLimited(EXPORT_LIMIT), async (c) => {
    const { user, sessionId } = await requireUser(c)
    const exported = await data.exportAccountData(c.var.ctx.db, user.id, sessionId)
    c.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
    return c.json(exported)
  })
  .delete('/me', rateLimited(DELETE_ACCOUNT_LIMIT), async (c) => {
    const { ctx } = c.var
    const { user } = await requireUser(c)
    await data.deleteAccount(ctx.db, user.id, await jsonBody(c, DeleteAccountSchema))
    ctx.endSession()
    return ok(c, { message: ACCOUNT_DATA_SERVER.accountDeleted })
  })
