import { protectedProcedure, router } from '#server/trpc/init'
import {
  AssignmentIdInput,
  CreateAssignmentInput,
  CreateGroupSchema,
  GroupIdInput,
  JoinGroupSchema,
  MemberInput,
  RenewInviteInput,
  SetRoleInput,
} from './schemas'
import * as groups from './service'

/** Groups (a class, a coaching batch): invites, members and co-teachers, assignments, the gradebook. */
export const groupsRouter = router({
  create: protectedProcedure
    .input(CreateGroupSchema)
    .mutation(({ ctx, input }) => groups.createGroup(ctx.db, ctx.user, input)),
  /** The groups the caller owns or is in. */
  mine: protectedProcedure.query(({ ctx }) => groups.listMyGroups(ctx.db, ctx.user)),
  /** A group's page: the group, the invite (owner), members, assignments with the caller's attempts, shared quizzes. */
  get: protectedProcedure
    .input(GroupIdInput)
    .query(({ ctx, input }) => groups.getGroup(ctx.db, ctx.user, input.groupId)),
  join: protectedProcedure
    .input(JoinGroupSchema)
    .mutation(({ ctx, input }) => groups.joinGroup(ctx.db, ctx.user, input.code)),
  leave: protectedProcedure
    .input(GroupIdInput)
    .mutation(({ ctx, input }) => groups.leaveGroup(ctx.db, ctx.user, input.groupId)),
  delete: protectedProcedure
    .input(GroupIdInput)
    .mutation(({ ctx, input }) => groups.deleteGroup(ctx.db, ctx.user, input.groupId)),
  /** A new invite code (the old one answers "revoked"), with an optional expiry. */
  renewInvite: protectedProcedure
    .input(RenewInviteInput)
    .mutation(({ ctx, input: { groupId, ...rest } }) => groups.renewInvite(ctx.db, ctx.user, groupId, rest)),
  removeMember: protectedProcedure
    .input(MemberInput)
    .mutation(({ ctx, input }) => groups.removeMember(ctx.db, ctx.user, input.groupId, input.userId)),
  setRole: protectedProcedure
    .input(SetRoleInput)
    .mutation(({ ctx, input }) => groups.setRole(ctx.db, ctx.user, input.groupId, input.userId, input.role)),
  assign: protectedProcedure.input(CreateAssignmentInput).mutation(({ ctx, input: { groupId, ...rest } }) =>
    groups.createAssignment(ctx.db, ctx.user, groupId, {
      ...rest,
      opensAt: new Date(rest.opensAt),
      dueAt: new Date(rest.dueAt),
    }),
  ),
  /** Starts (or resumes) the caller's attempt at an assignment; play it as any attempt. */
  startAssignment: protectedProcedure
    .input(AssignmentIdInput)
    .mutation(({ ctx, input }) => groups.startAssignment(ctx.db, ctx.user, input.assignmentId)),
  gradebook: protectedProcedure
    .input(GroupIdInput)
    .query(({ ctx, input }) => groups.getGradebook(ctx.db, ctx.user, input.groupId)),
  /** Per-question statistics of one assignment over the members' best attempts (teachers). */
  assignmentStatistics: protectedProcedure
    .input(GroupIdInput.extend(AssignmentIdInput.shape))
    .query(({ ctx, input }) => groups.assignmentStatistics(ctx.db, ctx.user, input.groupId, input.assignmentId)),
  leaderboard: protectedProcedure
    .input(GroupIdInput)
    .query(({ ctx, input }) => groups.groupLeaderboard(ctx.db, ctx.user, input.groupId)),
})
