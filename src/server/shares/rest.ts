import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { ShareIdSchema, SharedResultReplySchema, ShareReplySchema } from './schemas'
import * as shares from './service'

/** A result's public link (its player's) and the shared result itself (anyone's with the link). */
export const shareRoutes = [
  route({
    method: 'get',
    path: '/api/v1/attempts/:id/share',
    tag: 'shares',
    summary: 'The result’s public link, if its player shared it (shareId null otherwise; the player only)',
    access: 'user',
    responses: { 200: ShareReplySchema },
    errors: [403, 404],
    async handle({ c, user, params }) {
      return ok(c, { data: await shares.shareOfAttempt(c.var.ctx.db, user.id, params.id) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/attempts/:id/share',
    tag: 'shares',
    summary: 'Share a submitted result: a public link with a random id (the same one while it lasts; the player only)',
    access: 'user',
    responses: { 200: ShareReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params }) {
      return ok(c, { data: await shares.shareResult(c.var.ctx.db, user.id, params.id) })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/attempts/:id/share',
    tag: 'shares',
    summary: 'Revoke the result’s public link: it answers 404 from now on (the player only)',
    access: 'user',
    responses: { 200: ShareReplySchema },
    errors: [403, 404],
    async handle({ c, user, params }) {
      return ok(c, { data: await shares.revokeShare(c.var.ctx.db, user.id, params.id) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/shared-results/:shareId',
    tag: 'shares',
    summary: 'A shared result: score, quiz, player’s name and date, never the answers (unknown or revoked: 404)',
    access: 'guest',
    params: { shareId: ShareIdSchema },
    responses: { 200: SharedResultReplySchema },
    errors: [404],
    async handle({ c, params }) {
      return ok(c, { data: await shares.sharedResult(c.var.ctx.db, params.shareId) })
    },
  }),
]
