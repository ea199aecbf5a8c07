import { hash, randomBytes, randomInt } from 'node:crypto'
import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import { seeded } from '#server/seeded'
import { toCsv } from '#server/http/csv'
import type { SessionUser } from '#server/identity/session'
import { requireQuizAccess } from '#server/quizzes/policy'
import { recordLiveGame } from '#server/attempts/live-game-service'
import { answerKey } from '#shared/questions/answer-key'
import { QuestionDefinitionSchema, type QuestionDefinition } from '#shared/questions/definitions'
import { type PlayerResponse, responseSchema, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { type Served, serve } from '#shared/questions/serve'
import { LIVE_BOUNDS, tidyNickname } from '#shared/live/bounds'
import { livePoints, nicknameKey, streakBefore, streakBonus } from '#shared/live/rules'
import { m } from '#shared/i18n'
import { refuseStakesAndPrizes } from './money-rules'
import * as repo from './repository'
import { publish, publishHostStep } from './events'

/**
 * Live games (decision 043): every step reads and writes the game's rows, and every time is the
 * database's now(), so any instance, or one started after a restart, carries the game on.
 */

type GameStatus = 'lobby' | 'question' | 'reveal' | 'ended'

/** Who is calling: the signed-in user, and a guest's player token (the game cookie, or tRPC's input). */
export interface Caller {
  user: SessionUser | null
  playerToken?: string | undefined
}

const gameNotFound = () => new AppError('NOT_FOUND', m.live_game_not_found())
const hashToken = (token: string) => hash('sha256', token, 'base64url')

/** A question as the game asks it: copied from the quiz when the game was made (migration 0040). */
export interface LiveQuestion {
  id: string
  text: string
  type: QuestionDefinition['type']
  definition: QuestionDefinition
  timeLimitSeconds: number
  points: number
  explanation: string
}

/** The quiz's questions now, in order: what a new game copies and then asks, whatever edits follow. */
async function quizQuestions(db: DB, quizId: string): Promise<LiveQuestion[]> {
  const rows = await repo.quizQuestionRows(db, quizId)
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    type: row.type,
    definition: QuestionDefinitionSchema.parse({ ...(row.definition as object), type: row.type }),
    timeLimitSeconds: row.time_limit_seconds,
    points: row.points,
    explanation: row.explanation,
  }))
}

/** The questions the game asks, as it copied them when it was made. */
const gameQuestions = (game: GameRow) => game.questions as LiveQuestion[]

const served = (gameId: string, index: number, question: LiveQuestion): Served =>
  serve(question.definition, { random: seeded(`${gameId}:${index}`), shuffleOptions: false })

const findGame = repo.findGame
type GameRow = repo.GameRow

/** The game, when the caller hosts it: a player or anyone else is told in words that only the host may. */
async function requireHost(db: DB, user: SessionUser, gameId: string): Promise<GameRow> {
  const game = await findGame(db, gameId, true)
  if (!game) throw gameNotFound()
  if (game.host_id !== user.id) throw new AppError('FORBIDDEN', m.live_host_only())
  return game
}

/** A 6-digit PIN from the system's cryptographic source. */
const newPin = () => String(randomInt(0, 10 ** LIVE_BOUNDS.pinLength)).padStart(LIVE_BOUNDS.pinLength, '0')

/** How many PINs a new game tries before giving up: a clash is one in a million per live game. */
const PIN_TRIES = 20

/** A new game in its lobby, hosted by its quiz's creator, or by anyone on an approved public quiz. */
export async function createGame(
  db: DB,
  user: SessionUser,
  input: { quizId: string; hostScreenOnly: boolean; streakBonus: boolean },
) {
  refuseStakesAndPrizes({ entryPricePaise: 0, moneyRewardPaise: 0 })
  const quiz = requireQuizAccess(user, await repo.findQuiz(db, input.quizId), 'see')
  // A paid quiz is content bought: hosting it for a room would give it away, so only its creator may.
  if (quiz.is_paid && quiz.creator_id !== user.id) throw new AppError('FORBIDDEN', m.live_paid_quiz_not_yours())
  const questions = await quizQuestions(db, quiz.id)
  if (questions.length === 0) throw new AppError('CONFLICT', m.live_quiz_no_questions())
  for (let attempt = 0; attempt < PIN_TRIES; attempt++) {
    const pin = newPin()
    try {
      // A finished game's PIN rests a day before it is given out again; the index keeps live ones unique.
      const row = await repo.insertGame(db, {
        quizId: quiz.id,
        hostId: user.id,
        pin,
        hostScreenOnly: input.hostScreenOnly,
        streakBonus: input.streakBonus,
        questions,
      })
      if (row) return { gameId: row.id, pin: row.pin }
    } catch (error) {
      if (!isUniqueViolation(error, 'games_live_pin_idx')) throw error
    }
  }
  throw new AppError('UNAVAILABLE', m.live_no_free_pin())
}

