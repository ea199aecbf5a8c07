import { getCookie, setCookie } from 'hono/cookie'
import { AppError } from '#server/errors'
import { type AppContext, ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { LIVE_BOUNDS } from '#shared/live/bounds'
import { m } from '#shared/i18n'
import { JOIN_LIMIT } from './policy'
import {
  AnswerReplySchema,
  AnswerSchema,
  CreateGameSchema,
  GameCreatedReplySchema,
  GameJoinedReplySchema,
  GameResultsReplySchema,
  GameStateReplySchema,
  JoinGameSchema,
  KickedReplySchema,
  KickSchema,
  RestResultsQuery,
} from './schemas'
import * as live from './service'

/** A guest's player token over REST: HttpOnly, sent only to its game's routes. */
const GAME_COOKIE = 'quizdom_game'
const CSV = 'text/csv'

/** Who is calling: the signed-in user, and a guest's player token from the game's cookie. */
export async function callerOf(c: AppContext): Promise<live.Caller> {
  return { user: (await c.var.ctx.session())?.user ?? null, playerToken: getCookie(c, GAME_COOKIE) }
}

/** A host's step: only the game's host may take it, and anyone else is told so in words (403). */
async function hostOf(c: AppContext) {
  const user = (await c.var.ctx.session())?.user
  if (!user) throw new AppError('FORBIDDEN', m.live_host_only())
  return user
}

const HOST_STEPS = {
  start: 'Start the game: its first question opens now, on the database’s clock (host only)',
  next: 'Open the next question after a reveal, or end the game past the last (host only)',
  reveal: 'Close the open question and show its answer and how the answers fell (host only)',
  skip: 'Go on to the next question without revealing this one (host only)',
  end: 'End the game now (host only)',
} as const

const hostStep = (action: keyof typeof HOST_STEPS) =>
  route({
    method: 'post',
    path: `/api/v1/games/:id/${action}`,
    tag: 'live',
    summary: HOST_STEPS[action],
    access: 'guest',
    responses: { 200: GameStateReplySchema },
    errors: [403, 404, 409],
    async handle({ c, params }) {
      return ok(c, { data: await live.hostAction(c.var.ctx.db, await hostOf(c), params.id, action) })
    },
  })

/**
 * `/api/v1/games*`: live games (decision 043). A guest who joins is given the game's cookie, which
 * names them on the game's routes; a signed-in player is named by their session.
 */
export const liveRoutes = [
  route({
    method: 'post',
    path: '/api/v1/games',
    tag: 'live',
    summary: 'Host a live game of one’s own quiz or an approved one: its PIN, and the game in its lobby',
    access: 'user',
    body: CreateGameSchema,
    responses: { 201: GameCreatedReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, body }) {
      return ok(c, { data: await live.createGame(c.var.ctx.db, user, body) }, 201)
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/games/join',
    tag: 'live',
    summary:
      'Join a game by its PIN, signed in or as a guest (a guest is given the `quizdom_game` cookie for the game’s routes); joining again is the same player',
    access: 'guest',
    rateLimit: JOIN_LIMIT,
    body: JoinGameSchema,
    responses: { 200: GameJoinedReplySchema },
    errors: [403, 404, 409],
    async handle({ c, body }) {
      const joined = await live.joinGame(c.var.ctx.db, await callerOf(c), body)
      if (joined.playerToken) {
        setCookie(c, GAME_COOKIE, joined.playerToken, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: c.var.ctx.env.isHttps,
          path: `/api/v1/games/${joined.gameId}`,
          maxAge: LIVE_BOUNDS.gameCookieHours * 3600,
        })
      }
      return ok(c, { data: { gameId: joined.gameId, playerId: joined.playerId, nickname: joined.nickname } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/games/:id',
    tag: 'live',
    summary:
      'The game now: its state and the open question as players see it (the host sees the PIN and how many answered too); a removed player is refused (403)',
    access: 'guest',
    responses: { 200: GameStateReplySchema },
    errors: [403, 404],
    async handle({ c, params }) {
      return ok(c, { data: await live.gameState(c.var.ctx.db, await callerOf(c), params.id) })
    },
  }),
  hostStep('start'),
  hostStep('next'),
  hostStep('reveal'),
  hostStep('skip'),
  hostStep('end'),
  route({
    method: 'post',
    path: '/api/v1/games/:id/kick',
    tag: 'live',
    summary: 'Remove a player: their answers stop counting and they cannot join again (host only)',
    access: 'guest',
    body: KickSchema,
    responses: { 200: KickedReplySchema },
    errors: [403, 404],
    async handle({ c, params, body }) {
      return ok(c, { data: await live.kickPlayer(c.var.ctx.db, await hostOf(c), params.id, body.playerId) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/games/:id/answers',
    tag: 'live',
    summary:
      'Answer the open question (`response` as in the question model; for a single answer the option’s index), timed by the server only; one answer per question',
    access: 'guest',
    body: AnswerSchema,
    responses: { 200: AnswerReplySchema },
    errors: [403, 404, 409],
    async handle({ c, params, body }) {
      return ok(c, { data: await live.answer(c.var.ctx.db, await callerOf(c), params.id, body) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/games/:id/results',
    tag: 'live',
    summary:
      'The podium, and for the host every player and the game’s CSV (`format=csv`: the file, host only); a player gets their own result',
    access: 'guest',
    query: RestResultsQuery,
    responses: { 200: { file: CSV, json: GameResultsReplySchema } },
    errors: [403, 404],
    async handle({ c, params, query }) {
      const caller = await callerOf(c)
      if (query.format === 'csv') {
        const file = await live.resultsCsv(c.var.ctx.db, caller, params.id)
        // Players' nicknames: no cache keeps the file.
        return c.body(file, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="game-${params.id}.csv"`,
          'Cache-Control': 'no-store',
        })
      }
      return ok(c, { data: await live.results(c.var.ctx.db, caller, params.id, query.podium) })
    },
  }),
]
