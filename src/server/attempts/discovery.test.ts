import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { backfillGlobalScores } from '#db/migrations/2026-11-26T0027_india_days'
import { deletedUsername } from '#shared/account-data-texts'
import { GLOBAL_PAGE_SIZE, GLOBAL_RATING_PRIOR } from '#shared/global-leaderboard'
import { GLOBAL_LEADERBOARD_TEXTS } from '#shared/global-leaderboard-texts'
import type { DB } from '#server/db/index'
import { ageAttempt, approvedQuiz, newUserSession, SAMPLE_QUESTIONS, suiteWithCreator } from '#server/testing/fixtures'
import { globalScoresDrift } from './global-scores-check'

/**
 * Discovery: the public list's orders, the attempts a player can continue, their best on a quiz,
 * and the global leaderboard, with hand-worked figures. Ratings are basis points in the database
 * and percentages with two decimals here: (sum of shares + 5 × 5000) / (quizzes + 5), rounded.
 */
const suite = suiteWithCreator()

/** A player straight in the database. */
async function player(db: DB) {
  return (await newUserSession(db)).userId
}

/**
 * A finished first attempt straight in the database, `score` of `total`, submitted `daysAgo` days
 * ago: the triggers see it as finalize_attempt leaves it.
 */
async function firstAttempt(db: DB, quizId: string, userId: string, score: number, total: number, daysAgo = 0) {
  const submitted = sql<Date>`now() - make_interval(days => ${daysAgo})`
  const { id } = await db
    .insertInto('attempts')
    .values({
      quiz_id: quizId,
      user_id: userId,
      status: 'submitted',
      started_at: sql<Date>`now() - make_interval(days => ${daysAgo}, secs => 60)`,
      time_limit_seconds: 120,
      deadline_at: sql<Date>`now() - make_interval(days => ${daysAgo}, secs => -65)`,
      submitted_at: submitted,
      submit_reason: 'manual',
      questions: '[]',
      settings: '{}',
      total_possible_score: total,
      score,
      correct_count: 0,
      duration_ms: 60_000,
      is_ranked: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Approved quizzes by the suite's creator. */
async function quizzes(count: number) {
  const made: string[] = []
  for (let i = 0; i < count; i++) made.push((await approvedQuiz(suite.h.db, suite.creator.id)).id)
  return made
}

async function board(period: 'all' | '30d' = 'all', page = 1) {
  return suite.h.caller().attempts.globalLeaderboard({ period, page })
}

/** Each test starts from an empty board: the attempts go first, so the triggers take them out. */
beforeEach(async () => {
  const db = suite.h.db
  await db.deleteFrom('attempts').execute()
  expect(await globalScoresDrift(db)).toBe(0)
  await db.deleteFrom('global_scores').execute()
  await db.deleteFrom('global_score_days').execute()
})

describe('the global leaderboard', () => {
  it('rates a long record above one lucky quiz, weighs every quiz the same, and orders ties by quizzes', async () => {
    const db = suite.h.db
    const ten = await quizzes(10)
    const [a, b, c, e, g] = [await player(db), await player(db), await player(db), await player(db), await player(db)]
    // b: ten quizzes at 80 % of different lengths → (10 × 8000 + 25000) / 15 = 7000.
    for (const [index, quizId] of ten.entries()) await firstAttempt(db, quizId, b, 4 * (index + 1), 5 * (index + 1))
    // a and e: one quiz at 100 % → (10000 + 25000) / 6 = 5833.33 → 5833.
    await firstAttempt(db, ten[0]!, a, 3, 3)
    await firstAttempt(db, ten[1]!, e, 50, 50)
    // g: 100 % and 58.31 % → (10000 + 5831 + 25000) / 7 = 5833: a's rating over two quizzes, so ahead.
    await firstAttempt(db, ten[2]!, g, 1, 1)
    await firstAttempt(db, ten[3]!, g, 5831, 10_000)
    // c: 50 % and 100 % → (5000 + 10000 + 25000) / 7 = 5714.29 → 5714.
    await firstAttempt(db, ten[4]!, c, 3, 6)
    await firstAttempt(db, ten[5]!, c, 6, 6)

    const { entries, viewerEntry, hasMore } = await board()
    const names = new Map(
      (await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]),
    )
    const ids = entries.map((entry) => names.get(entry.username))
    expect(entries.map(({ rank, rating, quizzes, average }) => ({ rank, rating, quizzes, average }))).toEqual([
      { rank: 1, rating: 70, quizzes: 10, average: 80 },
      { rank: 2, rating: 58.33, quizzes: 2, average: 79.16 },
      { rank: 3, rating: 58.33, quizzes: 1, average: 100 },
      { rank: 3, rating: 58.33, quizzes: 1, average: 100 },
      { rank: 5, rating: 57.14, quizzes: 2, average: 75 },
    ])
    expect([ids[0], ids[1], new Set(ids.slice(2, 4)), ids[4]]).toEqual([b, g, new Set([a, e]), c])
    // Equal players are in the order of their ids, so pages never swap them.
    expect(ids.slice(2, 4)).toEqual([a, e].sort())
    expect({ viewerEntry, hasMore }).toEqual({ viewerEntry: null, hasMore: false })
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('says its rule in words with the figures the database uses', async () => {
    const db = suite.h.db
    const [quizId] = await quizzes(1)
    const lucky = await player(db)
    await firstAttempt(db, quizId!, lucky, 1, 1)
    const { entries } = await board()
    const { quizzes: prior, percent } = GLOBAL_RATING_PRIOR
    expect(entries[0]!.rating).toBe(Math.round(((100 + prior * percent) / (1 + prior)) * 100) / 100)
    expect(GLOBAL_LEADERBOARD_TEXTS.how.join(' ')).toContain(`${entries[0]!.rating}%`)
  })

  it('counts first attempts only: a retake changes the best score, never the board', async () => {
    const db = suite.h.db
    const quiz = await approvedQuiz(db, suite.creator.id)
    const taker = await suite.player()
    const answer = async (correct: number) => {
      const view = await taker.caller.attempts.start({ quizId: quiz.id })
      const answers = view.questions.slice(0, correct).map((question) => {
        const original = SAMPLE_QUESTIONS.find((q) => q.question === question.question)!
        return {
          questionId: question.id,
          selectedOption: question.options.indexOf(original.options[original.correctAnswer]!),
        }
      })
      return taker.caller.attempts.submit({ attemptId: view.attemptId, answers })
    }
    await answer(0)
    await answer(3)
    const { entries } = await board()
    expect(entries).toEqual([
      { rank: 1, username: taker.username, rating: 41.67, quizzes: 1, average: 0, isViewer: false },
    ])
    const mine = await taker.caller.attempts.globalLeaderboard({ period: 'all', page: 1 })
    expect(mine.viewerEntry).toMatchObject({ rank: 1, isViewer: true })

    const standing = await taker.caller.attempts.standing({ quizId: quiz.id })
    expect(standing).toMatchObject({
      openAttempt: null,
      best: { score: 6, totalPossibleScore: 6, percentage: 100, finishedAttempts: 2 },
    })
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('keeps the last 30 days apart, and rolls days out of them as they pass', async () => {
    const db = suite.h.db
    const [q1, q2, q3] = await quizzes(3)
    const h = await player(db)
    await firstAttempt(db, q1!, h, 10, 10, 40)
    await firstAttempt(db, q2!, h, 5, 10, 2)
    // All time: (10000 + 5000 + 25000) / 7 = 5714; the last 30 days: (5000 + 25000) / 6 = 5000.
    expect((await board('all')).entries[0]).toMatchObject({ rating: 57.14, quizzes: 2 })
    expect((await board('30d')).entries[0]).toMatchObject({ rating: 50, quizzes: 1 })

    // A day that was inside the window when it was written and has since left it (29 → 31 days
    // ago): as the board would find it a few days on, before anything rolled it.
    const old = await firstAttempt(db, q3!, h, 0, 10, 31)
    const day = await db
      .selectFrom('global_score_days')
      .select(['day', 'points', 'quizzes', 'in_window'])
      .where('user_id', '=', h)
      .where('day', '=', sql<number>`india_day(now() - interval '31 days')`)
      .executeTakeFirstOrThrow()
    expect(day).toMatchObject({ points: 0, quizzes: 1, in_window: false })
    await db
      .updateTable('global_score_days')
      .set({ in_window: true })
      .where('user_id', '=', h)
      .where('day', '=', day.day)
      .execute()
    await db
      .updateTable('global_scores')
      .set((eb) => ({ quizzes: eb('quizzes', '+', 1) }))
      .where('user_id', '=', h)
      .where('period', '=', '30d')
      .execute()
    expect(
      await db
        .selectFrom('global_scores')
        .select('quizzes')
        .where('period', '=', '30d')
        .where('user_id', '=', h)
        .executeTakeFirstOrThrow(),
    ).toEqual({ quizzes: 2 })
    // Reading the recent board rolls it first.
    expect((await board('30d')).entries[0]).toMatchObject({ rating: 50, quizzes: 1 })
    expect(await globalScoresDrift(db)).toBe(0)

    // An attempt moved across the window's edge moves with it.
    await db
      .updateTable('attempts')
      .set({ submitted_at: sql<Date>`now() - interval '1 day'` })
      .where('id', '=', old)
      .execute()
    // (5000 + 0 + 25000) / 7 = 4285.71 → 4286.
    expect((await board('30d')).entries[0]).toMatchObject({ rating: 42.86, quizzes: 2 })
    expect((await board('all')).entries[0]).toMatchObject({ rating: 50, quizzes: 3 })
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('follows approval: an unpublished or deleted quiz leaves the board, a published one comes back', async () => {
    const db = suite.h.db
    const [kept, changing] = await quizzes(2)
    const p = await player(db)
    await firstAttempt(db, kept!, p, 1, 1)
    await firstAttempt(db, changing!, p, 0, 1)
    expect((await board()).entries[0]).toMatchObject({ rating: 50, quizzes: 2 })
    await db
      .updateTable('quizzes')
      .set({ status: 'rejected', rejection_reason: 'Unpublished' })
      .where('id', '=', changing!)
      .execute()
    expect((await board()).entries[0]).toMatchObject({ rating: 58.33, quizzes: 1 })
    expect(await globalScoresDrift(db)).toBe(0)
    await db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', changing!).execute()
    expect((await board()).entries[0]).toMatchObject({ rating: 50, quizzes: 2 })
    // Its title changing moves nothing.
    await db.updateTable('quizzes').set({ title: 'Renamed' }).where('id', '=', changing!).execute()
    expect((await board()).entries[0]).toMatchObject({ rating: 50, quizzes: 2 })
    await db.deleteFrom('quizzes').where('id', '=', changing!).execute()
    expect((await board()).entries[0]).toMatchObject({ rating: 58.33, quizzes: 1 })
    // A quiz still in review never counted: deleting it moves nothing either.
    const pending = (await approvedQuiz(db, suite.creator.id)).id
    await db.updateTable('quizzes').set({ status: 'pending' }).where('id', '=', pending).execute()
    await firstAttempt(db, pending, p, 1, 1)
    expect((await board()).entries[0]).toMatchObject({ rating: 58.33, quizzes: 1 })
    await db.deleteFrom('quizzes').where('id', '=', pending).execute()
    expect((await board()).entries[0]).toMatchObject({ rating: 58.33, quizzes: 1 })
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('shows the viewer’s own place off the first page, shares places across a page break, and names deleted accounts as the quiz boards do', async () => {
    const db = suite.h.db
    const [quizId] = await quizzes(1)
    const players: string[] = []
    // GLOBAL_PAGE_SIZE + 3 players with falling scores; the 20th and 21st equal.
    for (let i = 0; i < GLOBAL_PAGE_SIZE + 3; i++) {
      const id = await player(db)
      players.push(id)
      await firstAttempt(db, quizId!, id, i === GLOBAL_PAGE_SIZE ? 100 - (GLOBAL_PAGE_SIZE - 1) : 100 - i, 100)
    }
    const last = players.at(-1)!
    const second = await board('all', 2)
    expect(second.entries.map((entry) => entry.rank)).toEqual([
      GLOBAL_PAGE_SIZE,
      GLOBAL_PAGE_SIZE + 2,
      GLOBAL_PAGE_SIZE + 3,
    ])
    expect(second.hasMore).toBe(false)
    expect((await board('all', 1)).hasMore).toBe(true)

    await db
      .updateTable('users')
      .set({ username: deletedUsername(last) })
      .where('id', '=', last)
      .execute()
    const rest = await suite.h.client().get('/api/v1/leaderboard?period=all&page=2')
    expect(rest.status).toBe(200)
    expect(rest.json.data.entries.at(-1)).toMatchObject({ rank: GLOBAL_PAGE_SIZE + 3, username: 'Deleted user' })
    expect(JSON.stringify(rest.json)).not.toContain(last)

    // A player on the last place asks for the first page and still sees where they are.
    const taker = await suite.player()
    await firstAttempt(db, quizId!, taker.id, 0, 100)
    const mine = await taker.caller.attempts.globalLeaderboard({ period: 'all', page: 1 })
    expect(mine.entries.some((entry) => entry.isViewer)).toBe(false)
    expect(mine.viewerEntry).toMatchObject({ rank: GLOBAL_PAGE_SIZE + 4, rating: 41.67, isViewer: true })
    const restMine = await taker.client.get('/api/v1/leaderboard?period=30d')
    expect(restMine.json.data.viewerEntry).toMatchObject({ rank: GLOBAL_PAGE_SIZE + 4 })
    expect(await globalScoresDrift(db)).toBe(0)
  })

  it('is what the migration’s backfill builds from the attempts already there', async () => {
    const db = suite.h.db
    const [q1, q2] = await quizzes(2)
    const [p1, p2] = [await player(db), await player(db)]
    await firstAttempt(db, q1!, p1, 7, 9, 45)
    await firstAttempt(db, q2!, p1, 2, 9, 3)
    await firstAttempt(db, q1!, p2, 9, 9, 1)
    const kept = {
      days: await db.selectFrom('global_score_days').selectAll().orderBy(['user_id', 'day']).execute(),
      scores: await db.selectFrom('global_scores').selectAll().orderBy(['period', 'user_id']).execute(),
    }
    expect(kept.days).toHaveLength(3)
    await db.deleteFrom('global_scores').execute()
    await db.deleteFrom('global_score_days').execute()
    await backfillGlobalScores(db)
    expect({
      days: await db.selectFrom('global_score_days').selectAll().orderBy(['user_id', 'day']).execute(),
      scores: await db.selectFrom('global_scores').selectAll().orderBy(['period', 'user_id']).execute(),
    }).toEqual(kept)
  })

  it('refuses a period or page it does not know, in words', async () => {
    for (const query of ['period=week', 'page=0', 'page=501', 'page=two']) {
      const response = await suite.h.client().get(`/api/v1/leaderboard?${query}`)
      expect(response.status, query).toBe(400)
      expect(response.json.message, query).not.toMatch(/\[|\.|_/)
    }
  })
})

describe('attempts to continue', () => {
  it('lists the player’s open attempts until they are submitted or past their deadline', async () => {
    const db = suite.h.db
    const [first, second] = [
      await approvedQuiz(db, suite.creator.id, { title: 'Open one' }),
      await approvedQuiz(db, suite.creator.id, { title: 'Open two' }),
    ]
    const taker = await suite.player()
    const a = await taker.caller.attempts.start({ quizId: first.id })
    const b = await taker.caller.attempts.start({ quizId: second.id })
    const open = await taker.caller.attempts.open()
    expect(open.map((attempt) => [attempt.attemptId, attempt.quizTitle])).toEqual([
      [b.attemptId, 'Open two'],
      [a.attemptId, 'Open one'],
    ])
    expect(await taker.caller.attempts.standing({ quizId: first.id })).toMatchObject({
      openAttempt: { attemptId: a.attemptId, quizId: first.id },
      best: null,
    })
    // Someone else sees none of them.
    expect(await (await suite.player()).caller.attempts.open()).toEqual([])

    await taker.caller.attempts.submit({ attemptId: b.attemptId })
    // Past the time limit and its grace, it is over even before anything finalised it.
    await ageAttempt(db, a.attemptId, 3600)
    expect(await taker.caller.attempts.open()).toEqual([])
    expect((await taker.caller.attempts.standing({ quizId: first.id })).openAttempt).toBeNull()
    expect((await taker.caller.attempts.standing({ quizId: second.id })).best).toMatchObject({
      percentage: 0,
      finishedAttempts: 1,
    })
  })
})

describe('the public list’s orders', () => {
  it('sorts by newest (the default), most taken or free first, each ending on the id so pages are stable', async () => {
    const db = suite.h.db
    const tag = `Zebrasort${Date.now()}`
    const make = async (name: string, attempts: number, paid: boolean) => {
      const quiz = await approvedQuiz(db, suite.creator.id, {
        title: `${tag} ${name}`,
        ...(paid ? { isPaid: true, pricePaise: 1000 } : {}),
      })
      await db.updateTable('quizzes').set({ attempt_count: attempts }).where('id', '=', quiz.id).execute()
      return quiz.id
    }
    const oldest = await make('oldest', 5, true)
    const middle = await make('middle', 9, false)
    const tiedA = await make('tied a', 5, true)
    const newest = await make('newest', 1, false)
    // created_at apart by a second each, in the order made.
    for (const [index, id] of [oldest, middle, tiedA, newest].entries()) {
      await db
        .updateTable('quizzes')
        .set({ created_at: sql<Date>`now() - make_interval(secs => ${100 - index})` })
        .where('id', '=', id)
        .execute()
    }
    const list = async (sort?: 'newest' | 'popular' | 'free', offset = 0, limit = 10) =>
      (await suite.h.caller().quizzes.list({ search: tag, limit, offset, ...(sort ? { sort } : {}) })).quizzes.map(
        (q) => q.id,
      )
    expect(await list()).toEqual([newest, tiedA, middle, oldest])
    expect(await list('newest')).toEqual([newest, tiedA, middle, oldest])
    const byId = [oldest, tiedA].sort().reverse()
    expect(await list('popular')).toEqual([middle, ...byId, newest])
    expect(await list('free')).toEqual([newest, middle, tiedA, oldest])
    // Two pages of two are the list of four, whatever the ties.
    expect([...(await list('popular', 0, 2)), ...(await list('popular', 2, 2))]).toEqual(await list('popular'))

    const rest = await suite.h.client().get(`/api/v1/quizzes/public?search=${tag}&sort=popular`)
    expect(rest.json.data.quizzes.map((q: { _id: string }) => q._id)).toEqual([middle, ...byId, newest])
    const bad = await suite.h.client().get(`/api/v1/quizzes/public?sort=cheapest`)
    expect(bad.status).toBe(400)
  })
})
