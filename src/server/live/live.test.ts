import { readdirSync, readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, openTestDatabase, type TestHarness } from '#server/testing/harness'
import { testDatabaseUrl } from '#server/testing/template'
import { LIVE_BOUNDS } from '#shared/live/bounds'
import { livePoints, nicknameKey } from '#shared/live/rules'
import { ONE, fraction } from '#shared/questions/fraction'
import { m } from '#shared/i18n'
import { refuseStakesAndPrizes } from './money-rules'

/**
 * Live games' server core (decision 043) on a real database: scoring by the database's clock only,
 * one answer per player and question under a burst, late answers refused, a game carried on by a
 * second app instance on the same database, bad input refused in words, and money kept apart.
 */
let database: DatabaseHandle
let h: TestHarness
let host: SignedInUser
let player: SignedInUser
let quizId: string
beforeAll(async () => {
  database = await openTestDatabase()
  // The first instance does not own the database: the "restarted" one below closes it.
  h = await createHarness({ database: { ...database, close: async () => {} } })
  host = await signedInUser(h)
  player = await signedInUser(h)
  const quiz = await approvedQuiz(h.db, host.id, { title: 'Live sample' })
  quizId = quiz.id
  await h.db.updateTable('questions').set({ time_limit_seconds: 30 }).where('quiz_id', '=', quizId).execute()
})
afterAll(async () => {
  await h.close()
  await database.close()
})

/** Moves the open question's clock: as if it had opened `seconds` earlier (the database's clock still decides). */
async function ageQuestion(gameId: string, seconds: number) {
  await h.db
    .updateTable('games')
    .set({
      question_opened_at: sql`question_opened_at - make_interval(secs => ${seconds})`,
      question_closes_at: sql`question_closes_at - make_interval(secs => ${seconds})`,
    })
    .where('id', '=', gameId)
    .execute()
}

async function newGame() {
  const { gameId, pin } = await host.caller.live.create({ quizId })
  expect(pin).toMatch(/^[0-9]{6}$/)
  return { gameId, pin }
}

async function guest(pin: string, nickname: string) {
  const joined = await h.caller().live.join({ pin, nickname })
  expect(joined.playerToken).toEqual(expect.any(String))
  return { ...joined, playerToken: joined.playerToken! }
}

const answerRows = (gameId: string) =>
  h.db.selectFrom('game_answers').selectAll().where('game_id', '=', gameId).orderBy('question_index').execute()

