// Seeding for the benchmarks: players and ranked attempts made with generate_series, the app's
// database opened, migrated and given its demo content the way a first start does.
import { createHash } from 'node:crypto'
import { sha256 } from '@oslojs/crypto/sha2'
import { sql } from 'kysely'
import { seedDemoContent } from '#server/demo/seed'
import { generateSecureRandomString, type SessionUser } from '#server/identity/session'
import { type DatabaseHandle, type DB, openDatabase } from '#server/db/index'
import { migrateToLatest } from '#server/db/migrate'
import { createScratchDatabase, removeDir, tmpDir } from './common'

export const BULK_STEP = 100_000

export async function seedUsers(db: DB, count: number) {
  for (let start = 0; start < count; start += BULK_STEP) {
    const end = Math.min(count, start + BULK_STEP)
    await sql`
      insert into users (id, username, email)
      select md5('bench-user-' || i)::uuid, 'bench_' || i, 'bench_' || i || '@bench.test'
      from generate_series(${start + 1}::int, ${end}::int) as i
    `.execute(db)
  }
}

/** The id seedUsers gives player i: md5('bench-user-' || i)::uuid. */
function benchUserId(i: number) {
  const hex = createHash('md5').update(`bench-user-${i}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Player i as signed in: the user seedUsers made. */
export function benchUser(i: number): SessionUser {
  return { id: benchUserId(i), username: `bench_${i}`, email: `bench_${i}@bench.test`, role: 'user' }
}

/**
 * A session for each of players 1..count, made as a sign-in makes one; returns their cookie values
 * (tokens[i] is player i + 1's).
 */
export async function createSessions(db: DB, count: number) {
  const tokens: string[] = []
  for (let start = 0; start < count; start += 1000) {
    const rows = []
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const id = generateSecureRandomString()
      const secret = generateSecureRandomString()
      tokens.push(`${id}.${secret}`)
      rows.push({ id, hash: Buffer.from(sha256(new TextEncoder().encode(secret))).toString('hex'), index: i + 1 })
    }
    await sql`
      insert into sessions (id, user_id, secret_hash)
      select s.id, md5('bench-user-' || s.i)::uuid, decode(s.hash, 'hex')
      from unnest(${rows.map((row) => row.id)}::text[], ${rows.map((row) => row.index)}::int[],
                  ${rows.map((row) => row.hash)}::text[]) as s (id, i, hash)
    `.execute(db)
  }
  return tokens
}

/** Ranked attempts of players (from, to]: pseudo-random scores 0..100 and durations 5..600 s. */
export function insertAttempts(db: DB, quizId: string, from: number, to: number) {
  // r: a multiplicative hash of i, so neighbouring players get unrelated scores and times.
  return sql`
    insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                          submit_reason, questions, settings, total_possible_score, score, correct_count,
                          duration_ms, is_ranked)
    select ${quizId}::uuid, md5('bench-user-' || i)::uuid, 'submitted',
           t - make_interval(secs => d / 1000.0), 600, t + interval '1 hour', t,
           'manual', '[]'::jsonb, '{}'::jsonb, 100, s, s / 10, d, true
    from (
      select i, r % 101 as s, (5000 + (r / 101) % 595000)::int as d,
             timestamptz '2026-11-01 00:00:00+00' + make_interval(secs => i / 1000.0) as t
      from (select i, ((i::bigint * 2654435761) % 4294967296)::bigint as r
            from generate_series(${from + 1}::int, ${to}::int) as i) as hashed
    ) as g
  `.execute(db)
}

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }

/** Opens the database as the server will (migrated, demo quizzes seeded), for a benchmark to add to. */
export async function openAppDatabase(target: Target): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    target.kind === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 8 } : target,
  )
  await migrateToLatest(handle.db)
  await seedDemoContent(handle.db)
  return handle
}

/** `count` more approved quizzes (copies of a demo quiz with its questions), so a list page is full. */
export async function addApprovedQuizzes(db: DB, count: number) {
  await sql`
    with source as (select * from quizzes where status = 'approved' order by created_at, id limit 1),
    copies as (
      insert into quizzes (creator_id, title, description, topic, category, difficulty, time_limit_seconds,
                           status, settings, question_count, created_at)
      select creator_id, title || ' (copy ' || i || ')', description, topic, category, difficulty,
             time_limit_seconds, 'approved', settings, question_count, created_at - make_interval(secs => i)
      from source, generate_series(1, ${count}::int) as i
      returning id
    )
    insert into questions (quiz_id, position, text, type, definition, explanation, points, time_limit_seconds)
    select copies.id, q.position, q.text, q.type, q.definition, q.explanation, q.points, q.time_limit_seconds
    from copies, questions q where q.quiz_id = (select id from source)
  `.execute(db)
}

/** The first approved quiz (a demo quiz). */
export async function firstApprovedQuiz(db: DB) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'title'])
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

/** The first approved quiz, with an hour to answer it, so that no attempt expires while a benchmark runs. */
export async function quizWithTimeToSpare(db: DB) {
  const quiz = await firstApprovedQuiz(db)
  await db.updateTable('quizzes').set({ time_limit_seconds: 3600 }).where('id', '=', quiz.id).execute()
  return quiz
}

/**
 * A throwaway database for one benchmark run, on either driver: `target` for openAppDatabase,
 * `server` for startServer, `dispose` to drop it (Postgres) or remove its directory (PGlite).
 */
export async function scratchTarget(driver: 'postgres' | 'pglite', tag: string) {
  if (driver === 'postgres') {
    const scratch = await createScratchDatabase(tag)
    return {
      target: { kind: 'postgres', url: scratch.url } as Target,
      server: { databaseUrl: scratch.url },
      dispose: () => scratch.drop(),
    }
  }
  const dataDir = tmpDir(`quizdom-bench-${tag}-`)
  return {
    target: { kind: 'pglite', dataDir } as Target,
    server: { dataDir },
    dispose: async () => removeDir(dataDir),
  }
}

/** The scene the memory benchmark and the profiler load: 30 approved quizzes, and 2 000 players with
 * a ranked attempt on the first, analysed. Returns that quiz. */
export async function seedLeaderboardScene(db: DB) {
  await addApprovedQuizzes(db, 30)
  const quiz = await firstApprovedQuiz(db)
  await seedUsers(db, 2000)
  await insertAttempts(db, quiz.id, 0, 2000)
  await sql`vacuum analyze`.execute(db)
  return quiz
}
