import { RejectSchema } from '#shared/schemas/quiz'
import { paiseToRupees } from '#shared/money'
import { toRestMyAttempt } from '#server/attempts/rest-shapes'
import { toRestUser } from '#server/auth/rest-shapes'
import { type AppContext, ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { notifyDeps } from '#server/notifications/service'
import { toRestQuizzes } from '#server/quizzes/rest-shapes'
import { unpublishQuiz } from '#server/quizzes/service'
import { QuizInDataReplySchema } from '#server/quizzes/schemas'
import { toRestTransaction, toRestUserWallet, toRestWallet } from '#server/wallet/rest-shapes'
import {
  AdminUserReplySchema,
  AdminUsersReplySchema,
  AuditFilterSchema,
  AuditLogQuerySchema,
  AuditLogReplySchema,
  UserSearchSchema,
} from './schemas'
import * as admin from './service'
import { m } from '#shared/i18n'

const CSV = 'text/csv'

/** A CSV download, named for its day, never cached. */
function csv(c: AppContext, name: string, body: string) {
  const day = new Date().toISOString().slice(0, 10)
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
  return c.body(body)
}

/**
 * `/api/v1/admin/*` beyond the review queues: users, the audit log, unpublishing and the payout
 * sheet. Admins only (401 for a guest, 403 for a user); money in rupees, as everywhere in REST.
 */
export const adminRoutes = [
  route({
    method: 'get',
    path: '/api/v1/admin/users',
    tag: 'admin',
    summary: 'Search users by name or email',
    access: 'admin',
    query: UserSearchSchema,
    responses: { 200: AdminUsersReplySchema },
    async handle({ c, query }) {
      const { users, hasMore } = await admin.searchUsers(c.var.ctx.db, query)
      return ok(c, {
        data: {
          users: users.map(({ id, balancePaise, ...user }) => ({
            _id: id,
            ...user,
            balance: paiseToRupees(balancePaise),
          })),
          hasMore,
        },
      })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/users/:id',
    tag: 'admin',
    summary: 'A user with their wallet and latest transactions, quizzes and attempts',
    access: 'admin',
    responses: { 200: AdminUserReplySchema },
    errors: [404],
    async handle({ c, params }) {
      const detail = await admin.getUserDetail(c.var.ctx.db, params.id)
      return ok(c, {
        data: {
          user: { ...toRestUser(detail.user), wallet: toRestUserWallet(detail.wallet) },
          wallet: toRestWallet(detail.wallet),
          transactions: detail.transactions.map(toRestTransaction),
          quizzes: await toRestQuizzes(c, detail.quizzes),
          attempts: detail.attempts.map(toRestMyAttempt),
        },
      })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/audit-log',
    tag: 'admin',
    summary: 'The audit log, a page of it or (format=csv) all of it that matches',
    access: 'admin',
    query: AuditLogQuerySchema,
    responses: { 200: { file: CSV, json: AuditLogReplySchema } },
    async handle({ c, query }) {
      const { format, ...filters } = query
      if (format === 'csv') return csv(c, 'audit-log', await admin.auditLogCsv(c.var.ctx.db, filters))
      const { entries, hasMore } = await admin.listAuditLog(c.var.ctx.db, filters)
      return ok(c, { data: { entries, hasMore } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/audit-log.csv',
    tag: 'admin',
    summary: 'The audit log as CSV',
    access: 'admin',
    query: AuditFilterSchema,
    responses: { 200: { file: CSV } },
    handle: async ({ c, query }) => csv(c, 'audit-log', await admin.auditLogCsv(c.var.ctx.db, query)),
  }),
  route({
    method: 'post',
    path: '/api/v1/admin/quizzes/:id/unpublish',
    tag: 'admin',
    summary: 'Unpublish an approved quiz with a reason',
    access: 'admin',
    body: RejectSchema,
    responses: { 200: QuizInDataReplySchema },
    errors: [404, 409],
    async handle({ c, user, params, body }) {
      const unpublished = await unpublishQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), user.id, params.id, body.reason)
      const [quiz] = await toRestQuizzes(c, [unpublished])
      return ok(c, { message: m.admin_texts_unpublished(), data: { quiz } })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/admin/payout-sheet.csv',
    tag: 'admin',
    summary: 'Pending withdrawals as a payout sheet',
    access: 'admin',
    responses: { 200: { file: CSV } },
    handle: async ({ c }) => csv(c, 'payout-sheet', await admin.payoutSheetCsv(c.var.ctx.db)),
  }),
]
