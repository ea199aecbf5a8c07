import { hash, type Options, verify } from '@node-rs/argon2'

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
