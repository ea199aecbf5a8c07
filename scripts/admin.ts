// `npm run admin -- grant <email>` makes a user an admin; `npm run admin -- revoke <email>` undoes it.
// On PGlite, stop the server first: one process at a time may open DATA_DIR.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setRoleByEmail } from '#server/identity/roles'
import { DataDirLockedError } from '#server/db/data-dir-lock'
import type { DB } from '#server/db/index'
import { EnvError, parseEnv } from '#server/env'
import { AppError } from '#server/errors'
import { openConfiguredDatabase } from '#server/db/configured'

export const USAGE = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>'

export interface AdminCommand {
  action: 'grant' | 'revoke'
  email: string
}

export class UsageError extends Error {
  override name = 'UsageError'
}

export function parseAdminArgs(args: string[]): AdminCommand {
  const [action, email, ...extra] = args
  if ((action !== 'grant' && action !== 'revoke') || !email || extra.length > 0) throw new UsageError(USAGE)
  // Loose on purpose: the lookup decides, and an account made by Google may not match the signup form's rule.
  if (!/^[^@\s]+@[^@\s]+$/.test(email.trim())) throw new UsageError(`Not an email address: ${email}\n${USAGE}`)
  return { action, email: email.trim().toLowerCase() }
}

/**
 * Runs one command and returns the line to print; an unknown email throws a NOT_FOUND AppError.
 * The change is written to the admin audit log in the same transaction, as the command's own.
 */
export async function runAdminCommand(db: DB, { action, email }: AdminCommand): Promise<string> {
  const user = await setRoleByEmail(db, email, action === 'grant' ? 'admin' : 'user')
  return action === 'grant'
    ? `${user.email} (${user.username}) is now an admin.`
    : `${user.email} (${user.username}) is no longer an admin.`
}

/** Returns the exit code: 0 done, 1 refused (unknown email, bad configuration), 2 bad arguments. */
async function main(args: string[]): Promise<number> {
  let command: AdminCommand
  try {
    command = parseAdminArgs(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(error.message)
    return 2
  }
  try {
    const env = parseEnv()
    const database = await openConfiguredDatabase(env)
    try {
      console.log(await runAdminCommand(database.db, command))
      if (command.action === 'revoke' && env.adminEmails.includes(command.email)) {
        console.warn(`Note: ${command.email} is in ADMIN_EMAILS, so the next login makes it an admin again.`)
      }
    } finally {
      await database.close()
    }
    return 0
  } catch (error) {
    if (error instanceof AppError || error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

// Run only as a script: the tests import the functions above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}
