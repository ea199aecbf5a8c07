import type { z } from 'zod'
import type { LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { ACCOUNT_MAIL } from '#shared/mail-texts'
import { SECURITY_NOTICES } from '#shared/notifications'
import { getLocale } from '#shared/i18n'
import { composeMail, inRecipientLanguage } from '#server/mail/compose'
import { notify, type NotifyDeps } from '#server/notifications/service'
import { USERNAME } from '#shared/constants'
import { isShownPicture } from '#shared/picture-url'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import type { GoogleIdentity, GoogleVerifier } from '#server/identity/google'
import { type AccountDeps, sendVerification } from './account-service'
import { assertPasswordAllowed, hashPassword, verifyPassword } from './password'
import * as users from './repository'
import { deleteUserSessions } from '#server/identity/session'
import { voidTokens } from './tokens'
import { promoteListedAdmin, withAdminEmailsAudit } from '#server/identity/roles'
import { m } from '#shared/i18n'

type Signup = z.output<typeof SignupSchema>
type Login = z.output<typeof LoginSchema>
type ProfileUpdate = z.output<typeof ProfileUpdateSchema>
type PublicUserRow = NonNullable<Awaited<ReturnType<typeof users.findPublicUserById>>>

export interface PublicUser {
  id: string
  username: string
  /** Null for an account made by phone that has added no address. */
  email: string | null
  phone: string | null
  /** Whether the phone number was proven by a code (only a proven number signs in). */
  phoneVerified: boolean
  profilePicture: string | null
  role: 'user' | 'admin'
  createdAt: string
  emailVerified: boolean
  hasPassword: boolean
}

/**
 * The user as they may see themselves. A picture stored before pictures had to be https:// on a
 * public host (src/shared/picture-url.ts) is not sent at all: no browser is made to fetch it, and
 * the profile form, finding none, saves none in its place.
 */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    phoneVerified: row.phone_verified_at !== null,
    profilePicture: isShownPicture(row.profile_picture) ? row.profile_picture : null,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    emailVerified: row.email_verified_at !== null,
    hasPassword: row.has_password,
  }
}

function conflictFromUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_key')) throw new AppError('CONFLICT', m.server_email_taken())
  if (isUniqueViolation(error, 'users_username_lower_key')) throw new AppError('CONFLICT', m.server_username_taken())
  throw error
}

async function assertAvailable(db: DB, username: string, email: string) {
  if (await users.isEmailTaken(db, email)) throw new AppError('CONFLICT', m.server_email_taken())
  if (await users.isUsernameTaken(db, username)) throw new AppError('CONFLICT', m.server_username_taken())
}

async function getPublicUser(db: DB, userId: string): Promise<PublicUser> {
  const row = await users.findPublicUserById(db, userId)
  if (!row) throw new AppError('NOT_FOUND', m.server_not_found())
  return toPublicUser(row)
}

/**
 * The signed-in user, as every page asks when it loads. The language the page is in is recorded
 * (a write only when it changed), so a switch of language, which reloads the page, also changes
 * the language of the person's mail from then on.
 */
export async function getCurrentUser(db: DB, userId: string): Promise<PublicUser> {
  const row = await users.findPublicUserAndLocale(db, userId)
  if (!row) throw new AppError('NOT_FOUND', m.server_not_found())
  const { locale, ...user } = row
  if (locale !== getLocale()) await users.recordLocale(db, userId, getLocale())
  return toPublicUser(user)
}

/**
 * A new password account. With mail on, its address is unproven until the link sent now is opened,
 * so ADMIN_EMAILS grants nothing yet (account-service.ts grants it on verification); with mail off
 * there is no way to prove it, and the listed address is trusted as it always was (the start-up
 * warning says so).
 */
export async function signup(db: DB, input: Signup, deps: AccountDeps): Promise<PublicUser> {
  await assertAvailable(db, input.username, input.email)
  await assertPasswordAllowed(input.password)
  const passwordHash = await hashPassword(input.password)
  const grantsAdmin = !deps.mailer.isEnabled && deps.adminEmails.includes(input.email)
  try {
    const row = await withAdminEmailsAudit(db, 'signup', async (trx) => {
      const inserted = await users.insertUser(trx, {
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        role: grantsAdmin ? 'admin' : 'user',
        // The language the person signed up in: their mail is written in it.
        locale: getLocale(),
      })
      await sendVerification(trx, deps, inserted, input.email)
      return inserted
    })
    return toPublicUser(row)
  } catch (error) {
    // Two signups racing past the check: the unique index decides.
    conflictFromUniqueViolation(error)
  }
}

