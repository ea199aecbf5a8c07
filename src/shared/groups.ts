/** The limits of groups and their assignments, for the forms and the server alike (decision 047). */
export const GROUP_BOUNDS = {
  nameMin: 3,
  nameMax: 80,
  /** Groups one person may own at once. */
  groupsPerOwner: 50,
  /** Members (co-teachers included) of one group: a large coaching batch fits. */
  membersPerGroup: 1000,
  /** An invite code's length, in INVITE_ALPHABET: 12 characters of 32 are 60 random bits. */
  inviteCodeLength: 12,
  /** An invite's expiry is at most this far ahead. */
  inviteExpiryMaxDays: 365,
  /** Assignments one group may hold. */
  assignmentsPerGroup: 200,
  /** How many attempts an assignment may allow. */
  attemptsAllowedMax: 20,
  /** Members who have not submitted are reminded this long before the due time, once. */
  reminderHours: 24,
  /** Groups one private quiz may be shared with. */
  groupsPerQuiz: 20,
} as const

/**
 * An invite code's letters: capitals and digits without the look-alikes (0 O 1 I), so a code read
 * aloud or copied from a board in a classroom is typed right.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The path a group's invite link opens in the app, the code in it. */
export const inviteLink = (code: string) => `/groups/join/${code}`

/** A quiz is public (after approval) or private to the groups it is shared with. */
export const QUIZ_VISIBILITIES = ['public', 'private'] as const

/** A person's part in a group. */
export type GroupRole = 'owner' | 'co_teacher' | 'member'
