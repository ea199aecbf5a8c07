import { Hono } from 'hono'
import { RejectSchema } from '#shared/schemas/quiz'
import { IdSchema } from '#server/http/ids'
import { notifyDeps } from '#server/notifications/service'
import { type AppBindings, type AppContext, jsonBody, ok, queryParams, requireAdmin, validate } from '#server/http/rest'
import { toRestMyAttempt } from '#server/attempts/rest'
import { toRestUser } from '#server/auth/rest'
import { toRestQuizzes } from '#server/quizzes/rest'
import { unpublishQuiz } from '#server/quizzes/service'
import { toRestTransaction, toRestUserWallet, toRestWallet } from '#server/wallet/rest'
import { ADMIN_TEXTS } from '#shared/admin'
import { paiseToRupees } from '#shared/money'
import { AuditFilterSchema, AuditFormatSchema, UserSearchSchema } from './schemas'
import * as admin from './service'

const idParam = (c: AppContext) => validate(IdSchema, c.req.param('id'))

/** A CSV download, named for its day, never cached. */
function csv(c: AppContext, name: string, body: string) {
  const day = new Date().toISOString().slice(0, 10)
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
  return c.body(body)
}

async function auditLogCsv(c: AppContext) {
  await requireAdmin(c)
  const filters = queryParams(c, AuditFilterSchema)
  return csv(c, 'audit-log', await admin.auditLogCsv(c.var.ctx.db, filters))
}

/**
 * `/api/v1/admin/*` beyond the review queues: users, the audit log, unpublishing and the payout
 * sheet. Admins only (401 for a guest, 403 for a user); money in rupees, as everywhere in REST.
 */
export const adminRest = new Hono<AppBindings>()
  .get('/users', async (c) => {
    await requireAdmin(c)
    const { users, hasMore } = await admin.searchUsers(c.var.ctx.db, queryParams(c, UserSearchSchema))
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
  })
  .get('/users/:id', async (c) => {
    await requireAdmin(c)
    const detail = await admin.getUserDetail(c.var.ctx.db, idParam(c))
    return ok(c, {
      data: {
        user: { ...toRestUser(detail.user), wallet: toRestUserWallet(detail.wallet) },
        wallet: toRestWallet(detail.wallet),
        transactions: detail.transactions.map(toRestTransaction),
        quizzes: await toRestQuizzes(c, detail.quizzes),
        attempts: detail.attempts.map(toRestMyAttempt),
      },
    })
  })
  .get('/audit-log', async (c) => {
    await requireAdmin(c)
    if (queryParams(c, AuditFormatSchema).format === 'csv') return auditLogCsv(c)
    const { entries, hasMore } = await admin.listAuditLog(c.var.ctx.db, queryParams(c, AuditFilterSchema))
    return ok(c, { data: { entries, hasMore } })
  })
  .get('/audit-log.csv', auditLogCsv)
  .post('/quizzes/:id/unpublish', async (c) => {
    const user = await requireAdmin(c)
    const quizId = idParam(c)
    const { reason } = await jsonBody(c, RejectSchema)
    const [quiz] = await toRestQuizzes(c, [
      await unpublishQuiz(c.var.ctx.db, notifyDeps(c.var.ctx), user.id, quizId, reason),
    ])
    return ok(c, { message: ADMIN_TEXTS.unpublished, data: { quiz } })
  })
  .get('/payout-sheet.csv', async (c) => {
    await requireAdmin(c)
    return csv(c, 'payout-sheet', await admin.payoutSheetCsv(c.var.ctx.db))
  })
