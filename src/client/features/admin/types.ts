import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>['admin']

export type AdminUserDetail = Outputs['users']['byId']
export type FlaggedAttempt = Outputs['attempts']['flagged']['attempts'][number]
export type AuditEntry = Outputs['audit']['list']['entries'][number]
export type UserLookup = Outputs['wallet']['lookup']
