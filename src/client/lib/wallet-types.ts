import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>
export type WalletSummary = Outputs['wallet']['summary']
export type WalletTransaction = Outputs['wallet']['transactions'][number]
export type ReviewTransaction = Outputs['admin']['wallet']['pending'][number]
