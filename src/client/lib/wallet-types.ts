import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs
export type WalletSummary = Outputs['wallet']['summary']
export type WalletTransaction = Outputs['wallet']['transactions'][number]
export type ReviewTransaction = Outputs['admin']['wallet']['pending'][number]
