import { SECURITY_NOTICES } from '#shared/notifications'
import { PHONE_CODE } from '#shared/constants'
import { getLocale, m } from '#shared/i18n'
import type { RequestContext } from '#server/context'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { deleteUserSessions } from '#server/identity/session'
import type { Logger } from '#server/logger'
import { notify } from '#server/notifications/service'
import { smsSenderFor } from '#server/sms/index'
import type { SmsSender } from '#server/sms/port'
import type { AccountDeps } from './account-service'
import { assertPasswordAllowed, hashPassword, verifyPassword } from './password'
import { type CodeCheck, checkCode, clientHash, issueCode, killCode, spendCode } from './phone-codes'
import * as users from './repository'
import { type PublicUser, toPublicUser } from './service'
import { voidTokens } from './tokens'

/**
 * Signing in, up and back in by a code sent by SMS, and proving a number for an account
 * (decision 050). Asking for a code to sign in answers alike, and does the same work, whether or
 * not an account has the number: the code is sent either way, and only its holder learns, by
 * entering it, whether the number is new.
 */
export interface PhoneDeps extends AccountDeps {
  sms: SmsSender | null
  logger: Logger
  /** The client asking, as the limits count it. */
  ip: string
}

export function phoneDeps(ctx: Pick<RequestContext, 'mailer' | 'env' | 'logger' | 'ip'>): PhoneDeps {
  return {
    mailer: ctx.mailer,
    appOrigin: ctx.env.appOrigin,
    adminEmails: ctx.env.adminEmails,
    sms: smsSenderFor(ctx.env.sms),
    logger: ctx.logger,
    ip: ctx.ip,
  }
}

type Purpose = 'sign_in' | 'link' | 'confirm'

/** What asking for a code answers: the same for every number. */
export interface CodeSent {
  message: string
  resendAfterSeconds: number
}

function senderOf(deps: PhoneDeps): SmsSender {
  if (!deps.sms) throw new AppError('NOT_CONFIGURED', m.phone_server_not_configured())
  return deps.sms
}

