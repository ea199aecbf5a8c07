import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { GROUP_BOUNDS, INVITE_ALPHABET } from '#shared/groups'
import { m } from '#shared/i18n'

const nameWords = () => m.groups_name_length({ min: GROUP_BOUNDS.nameMin, max: GROUP_BOUNDS.nameMax })
const expiryWords = () => m.groups_expiry_invalid({ days: GROUP_BOUNDS.inviteExpiryMaxDays })
const codeWords = () => m.groups_code_invalid({ length: GROUP_BOUNDS.inviteCodeLength })
const attemptsWords = () => m.groups_attempts_allowed_range({ most: GROUP_BOUNDS.attemptsAllowedMax })

const GroupNameSchema = z
  .string({ error: nameWords })
  .trim()
  .min(GROUP_BOUNDS.nameMin, { error: nameWords })
  .max(GROUP_BOUNDS.nameMax, { error: nameWords })

/** When the invite stops working: a moment ahead (the service checks how far), or none. */
const InviteExpirySchema = z.iso.datetime({ offset: true, error: expiryWords }).nullable().optional()

export const CreateGroupSchema = z
  .object({ name: GroupNameSchema, inviteExpiresAt: InviteExpirySchema })
  .meta({ examples: [{ name: 'Class 10 B, science' }] })

/** A code as typed or pasted: spaces and case forgiven, then only the invite's own letters. */
export const JoinGroupSchema = z
  .object({
    code: z
      .string({ error: codeWords })
      .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .length(GROUP_BOUNDS.inviteCodeLength, { error: codeWords })
          .regex(new RegExp(`^[${INVITE_ALPHABET}]+$`), { error: codeWords }),
      ),
  })
  .meta({ examples: [{ code: 'K7QM2XW9PRTA' }] })

export const GroupIdInput = z.object({ groupId: IdSchema })

/** A new invite code replaces the old one (which then answers "revoked"), with its own expiry. */
export const RenewInviteInput = GroupIdInput.extend({ inviteExpiresAt: InviteExpirySchema })

export const MemberInput = GroupIdInput.extend({ userId: IdSchema })
export const SetRoleInput = MemberInput.extend({
  role: z.enum(['member', 'co_teacher'], { error: () => m.groups_role_invalid() }),
})

export const CreateAssignmentSchema = z
  .object({
    quizId: IdSchema,
    opensAt: z.iso.datetime({ offset: true, error: () => m.groups_opens_at_invalid() }),
    dueAt: z.iso.datetime({ offset: true, error: () => m.groups_due_at_invalid() }),
    attemptsAllowed: z
      .number({ error: attemptsWords })
      .int({ error: attemptsWords })
      .min(1, { error: attemptsWords })
      .max(GROUP_BOUNDS.attemptsAllowedMax, { error: attemptsWords }),
    allowLate: z.boolean().default(false),
  })
  .meta({
    examples: [
      {
        quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
        opensAt: '2026-12-20T09:00:00+05:30',
        dueAt: '2026-12-22T23:59:00+05:30',
        attemptsAllowed: 2,
        allowLate: true,
      },
    ],
  })
export const CreateAssignmentInput = GroupIdInput.extend(CreateAssignmentSchema.shape)

export const AssignmentIdInput = z.object({ assignmentId: IdSchema })

/** REST's gradebook query: `format=csv` asks for the file instead of the JSON. */
export const GradebookQuerySchema = z.object({
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['json', 'csv'], { error: () => m.groups_format_invalid() }).optional(),
  ),
})

/*
 * The REST answers' shapes, for the API's document (decision 031).
 */
const RoleSchema = z.enum(['owner', 'co_teacher', 'member'])
const ids = {
  group: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b',
  owner: '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c',
  member: '2b3c4d5e-6f70-4a81-9b0c-1d2e3f4a5b6c',
  quiz: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
  assignment: '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192',
  attempt: '5e6f7081-92a3-4b4c-8d5e-6f708192a3b4',
}

const GroupSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: z.object({ id: z.uuid(), username: z.string() }),
  role: RoleSchema,
  memberCount: z.number().int(),
  createdAt: z.iso.datetime(),
})
const exampleSummary = {
  id: ids.group,
  name: 'Class 10 B, science',
  owner: { id: ids.owner, username: 'asha' },
  role: 'owner' as const,
  memberCount: 32,
  createdAt: '2026-12-05T09:00:00.000Z',
}

/** The invite, for the owner only: its code, its link in the app, and when it expires. */
const InviteSchema = z.object({
  code: z.string(),
  link: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  expiresAtIst: z.string().nullable(),
})
const exampleInvite = { code: 'K7QM2XW9PRTA', link: '/groups/join/K7QM2XW9PRTA', expiresAt: null, expiresAtIst: null }