describe('scoring on the database clock', () => {
  it('follows the published rule: 2.0 s of 30 is 967 points, a half-right answer half of it', () => {
    expect(livePoints(2000, 30, ONE)).toBe(967)
    expect(livePoints(0, 30, ONE)).toBe(1000)
    expect(livePoints(30_000, 30, ONE)).toBe(500)
    expect(livePoints(2000, 30, fraction(1, 2))).toBe(484)
    expect(livePoints(2000, 30, fraction(0, 1))).toBe(0)
  })

  it('scores an answer by the database’s clock from the opening, whatever time the client sends', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    await player.caller.live.join({ pin, nickname: 'Ravi' })
    const opened = await host.caller.live.start({ gameId })
    expect(opened).toMatchObject({ status: 'question', questionIndex: 0, pin })
    const questionId = opened.question!.id
    // Opened 2 s ago on the database's clock; the answer arrives a few milliseconds after that.
    await ageQuestion(gameId, 2)
    const reply = await h.caller().live.answer({
      gameId,
      playerToken: asha.playerToken,
      questionId,
      response: SAMPLE_QUESTIONS[0]!.correctAnswer,
      // Not part of the contract: a client's idea of the time is dropped with the rest of what is unknown.
      ...({ elapsedMs: 0, sentAt: '2020-01-01T00:00:00Z' } as object),
    })
    expect(reply).toEqual({ questionIndex: 0, alreadyAnswered: false })
    const [row] = await answerRows(gameId)
    const opening = await h.db
      .selectFrom('games')
      .select('question_opened_at')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow()
    // t is the stored arrival less the stored opening, both the database's; the rule gives the points.
    expect(row!.elapsed_ms).toBe(row!.received_at.getTime() - opening.question_opened_at!.getTime())
    expect(row!.elapsed_ms).toBeGreaterThanOrEqual(2000)
    expect(row).toMatchObject({ correct: true, points: livePoints(row!.elapsed_ms, 30, ONE) })
    // 2.0 s gives 967; the few milliseconds the call took can only take points away, never the client's 0 s.
    expect(row!.points).toBeLessThanOrEqual(967)
    expect(row!.points).toBeGreaterThan(900)
    // A wrong answer scores nothing; the standings show the top and the asking player's place.
    await player.caller.live.answer({ gameId, questionId, response: 0 })
    await host.caller.live.reveal({ gameId })
    const mine = await player.caller.live.standings({ gameId })
    expect(mine.top.map((entry) => [entry.nickname, entry.points])).toEqual([
      ['Asha', row!.points],
      ['Ravi', 0],
    ])
    expect(mine.me).toMatchObject({ nickname: 'Ravi', place: 2, points: 0 })
    expect(mine.reveal).toMatchObject({
      questionId,
      answer: { type: 'multiple-choice', correct: SAMPLE_QUESTIONS[0]!.correctAnswer },
    })
    expect(mine.reveal!.distribution).toHaveLength(2)
  })

  it('counts a burst of the same answer once', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const opened = await host.caller.live.start({ gameId })
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.caller().live.answer({ gameId, playerToken: asha.playerToken, questionId: opened.question!.id, response: 1 }),
      ),
    )
    expect(replies.filter((reply) => !reply.alreadyAnswered)).toHaveLength(1)
    expect(await answerRows(gameId)).toHaveLength(1)
  })

  it('refuses an answer after the question closed, in words, and counts nothing', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const opened = await host.caller.live.start({ gameId })
    await ageQuestion(gameId, 31)
    await expect(
      h.caller().live.answer({ gameId, playerToken: asha.playerToken, questionId: opened.question!.id, response: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.live_question_closed() })
    expect(await answerRows(gameId)).toHaveLength(0)
    expect((await h.caller().live.standings({ gameId, playerToken: asha.playerToken })).me).toMatchObject({ points: 0 })
  })

  // Postgres only: PGlite runs one statement at a time, so nothing there can race.
  it.skipIf(!testDatabaseUrl())(
    'waits for a host step being committed: an answer racing the end is refused, never stored beside the attempts',
    async () => {
      const { gameId, pin } = await newGame()
      await player.caller.live.join({ pin, nickname: 'Racer' })
      const opened = await host.caller.live.start({ gameId })
      // The end's first write, held open: the answer reads the question still open, then its insert
      // must wait for the end to commit and see it, as the end's attempts are read in that transaction.
      let commit = () => {}
      const held = new Promise<void>((resolve) => {
        commit = resolve
      })
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve
      })
      const ending = h.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('games')
          .set({ status: 'ended', ended_at: sql`now()` })
          .where('id', '=', gameId)
          .execute()
        locked()
        await held
      })
      await isLocked
      try {
        const answering = player.caller.live.answer({ gameId, questionId: opened.question!.id, response: 1 }).then(
          () => 'stored',
          (error: { message: string }) => error.message,
        )
        await expect
          .poll(
            async () =>
              (
                await sql<{ waiting: number }>`
                select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%live_insert_answer%'
              `.execute(h.db)
              ).rows[0]!.waiting,
            { timeout: 10_000 },
          )
          .toBe(1)
        commit()
        await ending
        expect(await answering).toBe(m.live_question_closed())
        expect(await answerRows(gameId)).toHaveLength(0)
      } finally {
        commit()
        await ending
      }
    },
  )
})

describe('a game asks the questions it was made with', () => {
  it('keeps asking and marking its copy when the quiz is edited mid-game', async () => {
    const quiz = await approvedQuiz(h.db, host.id, { title: 'Edited mid-game' })
    const { gameId, pin } = await host.caller.live.create({ quizId: quiz.id })
    const asha = await guest(pin, 'Asha')
    const opened = await host.caller.live.start({ gameId })
    expect(opened).toMatchObject({ questionCount: SAMPLE_QUESTIONS.length, question: { text: 'What is 2 + 2?' } })
    // The creator rewrites the first question (another right answer), and drops the last one.
    const rows = await h.db
      .selectFrom('questions')
      .select(['id', 'definition'])
      .where('quiz_id', '=', quiz.id)
      .orderBy('position')
      .execute()
    await h.db
      .updateTable('questions')
      .set({
        text: 'Edited',
        definition: JSON.stringify({ ...(rows[0]!.definition as object), correctAnswer: 0 }),
      })
      .where('id', '=', rows[0]!.id)
      .execute()
    await h.db.deleteFrom('questions').where('id', '=', rows[2]!.id).execute()
    const state = await h.caller().live.state({ gameId, playerToken: asha.playerToken })
    expect(state).toMatchObject({ questionCount: SAMPLE_QUESTIONS.length, question: { text: 'What is 2 + 2?' } })
    await h.caller().live.answer({
      gameId,
      playerToken: asha.playerToken,
      questionId: opened.question!.id,
      response: SAMPLE_QUESTIONS[0]!.correctAnswer,
    })
    expect((await answerRows(gameId)).map((row) => row.correct)).toEqual([true])
    // The question the quiz no longer has is still asked, third.
    await host.caller.live.skip({ gameId })
    const third = await host.caller.live.skip({ gameId })
    expect(third).toMatchObject({
      questionIndex: 2,
      question: { id: rows[2]!.id, text: SAMPLE_QUESTIONS[2]!.question },
    })
  })
})

