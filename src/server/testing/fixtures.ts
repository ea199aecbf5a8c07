import { sql } from 'kysely'
import { afterAll, beforeAll, expect } from 'vitest'
import type { DB } from '#server/db/index'
import { createSession } from '#server/identity/session'
import { createQuiz } from '#server/quizzes/service'
import { type QuizInput, QuizInputSchema } from '#shared/schemas/quiz'
import { createHarness, type HarnessOptions, newUser, type TestHarness } from './harness'

/** A user straight in the database, and a signed-in tRPC caller and REST client for them. */
export async function signedInUser(h: TestHarness, overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const user = newUser(overrides)
  const client = h.client()
  await client.post('/api/v1/users/signup', user)
  const login = await client.post('/api/v1/users/login', { email: user.email, password: user.password })
  const caller = h.caller()
  await caller.auth.login({ email: user.email, password: user.password })
  return { ...user, id: login.json._id as string, role: login.json.role as 'user' | 'admin', client, caller }
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>

/** A REST client signed in as a new user (or one named by `overrides`), with its id and details. */
export async function signedInClient(h: TestHarness, overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const browser = h.client()
  const user = newUser(overrides)
  expect((await browser.post('/api/v1/users/signup', user)).status).toBe(201)
  const login = await browser.post('/api/v1/users/login', { email: user.email, password: user.password })
  return Object.assign(browser, { id: login.json._id as string, user })
}

/**
 * A test file's app over a database of its own, with a signed-in quiz creator: made before the
 * file's tests and closed after them (the harness checks the ledger as it closes). Read `h` and
 * `creator` inside tests and hooks, once they exist.
 */
export function suiteWithCreator(options?: HarnessOptions) {
  let harness: TestHarness | undefined
  let quizCreator: SignedInUser | undefined
  beforeAll(async () => {
    harness = await createHarness(options)
    quizCreator = await signedInUser(harness)
  })
  afterAll(() => harness?.close())
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The suite is made in beforeAll: read it inside a test or hook')
    return value
  }
  return {
    get h() {
      return ready(harness)
    },
    get creator() {
      return ready(quizCreator)
    },
    /** Another signed-in user: a player. */
    player: () => signedInUser(ready(harness)),
  }
}

/** A user straight in the database with a session of their own: its id, token and expiry. */
export async function newUserSession(db: DB) {
  const user = newUser()
  const { id: userId } = await db
    .insertInto('users')
    .values({ username: user.username, email: user.email })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { userId, ...(await createSession(db, userId)) }
}

/**
 * Rows this transaction has read of each table by sequential scans so far, from Postgres's
 * per-transaction counters: how the tests of decision 012 see a kept plan read a table whole.
 */
export async function rowsScanned(db: DB, tables: string[]): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; rows: string }>`
    select t as name, pg_stat_get_xact_tuples_returned(t::regclass) as rows from unnest(${tables}::text[]) as t
  `.execute(db)
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]))
}

/**
 * Autovacuum off for these tables, so no analysis changes their statistics or drops the plans
 * made on them while a test measures (Postgres; PGlite runs none).
 */
export async function autovacuumOff(db: DB, tables: string[]) {
  for (const table of tables) await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(db)
}

export const SAMPLE_QUESTIONS = [
  {
    question: 'What is 2 + 2?',
    options: ['3', '4', '5', '6'],
    correctAnswer: 1,
    explanation: 'Two and two make four.',
    points: 1,
  },
  {
    question: 'Capital of India?',
    options: ['Mumbai', 'Kolkata', 'New Delhi', 'Chennai'],
    correctAnswer: 2,
    explanation: 'New Delhi is the capital.',
    points: 2,
  },
  {
    question: 'Which is a prime number?',
    options: ['9', '15', '21', '13'],
    correctAnswer: 3,
    explanation: '13 has no divisors but 1 and itself.',
    points: 3,
  },
]

/** An approved quiz owned by `creatorId`, ready to be started. */
export async function approvedQuiz(db: DB, creatorId: string, overrides: Partial<QuizInput> = {}) {
  const quiz = await createQuiz(
    db,
    creatorId,
    QuizInputSchema.parse({ title: 'Sample quiz', timeLimit: 120, questions: SAMPLE_QUESTIONS, ...overrides }),
  )
  await db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quiz.id).execute()
  return { ...quiz, status: 'approved' as const }
}

/** Moves an attempt's clock: as if it had started `seconds` earlier. */
export async function ageAttempt(db: DB, attemptId: string, seconds: number) {
  await db
    .updateTable('attempts')
    .set({
      started_at: sql`started_at - make_interval(secs => ${seconds})`,
      deadline_at: sql`deadline_at - make_interval(secs => ${seconds})`,
    })
    .where('id', '=', attemptId)
    .execute()
  await db
    .updateTable('attempt_answers')
    .set({ saved_at: sql`saved_at - make_interval(secs => ${seconds})` })
    .where('attempt_id', '=', attemptId)
    .execute()
}
