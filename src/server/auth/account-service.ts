import { ACCOUNT_MAIL } from '#shared/mail-texts'
import { ACCOUNT_SERVER, SERVER } from '#shared/messages'
import { SECURITY_NOTICES } from '#shared/notifications'
import { promoteListedAdmin } from '#server/admin/roles'
import type { RequestContext } from '#server/context'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { composeMail, inRecipientLanguage } from '#server/mail/compose'
import type { Mailer } from '#server/mail/outbox'
import { notify } from '#server/notifications/service'
import { assertPasswordAllowed, hashPassword } from './password'
import * as users from './repository'
import { deleteUserSessions } from './session'
import { consumeToken, issueToken, voidTokens } from './tokens'

/** What the account's mail flows need from the app. */
export interface AccountDeps {
  mailer: Mailer
  appOrigin: string
  adminEmails: string[]
}

/** The request's share of them, as both shells pass it. */
export function accountDeps(ctx: Pick<RequestContext, 'mailer' | 'env'>): AccountDeps {
  return { mailer: ctx.mailer, appOrigin: ctx.env.appOrigin, adminEmails: ctx.env.adminEmails }
}

/** The pages of the client that open the links. */
export const ACCOUNT_LINKS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const

const linkTo = (deps: AccountDeps, path: string, token: string) => {
  const url = new URL(path, deps.appOrigin)
  url.searchParams.set('token', token)
  return url.toString()
}

function assertMailOn(deps: AccountDeps) {
  if (!deps.mailer.isEnabled) throw new AppError('NOT_CONFIGURED', ACCOUNT_SERVER.mailOff)
}

/**
 * A link proving `email` belongs to the user: their own address (at signup, or sent again), or the
 * new address they asked to change to, which takes effect only once the link is opened.
 */
export async function sendVerification(
  db: DB,
  deps: AccountDeps,
  user: { id: string; username: string },
  email: string,
  kind: 'verifyEmail' | 'changeEmail' = 'verifyEmail',
): Promise<void> {
  if (!deps.mailer.isEnabled) return
  const token = await issueToken(db, user.id, 'verify_email', email)
  const words = ACCOUNT_MAIL[kind]
  await deps.mailer.enqueue(
    db,
    inRecipientLanguage(await users.findLocale(db, user.id), () =>
      composeMail(
        email,
        {
          subject: words.subject,
          paragraphs: words.paragraphs(user.username),
          action: { label: words.action, url: linkTo(deps, ACCOUNT_LINKS.verifyEmail, token) },
        },
        deps.appOrigin,
      ),
    ),
  )
}

/** "Resend" on the banner: a new link to the user's own address; the earlier one stops working. */
export async function resendVerification(db: DB, deps: AccountDeps, userId: string): Promise<void> {
  assertMailOn(deps)
  const user = await users.findMailRecipient(db, userId)
  if (!user) throw new AppError('NOT_FOUND', SERVER.notFound)
  if (user.email_verified_at) throw new AppError('BAD_REQUEST', ACCOUNT_SERVER.alreadyVerified)
  await db.transaction().execute((trx) => sendVerification(trx, deps, user, user.email))
}

/**
 * Opens a verification link. For the user's own address it marks it verified; for an address they
 * asked to change to, the change happens now (and the address is verified by the same act). An
 * ADMIN_EMAILS address gets its role here, once proven, never at signup.
 */
export async function verifyEmail(db: DB, deps: AccountDeps, token: string): Promise<{ emailChanged: boolean }> {
  let verified: { userId: string; email: string; emailChanged: boolean }
  try {
    verified = await db.transaction().execute(async (trx) => {
      const used = await consumeToken(trx, token, 'verify_email')
      if (!used) throw new AppError('BAD_REQUEST', ACCOUNT_SERVER.verifyLinkInvalid)
      const user = await users.lockEmail(trx, used.user_id)
      const emailChanged = user.email.toLowerCase() !== used.email.toLowerCase()
      await users.setVerifiedEmail(trx, used.user_id, used.email)
      if (emailChanged) {
        const notice = SECURITY_NOTICES.emailChanged(user.email, used.email)
        // A reset link sent to the old address must not outlive it.
        await voidTokens(trx, used.user_id, 'reset_password')
        // The notice goes to the new address with the app's copy, and to the old one too: its
        // owner is the one who must hear of it if the change was not theirs.
        await notify(trx, deps, { userId: used.user_id, kind: 'security', ...notice, link: '/profile' })
        await deps.mailer.enqueue(
          trx,
          inRecipientLanguage(await users.findLocale(trx, used.user_id), () =>
            composeMail(user.email, { subject: notice.title, paragraphs: [notice.body] }, deps.appOrigin),
          ),
        )
      }
      return { userId: used.user_id, email: used.email, emailChanged }
    })
  } catch (error) {
    // Someone else took the address between the request and the link.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new AppError('CONFLICT', SERVER.emailTaken)
    throw error
  }
  if (deps.adminEmails.includes(verified.email.toLowerCase())) await promoteListedAdmin(db, verified.userId, 'verify')
  return { emailChanged: verified.emailChanged }
}

/**
 * "Forgot password?": the same answer whether or not an account uses the address, so the form
 * tells a stranger nothing about who has an account.
 */
export async function forgotPassword(db: DB, deps: AccountDeps, email: string): Promise<void> {
  assertMailOn(deps)
  const user = await users.findMailRecipientByEmail(db, email)
  if (!user) return
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user.id, 'reset_password', user.email)
    const words = ACCOUNT_MAIL.resetPassword
    // In the account's language: whoever asked for the link may not be its owner.
    await deps.mailer.enqueue(
      trx,
      inRecipientLanguage(user.locale, () =>
        composeMail(
          user.email,
          {
            subject: words.subject,
            paragraphs: words.paragraphs(user.username),
            action: { label: words.action, url: linkTo(deps, ACCOUNT_LINKS.resetPassword, token) },
          },
          deps.appOrigin,
        ),
      ),
    )
  })
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends
 * (whoever knew the old password is out), and the owner is told by mail. Opening the link also
 * proves the address.
 */
export async function resetPassword(db: DB, deps: AccountDeps, token: string, password: string): Promise<void> {
  // A refused password leaves the link usable for a better one.
  await assertPasswordAllowed(password)
  const passwordHash = await hashPassword(password)
  const reset = await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'reset_password')
    if (!used) throw new AppError('BAD_REQUEST', ACCOUNT_SERVER.resetLinkInvalid)
    const user = await users.setPassword(trx, used.user_id, passwordHash)
    const provesAddress = user.email.toLowerCase() === used.email.toLowerCase()
    if (provesAddress && !user.email_verified_at) await users.setVerifiedEmail(trx, user.id, user.email)
    await voidTokens(trx, user.id, 'reset_password')
    // A change of address someone else asked for (with the old password) dies with it.
    await voidTokens(trx, user.id, 'verify_email')
    await deleteUserSessions(trx, user.id)
    await notify(trx, deps, { userId: user.id, kind: 'security', ...SECURITY_NOTICES.passwordReset, link: '/login' })
    return { userId: user.id, email: user.email, provesAddress }
  })
  if (reset.provesAddress && deps.adminEmails.includes(reset.email.toLowerCase())) {
    await promoteListedAdmin(db, reset.userId, 'verify')
  }
}
