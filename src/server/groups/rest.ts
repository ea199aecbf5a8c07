import { ok } from '#server/http/rest'
import { route } from '#server/http/route'
import {
  AssignmentReplySchema,
  AssignmentStartedReplySchema,
  CreateAssignmentSchema,
  CreateGroupSchema,
  GradebookQuerySchema,
  GradebookReplySchema,
  GroupListReplySchema,
  GroupReplySchema,
  InviteReplySchema,
  JoinGroupSchema,
} from './schemas'
import * as groups from './service'
import { m } from '#shared/i18n'

const CSV = 'text/csv'

/** `/api/v1/groups*`: groups, their invites, assignments and gradebook (decision 047). */
export const groupRoutes = [
  route({
    method: 'post',
    path: '/api/v1/groups',
    tag: 'groups',
    summary: 'Make a group (a class, a coaching batch); the answer carries its invite code, for the owner',
    access: 'user',
    body: CreateGroupSchema,
    responses: { 201: GroupReplySchema },
    errors: [409],
    async handle({ c, user, body }) {
      return ok(c, { message: m.groups_created(), data: await groups.createGroup(c.var.ctx.db, user, body) }, 201)
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/groups',
    tag: 'groups',
    summary: 'The groups the caller owns or is in, the newest first',
    access: 'user',
    responses: { 200: GroupListReplySchema },
    async handle({ c, user }) {
      return ok(c, { data: await groups.listMyGroups(c.var.ctx.db, user) })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/groups/join',
    tag: 'groups',
    summary: 'Join a group by its invite code (404: no such code; 410: revoked or expired, said in words)',
    access: 'user',
    body: JoinGroupSchema,
    responses: { 200: GroupReplySchema },
    errors: [404, 409, 410],
    async handle({ c, user, body }) {
      return ok(c, { message: m.groups_joined(), data: await groups.joinGroup(c.var.ctx.db, user, body.code) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/groups/:id',
    tag: 'groups',
    summary: 'A group’s page: members, assignments, shared quizzes (its members only; anyone else gets 404)',
    access: 'user',
    responses: { 200: GroupReplySchema },
    errors: [404],
    async handle({ c, user, params }) {
      return ok(c, { data: await groups.getGroup(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'delete',
    path: '/api/v1/groups/:id/invite',
    tag: 'groups',
    summary: 'Revoke the invite code: a new one replaces it, and the old one answers 410 (the owner only)',
    access: 'user',
    responses: { 200: InviteReplySchema },
    errors: [403, 404],
    async handle({ c, user, params }) {
      return ok(c, {
        message: m.groups_invite_renewed(),
        data: await groups.renewInvite(c.var.ctx.db, user, params.id),
      })
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/groups/:id/assignments',
    tag: 'groups',
    summary: 'Give a quiz to the group, open from `opensAt`, due at `dueAt` (the owner and co-teachers)',
    access: 'user',
    body: CreateAssignmentSchema,
    responses: { 201: AssignmentReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params, body }) {
      const created = await groups.createAssignment(c.var.ctx.db, user, params.id, {
        ...body,
        opensAt: new Date(body.opensAt),
        dueAt: new Date(body.dueAt),
      })
      return ok(c, { message: m.groups_assignment_created(), data: created }, 201)
    },
  }),
  route({
    method: 'post',
    path: '/api/v1/assignments/:id/start',
    tag: 'groups',
    summary:
      'Start (or resume) one’s attempt at an assignment, within its opening, due time and attempts; play it as any attempt',
    access: 'user',
    responses: { 200: AssignmentStartedReplySchema },
    errors: [403, 404, 409],
    async handle({ c, user, params }) {
      return ok(c, { data: await groups.startAssignment(c.var.ctx.db, user, params.id) })
    },
  }),
  route({
    method: 'get',
    path: '/api/v1/groups/:id/gradebook',
    tag: 'groups',
    summary: 'Every member against every assignment, best score each (`format=csv`: the file); owner and co-teachers',
    access: 'user',
    query: GradebookQuerySchema,
    responses: { 200: { file: CSV, json: GradebookReplySchema } },
    errors: [403, 404],
    async handle({ c, user, params, query }) {
      if (query.format === 'csv') {
        const file = await groups.gradebookCsv(c.var.ctx.db, user, params.id)
        // Members' names and scores: no cache keeps the file.
        return c.body(file.content, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'no-store',
        })
      }
      return ok(c, { data: await groups.getGradebook(c.var.ctx.db, user, params.id) })
    },
  }),
]