async function sendCode(
  db: DB,
  deps: PhoneDeps,
  values: { phone: string; purpose: Purpose; userId: string | null },
): Promise<CodeSent> {
  const sms = senderOf(deps)
  const issued = await db.transaction().execute((trx) => issueCode(trx, { ...values, client: clientHash(deps.ip) }))
  if ('refused' in issued) {
    const { reason, retryAfterMs } = issued.refused
    throw new AppError(
      'TOO_MANY_REQUESTS',
      reason === 'resend' ? m.phone_server_resend_wait() : m.phone_server_too_many_codes(),
      { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
    )
  }
  const text = m.phone_sms_text({ code: issued.code, minutes: PHONE_CODE.lifetimeMs / 60_000 })
  try {
    await sms.sendCode({ phone: values.phone, code: issued.code, text })
  } catch (error) {
    await killCode(db, issued.id)
    deps.logger.warn('sms not sent', { provider: sms.name, detail: (error as Error).message })
    throw new AppError('UPSTREAM_FAILED', m.phone_server_send_failed())
  }
  return { message: m.phone_server_code_sent(), resendAfterSeconds: PHONE_CODE.resendAfterMs / 1000 }
}

/** A code to sign in, or up, with `phone`; sent whether or not an account has the number. */
export function requestSignInCode(db: DB, deps: PhoneDeps, phone: string): Promise<CodeSent> {
  return sendCode(db, deps, { phone, purpose: 'sign_in', userId: null })
}

/** A code to a number the signed-in person wants for their account (a first one or a new one). */
export function requestLinkCode(db: DB, deps: PhoneDeps, userId: string, phone: string): Promise<CodeSent> {
  return sendCode(db, deps, { phone, purpose: 'link', userId })
}

/** A code to the account's own number, proving its holder asks for a change. */
export async function requestConfirmCode(db: DB, deps: PhoneDeps, userId: string): Promise<CodeSent> {
  const account = await users.findAccountForChange(db, userId)
  if (!account?.phone || !account.phone_verified_at) throw new AppError('BAD_REQUEST', m.phone_server_no_number())
  return sendCode(db, deps, { phone: account.phone, purpose: 'confirm', userId })
}

/** The refusal for a code that was not right; thrown after the try it spent is committed. */
function codeRefusal(check: Exclude<CodeCheck, { outcome: 'right' }>): AppError {
  if (check.outcome === 'wrong') return new AppError('BAD_REQUEST', m.phone_server_code_wrong())
  if (check.outcome === 'spent') return new AppError('BAD_REQUEST', m.phone_server_code_spent())
  return new AppError('BAD_REQUEST', m.phone_server_code_expired())
}

type Checked<T> = { refusal: AppError } | { value: T }

/** Runs `work` in a transaction whose wrong codes stay counted: a refusal is returned, committed, then thrown. */
async function withCodes<T>(db: DB, work: (trx: DB) => Promise<Checked<T>>): Promise<T> {
  const done = await db.transaction().execute(work)
  if ('refusal' in done) throw done.refusal
  return done.value
}

export type PhoneSignIn = { user: PublicUser; isNewUser: boolean } | { needsUsername: true }

/**
 * Signs in with a code sent to `phone`. A number no account has signs up: without a username the
 * answer asks for one (the code stays alive for it), with one the account is made, with no
 * address and no password.
 */
export async function phoneSignIn(
  db: DB,
  input: { phone: string; code: string; username?: string | undefined },
): Promise<PhoneSignIn> {
  try {
    return await withCodes<PhoneSignIn>(db, async (trx) => {
      const check = await checkCode(trx, { phone: input.phone, purpose: 'sign_in', userId: null, code: input.code })
      if (check.outcome !== 'right') return { refusal: codeRefusal(check) }
      const account = await users.findByVerifiedPhone(trx, input.phone)
      if (account) {
        await spendCode(trx, check.id)
        await users.recordLocale(trx, account.id, getLocale())
        const row = await users.findPublicUserById(trx, account.id)
        return { value: { user: toPublicUser(row!), isNewUser: false } }
      }
      if (!input.username) return { value: { needsUsername: true as const } }
      if (await users.isUsernameTaken(trx, input.username)) throw new AppError('CONFLICT', m.server_username_taken())
      await spendCode(trx, check.id)
      const row = await users.insertUser(trx, {
        username: input.username,
        email: null,
        phone: input.phone,
        phone_verified_at: new Date(),
        role: 'user',
        locale: getLocale(),
      })
      return { value: { user: toPublicUser(row), isNewUser: true } }
    })
  } catch (error) {
    // Two sign-ups racing with one number or one name: the unique index decides.
    if (isUniqueViolation(error, 'users_phone_key')) throw new AppError('CONFLICT', m.phone_server_number_taken())
    if (isUniqueViolation(error, 'users_username_lower_key')) throw new AppError('CONFLICT', m.server_username_taken())
    throw error
  }
}

/**
 * "Forgot password?" by phone, by the rules of the link by mail: the code is used up, the new
 * password is set, every session of the account ends and its owner is told. A number no account
 * has is refused as a code that is not alive, whatever was entered.
 */
export async function resetPasswordByPhone(
  db: DB,
  deps: PhoneDeps,
  input: { phone: string; code: string; password: string },
): Promise<{ userId: string; email: string }> {
  await assertPasswordAllowed(input.password)
  const passwordHash = await hashPassword(input.password)
  return withCodes<{ userId: string; email: string }>(db, async (trx) => {
    const account = await users.findByVerifiedPhone(trx, input.phone)
    if (!account) return { refusal: codeRefusal({ outcome: 'none' }) }
    const check = await checkCode(trx, { phone: input.phone, purpose: 'sign_in', userId: null, code: input.code })
    if (check.outcome !== 'right') return { refusal: codeRefusal(check) }
    await spendCode(trx, check.id)
    await users.setPassword(trx, account.id, passwordHash)
    await voidTokens(trx, account.id, 'reset_password')
    await voidTokens(trx, account.id, 'verify_email')
    await deleteUserSessions(trx, account.id)
    await notify(trx, deps, { userId: account.id, kind: 'security', ...SECURITY_NOTICES.passwordReset, link: '/login' })
    // The limits' key of a sign-in by password is its address; an account without one has its number.
    return { value: { userId: account.id, email: account.email ?? input.phone } }
  })
}

/**
 * Gives the account a number proven by the code sent to it. Replacing a proven number, or adding
 * one to an account with a password, also needs the account's current proof: its password, or a
 * code sent to its current number. An account with neither (made with Google) has only its
 * session to prove.
 */
export async function changePhone(
  db: DB,
  deps: PhoneDeps,
  userId: string,
  input: { phone: string; code: string; currentPassword?: string | undefined; currentPhoneCode?: string | undefined },
): Promise<PublicUser> {
  const account = await users.findAccountForChange(db, userId)
  if (!account) throw new AppError('NOT_FOUND', m.server_not_found())
  const currentPhone = account.phone_verified_at ? account.phone : null
  if (currentPhone === input.phone) throw new AppError('BAD_REQUEST', m.phone_server_same_number())
  const byPassword = Boolean(input.currentPassword && account.password_hash)
  if (byPassword && !(await verifyPassword(account.password_hash, input.currentPassword!)))
    throw new AppError('BAD_REQUEST', m.account_server_current_password_wrong())
  const byOldNumber = !byPassword && Boolean(input.currentPhoneCode && currentPhone)
  if ((account.password_hash || currentPhone) && !byPassword && !byOldNumber)
    throw new AppError('BAD_REQUEST', m.phone_server_proof_required())
  if (await users.isPhoneTaken(db, input.phone, userId)) throw new AppError('CONFLICT', m.phone_server_number_taken())
  try {
    return await withCodes<PublicUser>(db, async (trx) => {
      let proofId: string | null = null
      if (byOldNumber) {
        const proof = await checkCode(trx, {
          phone: currentPhone!,
          purpose: 'confirm',
          userId,
          code: input.currentPhoneCode!,
        })
        if (proof.outcome !== 'right') return { refusal: codeRefusal(proof) }
        proofId = proof.id
      }
      const check = await checkCode(trx, { phone: input.phone, purpose: 'link', userId, code: input.code })
      if (check.outcome !== 'right') return { refusal: codeRefusal(check) }
      await spendCode(trx, check.id)
      if (proofId) await spendCode(trx, proofId)
      const row = await users.updateProfile(trx, userId, { phone: input.phone, phone_verified_at: new Date() })
      if (!row) throw new AppError('NOT_FOUND', m.server_not_found())
      await notify(trx, deps, {
        userId,
        kind: 'security',
        ...SECURITY_NOTICES.phoneChanged(input.phone),
        link: '/profile',
      })
      return { value: toPublicUser(row) }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) throw new AppError('CONFLICT', m.phone_server_number_taken())
    throw error
  }
}
