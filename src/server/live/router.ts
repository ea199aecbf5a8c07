import { tracked } from '@trpc/server'
import { protectedProcedure, publicProcedure, router } from '#server/trpc/init'
import { EventsInput, gameEvents, streamStart } from './events'
import { AnswerSchema, CreateGameSchema, GameInput, JoinGameSchema, KickSchema, ResultsQuery } from './schemas'
import { JOIN_LIMIT } from './policy'
import * as live from './service'

const hostStep = (action: 'start' | 'next' | 'skip' | 'reveal' | 'end') =>
  protectedProcedure
    .input(GameInput)
    .mutation(({ ctx, input }) => live.hostAction(ctx.db, ctx.user, input.gameId, action))

/** Live games: a host paces a quiz for players who joined by PIN; a guest names themselves with `playerToken`. */
export const liveRouter = router({
  create: protectedProcedure
    .input(CreateGameSchema)
    .mutation(({ ctx, input }) => live.createGame(ctx.db, ctx.user, input)),
  join: publicProcedure
    .meta({ rateLimit: JOIN_LIMIT })
    .input(JoinGameSchema.extend({ playerToken: GameInput.shape.playerToken }))
    .mutation(async ({ ctx, input: { playerToken, ...input } }) =>
      live.joinGame(ctx.db, { user: (await ctx.session())?.user ?? null, playerToken }, input),
    ),
  start: hostStep('start'),
  next: hostStep('next'),
  skip: hostStep('skip'),
  reveal: hostStep('reveal'),
  end: hostStep('end'),
  kick: protectedProcedure
    .input(GameInput.extend(KickSchema.shape))
    .mutation(({ ctx, input }) => live.kickPlayer(ctx.db, ctx.user, input.gameId, input.playerId)),
  state: publicProcedure
    .input(GameInput)
    .query(async ({ ctx, input: { gameId, playerToken } }) =>
      live.gameState(ctx.db, { user: (await ctx.session())?.user ?? null, playerToken }, gameId),
    ),
  answer: publicProcedure
    .input(GameInput.extend(AnswerSchema.shape))
    .mutation(async ({ ctx, input: { gameId, playerToken, ...input } }) =>
      live.answer(ctx.db, { user: (await ctx.session())?.user ?? null, playerToken }, gameId, input),
    ),
  /**
   * The game's events (decision 045) over server-sent events: those after `lastEventId`, then each
   * as it happens, with its id (the client's link resumes from the last it saw). Ends after `ended`.
   */
  events: publicProcedure.input(EventsInput).subscription(async ({ ctx, input, signal }) => {
    const caller = { user: (await ctx.session())?.user ?? null, playerToken: input.playerToken }
    const { playerId } = await live.eventsViewer(ctx.db, caller, input.gameId)
    const lastEventId = await streamStart(ctx.db, input.gameId, input.lastEventId)
    const events = gameEvents(ctx, input.gameId, { lastEventId, playerId, signal })
    return (async function* () {
      for await (const { id, ...event } of events) yield tracked(String(id), event)
    })()
  }),
  standings: publicProcedure
    .input(GameInput)
    .query(async ({ ctx, input: { gameId, playerToken } }) =>
      live.standings(ctx.db, { user: (await ctx.session())?.user ?? null, playerToken }, gameId),
    ),
  results: publicProcedure
    .input(GameInput.extend(ResultsQuery.shape))
    .query(async ({ ctx, input: { gameId, playerToken, podium } }) =>
      live.results(ctx.db, { user: (await ctx.session())?.user ?? null, playerToken }, gameId, podium),
    ),
})