describe('the streak bonus', () => {
  /** Plays every question of a new game; each player answers right where their pattern says so. */
  async function play(streakBonus: boolean, patterns: Record<string, boolean[]>) {
    const { gameId, pin } = await host.caller.live.create({ quizId, streakBonus })
    const players = await Promise.all(Object.keys(patterns).map((name) => guest(pin, name)))
    let state = await host.caller.live.start({ gameId })
    while (state.status === 'question') {
      const index = state.questionIndex
      const right = SAMPLE_QUESTIONS[index]!.correctAnswer
      for (const [place, name] of Object.keys(patterns).entries()) {
        await h.caller().live.answer({
          gameId,
          playerToken: players[place]!.playerToken,
          questionId: state.question!.id,
          response: patterns[name]![index] ? right : (right + 1) % 4,
        })
      }
      await host.caller.live.reveal({ gameId })
      state = await host.caller.live.next({ gameId })
    }
    const rows = await h.db
      .selectFrom('game_answers as a')
      .innerJoin('game_players as p', 'p.id', 'a.player_id')
      .select(['p.nickname', 'a.question_index', 'a.points', 'a.bonus', 'a.elapsed_ms', 'a.correct'])
      .where('a.game_id', '=', gameId)
      .orderBy('a.question_index')
      .execute()
    return { gameId, rows }
  }

  it('adds 100 per right answer in a row before a right one, in the answer’s own points; a wrong one resets', async () => {
    const { gameId, rows } = await play(true, { Asha: [true, true, true], Ravi: [true, false, true] })
    const bonuses = (name: string) => rows.filter((row) => row.nickname === name).map((row) => row.bonus)
    expect(bonuses('Asha')).toEqual([0, 100, 200])
    expect(bonuses('Ravi')).toEqual([0, 0, 0])
    for (const row of rows) {
      const base = row.correct ? livePoints(row.elapsed_ms, 30, ONE) : 0
      expect(row.points).toBe(base + row.bonus)
    }
    const csv = (await host.caller.live.results({ gameId, podium: 3 })).csv!.split('\r\n')
    expect(csv[1]).toMatch(/^1,Asha,\d+,3,\d+,300$/)
  })

  it('is off by default: the same answers earn no bonus', async () => {
    const { rows } = await play(false, { Asha: [true, true, true] })
    expect(rows.map((row) => row.bonus)).toEqual([0, 0, 0])
  })
})

describe('a game outlives its server', () => {
  it('goes on with a new app instance on the same database mid-question', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const opened = await host.caller.live.start({ gameId })
    // The first instance is gone; the new one has no memory of the game but the database.
    const restarted = await createHarness({ database })
    const hostAgain = restarted.caller(host.caller.token())
    const state = await restarted.caller().live.state({ gameId, playerToken: asha.playerToken })
    expect(state).toMatchObject({ status: 'question', questionIndex: 0, question: { id: opened.question!.id } })
    await restarted
      .caller()
      .live.answer({ gameId, playerToken: asha.playerToken, questionId: opened.question!.id, response: 1 })
    await hostAgain.live.reveal({ gameId })
    const next = await hostAgain.live.next({ gameId })
    expect(next).toMatchObject({ status: 'question', questionIndex: 1 })
    const rejoined = await restarted.caller().live.join({ pin, nickname: 'Asha', playerToken: asha.playerToken })
    expect(rejoined).toMatchObject({ playerId: asha.playerId, playerToken: null })
    expect((await answerRows(gameId)).map((row) => row.correct)).toEqual([true])
  })
})

