import { PageSchema } from '#server/http/pagination'
import { type AppContext, ok, validate } from '#server/http/rest'
import { route } from '#server/http/route'
import { envelope } from '#server/http/openapi'
import { notifyDeps } from '#server/notifications/service'
import { z } from 'zod'
import {
  CreateSeriesSchema,
  PendingSeriesReplySchema,
  RestCreateSeriesSchema,
  ReviewSeriesSchema,
  SeriesLeaderboardReplySchema,
  SeriesListReplySchema,
  SeriesListSchema,
  SeriesProgressReplySchema,
  SeriesReplySchema,
} from './schemas'
import * as series from './service'
import { m } from '#shared/i18n'

/** The REST contract's series: the price in rupees beside the paise. */
function toRestSummary(summary: series.SeriesSummary) {
  return { ...summary, price: summary.pricePaise / 100 }
}

function toRestSeries(detail: Awaited<ReturnType<typeof series.getSeries>>) {
  return { ...detail, series: toRestSummary(detail.series) }
}

async function viewer(c: AppContext) {
  return (await c.var.ctx.session())?.user ?? null
}

const ReviewedReplySchema = envelope(
  z
    .object({ reviewed: z.literal(true), status: z.enum(['approved', 'rejected']) })
    .meta({ examples: [{ reviewed: true, status: 'approved' }] }),
)

/** `/api/v1/series*`: test series, their purchase, leaderboard and each buyer's progress. */
export const seriesRoutes = [
  route({
    method: 'get',
    path: '/api/v1/series',
    tag: 'series',
    summary: 'Approved test series, newest first (`mine=true`: the caller’s own, any status)',
    access: 'guest',
    query: SeriesListSchema,
    responses: { 200: SeriesListReplySchema },
    errors: [401],
    async handle({ c, query }) {
      const page = await series.listSeries(c.var.ctx.db, await viewer(c), query)
      return ok(c, { data: { ...page, items: page.items.map(toRestSummary) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/series',
    tag: 'series',
    summary: 'Create a test series of one’s own approved mocks (in review until an admin approves it)',
    access: 'user',
    body: RestCreateSeriesSchema,
    responses: { 201: SeriesReplySchema },
    errors: [400],
    async handle({ c, user, body }) {
      const { price, ...rest } = body
      const input = validate(CreateSeriesSchema, { ...rest, pricePaise: price ?? 0 })
      const created = await series.createSeries(c.var.ctx.db, user, {
        ...input,
        mocks: input.mocks.map((mock) => ({ quizId: mock.quizId, opensAt: new Date(mock.opensAt) })),
      })
      return ok(c, { message: m.series_created(), data: toRestSeries(created) }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/series/:id',
    tag: 'series',
    summary: 'One series: its mocks with their opening times (UTC and IST), price, and whether the caller bought it',
    access: 'guest',
    responses: { 200: SeriesReplySchema },
    errors: [404],
    async handle({ c, params }) {
      return ok(c, { data: toRestSeries(await series.getSeries(c.var.ctx.db, await viewer(c), params.id)) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/series/:id/purchase',
    tag: 'series',
    summary: 'Buy the series once (one ledger transaction), or join a free one',
    access: 'user',
    responses: { 200: SeriesReplySchema },
    errors: [402, 404, 409],
    async handle({ c, user, params }) {
      const bought = await series.purchaseSeries(c.var.ctx.db, user, params.id, {
        platformFeePercent: c.var.ctx.env.platformFeePercent,
        notices: notifyDeps(c.var.ctx),
      })
      return ok(c, { message: m.series_bought(), data: toRestSeries(bought) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/series/:id/leaderboard',
    tag: 'series',
    summary: 'The series leaderboard: totals of first attempts across its mocks, ties sharing a rank',
    access: 'guest',
    query: PageSchema,
    responses: { 200: SeriesLeaderboardReplySchema },
    errors: [404],
    async handle({ c, params, query }) {
      return ok(c, { data: await series.getLeaderboard(c.var.ctx.db, await viewer(c), params.id, query) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/series/:id/progress',
    tag: 'series',
    summary: 'The caller’s progress: each mock not open yet, open, or attempted with its first score',
    access: 'user',
    responses: { 200: SeriesProgressReplySchema },
    errors: [404],
    async handle({ c, user, params }) {
      return ok(c, { data: await series.getProgress(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/series',
    tag: 'series',
    summary: 'Series waiting for review, oldest first, each with its mocks and their openings (admins)',
    access: 'admin',
    query: PageSchema,
    responses: { 200: PendingSeriesReplySchema },
    async handle({ c, query }) {
      const page = await series.listPendingSeries(c.var.ctx.db, query)
      return ok(c, {
        data: { ...page, items: page.items.map((item) => ({ ...item, series: toRestSummary(item.series) })) },
      })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/series/:id/review',
    tag: 'series',
    summary: 'Approve a series, or reject it with a reason its creator reads (admins)',
    access: 'admin',
    body: ReviewSeriesSchema,
    responses: { 200: ReviewedReplySchema },
    errors: [400, 404],
    async handle({ c, params, body }) {
      return ok(c, { data: await series.reviewSeries(c.var.ctx.db, params.id, body) })
    },
  }),
]