/** The same message whether the email is unknown or the password wrong. */
export async function login(db: DB, input: Login, deps: AccountDeps): Promise<PublicUser> {
  const account = await users.findCredentialsByEmail(db, input.email)
  const isValid = await verifyPassword(account?.password_hash ?? null, input.password)
  if (!account || !isValid) throw new AppError('UNAUTHORIZED', m.server_invalid_credentials())
  const isProven = account.email_verified_at !== null || !deps.mailer.isEnabled
  if (account.role !== 'admin' && isProven && deps.adminEmails.includes(input.email)) {
    await promoteListedAdmin(db, account.id, 'login')
  }
  await users.recordLocale(db, account.id, getLocale())
  return getPublicUser(db, account.id)
}

async function uniqueUsernameFor(db: DB, identity: GoogleIdentity): Promise<string> {
  const base =
    (identity.name ?? identity.email.split('@')[0] ?? 'user')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_.-]+/g, '')
      .slice(0, USERNAME.maxLength - 5) || 'user'
  const padded = base.length >= USERNAME.minLength ? base : `${base}user`
  if (!(await users.isUsernameTaken(db, padded))) return padded
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${padded}${Math.floor(1000 + Math.random() * 9000)}`
    if (!(await users.isUsernameTaken(db, candidate))) return candidate
  }
  throw new AppError('CONFLICT', m.server_username_taken())
}

/**
 * Signs in with a Google ID token, verified on the server before anything in it is trusted: by
 * Google's `sub` first; an existing password account is linked by email only when Google says the
 * email is verified.
 */
export async function googleSignIn(
  db: DB,
  credential: string,
  options: { google: GoogleVerifier; clientId: string | undefined; adminEmails: string[] },
): Promise<{ user: PublicUser; isNewUser: boolean }> {
  if (!options.clientId) throw new AppError('NOT_CONFIGURED', m.server_google_not_configured())
  const identity = await options.google.verify(credential, options.clientId)
  if (!identity) throw new AppError('UNAUTHORIZED', m.server_google_token_invalid())
  return signInWithGoogleIdentity(db, identity, options.adminEmails)
}

async function signInWithGoogleIdentity(
  db: DB,
  identity: GoogleIdentity,
  adminEmails: string[],
): Promise<{ user: PublicUser; isNewUser: boolean }> {
  const bySub = await users.findByGoogleSub(db, identity.sub)
  if (bySub) {
    await users.recordLocale(db, bySub.id, getLocale())
    if (bySub.email && adminEmails.includes(bySub.email.toLowerCase())) await promoteListedAdmin(db, bySub.id, 'google')
    return { user: await getPublicUser(db, bySub.id), isNewUser: false }
  }
  if (!identity.emailVerified) throw new AppError('FORBIDDEN', m.server_google_email_unverified())

  const byEmail = await users.findCredentialsByEmail(db, identity.email)
  if (byEmail) {
    // Signup never proved that whoever set this password owns the address; Google just did. So the
    // password and its sessions end here: an account made in advance by someone else is theirs no more.
    const isLinked = await db.transaction().execute(async (trx) => {
      const linked = await users.linkGoogleAccount(trx, byEmail.id, identity.sub)
      if (linked) {
        await deleteUserSessions(trx, byEmail.id)
        // So do its links: a pending change of address, a reset asked for by the password's setter.
        await voidTokens(trx, byEmail.id, 'verify_email')
        await voidTokens(trx, byEmail.id, 'reset_password')
      }
      return linked
    })
    if (!isLinked) throw new AppError('CONFLICT', m.server_google_account_conflict())
    await users.recordLocale(db, byEmail.id, getLocale())
    if (adminEmails.includes(identity.email.toLowerCase())) await promoteListedAdmin(db, byEmail.id, 'google')
    return { user: await getPublicUser(db, byEmail.id), isNewUser: false }
  }

  try {
    const row = await withAdminEmailsAudit(db, 'google', async (trx) =>
      users.insertUser(trx, {
        username: await uniqueUsernameFor(trx, identity),
        email: identity.email,
        google_sub: identity.sub,
        // Google said it is verified: signInWithGoogleIdentity refuses it otherwise.
        email_verified_at: new Date(),
        profile_picture: isShownPicture(identity.picture) ? identity.picture : null,
        role: adminEmails.includes(identity.email) ? 'admin' : 'user',
        locale: getLocale(),
      }),
    )
    return { user: toPublicUser(row), isNewUser: true }
  } catch (error) {
    conflictFromUniqueViolation(error)
  }
}

/**
 * Updates the profile: the fields given change, the others stay as they are (a new password alone
 * leaves the name, the address, the phone and the picture). A new password or a new email address
 * needs the current password (when the account has one: an account made with Google has none to
 * ask for). A new password ends every other session and the owner is told. With mail on, a new
 * address takes effect only when the link sent to it is opened, and the old address hears of the
 * request; with mail off it changes at once and is unproven.
 */
export async function updateProfile(
  db: DB,
  userId: string,
  input: ProfileUpdate,
  currentSessionId: string,
  deps: AccountDeps & NotifyDeps,
): Promise<{ user: PublicUser; pendingEmail: string | null }> {
  if (input.username !== undefined && (await users.isUsernameTaken(db, input.username, userId)))
    throw new AppError('CONFLICT', m.server_username_taken())
  const current = await users.findAccountForChange(db, userId)
  if (!current) throw new AppError('NOT_FOUND', m.server_not_found())
  const newEmail = input.email !== undefined && input.email !== current.email?.toLowerCase() ? input.email : null
  const phoneChange = input.phone === undefined || input.phone === current.phone ? undefined : input.phone
  // A number typed here is kept unproven: it signs in only once a code sent to it came back
  // (phone-service.ts). A proven number is replaced only that way, and goes only from an account
  // that keeps another way in.
  if (phoneChange !== undefined && current.phone_verified_at) {
    if (phoneChange !== null) throw new AppError('BAD_REQUEST', m.phone_server_change_needs_code())
    if (!current.email && !current.google_sub) throw new AppError('BAD_REQUEST', m.phone_server_last_way_in())
  }
  if ((input.password || newEmail) && current.password_hash) {
    if (!input.currentPassword) throw new AppError('BAD_REQUEST', m.account_server_current_password_required())
    if (!(await verifyPassword(current.password_hash, input.currentPassword)))
      throw new AppError('BAD_REQUEST', m.account_server_current_password_wrong())
  }
  const isPendingChange = newEmail !== null && deps.mailer.isEnabled
  // A listed address is its owner's to claim: with mail off it is trusted at login, and with mail on
  // its owner might open a confirmation they did not ask for and make this account an admin.
  if (newEmail && deps.adminEmails.includes(newEmail)) {
    throw new AppError('FORBIDDEN', m.server_email_reserved())
  }
  if (input.password) await assertPasswordAllowed(input.password)
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await users.updateProfile(trx, userId, {
        ...(input.username === undefined ? {} : { username: input.username }),
        ...(newEmail && !isPendingChange ? { email: newEmail, email_verified_at: null } : {}),
        ...(phoneChange === undefined ? {} : { phone: phoneChange, phone_verified_at: null }),
        ...(input.profilePicture === undefined ? {} : { profile_picture: input.profilePicture }),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      if (!row) throw new AppError('NOT_FOUND', m.server_not_found())
      if (passwordHash) {
        await deleteUserSessions(trx, userId, currentSessionId)
        // A change of address asked for by whoever knew the old password dies with it; one asked
        // for in this same change is sent below, afresh.
        await voidTokens(trx, userId, 'verify_email')
        await notify(trx, deps, { userId, kind: 'security', ...SECURITY_NOTICES.passwordChanged, link: '/profile' })
      }
      if (newEmail && isPendingChange) {
        await sendVerification(trx, deps, row, newEmail, 'changeEmail')
        const words = ACCOUNT_MAIL.emailChangeNotice
        // The address it replaces hears of it; an account made by phone had none.
        const oldEmail = current.email
        if (oldEmail)
          await deps.mailer.enqueue(
            trx,
            inRecipientLanguage(await users.findLocale(trx, userId), () =>
              composeMail(
                oldEmail,
                { subject: words.subject, paragraphs: words.paragraphs(row.username, newEmail) },
                deps.appOrigin,
              ),
            ),
          )
      }
      return { user: toPublicUser(row), pendingEmail: isPendingChange ? newEmail : null }
    })
  } catch (error) {
    conflictFromUniqueViolation(error)
  }
}

/** Users' emails by id, for a caller the quizzes' policy lets read them (an admin). */
export function emailsOf(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  return users.emailsOf(db, ids)
}
