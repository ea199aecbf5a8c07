import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs['admin']

export type AdminUserDetail = Outputs['users']['byId']
export type FlaggedAttempt = Outputs['attempts']['flagged']['attempts'][number]
export type AuditEntry = Outputs['audit']['list']['entries'][number]
export type UserLookup = Outputs['wallet']['lookup']