const AssignmentSchema = z.object({
  id: z.uuid(),
  quiz: z.object({ id: z.uuid(), title: z.string(), visibility: z.enum(['public', 'private']) }),
  opensAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  opensAtIst: z.string(),
  dueAtIst: z.string(),
  attemptsAllowed: z.number().int(),
  allowLate: z.boolean(),
  phase: z.enum(['upcoming', 'open', 'late', 'closed']),
  /** For a member: their attempts at it; null for the owner and co-teachers. */
  mine: z
    .object({
      attemptsUsed: z.number().int(),
      inProgress: z.boolean(),
      submitted: z.boolean(),
      bestScore: z.number().nullable(),
      totalPossibleScore: z.number().nullable(),
    })
    .nullable(),
})
const exampleAssignment = {
  id: ids.assignment,
  quiz: { id: ids.quiz, title: 'Light: reflection and refraction', visibility: 'private' as const },
  opensAt: '2026-12-20T03:30:00.000Z',
  dueAt: '2026-12-22T18:29:00.000Z',
  opensAtIst: '2026-12-20 09:00 IST',
  dueAtIst: '2026-12-22 23:59 IST',
  attemptsAllowed: 2,
  allowLate: true,
  phase: 'open' as const,
  mine: { attemptsUsed: 1, inProgress: false, submitted: true, bestScore: 8, totalPossibleScore: 10 },
}

const MemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  role: RoleSchema,
  joinedAt: z.iso.datetime(),
})

export const GroupReplySchema = envelope(
  z
    .object({
      group: GroupSummarySchema,
      invite: InviteSchema.nullable(),
      members: z.array(MemberSchema),
      assignments: z.array(AssignmentSchema),
      quizzes: z.array(z.object({ id: z.uuid(), title: z.string() })),
      serverNow: z.iso.datetime(),
    })
    .meta({
      examples: [
        {
          group: exampleSummary,
          invite: exampleInvite,
          members: [{ userId: ids.member, username: 'ravi', role: 'member', joinedAt: '2026-12-05T10:00:00.000Z' }],
          assignments: [exampleAssignment],
          quizzes: [{ id: ids.quiz, title: 'Light: reflection and refraction' }],
          serverNow: '2026-12-21T10:00:00.000Z',
        },
      ],
    }),
)

export const GroupListReplySchema = envelope(
  z.object({ items: z.array(GroupSummarySchema) }).meta({ examples: [{ items: [exampleSummary] }] }),
)

export const InviteReplySchema = envelope(InviteSchema.meta({ examples: [exampleInvite] }))

export const AssignmentReplySchema = envelope(AssignmentSchema.meta({ examples: [exampleAssignment] }))

export const AssignmentStartedReplySchema = envelope(
  z.object({ attemptId: z.uuid(), quizId: z.uuid(), endsAt: z.iso.datetime(), late: z.boolean() }).meta({
    examples: [{ attemptId: ids.attempt, quizId: ids.quiz, endsAt: '2026-12-21T10:20:00.000Z', late: false }],
  }),
)

const CellSchema = z.object({
  assignmentId: z.uuid(),
  /** not_started: no attempt; in_progress: one running and none submitted; submitted: the best one's score. */
  state: z.enum(['not_started', 'in_progress', 'submitted']),
  score: z.number().nullable(),
  totalPossibleScore: z.number().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  late: z.boolean(),
  attempts: z.number().int(),
})

export const GradebookReplySchema = envelope(
  z
    .object({
      assignments: z.array(
        z.object({ id: z.uuid(), quizTitle: z.string(), dueAt: z.iso.datetime(), dueAtIst: z.string() }),
      ),
      rows: z.array(
        z.object({ userId: z.uuid(), username: z.string(), total: z.number(), cells: z.array(CellSchema) }),
      ),
    })
    .meta({
      examples: [
        {
          assignments: [
            {
              id: ids.assignment,
              quizTitle: exampleAssignment.quiz.title,
              dueAt: exampleAssignment.dueAt,
              dueAtIst: exampleAssignment.dueAtIst,
            },
          ],
          rows: [
            {
              userId: ids.member,
              username: 'ravi',
              total: 8,
              cells: [
                {
                  assignmentId: ids.assignment,
                  state: 'submitted',
                  score: 8,
                  totalPossibleScore: 10,
                  submittedAt: '2026-12-21T10:12:00.000Z',
                  late: false,
                  attempts: 1,
                },
              ],
            },
          ],
        },
      ],
    }),
)
