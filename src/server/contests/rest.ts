import { PageSchema } from '#server/http/pagination'
import { type AppContext, ok, validate } from '#server/http/rest'
import { route } from '#server/http/route'
import {
  ContestBadgesReplySchema,
  ContestListReplySchema,
  ContestListSchema,
  ContestReplySchema,
  ContestStandingsReplySchema,
  ContestStartedReplySchema,
  CreateContestSchema,
  MyContestsReplySchema,
  RestCreateContestSchema,
} from './schemas'
import * as contests from './service'
import { m } from '#shared/i18n'

async function viewer(c: AppContext) {
  return (await c.var.ctx.session())?.user ?? null
}

/** `/api/v1/contests*`: scheduled contests, free; their registration, start, standings and badges. */
export const contestRoutes = [
  route({
    method: 'get',
    path: '/api/v1/contests',
    tag: 'contests',
    summary: 'Upcoming contests, soonest first (`when=past`: closed ones, latest first)',
    access: 'guest',
    query: ContestListSchema,
    responses: { 200: ContestListReplySchema },
    async handle({ c, query }) {
      return ok(c, { data: await contests.listContests(c.var.ctx.db, query) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/contests',
    tag: 'contests',
    summary: 'Schedule a free contest on one’s own approved free quiz (any entry price or money reward is refused)',
    access: 'user',
    body: RestCreateContestSchema,
    responses: { 201: ContestReplySchema },
    errors: [400, 403, 404],
    async handle({ c, user, body }) {
      const { entryPrice, moneyReward, ...rest } = body
      const input = validate(CreateContestSchema, {
        ...rest,
        entryPricePaise: entryPrice,
        moneyRewardPaise: moneyReward,
      })
      const created = await contests.createContest(c.var.ctx.db, user, { ...input, startsAt: new Date(input.startsAt) })
      return ok(c, { message: m.contests_created(), data: created }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/contests/mine',
    tag: 'contests',
    summary: 'The contests the caller registered for, latest first, with their rank and badge once ranked',
    access: 'user',
    query: PageSchema,
    responses: { 200: MyContestsReplySchema },
    async handle({ c, user, query }) {
      return ok(c, { data: await contests.myContests(c.var.ctx.db, user, query) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/contests/badges',
    tag: 'contests',
    summary: 'The caller’s badges from contests (gold, silver, bronze, took part), latest first',
    access: 'user',
    responses: { 200: ContestBadgesReplySchema },
    async handle({ c, user }) {
      return ok(c, { data: await contests.listBadges(c.var.ctx.db, user.id) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/contests/:id',
    tag: 'contests',
    summary: 'One contest: its start and close (UTC and IST), where it stands, and the caller’s entry',
    access: 'guest',
    responses: { 200: ContestReplySchema },
    errors: [404],
    async handle({ c, params }) {
      return ok(c, { data: await contests.getContest(c.var.ctx.db, await viewer(c), params.id) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/contests/:id/register',
    tag: 'contests',
    summary: 'Register for a contest, before it starts or until its window closes (again: no change)',
    access: 'user',
    responses: { 200: ContestReplySchema },
    errors: [404, 409],
    async handle({ c, user, params }) {
      return ok(c, { message: m.contests_registered(), data: await contests.register(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/contests/:id/start',
    tag: 'contests',
    summary: 'Start (or resume) one’s one contest attempt, within the window; play it as any attempt',
    access: 'user',
    responses: { 200: ContestStartedReplySchema },
    errors: [404, 409],
    async handle({ c, user, params }) {
      return ok(c, { data: await contests.startContest(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/contests/:id/standings',
    tag: 'contests',
    summary: 'The final ranks after the close: score, then time, then the earlier submission (409 before)',
    access: 'guest',
    query: PageSchema,
    responses: { 200: ContestStandingsReplySchema },
    errors: [404, 409],
    async handle({ c, params, query }) {
      return ok(c, { data: await contests.getStandings(c.var.ctx.db, params.id, query) })
    },
  }),
]