async function playerByCaller(db: DB, gameId: string, caller: Caller) {
  if (caller.user) return repo.findPlayer(db, gameId, { userId: caller.user.id })
  if (caller.playerToken) return repo.findPlayer(db, gameId, { tokenHash: hashToken(caller.playerToken) })
  return undefined
}

/**
 * A player joins by PIN, signed in or as a guest. One who joined before (a refresh, another
 * network) is the same player again, score and all; a kicked one stays out. A guest is given a
 * secret token (kept hashed) that names them in the game from then on.
 */
export async function joinGame(db: DB, caller: Caller, input: { pin: string; nickname: string }) {
  const game = await repo.liveGameByPin(db, input.pin)
  if (!game) throw new AppError('NOT_FOUND', m.live_wrong_pin())
  if (caller.user?.id === game.host_id) throw new AppError('CONFLICT', m.live_host_cannot_play())
  const known = await playerByCaller(db, game.id, caller)
  if (known?.kicked_at) throw new AppError('FORBIDDEN', m.live_kicked())
  if (known) return { gameId: game.id, playerId: known.id, nickname: known.nickname, playerToken: null }
  const nickname = tidyNickname(input.nickname)
  const token = caller.user ? null : randomBytes(24).toString('base64url')
  try {
    const playerId = await db.transaction().execute(async (trx) => {
      const id = await repo.insertPlayer(trx, {
        gameId: game.id,
        userId: caller.user?.id ?? null,
        nickname,
        nicknameKey: nicknameKey(nickname),
        tokenHash: token ? hashToken(token) : null,
      })
      await publish(trx, game.id, 'players')
      return id
    })
    return { gameId: game.id, playerId, nickname, playerToken: token }
  } catch (error) {
    if (isUniqueViolation(error, 'game_players_game_id_nickname_key_key'))
      throw new AppError('CONFLICT', m.live_nickname_taken())
    if (isUniqueViolation(error, 'game_players_user_idx')) return joinGame(db, caller, input)
    throw error
  }
}

/**
 * Ends the game, and in the same transaction keeps each signed-in player's answers as an attempt
 * (decision 044): the questions it asked up to the last one opened, never ranked.
 */
async function endGame(trx: DB, game: GameRow) {
  await repo.endGame(trx, game.id)
  if (game.question_index < 0) return
  const asked = gameQuestions(game).slice(0, game.question_index + 1)
  const [answers, quiz] = await Promise.all([repo.signedInAnswers(trx, game.id), repo.findQuiz(trx, game.quiz_id)])
  const players = new Map<
    string,
    { userId: string; answers: Parameters<typeof recordLiveGame>[1]['players'][number]['answers'] }
  >()
  for (const row of answers) {
    const player = players.get(row.user_id) ?? { userId: row.user_id, answers: [] }
    player.answers.push({
      questionIndex: row.question_index,
      response: row.response,
      receivedAt: row.received_at,
      elapsedMs: row.elapsed_ms,
    })
    players.set(row.user_id, player)
  }
  await recordLiveGame(trx, {
    gameId: game.id,
    quizId: game.quiz_id,
    startedAt: game.created_at,
    settings: quiz?.settings,
    questions: asked.map((question, index) => {
      const { view, order } = served(game.id, index, question)
      return {
        questionId: question.id,
        text: question.text,
        explanation: question.explanation,
        points: question.points,
        timeLimitSeconds: question.timeLimitSeconds,
        definition: question.definition,
        view,
        order,
      }
    }),
    players: [...players.values()],
  })
}

