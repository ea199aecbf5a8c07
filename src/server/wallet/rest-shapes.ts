import { paiseToRupees } from '#shared/money'
import type * as wallet from './service'

export function toRestTransaction(transaction: wallet.WalletTransaction) {
  const { id, amountPaise, ...rest } = transaction
  return { _id: id, ...rest, amount: paiseToRupees(amountPaise) }
}

/** The wallet screen's figures, in rupees. */
export function toRestWallet(summary: wallet.WalletSummary) {
  return {
    balance: paiseToRupees(summary.balancePaise),
    totalEarnings: paiseToRupees(summary.totalEarnedPaise),
    totalEarned: paiseToRupees(summary.totalEarnedPaise),
    totalSpent: paiseToRupees(summary.totalSpentPaise),
    pendingAdditions: paiseToRupees(summary.pendingAdditionsPaise),
    pendingWithdrawals: paiseToRupees(summary.pendingWithdrawalsPaise),
  }
}

/** The REST contract's User's own `wallet`: its balance and totals, in rupees. */
export function toRestUserWallet(summary: wallet.WalletSummary) {
  const { balance, totalEarned, totalSpent } = toRestWallet(summary)
  return { balance, totalEarned, totalSpent }
}
