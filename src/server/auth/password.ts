import { hash, type Options, verify } from '@node-rs/argon2'
import { AppError } from '#server/errors'
import { m } from '#shared/i18n'

/** argon2id with OWASP's minimum: 19 MiB, 3 iterations, parallelism 1 (OWASP Password Storage Cheat Sheet). */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 3, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password; with no stored hash it still does the work against a dummy hash, so a
 * login for an unknown email takes as long as one for a known email.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('quizdom-dummy-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

let commonPasswords: Promise<Set<string>> | undefined

/**
 * The passwords attackers try first: zxcvbn-ts's list of about 49 000 taken from leaked password
 * sets. Loaded on first use (it is 400 kB of words) and compared without case, so "Password1"
 * is caught with "password1". On the server only: the browser never downloads the list.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  )
  return commonPasswords
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase())
}

/** A new password beyond the length rule the schema checks: not one of the common ones. */
export async function assertPasswordAllowed(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError('BAD_REQUEST', m.account_server_common_password())
}
