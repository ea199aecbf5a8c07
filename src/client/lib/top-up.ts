import { WALLET } from '#shared/constants'

/**
 * What to add so the wallet can pay `pricePaise`: the shortfall, but never less than a fund
 * addition may be (the ₹10 minimum).
 */
export function topUpPaise(pricePaise: number, balancePaise: number): number {
  return Math.max(WALLET.minAddPaise, pricePaise - balancePaise)
}
