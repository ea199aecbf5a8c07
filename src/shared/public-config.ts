/**
 * The public settings (the server's configuration a visitor may read: the UPI ID to pay, the
 * grievance officer), one shape for the config call (trpc `config.public`) and for the copy the
 * server writes into every page it sends, from which the app reads them before any request.
 */
export interface PublicConfig {
  googleClientId: string | null
  /** Whether an SMS provider is configured: without one, signing in by phone is not offered. */
  isPhoneSignInEnabled: boolean
  isAiEnabled: boolean
  paymentUpiId: string
  platformFeePercent: number
  /** Who takes complaints, as India's IT Rules, 2021, rule 3(2), ask a platform to publish. */
  grievanceOfficer: { name: string; email: string }
  /**
   * The payment gateway's checkout, when one is configured: where Add Funds posts its form and the
   * public key it sends. Null: Add Funds is the manual UPI request alone.
   */
  paymentGateway: { name: 'razorpay'; keyId: string; checkoutUrl: string; payouts: boolean } | null
}

/** The element of a page holding its copy: `<script type="application/json" id="public-config">`. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config'

/**
 * What a page prerendered at build holds where a setting's value goes (the build knows no server's
 * configuration); the server writes the values in before sending it. Only texts can be slots, so a
 * prerendered page shows no other setting.
 */
const PUBLIC_CONFIG_SLOTS = {
  grievanceOfficerName: '%%quizdom:grievance-officer-name%%',
  grievanceOfficerEmail: '%%quizdom:grievance-officer-email%%',
} as const

/** The settings as a prerender draws them: the slots, and nothing else a page may show. */
export const PRERENDER_PUBLIC_CONFIG: PublicConfig = {
  googleClientId: null,
  isPhoneSignInEnabled: false,
  isAiEnabled: false,
  paymentUpiId: '',
  platformFeePercent: 0,
  paymentGateway: null,
  grievanceOfficer: {
    name: PUBLIC_CONFIG_SLOTS.grievanceOfficerName,
    email: PUBLIC_CONFIG_SLOTS.grievanceOfficerEmail,
  },
}

/** Each slot's value in this configuration. */
export const slotValues = (config: PublicConfig): Record<string, string> => ({
  [PUBLIC_CONFIG_SLOTS.grievanceOfficerName]: config.grievanceOfficer.name,
  [PUBLIC_CONFIG_SLOTS.grievanceOfficerEmail]: config.grievanceOfficer.email,
})
