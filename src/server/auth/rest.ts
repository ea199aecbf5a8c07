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
import { ACCOUNT_DATA_SERVER, ACCOUNT_SERVER } from '#shared/messages'
import { exportFileName } from '#shared/account-data-texts'
import { DeleteAccountSchema, SessionIdInput } from '#shared/schemas/account-data'
import { MessageOnlySchema } from '#server/http/openapi'
import { type AppContext, ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { toRestUserWallet } from '#server/wallet/rest-shapes'
import { getWalletSummary } from '#server/wallet/service'
import * as account from './account-service'
import { toRestUser } from './rest-shapes'
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
import {
  AccountExportSchema,
  GoogleReplySchema,
  LoginReplySchema,
  PhoneCodeReplySchema,
  PhoneSignInReplySchema,
  ProfileReplySchema,
  SessionsEndedReplySchema,
  SessionsReplySchema,
  SignupReplySchema,
  VerifyEmailReplySchema,
} from './schemas'
import { passwordWasReset, profileUpdated, signedUp, signIn, signOut } from './session-cookie'
import { m } from '#shared/i18n'

/** The REST contract's `user.wallet` { balance, totalEarned, totalSpent }, in rupees. */
async function walletOf(c: AppContext, userId: string) {
  return toRestUserWallet(await getWalletSummary(c.var.ctx.db, userId))
}

/** The REST contract's User, wherever one is returned: `_id`, and the wallet in rupees. */
async function restUser(c: AppContext, user: auth.PublicUser) {
  return { ...toRestUser(user), wallet: await walletOf(c, user.id) }
}

/** `/api/v1/users/*`: validate, call the service, shape. */
export const userRoutes = [
  route({
    method: 'post',
    path: '/api/v1/users/signup',
    tag: 'users',
    summary: 'Create an account and sign in',
    access: 'guest',
    body: SignupSchema,
    responses: { 201: SignupReplySchema },
    errors: [401, 403, 409],
    rateLimit: SIGNUP_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const user = await auth.signup(ctx.db, body, account.accountDeps(ctx))
      await signedUp(ctx, user.id)
      return ok(c, { message: m.success_account_created(), data: await restUser(c, user) }, 201)
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/login',
    tag: 'users',
    summary: 'Sign in with email and password (sets the session cookie)',
    access: 'guest',
    body: LoginSchema,
    responses: { 200: LoginReplySchema },
    errors: [401],
    rateLimit: LOGIN_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const found = await auth.login(ctx.db, body, account.accountDeps(ctx))
      await signIn(ctx, found.id)
      const user = await restUser(c, found)
      // The REST clients read the whole response as the user.
      return ok(c, { message: m.success_logged_in(), ...user, data: user })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/google',
    tag: 'users',
    summary: 'Sign in or up with a Google ID token',
    access: 'guest',
    body: GoogleSignInSchema,
    responses: { 200: GoogleReplySchema },
    errors: [401, 403, 409, 412],
    rateLimit: GOOGLE_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const { user, isNewUser } = await auth.googleSignIn(ctx.db, body.credential, {
        google: ctx.google,
        clientId: ctx.env.googleClientId,
        adminEmails: ctx.env.adminEmails,
      })
      await signIn(ctx, user.id, { isNewAccount: isNewUser })
      const shaped = await restUser(c, user)
      return ok(c, {
        message: isNewUser ? m.success_signed_up_with_google() : m.success_signed_in_with_google(),
        isNewUser,
        user: shaped,
        data: shaped,
      })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/phone/code',
    tag: 'users',
    summary: 'Send a code by SMS to sign in or up (the same answer for every number)',
    access: 'guest',
    body: PhoneCodeRequestSchema,
    responses: { 200: PhoneCodeReplySchema },
    errors: [412, 429, 502],
    async handle({ c, body }) {
      const { ctx } = c.var
      const sent = await phone.requestSignInCode(ctx.db, phone.phoneDeps(ctx), body.phone)
      return ok(c, { message: sent.message, data: { resendAfterSeconds: sent.resendAfterSeconds } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/phone/sign-in',
    tag: 'users',
    summary: 'Sign in or up with a code sent by SMS (a new number also names the account)',
    access: 'guest',
    body: PhoneSignInSchema,
    responses: { 200: PhoneSignInReplySchema },
    errors: [409],
    rateLimit: PHONE_CODE_ENTRY_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const result = await phone.phoneSignIn(ctx.db, body)
      if ('needsUsername' in result) {
        return ok(c, {
          message: m.phone_server_choose_username(),
          data: { needsUsername: true, isNewUser: true, user: null },
        })
      }
      await signIn(ctx, result.user.id, { isNewAccount: result.isNewUser })
      return ok(c, {
        message: result.isNewUser ? m.success_account_created() : m.success_logged_in(),
        data: { needsUsername: false, isNewUser: result.isNewUser, user: await restUser(c, result.user) },
      })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/phone/reset-password',
    tag: 'users',
    summary: 'Set a new password with a code sent to the account’s number',
    access: 'guest',
    body: PhoneResetPasswordSchema,
    responses: { 200: MessageOnlySchema },
    rateLimit: PHONE_CODE_ENTRY_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const reset = await phone.resetPasswordByPhone(ctx.db, phone.phoneDeps(ctx), body)
      await passwordWasReset(ctx, reset)
      return ok(c, { message: m.account_server_password_reset() })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/me/phone/code',
    tag: 'users',
    summary: 'Send a code by SMS to a number for this account',
    access: 'user',
    body: PhoneCodeRequestSchema,
    responses: { 200: PhoneCodeReplySchema },
    errors: [412, 429, 502],
    async handle({ c, user, body }) {
      const { ctx } = c.var
      const sent = await phone.requestLinkCode(ctx.db, phone.phoneDeps(ctx), user.id, body.phone)
      return ok(c, { message: sent.message, data: { resendAfterSeconds: sent.resendAfterSeconds } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/me/phone/confirm-code',
    tag: 'users',
    summary: 'Send a code by SMS to the account’s current number, to prove a change',
    access: 'user',
    responses: { 200: PhoneCodeReplySchema },
    errors: [400, 412, 429, 502],
    async handle({ c, user }) {
      const { ctx } = c.var
      const sent = await phone.requestConfirmCode(ctx.db, phone.phoneDeps(ctx), user.id)
      return ok(c, { message: sent.message, data: { resendAfterSeconds: sent.resendAfterSeconds } })
    },
  }),
  route({
    method: 'put',
    path: '/api/v1/users/me/phone',
    tag: 'users',
    summary: 'Set the account’s number with the code sent to it (and the current password or number’s code)',
    access: 'user',
    body: PhoneChangeSchema,
    responses: { 200: SignupReplySchema },
    errors: [409],
    rateLimit: PHONE_CODE_ENTRY_LIMIT,
    async handle({ c, user, body }) {
      const { ctx } = c.var
      const changed = await phone.changePhone(ctx.db, phone.phoneDeps(ctx), user.id, body)
      return ok(c, { message: m.phone_server_number_changed(), data: await restUser(c, changed) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/users/me',
    tag: 'users',
    summary: 'The signed-in user, with the wallet in rupees',
    access: 'user',
    responses: { 200: SignupReplySchema },
    async handle({ c, user }) {
      return ok(c, { data: await restUser(c, await auth.getCurrentUser(c.var.ctx.db, user.id)) })
    },
  }),
  route({
    method: 'put',
    path: '/api/v1/users/me',
    tag: 'users',
    summary: 'Update the profile (a new email waits for its verification when mail is on)',
    access: 'user',
    body: ProfileUpdateSchema,
    responses: { 200: ProfileReplySchema },
    errors: [403, 409],
    rateLimit: PROFILE_LIMIT,
    async handle({ c, user, sessionId, body }) {
      const { ctx } = c.var
      const updated = await auth.updateProfile(ctx.db, user.id, body, sessionId, account.accountDeps(ctx))
      await profileUpdated(ctx, user.id, body)
      return ok(c, {
        message: updated.pendingEmail
          ? ACCOUNT_SERVER.emailChangePending(updated.pendingEmail)
          : m.success_profile_updated(),
        data: { ...(await restUser(c, updated.user)), pendingEmail: updated.pendingEmail },
      })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/users/me',
    tag: 'users',
    summary: 'Delete the account (the books keep the money’s history)',
    access: 'user',
    body: DeleteAccountSchema,
    responses: { 200: MessageOnlySchema },
    errors: [409],
    rateLimit: DELETE_ACCOUNT_LIMIT,
    async handle({ c, user, body }) {
      const { ctx } = c.var
      await data.deleteAccount(ctx.db, user.id, body)
      ctx.endSession()
      return ok(c, { message: m.account_data_server_account_deleted() })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/forgot-password',
    tag: 'users',
    summary: 'Send a password reset link (the same answer for every address)',
    access: 'guest',
    body: ForgotPasswordSchema,
    responses: { 200: MessageOnlySchema },
    errors: [412],
    rateLimit: FORGOT_PASSWORD_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      await account.forgotPassword(ctx.db, account.accountDeps(ctx), body.email)
      return ok(c, { message: m.account_server_reset_link_sent() })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/reset-password',
    tag: 'users',
    summary: 'Set a new password with a reset link’s token',
    access: 'guest',
    body: ResetPasswordSchema,
    responses: { 200: MessageOnlySchema },
    errors: [412],
    rateLimit: ACCOUNT_LINK_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const reset = await account.resetPassword(ctx.db, account.accountDeps(ctx), body.token, body.password)
      await passwordWasReset(ctx, reset)
      return ok(c, { message: m.account_server_password_reset() })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/verify-email',
    tag: 'users',
    summary: 'Verify an address with its link’s token',
    access: 'guest',
    body: VerifyEmailSchema,
    responses: { 200: VerifyEmailReplySchema },
    errors: [409, 412],
    rateLimit: ACCOUNT_LINK_LIMIT,
    async handle({ c, body }) {
      const { ctx } = c.var
      const outcome = await account.verifyEmail(ctx.db, account.accountDeps(ctx), body.token)
      return ok(c, { message: account.VERIFY_MESSAGES[outcome](), data: { emailChanged: outcome === 'emailChanged' } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/resend-verification',
    tag: 'users',
    summary: 'Send the verification link again',
    access: 'user',
    responses: { 200: MessageOnlySchema },
    errors: [400, 409, 412],
    rateLimit: RESEND_VERIFICATION_LIMIT,
    async handle({ c, user }) {
      const { ctx } = c.var
      await account.resendVerification(ctx.db, account.accountDeps(ctx), user.id)
      return ok(c, { message: m.account_server_verification_sent() })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/users/logout',
    tag: 'users',
    summary: 'Sign out (clears the session cookie)',
    access: 'guest',
    responses: { 200: MessageOnlySchema },
    async handle({ c }) {
      await signOut(c.var.ctx)
      return ok(c, { message: m.success_logged_out() })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/users/me/sessions',
    tag: 'users',
    summary: 'The signed-in sessions of this account',
    access: 'user',
    responses: { 200: SessionsReplySchema },
    async handle({ c, user, sessionId }) {
      return ok(c, { data: await data.listSessions(c.var.ctx.db, user.id, sessionId) })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/users/me/sessions/:id',
    tag: 'users',
    summary: 'End one session (this one: a logout)',
    access: 'user',
    params: { id: SessionIdInput.shape.id },
    responses: { 200: MessageOnlySchema },
    errors: [404],
    async handle({ c, user, sessionId, params }) {
      const { ctx } = c.var
      const { wasCurrent } = await data.revokeSession(ctx.db, user.id, params.id, sessionId)
      // Ending the session this browser is using is a logout.
      if (wasCurrent) ctx.endSession()
      return ok(c, { message: wasCurrent ? m.success_logged_out() : m.account_data_server_session_ended() })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/users/me/sessions',
    tag: 'users',
    summary: 'End every other session',
    access: 'user',
    responses: { 200: SessionsEndedReplySchema },
    async handle({ c, user, sessionId }) {
      const ended = await data.revokeOtherSessions(c.var.ctx.db, user.id, sessionId)
      return ok(c, { message: ACCOUNT_DATA_SERVER.otherSessionsEnded(ended), data: { ended } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/users/me/export',
    tag: 'users',
    summary: 'Download the account’s data as a JSON file (no envelope)',
    access: 'user',
    responses: { 200: AccountExportSchema },
    rateLimit: EXPORT_LIMIT,
    // A file to keep, not an answer in the envelope: the document is the whole body.
    async handle({ c, user, sessionId }) {
      const exported = await data.exportAccountData(c.var.ctx.db, user.id, sessionId)
      c.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
      return c.json(exported)
    },
  }),
]
