import type { Env } from '#server/env'
import type { PaymentGateway } from './port'
import { createRazorpayGateway } from './razorpay'

/** The gateway the environment configures, or null: then top-ups and payouts are the manual ones alone. */
export function createGateway(config: Env['razorpay']): PaymentGateway | null {
  return config ? createRazorpayGateway(config) : null
}