/** Opens question `index` on the database's clock, or ends the game past the last question. */
async function openQuestion(trx: DB, game: GameRow, index: number) {
  const question = gameQuestions(game)[index]
  if (question) await repo.openQuestion(trx, game.id, index, question.timeLimitSeconds)
  else await endGame(trx, game)
}

type HostAction = 'start' | 'next' | 'skip' | 'reveal' | 'end'

/** Which state each host action starts from, and the words for a step taken out of turn. */
const ACTION_FROM: Record<HostAction, { from: GameStatus[]; refused: () => string }> = {
  start: { from: ['lobby'], refused: () => m.live_already_started() },
  next: { from: ['reveal'], refused: () => m.live_next_needs_reveal() },
  skip: { from: ['question'], refused: () => m.live_no_open_question() },
  reveal: { from: ['question'], refused: () => m.live_no_open_question() },
  end: { from: ['lobby', 'question', 'reveal'], refused: () => m.live_game_ended() },
}

/** A host's step through the game: start, next, skip (on without revealing), reveal, end. */
export async function hostAction(db: DB, user: SessionUser, gameId: string, action: HostAction) {
  await db.transaction().execute(async (trx) => {
    const game = await requireHost(trx, user, gameId)
    const rule = ACTION_FROM[action]
    if (!rule.from.includes(game.status)) {
      throw new AppError('CONFLICT', game.status === 'ended' ? m.live_game_ended() : rule.refused())
    }
    if (action === 'start') await openQuestion(trx, game, 0)
    else if (action === 'next' || action === 'skip') await openQuestion(trx, game, game.question_index + 1)
    else if (action === 'reveal') await repo.revealQuestion(trx, gameId)
    else await endGame(trx, game)
    await publishHostStep(trx, gameId, game, (await findGame(trx, gameId))!)
  })
  return gameState(db, { user }, gameId)
}

