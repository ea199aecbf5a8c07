import { sql } from 'kysely'
import type { DB } from '#server/db/index'
import { executePrepared } from '#server/db/prepared'
import { LIVE_BOUNDS } from '#shared/live/bounds'

/** A quiz's questions in order, as stored: the type in its column, the rest of the definition as JSON. */
export function quizQuestionRows(db: DB, quizId: string) {
  return db
    .selectFrom('questions')
    .select(['id', 'text', 'type', 'definition', 'time_limit_seconds', 'points', 'explanation'])
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .execute()
}

export function findQuiz(db: DB, quizId: string) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'creator_id', 'status', 'is_paid', 'settings'])
    .where('id', '=', quizId)
    .executeTakeFirst()
}

/** The game with the database's now(), locked for a host's step when asked. */
export async function findGame(db: DB, gameId: string, lock = false) {
  let query = db
    .selectFrom('games')
    .selectAll()
    .select(sql<Date>`now()`.as('db_now'))
    .where('id', '=', gameId)
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}
export type GameRow = NonNullable<Awaited<ReturnType<typeof findGame>>>

/**
 * A new game with this PIN, unless a game that ended less than a day ago holds it (undefined
 * then); the unique index refuses a PIN a live game holds.
 */
export function insertGame(
  db: DB,
  game: {
    quizId: string
    hostId: string
    pin: string
    hostScreenOnly: boolean
    streakBonus: boolean
    /** The questions it will ask, in order (decision 043): later edits of the quiz change nothing. */
    questions: unknown[]
  },
) {
  return db
    .insertInto('games')
    .columns(['quiz_id', 'host_id', 'pin', 'host_screen_only', 'streak_bonus', 'questions'])
    .expression(
      db
        .selectNoFrom([
          sql<string>`${game.quizId}::uuid`.as('quiz_id'),
          sql<string>`${game.hostId}::uuid`.as('host_id'),
          sql<string>`${game.pin}`.as('pin'),
          sql<boolean>`${game.hostScreenOnly}`.as('host_screen_only'),
          sql<boolean>`${game.streakBonus}`.as('streak_bonus'),
          sql<string>`${JSON.stringify(game.questions)}::jsonb`.as('questions'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('games')
                .select(sql`1`.as('one'))
                .where('pin', '=', game.pin)
                .where('status', '=', 'ended')
                .where('ended_at', '>', sql<Date>`now() - make_interval(hours => ${LIVE_BOUNDS.pinReuseHours})`),
            ),
          ),
        ),
    )
    .returning(['id', 'pin'])
    .executeTakeFirst()
}

export function liveGameByPin(db: DB, pin: string) {
  return db
    .selectFrom('games')
    .select(['id', 'host_id'])
    .where('pin', '=', pin)
    .where('status', '<>', 'ended')
    .executeTakeFirst()
}

/** The caller's player in the game: by their account, or by a guest's token's hash. */
export function findPlayer(db: DB, gameId: string, by: { userId: string } | { tokenHash: string }) {
  const query = db.selectFrom('game_players').selectAll().where('game_id', '=', gameId)
  return 'userId' in by
    ? query.where('user_id', '=', by.userId).executeTakeFirst()
    : query.where('token_hash', '=', by.tokenHash).executeTakeFirst()
}

