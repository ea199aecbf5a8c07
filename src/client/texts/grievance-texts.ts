/**
 * The grievance officer's words, shown on the terms and on the contact page: who takes complaints
 * and how fast they are answered (India's IT Rules, 2021, rule 3(2)). The officer's name and address
 * are the server's configuration (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL), not words.
 */
import { m, words } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

/**
 * How fast a complaint to the grievance officer is answered: acknowledged within 24 hours and
 * resolved within 15 days, as the rule asks.
 */
const GRIEVANCE = { acknowledgeHours: 24, resolveDays: 15 } as const

export const GRIEVANCE_TEXTS = words({
  intro: () => m.grievance_intro({ product: PRODUCT_NAME }),
  timeline: () => m.grievance_timeline({ hours: GRIEVANCE.acknowledgeHours, days: GRIEVANCE.resolveDays }),
})
