import { sql } from 'kysely'
import { QuizInputSchema } from '#shared/schemas/quiz'
import type { DB } from '#server/db/index'
import { createQuiz } from '#server/quizzes/service'
import { DEMO_QUIZZES } from './quizzes'

const DEMO_CREATOR = { username: 'QuizdomTeam', email: 'team@quizdom.in' }

/**
 * A first start on an empty database gets a handful of approved quizzes, so a newcomer sees a
 * living product. Only when there are no users yet: it never touches a database in use.
 * Returns the number of quizzes seeded. It writes the demo creator and the approval itself and
 * makes each quiz through the quizzes service, the one domain its layer may use (lint/layers.ts).
 *
 * Instances started together on one empty database take turns under an advisory lock held by one
 * connection: the first seeds, the others then find its users and seed nothing (without the lock,
 * the second one's demo creator broke the unique username, and that instance failed to start).
 */
export async function seedDemoContent(db: DB): Promise<number> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('quizdom_seed_demo'))`.execute(connection)
    try {
      return await seedIfEmpty(connection)
    } finally {
      await sql`select pg_advisory_unlock(hashtext('quizdom_seed_demo'))`.execute(connection)
    }
  })
}

async function seedIfEmpty(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(count) > 0) return 0

  // No password: the demo creator cannot log in; it only owns the demo quizzes.
  const creator = await db
    .insertInto('users')
    .values({ ...DEMO_CREATOR, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const input of DEMO_QUIZZES) {
    const quiz = await createQuiz(db, creator.id, QuizInputSchema.parse(input))
    await db
      .updateTable('quizzes')
      .set({ status: 'approved', reviewed_at: new Date() })
      .where('id', '=', quiz.id)
      .execute()
  }
  return DEMO_QUIZZES.length
}
