import { ACCOUNT_MAIL } from '#shared/mail-texts'
import { NOTIFICATION_LINKS, SECURITY_NOTICES } from '#shared/notifications'
import { promoteListedAdmin } from '#server/identity/roles'
import type { RequestContext } from '#server/context'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { composeMail, inRecipientLanguage } from '#server/mail/compose'
import type { Mailer, MailWriters } from '#server/mail/outbox'
import { notify } from '#server/notifications/service'
import { assertPasswordAllowed, hashPassword } from './password'
import * as users from './repository'
import { describeBrowser } from './user-agent'
import { deleteUserSessions } from '#server/identity/session'
import { consumeToken, findTokenOwner, issueToken, voidTokens } from './tokens'
import { m } from '#shared/i18n'

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
  if (!deps.mailer.isEnabled) throw new AppError('NOT_CONFIGURED', m.account_server_mail_off())
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

/**
 * Tells the owner, by mail only (the bell is for what they act on in the app), that a browser the
 * account had not seen has signed in: when, which browser (as its User-Agent names it), from where.
 * A security mail: sent whatever the person chose for other kinds.
 */
export async function tellOfNewBrowser(
  db: DB,
  deps: Pick<AccountDeps, 'mailer' | 'appOrigin'>,
  userId: string,
  sighting: { userAgent: string | null | undefined; ip: string; at: Date },
): Promise<void> {
  const user = await users.findMailRecipient(db, userId)
  // An account made by phone has no address to tell; its sessions page lists the browser.
  if (!user?.email) return
  const email = user.email
  const words = ACCOUNT_MAIL.newBrowser
  const { userAgent, ...seen } = sighting
  await deps.mailer.enqueue(
    db,
    // The browser is put into words in the recipient's language, as the rest of the mail.
    inRecipientLanguage(user.locale, () =>
      composeMail(
        email,
        {
          subject: words.subject,
          paragraphs: words.paragraphs(user.username, { ...seen, browser: describeBrowser(userAgent) }),
          action: { label: words.action, url: new URL(NOTIFICATION_LINKS.sessions, deps.appOrigin).toString() },
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
  if (!user) throw new AppError('NOT_FOUND', m.server_not_found())
  if (user.email_verified_at) throw new AppError('BAD_REQUEST', m.account_server_already_verified())
  const email = user.email
  if (!email) throw new AppError('BAD_REQUEST', m.phone_server_no_email())
  await db.transaction().execute((trx) => sendVerification(trx, deps, user, email))
}

/** What opening a verification link did. */
type VerifyOutcome = 'verified' | 'emailChanged' | 'alreadyVerified'

/** What each outcome tells the person, as both shells answer it. */
export const VERIFY_MESSAGES: Record<VerifyOutcome, () => string> = {
  verified: () => m.account_server_email_verified(),
  emailChanged: () => m.account_server_email_changed(),
  alreadyVerified: () => m.account_server_verify_link_already_verified(),
}

/**
 * Opens a verification link. For the user's own address it marks it verified; for an address they
 * asked to change to, the change happens now (and the address is verified by the same act). An
 * ADMIN_EMAILS address gets its role here, once proven, never at signup. A link that no longer
 * works (used, or voided by a newer one or by a reset) for an address that is the account's and is
 * verified now is no failure: the person only needs to hear that it is done.
 */
export async function verifyEmail(db: DB, deps: AccountDeps, token: string): Promise<VerifyOutcome> {
  // Null for a link to an address verified already.
  let verified: { userId: string; email: string; emailChanged: boolean } | null
  try {
    verified = await db.transaction().execute(async (trx) => {
      const used = await consumeToken(trx, token, 'verify_email')
      if (!used) {
        if (await isVerifiedAlready(trx, token)) return null
        throw new AppError('BAD_REQUEST', m.account_server_verify_link_invalid())
      }
      const user = await users.lockEmail(trx, used.user_id)
      const oldEmail = user.email
      const emailChanged = oldEmail !== null && oldEmail.toLowerCase() !== used.email.toLowerCase()
      await users.setVerifiedEmail(trx, used.user_id, used.email)
      // An account made by phone that adds its first address has it verified: nothing changed.
      if (emailChanged && oldEmail) {
        const notice = SECURITY_NOTICES.emailChanged(oldEmail, used.email)
        // A reset link sent to the old address must not outlive it.
        await voidTokens(trx, used.user_id, 'reset_password')
        // The notice goes to the new address with the app's copy, and to the old one too: its
        // owner is the one who must hear of it if the change was not theirs.
        await notify(trx, deps, { userId: used.user_id, kind: 'security', ...notice, link: '/profile' })
        await deps.mailer.enqueue(
          trx,
          inRecipientLanguage(await users.findLocale(trx, used.user_id), () =>
            composeMail(oldEmail, { subject: notice.title, paragraphs: [notice.body] }, deps.appOrigin),
          ),
        )
      }
      return { userId: used.user_id, email: used.email, emailChanged }
    })
  } catch (error) {
    // Someone else took the address between the request and the link.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new AppError('CONFLICT', m.server_email_taken())
    throw error
  }
  if (!verified) return 'alreadyVerified'
  if (deps.adminEmails.includes(verified.email.toLowerCase())) await promoteListedAdmin(db, verified.userId, 'verify')
  return verified.emailChanged ? 'emailChanged' : 'verified'
}

/**
 * Whether a link that no longer works proved the address the account has now, verified since. An
 * old link to an address the account has left (a change someone else asked for) stays invalid.
 */
async function isVerifiedAlready(db: DB, token: string): Promise<boolean> {
  const link = await findTokenOwner(db, token, 'verify_email')
  const user = link && (await users.findMailRecipient(db, link.user_id))
  return Boolean(user?.email_verified_at) && user?.email?.toLowerCase() === link?.email.toLowerCase()
}

/**
 * "Forgot password?": the same answer whether or not an account uses the address, so the form
 * tells a stranger nothing about who has an account. Before answering, the request only writes
 * the request down, the same one row for any address: finding the account, making the link and
 * writing its mail happen after the answer (writeResetLink), so the time the answer takes says
 * nothing either.
 */
export async function forgotPassword(db: DB, deps: AccountDeps, email: string): Promise<void> {
  assertMailOn(deps)
  await deps.mailer.request(db, 'reset_password', email)
}

/** A reset link by mail to the account that uses `email`, if one does; nothing otherwise. */
async function writeResetLink(db: DB, deps: AccountDeps, email: string): Promise<void> {
  const user = await users.findMailRecipientByEmail(db, email)
  if (!user?.email) return
  const address = user.email
  const token = await issueToken(db, user.id, 'reset_password', address)
  const words = ACCOUNT_MAIL.resetPassword
  // In the account's language: whoever asked for the link may not be its owner.
  await deps.mailer.enqueue(
    db,
    inRecipientLanguage(user.locale, () =>
      composeMail(
        address,
        {
          subject: words.subject,
          paragraphs: words.paragraphs(user.username),
          action: { label: words.action, url: linkTo(deps, ACCOUNT_LINKS.resetPassword, token) },
        },
        deps.appOrigin,
      ),
    ),
  )
}

/** The writers of the mail the account's requests ask for, as the outbox's sender runs them. */
export function accountMailWriters(deps: AccountDeps): MailWriters {
  return { reset_password: (db, address) => writeResetLink(db, deps, address) }
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends
 * (whoever knew the old password is out), and the owner is told by mail. Opening the link also
 * proves the address. Resolves with the account, whose owner's browser the shells trust from now
 * on (session-cookie.ts's passwordWasReset).
 */
export async function resetPassword(
  db: DB,
  deps: AccountDeps,
  token: string,
  password: string,
): Promise<{ userId: string; email: string }> {
  // A refused password leaves the link usable for a better one.
  await assertPasswordAllowed(password)
  const passwordHash = await hashPassword(password)
  const reset = await db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'reset_password')
    if (!used) throw new AppError('BAD_REQUEST', m.account_server_reset_link_invalid())
    const user = await users.setPassword(trx, used.user_id, passwordHash)
    const provesAddress = user.email?.toLowerCase() === used.email.toLowerCase()
    if (provesAddress && !user.email_verified_at) await users.setVerifiedEmail(trx, user.id, used.email)
    await voidTokens(trx, user.id, 'reset_password')
    // A change of address someone else asked for (with the old password) dies with it.
    await voidTokens(trx, user.id, 'verify_email')
    await deleteUserSessions(trx, user.id)
    await notify(trx, deps, { userId: user.id, kind: 'security', ...SECURITY_NOTICES.passwordReset, link: '/login' })
    return { userId: user.id, email: used.email, provesAddress }
  })
  if (reset.provesAddress && deps.adminEmails.includes(reset.email.toLowerCase())) {
    await promoteListedAdmin(db, reset.userId, 'verify')
  }
  return { userId: reset.userId, email: reset.email }
}