/** The host removes a player; a kicked player's answers stop counting and they cannot join again. */
export async function kickPlayer(db: DB, user: SessionUser, gameId: string, playerId: string) {
  return db.transaction().execute(async (trx) => {
    await requireHost(trx, user, gameId)
    const kicked = await repo.kickPlayer(trx, gameId, playerId)
    if (kicked.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', m.live_player_not_found())
    await publish(trx, gameId, 'players', { playerId })
    return { kicked: true as const }
  })
}

/** The game as the caller may see it now: its state, the open question without what marks it. */
export async function gameState(db: DB, caller: Caller, gameId: string) {
  const game = await findGame(db, gameId)
  if (!game) throw gameNotFound()
  const isHost = caller.user?.id === game.host_id
  if (!isHost) {
    // A stranger learns nothing of the game; a removed player is told so.
    const player = await playerByCaller(db, gameId, caller)
    if (!player) throw gameNotFound()
    if (player.kicked_at) throw new AppError('FORBIDDEN', m.live_kicked())
  }
  const questions = gameQuestions(game)
  const current = game.status === 'lobby' || game.status === 'ended' ? undefined : questions[game.question_index]
  const [players, answered] = await Promise.all([
    repo.playersIn(db, gameId),
    isHost && current ? repo.answeredCount(db, gameId, game.question_index) : null,
  ])
  return {
    gameId,
    status: game.status,
    pin: isHost ? game.pin : null,
    questionIndex: game.question_index,
    questionCount: questions.length,
    hostScreenOnly: game.host_screen_only,
    serverNow: game.db_now.toISOString(),
    players: players.map((row) => ({ playerId: row.id, nickname: row.nickname })),
    /** The host's only: how many players still in the game answered the current question. */
    answeredCount: answered,
    question: current
      ? {
          id: current.id,
          // On the host's screen only, a player's buttons show no question text.
          text: game.host_screen_only && !isHost ? null : current.text,
          view: served(gameId, game.question_index, current).view,
          timeLimitSeconds: current.timeLimitSeconds,
          openedAt: game.question_opened_at!.toISOString(),
          closesAt: game.question_closes_at!.toISOString(),
        }
      : null,
  }
}

/** Who may hear the game's events (decision 045): its host, or a player still in it. */
export async function eventsViewer(db: DB, caller: Caller, gameId: string) {
  const game = await findGame(db, gameId)
  if (!game) throw gameNotFound()
  if (caller.user?.id === game.host_id) return { playerId: null }
  const player = await playerByCaller(db, gameId, caller)
  if (!player) throw gameNotFound()
  if (player.kicked_at) throw new AppError('FORBIDDEN', m.live_kicked())
  return { playerId: player.id }
}

async function requirePlayer(db: DB, caller: Caller, gameId: string) {
  const player = await playerByCaller(db, gameId, caller)
  if (!player) throw new AppError('FORBIDDEN', m.live_join_first())
  if (player.kicked_at) throw new AppError('FORBIDDEN', m.live_kicked())
  return player
}

/**
 * The questions of each game this instance has read, each with its view as served and the schema
 * of a response to it, made at the question's first answer: a game's copy never changes once made
 * (decision 043), so an answer need not read it again, and a full room's answers to a question
 * share one view and one schema. Bounded: the oldest game read is forgotten first.
 */
interface KeptGame {
  questions: LiveQuestion[]
  asked: ({ shown: Served; schema: ReturnType<typeof responseSchema> } | undefined)[]
}
const keptGames = new Map<string, KeptGame>()
const GAMES_KEPT = 500

function keepGame(gameId: string, questions: LiveQuestion[]): KeptGame {
  if (keptGames.size >= GAMES_KEPT) keptGames.delete(keptGames.keys().next().value!)
  const kept: KeptGame = { questions, asked: [] }
  keptGames.set(gameId, kept)
  return kept
}

function asked(kept: KeptGame, gameId: string, index: number) {
  let entry = kept.asked[index]
  if (!entry) {
    const shown = served(gameId, index, kept.questions[index]!)
    entry = { shown, schema: responseSchema(shown.view) }
    kept.asked[index] = entry
  }
  return entry
}

/**
 * A player's answer to the open question, timed by the database only: t is the answer's arrival
 * (the database's now() when it is read) less the question's opening, both on the database's
 * clock. One read and one insert, no transaction: the insert takes the answer only while its
 * question is still the open one, and one answer per player and question, whatever arrives at
 * once (the key takes the first; a second gets "already answered").
 */
export async function answer(db: DB, caller: Caller, gameId: string, input: { questionId: string; response: unknown }) {
  const by = caller.user
    ? { userId: caller.user.id }
    : caller.playerToken
      ? { tokenHash: hashToken(caller.playerToken) }
      : null
  const known = keptGames.get(gameId)
  const game = await repo.answerContext(db, gameId, by, !known)
  if (!game) throw gameNotFound()
  if (!game.player_id) throw new AppError('FORBIDDEN', m.live_join_first())
  if (game.kicked_at) throw new AppError('FORBIDDEN', m.live_kicked())
  const playerId = game.player_id
  const kept = known ?? keepGame(gameId, game.questions as LiveQuestion[])
  const questions = kept.questions
  const index = questions.findIndex((question) => question.id === input.questionId)
  if (index < 0) throw new AppError('NOT_FOUND', m.live_question_not_in_game())
  const already = { questionIndex: index, alreadyAnswered: true }
  const open = game.status === 'question' && index === game.question_index && game.db_now <= game.question_closes_at!
  if (!open) {
    if (await repo.findAnswer(db, gameId, playerId, index)) return already
    if (game.status === 'lobby' || index > game.question_index)
      throw new AppError('CONFLICT', m.live_question_not_open())
    throw new AppError('CONFLICT', m.live_question_closed())
  }
  const question = questions[index]!
  const { shown, schema } = asked(kept, gameId, index)
  const parsed = schema.safeParse(input.response)
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? m.live_bad_response())
  const share = score(question.definition, unshuffle(shown, parsed.data as PlayerResponse))
  const correct = share.num === share.den
  const elapsedMs = Math.max(0, game.db_now.getTime() - game.question_opened_at!.getTime())
  const bonus =
    game.streak_bonus && correct
      ? streakBonus(streakBefore(index, await repo.earlierAnswers(db, gameId, playerId, index)), correct)
      : 0
  const inserted = await repo.insertAnswer(db, {
    gameId,
    playerId,
    index,
    response: parsed.data,
    receivedAt: game.db_now,
    elapsedMs,
    points: livePoints(elapsedMs, question.timeLimitSeconds, share) + bonus,
    bonus,
    correct,
  })
  if (inserted) return { questionIndex: index, alreadyAnswered: false }
  // Nothing inserted: answered before (a retry, a burst), or the host moved on since the read.
  if (await repo.findAnswer(db, gameId, playerId, index)) return already
  throw new AppError('CONFLICT', m.live_question_closed())
}