describe('bad input is refused in words and changes nothing', () => {
  it('refuses a wrong PIN, a taken or look-alike nickname, an oversized one', async () => {
    const { pin } = await newGame()
    const wrongPin = pin === '000000' ? '000001' : '000000'
    await expect(h.caller().live.join({ pin: wrongPin, nickname: 'Asha' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: m.live_wrong_pin(),
    })
    await guest(pin, 'Asha')
    // Cyrillic А and fullwidth letters imitate Latin ones.
    for (const lookAlike of ['asha', ' ASHA ', 'Аsha', 'Ａｓｈａ']) {
      await expect(h.caller().live.join({ pin, nickname: lookAlike })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: m.live_nickname_taken(),
      })
    }
    expect(nicknameKey('Аsha')).toBe(nicknameKey('asha'))
    await expect(h.caller().live.join({ pin, nickname: 'x'.repeat(LIVE_BOUNDS.nicknameMax + 1) })).rejects.toThrow(
      m.live_nickname_length({ min: LIVE_BOUNDS.nicknameMin, max: LIVE_BOUNDS.nicknameMax }),
    )
    expect(
      await h.db.selectFrom('game_players').select('nickname').where('nickname', 'like', 'xxx%').execute(),
    ).toEqual([])
  })

  it('keeps a kicked player out and refuses a player’s host action', async () => {
    const { gameId, pin } = await newGame()
    const joined = await player.caller.live.join({ pin, nickname: 'Ravi' })
    await expect(player.caller.live.start({ gameId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: m.live_host_only(),
    })
    expect(await h.db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirst()).toEqual({
      status: 'lobby',
    })
    await host.caller.live.kick({ gameId, playerId: joined.playerId })
    await expect(player.caller.live.join({ pin, nickname: 'Ravi again' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: m.live_kicked(),
    })
  })

  it('refuses answers to a future or a closed question', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const first = await host.caller.live.start({ gameId })
    const questions = await h.db
      .selectFrom('questions')
      .select('id')
      .where('quiz_id', '=', quizId)
      .orderBy('position')
      .execute()
    const ask = (questionId: string) =>
      h.caller().live.answer({ gameId, playerToken: asha.playerToken, questionId, response: 1 })
    await expect(ask(questions[1]!.id)).rejects.toMatchObject({ code: 'CONFLICT', message: m.live_question_not_open() })
    await host.caller.live.skip({ gameId })
    await expect(ask(first.question!.id)).rejects.toMatchObject({ code: 'CONFLICT', message: m.live_question_closed() })
    expect(await answerRows(gameId)).toHaveLength(0)
  })
})

describe('what the host and each player are told of a question', () => {
  it('counts for the host the answers to the open question, a removed player’s not, and tells a player nothing of it', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const dev = await guest(pin, 'Dev')
    const lobby = await host.caller.live.state({ gameId })
    expect(lobby.answeredCount).toBeNull()
    const opened = await host.caller.live.start({ gameId })
    expect(opened.answeredCount).toBe(0)
    const questionId = opened.question!.id
    for (const someone of [asha, dev])
      await h.caller().live.answer({ gameId, playerToken: someone.playerToken, questionId, response: 1 })
    expect((await host.caller.live.state({ gameId })).answeredCount).toBe(2)
    expect((await h.caller().live.state({ gameId, playerToken: asha.playerToken })).answeredCount).toBeNull()
    await host.caller.live.kick({ gameId, playerId: dev.playerId })
    expect((await host.caller.live.state({ gameId })).answeredCount).toBe(1)
    // The next question starts from none.
    await host.caller.live.reveal({ gameId })
    expect((await host.caller.live.state({ gameId })).answeredCount).toBe(1)
    expect((await host.caller.live.next({ gameId })).answeredCount).toBe(0)
  })

  it('tells a removed player so on every call about the game (403), and a stranger that there is no such game', async () => {
    const { gameId, pin } = await newGame()
    const dev = await guest(pin, 'Dev')
    const opened = await host.caller.live.start({ gameId })
    await host.caller.live.kick({ gameId, playerId: dev.playerId })
    const asDev = { gameId, playerToken: dev.playerToken }
    const kicked = { code: 'FORBIDDEN', message: m.live_kicked() }
    await expect(h.caller().live.state(asDev)).rejects.toMatchObject(kicked)
    await expect(h.caller().live.standings(asDev)).rejects.toMatchObject(kicked)
    await expect(h.caller().live.results({ ...asDev, podium: 3 })).rejects.toMatchObject(kicked)
    await expect(
      h.caller().live.answer({ ...asDev, questionId: opened.question!.id, response: 1 }),
    ).rejects.toMatchObject(kicked)
    await expect(h.caller().live.state({ gameId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: m.live_game_not_found(),
    })
    expect(await answerRows(gameId)).toHaveLength(0)
  })

  it('gives a player what their answer to the current question earned: its points and whether it was right', async () => {
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    const ravi = await guest(pin, 'Ravi')
    const mine = async (someone: { playerToken: string }) =>
      (await h.caller().live.standings({ gameId, playerToken: someone.playerToken })).me!
    expect(await mine(asha)).toMatchObject({ lastPoints: 0, lastCorrect: false })
    const first = await host.caller.live.start({ gameId })
    const right = SAMPLE_QUESTIONS[0]!.correctAnswer
    await h
      .caller()
      .live.answer({ gameId, playerToken: asha.playerToken, questionId: first.question!.id, response: right })
    await h.caller().live.answer({
      gameId,
      playerToken: ravi.playerToken,
      questionId: first.question!.id,
      response: (right + 1) % 4,
    })
    // Until the reveal, nothing a player reads tells whether they were right: their total and
    // place leave out the open question, its points too; the host sees the board as it stands.
    expect(await mine(asha)).toMatchObject({ points: 0, lastPoints: 0, lastCorrect: false })
    expect((await h.caller().live.results({ gameId, playerToken: asha.playerToken, podium: 3 })).me).toMatchObject({
      points: 0,
    })
    expect((await host.caller.live.standings({ gameId })).top[0]!.points).toBeGreaterThan(0)
    await host.caller.live.reveal({ gameId })
    const [row] = await answerRows(gameId)
    expect(row!.points).toBeGreaterThan(0)
    expect(await mine(asha)).toMatchObject({ points: row!.points, lastPoints: row!.points, lastCorrect: true })
    expect(await mine(ravi)).toMatchObject({ points: 0, lastPoints: 0, lastCorrect: false })
    // The next question: Asha lets it pass, Ravi answers it right; each is told of this question only.
    const second = await host.caller.live.next({ gameId })
    await h.caller().live.answer({
      gameId,
      playerToken: ravi.playerToken,
      questionId: second.question!.id,
      response: SAMPLE_QUESTIONS[1]!.correctAnswer,
    })
    await host.caller.live.reveal({ gameId })
    const asRavi = await mine(ravi)
    expect(asRavi).toMatchObject({ lastCorrect: true, lastPoints: asRavi.points })
    expect(asRavi.lastPoints).toBeGreaterThan(0)
    expect(await mine(asha)).toMatchObject({ points: row!.points, lastPoints: 0, lastCorrect: false })
    expect((await host.caller.live.standings({ gameId })).me).toBeNull()
  })
})

describe('a signed-in player’s game is kept as an attempt', () => {
  it('records one unranked attempt per signed-in player at the end, in statistics and history, and not for a guest', async () => {
    const quiz = await approvedQuiz(h.db, host.id, { title: 'Live into attempts' })
    const statisticsBefore = await host.caller.quizzes.statistics({ id: quiz.id, attempts: 'all' })
    const { gameId, pin } = await host.caller.live.create({ quizId: quiz.id })
    await player.caller.live.join({ pin, nickname: 'Ravi' })
    const asha = await guest(pin, 'Asha')
    let state = await host.caller.live.start({ gameId })
    while (state.status === 'question') {
      const index = state.questionIndex
      const right = SAMPLE_QUESTIONS[index]!.correctAnswer
      // Ravi: right, wrong, and no answer to the third; the host ends the game on it.
      if (index < 2)
        await player.caller.live.answer({ gameId, questionId: state.question!.id, response: index === 0 ? right : 0 })
      await h
        .caller()
        .live.answer({ gameId, playerToken: asha.playerToken, questionId: state.question!.id, response: right })
      if (index === 2) {
        state = await host.caller.live.end({ gameId })
        break
      }
      await host.caller.live.reveal({ gameId })
      state = await host.caller.live.next({ gameId })
    }
    expect(state.status).toBe('ended')
    const attempts = await h.db.selectFrom('attempts').selectAll().where('game_id', '=', gameId).execute()
    // The guest has no account, so no attempt.
    expect(attempts).toHaveLength(1)
    const [attempt] = attempts
    const totalPoints = SAMPLE_QUESTIONS.reduce((sum, question) => sum + question.points, 0)
    expect(attempt).toMatchObject({
      quiz_id: quiz.id,
      user_id: player.id,
      status: 'submitted',
      is_ranked: false,
      score: SAMPLE_QUESTIONS[0]!.points,
      correct_count: 1,
      total_possible_score: totalPoints,
    })
    const saved = await h.db
      .selectFrom('attempt_answers')
      .select(['question_index', 'selected_option', 'earned'])
      .where('attempt_id', '=', attempt!.id)
      .orderBy('question_index')
      .execute()
    expect(saved.map((row) => [row.question_index, row.selected_option, Number(row.earned)])).toEqual([
      [0, SAMPLE_QUESTIONS[0]!.correctAnswer, SAMPLE_QUESTIONS[0]!.points],
      [1, 0, 0],
    ])
    // Item statistics take it as any submitted attempt: the first question right, the second wrong.
    const statistics = await host.caller.quizzes.statistics({ id: quiz.id, attempts: 'all' })
    expect(statistics.attempts).toBe(statisticsBefore.attempts + 1)
    expect(statistics.questions.map((question) => question.facility.value)).toEqual([1, 0, 0])
    // The player's history says it was a live game; the quiz's leaderboard does not rank it.
    const history = await player.caller.attempts.mine({ limit: 10, offset: 0 })
    expect(history.find((row) => row.attemptId === attempt!.id)).toMatchObject({ isLiveGame: true, isRanked: false })
    const board = await h.caller().attempts.leaderboard({ quizId: quiz.id })
    expect(JSON.stringify(board)).not.toContain(attempt!.id)
    // Their first attempt of the quiz itself is still their ranked one.
    const started = await player.caller.attempts.start({ quizId: quiz.id })
    const result = await player.caller.attempts.submit({
      attemptId: started.attemptId,
      answers: [],
      timeSpent: 1,
      tabSwitches: 0,
      reason: 'manual',
    })
    expect(result.attempt).toMatchObject({ isRanked: true })
  })
})

describe('money and rank stay apart', () => {
  it('refuses any game or contest with an entry price or a money reward', () => {
    expect(() => refuseStakesAndPrizes({ entryPricePaise: 1000, moneyRewardPaise: 0 })).toThrow(m.live_no_entry_price())
    expect(() => refuseStakesAndPrizes({ entryPricePaise: 0, moneyRewardPaise: 50_000 })).toThrow(
      m.live_no_money_reward(),
    )
    expect(() => refuseStakesAndPrizes({ entryPricePaise: 0, moneyRewardPaise: 0 })).not.toThrow()
  })

  it('never touches a wallet: a whole game to its podium moves no money, and no live or contest module reads the wallet', async () => {
    const before = await h.db
      .selectFrom('wallet_transactions')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    const { gameId, pin } = await newGame()
    const asha = await guest(pin, 'Asha')
    let state = await host.caller.live.start({ gameId })
    while (state.status === 'question') {
      const index = state.questionIndex
      await h.caller().live.answer({
        gameId,
        playerToken: asha.playerToken,
        questionId: state.question!.id,
        response: SAMPLE_QUESTIONS[index]!.correctAnswer,
      })
      await host.caller.live.reveal({ gameId })
      state = await host.caller.live.next({ gameId })
    }
    expect(state.status).toBe('ended')
    const forHost = await host.caller.live.results({ gameId, podium: 3 })
    expect(forHost.podium[0]).toMatchObject({ nickname: 'Asha', correct: SAMPLE_QUESTIONS.length })
    expect(forHost.csv!.split('\r\n')[0]).toBe('place,nickname,points,correct,time_ms,streak_bonus')
    const forPlayer = await h.caller().live.results({ gameId, playerToken: asha.playerToken, podium: 3 })
    expect(forPlayer).toMatchObject({ players: null, csv: null, me: { nickname: 'Asha', place: 1 } })
    const after = await h.db
      .selectFrom('wallet_transactions')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
    // Neither live games nor scheduled contests (decision 046) read or write a wallet.
    for (const folder of [new URL('./', import.meta.url), new URL('../contests/', import.meta.url)]) {
      const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      expect(files.length).toBeGreaterThan(0)
      for (const file of files) {
        expect(readFileSync(new URL(file, folder), 'utf8')).not.toMatch(/#server\/wallet|wallet_transactions|ledger_/)
      }
    }
  })
})