export async function insertPlayer(
  db: DB,
  player: { gameId: string; userId: string | null; nickname: string; nicknameKey: string; tokenHash: string | null },
) {
  const row = await db
    .insertInto('game_players')
    .values({
      game_id: player.gameId,
      user_id: player.userId,
      nickname: player.nickname,
      nickname_key: player.nicknameKey,
      token_hash: player.tokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Opens question `index` now, closing `seconds` later, both on the database's clock. */
export function openQuestion(db: DB, gameId: string, index: number, seconds: number) {
  return db
    .updateTable('games')
    .set({
      status: 'question',
      question_index: index,
      question_opened_at: sql<Date>`now()`,
      question_closes_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
    })
    .where('id', '=', gameId)
    .execute()
}

export function endGame(db: DB, gameId: string) {
  return db
    .updateTable('games')
    .set({ status: 'ended', ended_at: sql<Date>`now()` })
    .where('id', '=', gameId)
    .execute()
}

/** The open question closes now (if it has not) and its answer is shown. */
export function revealQuestion(db: DB, gameId: string) {
  return db
    .updateTable('games')
    .set({ status: 'reveal', question_closes_at: sql<Date>`least(question_closes_at, now())` })
    .where('id', '=', gameId)
    .execute()
}

export function kickPlayer(db: DB, gameId: string, playerId: string) {
  return db
    .updateTable('game_players')
    .set({ kicked_at: sql<Date>`coalesce(kicked_at, now())` })
    .where('id', '=', playerId)
    .where('game_id', '=', gameId)
    .executeTakeFirst()
}

export function playersIn(db: DB, gameId: string) {
  return db
    .selectFrom('game_players')
    .select(['id', 'nickname'])
    .where('game_id', '=', gameId)
    .where('kicked_at', 'is', null)
    .orderBy('joined_at')
    .execute()
}

/** The player's answer to question `index`, if any: its points and whether it was right. */
export function findAnswer(db: DB, gameId: string, playerId: string, index: number) {
  return db
    .selectFrom('game_answers')
    .select(['points', 'correct'])
    .where('game_id', '=', gameId)
    .where('player_id', '=', playerId)
    .where('question_index', '=', index)
    .executeTakeFirst()
}

/** How many players still in the game have answered question `index`. */
export async function answeredCount(db: DB, gameId: string, index: number) {
  const row = await db
    .selectFrom('game_answers as a')
    .innerJoin('game_players as p', 'p.id', 'a.player_id')
    .select(sql<string>`count(*)`.as('count'))
    .where('a.game_id', '=', gameId)
    .where('a.question_index', '=', index)
    .where('p.kicked_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The player's answers before question `index`: whether each was right, for the streak bonus. */
export async function earlierAnswers(db: DB, gameId: string, playerId: string, index: number) {
  const rows = await db
    .selectFrom('game_answers')
    .select(['question_index', 'correct'])
    .where('game_id', '=', gameId)
    .where('player_id', '=', playerId)
    .where('question_index', '<', index)
    .execute()
  return rows.map((row) => ({ questionIndex: row.question_index, correct: row.correct }))
}

/** What an answer reads: the game's state, the database's now(), the caller's player, maybe the questions. */
export interface AnswerContext {
  status: 'lobby' | 'question' | 'reveal' | 'ended'
  question_index: number
  question_opened_at: Date | null
  question_closes_at: Date | null
  streak_bonus: boolean
  player_id: string | null
  kicked_at: Date | null
  db_now: Date
  questions: unknown
}

/**
 * What an answer needs in one read: the game's state and the database's now() (the answer's arrival),
 * the caller's player (by account or guest token's hash; none without either), and the questions
 * when the caller has no copy of them yet. live_answer_context, as a named statement: every player
 * of a room calls it within the same second.
 */
export async function answerContext(
  db: DB,
  gameId: string,
  by: { userId: string } | { tokenHash: string } | null,
  withQuestions: boolean,
): Promise<AnswerContext | undefined> {
  const userId = by && 'userId' in by ? by.userId : null
  const tokenHash = by && 'tokenHash' in by ? by.tokenHash : null
  const { rows } = await executePrepared(
    db,
    sql<AnswerContext>`select * from live_answer_context(${gameId}::uuid, ${userId}::uuid, ${tokenHash}::text, ${withQuestions}::boolean)`,
  )
  return rows[0]
}

/**
 * The answer, received now() by the database (the read's), stored by live_insert_answer only while
 * its question is still the open one and only as the player's first to it: whether it went in.
 */
export async function insertAnswer(
  db: DB,
  answer: {
    gameId: string
    playerId: string
    index: number
    response: unknown
    /** When the database received it (the read's now()). */
    receivedAt: Date
    elapsedMs: number
    points: number
    /** The streak bonus within `points`. */
    bonus: number
    correct: boolean
  },
): Promise<boolean> {
  const { rows } = await executePrepared(
    db,
    sql<{ inserted: boolean }>`
      select live_insert_answer(${answer.gameId}::uuid, ${answer.playerId}::uuid, ${answer.index}::integer,
                                ${JSON.stringify(answer.response)}::jsonb, ${answer.receivedAt}::timestamptz,
                                ${answer.elapsedMs}::integer, ${answer.points}::integer, ${answer.bonus}::integer,
                                ${answer.correct}::boolean) as inserted
    `,
  )
  return rows[0]?.inserted === true
}

/** Every player still in the game with their totals, best first: most points, then the lower total server time. */
export function board(db: DB, gameId: string, before?: number) {
  return db
    .selectFrom('game_players as p')
    .leftJoin('game_answers as a', (join) => {
      const answers = join.onRef('a.player_id', '=', 'p.id')
      return before === undefined ? answers : answers.on('a.question_index', '<', before)
    })
    .select([
      'p.id',
      'p.nickname',
      sql<string>`coalesce(sum(a.points), 0)`.as('points'),
      sql<string>`coalesce(sum(a.elapsed_ms), 0)`.as('time_ms'),
      sql<string>`count(a.player_id) filter (where a.correct)`.as('correct'),
      sql<string>`coalesce(sum(a.bonus), 0)`.as('bonus'),
    ])
    .where('p.game_id', '=', gameId)
    .where('p.kicked_at', 'is', null)
    .groupBy(['p.id', 'p.nickname', 'p.joined_at'])
    .orderBy(sql`coalesce(sum(a.points), 0)`, 'desc')
    .orderBy(sql`coalesce(sum(a.elapsed_ms), 0)`, 'asc')
    .orderBy('p.joined_at')
    .execute()
}

/** How the answers to one question fell: each distinct response and how many sent it. */
export function distribution(db: DB, gameId: string, index: number) {
  return db
    .selectFrom('game_answers')
    .select([sql<string>`response::text`.as('response'), sql<string>`count(*)`.as('count')])
    .where('game_id', '=', gameId)
    .where('question_index', '=', index)
    .groupBy(sql`response::text`)
    .execute()
}

/** The answers of the game's signed-in players still in it, in order: what becomes their attempts. */
export function signedInAnswers(db: DB, gameId: string) {
  return db
    .selectFrom('game_answers as a')
    .innerJoin('game_players as p', 'p.id', 'a.player_id')
    .select(['p.user_id', 'a.question_index', 'a.response', 'a.received_at', 'a.elapsed_ms'])
    .where('a.game_id', '=', gameId)
    .where('p.user_id', 'is not', null)
    .where('p.kicked_at', 'is', null)
    .$narrowType<{ user_id: string }>()
    .orderBy('p.user_id')
    .orderBy('a.question_index')
    .execute()
}
