import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>['admin']
type Inputs = inferRouterInputs<AppRouter>['admin']

export type AdminUserRow = Outputs['users']['search']['users'][number]
export type AdminUserDetail = Outputs['users']['byId']
export type HistoryTransaction = Outputs['wallet']['history']['transactions'][number]
export type FlaggedAttempt = Outputs['attempts']['flagged']['attempts'][number]
export type AuditEntry = Outputs['audit']['list']['entries'][number]
export type AuditFilters = Inputs['audit']['list']
export type UserLookup = Outputs['wallet']['lookup']