/**
 * Every player still in the game, best first: most points, then the lower total server time. For a
 * player while a question is open, without that question's answers: a total that moved would tell
 * them whether they were right before the reveal.
 */
async function board(db: DB, game: GameRow, isHost: boolean) {
  const open = game.status === 'question' && !isHost ? game.question_index : undefined
  const rows = await repo.board(db, game.id, open)
  return rows.map((row, index) => ({
    place: index + 1,
    playerId: row.id,
    nickname: row.nickname,
    points: Number(row.points),
    timeMs: Number(row.time_ms),
    correct: Number(row.correct),
    /** The streak bonus within `points`. */
    streakBonus: Number(row.bonus),
  }))
}

/**
 * The standings now: the top 10 and, for a player, their own place and what their answer to the
 * current question earned (never the whole board); with the game in reveal, the open question's
 * right answer and how the answers fell.
 */
export async function standings(db: DB, caller: Caller, gameId: string) {
  const game = await findGame(db, gameId)
  if (!game) throw gameNotFound()
  const isHost = caller.user?.id === game.host_id
  const player = isHost ? null : await requirePlayer(db, caller, gameId)
  const [all, last] = await Promise.all([
    board(db, game, isHost),
    // What the answer to an open question earned stays unsaid until the reveal.
    player && game.question_index >= 0 && game.status !== 'question'
      ? repo.findAnswer(db, gameId, player.id, game.question_index)
      : undefined,
  ])
  const mine = player ? all.find((row) => row.playerId === player.id) : undefined
  let reveal = null
  if (game.status === 'reveal') {
    const question = gameQuestions(game)[game.question_index]!
    const counts = await repo.distribution(db, gameId, game.question_index)
    reveal = {
      questionId: question.id,
      answer: answerKey(question.definition, served(gameId, game.question_index, question)),
      distribution: counts.map((row) => ({ response: JSON.parse(row.response) as unknown, count: Number(row.count) })),
    }
  }
  return {
    status: game.status,
    questionIndex: game.question_index,
    top: all.slice(0, LIVE_BOUNDS.topCount),
    // The player's own row, with what their answer to the question at questionIndex earned.
    me: mine ? { ...mine, lastPoints: last?.points ?? 0, lastCorrect: last?.correct ?? false } : null,
    reveal,
  }
}

/**
 * A game's results: the podium (3 by default, up to 10), and for the host every player's result
 * and a CSV of the game; a player gets the podium and their own result.
 */
export async function results(db: DB, caller: Caller, gameId: string, podiumSize: number = LIVE_BOUNDS.podiumDefault) {
  const game = await findGame(db, gameId)
  if (!game) throw gameNotFound()
  const isHost = caller.user?.id === game.host_id
  const player = isHost ? null : await requirePlayer(db, caller, gameId)
  const all = await board(db, game, isHost)
  const podium = all.slice(0, Math.min(Math.max(podiumSize, 1), LIVE_BOUNDS.podiumMax))
  if (!isHost)
    return {
      status: game.status,
      podium,
      players: null,
      me: all.find((row) => row.playerId === player!.id) ?? null,
      csv: null,
    }
  const csv = toCsv(
    ['place', 'nickname', 'points', 'correct', 'time_ms', 'streak_bonus'],
    all.map((row) => [row.place, row.nickname, row.points, row.correct, row.timeMs, row.streakBonus]),
  )
  return { status: game.status, podium, players: all, me: null, csv }
}

/** The game's CSV, for its host only: a player is told in words that only the host may have it. */
export async function resultsCsv(db: DB, caller: Caller, gameId: string) {
  const all = await results(db, caller, gameId)
  if (all.csv === null) throw new AppError('FORBIDDEN', m.live_csv_host_only())
  return all.csv
}
