import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'

/**
 * Every function (and trigger) of the schema, one file each, `db/functions/<name>.sql`, holding
 * the body in force with the planner settings it relies on. A change to a function is an edit of
 * its file and a new migration that calls applyFunctions; a body is never copied into a
 * migration.
 *
 * In the order they are applied: a `language sql` function is checked against the tables and
 * functions it names when it is created, so what it uses comes before it.
 */
export const FUNCTIONS = [
  'past_deadline',
  'scored_answers',
  'save_attempt_answers',
  'finalize_attempt',
  'attempt_rank',
  'attempt_result',
  'submit_attempt',
  'leaderboard_counts_add',
  'india_day',
  'attempts_leaderboard_counts',
  'quizzes_leaderboard_counts_cleanup',
  'attempts_exam_section_sums',
  'quizzes_exam_section_sums_cleanup',
  'global_scores_add',
  'global_scores_roll',
  'attempts_global_scores',
  'quizzes_global_scores',
  'attempts_series_scores',
  'record_activity',
  'attempts_achievements',
  'assignment_results_refresh',
  'assignment_attempts_results',
  'attempts_assignment_results',
  'session_with_user',
  'live_answer_context',
  'live_insert_answer',
  'ledger_entries_append_only',
  'admin_audit_log_append_only',
] as const

export type FunctionName = (typeof FUNCTIONS)[number]

let folder: string | undefined
/**
 * This folder, found from the running module: the sources under tsx and vitest, or the bundle
 * `npm start` runs from dist/server/, which carries no copy of the files. Either way the nearest
 * directory above with db/functions in it.
 */
export function functionsDir(): string {
  if (folder) return folder
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, 'db', 'functions')
    if (existsSync(join(candidate, `${FUNCTIONS[0]}.sql`))) {
      folder = candidate
      return folder
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`db/functions was not found above ${fileURLToPath(import.meta.url)}`)
    dir = parent
  }
}

export function functionSource(name: FunctionName): string {
  return readFileSync(join(functionsDir(), `${name}.sql`), 'utf8')
}

/**
 * A file's statements, split at each `;` outside a string, a dollar-quoted body and a comment,
 * without the comments around them (a comment inside a body is part of it): PGlite runs one
 * statement per call, and a comment's wording is no change to the schema.
 */
export function statementsOf(source: string): string[] {
  const statements: string[] = []
  let current = ''
  let i = 0
  const take = (end: number) => {
    current += source.slice(i, end)
    i = end
  }
  const closing = (token: string, from: number, what: string) => {
    const end = source.indexOf(token, from)
    if (end === -1) throw new Error(`${what} never closes: ${source.slice(i, i + 80)}…`)
    return end + token.length
  }
  while (i < source.length) {
    const rest = source.slice(i, i + 2)
    const dollar = /^\$[A-Za-z_]*\$/.exec(source.slice(i, i + 64))
    if (rest === '--') {
      const end = source.indexOf('\n', i)
      i = end === -1 ? source.length : end
    } else if (rest === '/*') {
      i = closing('*/', i + 2, 'A comment')
    } else if (dollar) {
      take(closing(dollar[0], i + dollar[0].length, `A ${dollar[0]} body`))
    } else if (source[i] === "'") {
      // A doubled quote inside a string reads as one string ending and the next beginning.
      take(closing("'", i + 1, 'A string'))
    } else if (source[i] === ';') {
      if (current.trim()) statements.push(current.trim())
      current = ''
      i++
    } else {
      take(i + 1)
    }
  }
  if (current.trim()) statements.push(current.trim())
  return statements
}

/**
 * Creates or replaces every function and trigger of db/functions, in order, when the files are
 * still as they were when the calling migration was written (`fingerprint`). When they have
 * changed since, a later migration applies them (functions.test.ts makes sure one does): so on an
 * empty database the files are applied once, by the last migration that applies them, after all
 * the schema they name exists, and each earlier one leaves its migrations' bodies in place.
 */
export async function applyFunctions(db: Kysely<any>, fingerprint: string): Promise<void> {
  if (fingerprint !== functionsFingerprint()) return
  for (const name of FUNCTIONS) {
    for (const statement of statementsOf(functionSource(name))) await sql.raw(statement).execute(db)
  }
}

/**
 * A fingerprint of every statement of every file, in order (comments outside a body are left
 * out: rewording one changes nothing in the database). Each migration that applies the files
 * records the one they had when it was written.
 */
export function functionsFingerprint(): string {
  const hash = createHash('sha256')
  for (const name of FUNCTIONS) {
    hash.update(`${name}\n`)
    for (const statement of statementsOf(functionSource(name))) hash.update(`${statement}\n;\n`)
  }
  return hash.digest('hex').slice(0, 16)
}
