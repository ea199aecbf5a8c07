import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import { ReviewAnswerBodySchema, ReviewAnswerReplySchema, ReviewDueReplySchema } from './schemas'
import * as review from './service'

/** `/api/v1/review*`: practice from mistakes, the caller's own cards only. */
export const reviewRoutes = [
  route({
    method: 'get',
    path: '/api/v1/review/due',
    tag: 'review',
    summary:
      'The caller’s review cards due now, the longest due first, as many as today’s cap leaves (mistakes from finished attempts become cards first)',
    access: 'user',
    responses: { 200: ReviewDueReplySchema },
    async handle({ c, user }) {
      const due = await review.dueCards(c.var.ctx.db, user.id)
      return ok(c, { data: { ...due, cards: due.cards.map(({ id, ...card }) => ({ _id: id, ...card })) } })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/review/:cardId',
    tag: 'review',
    summary:
      'Answer one of one’s due cards (the response as in the question model, in the indexes the card showed): right, partly right or wrong, and when it is due next',
    access: 'user',
    body: ReviewAnswerBodySchema,
    responses: { 200: ReviewAnswerReplySchema },
    errors: [400, 404, 409],
    async handle({ c, user, params, body }) {
      return ok(c, { data: await review.answerCard(c.var.ctx.db, user.id, params.cardId, body.response) })
    },
  }),
]
