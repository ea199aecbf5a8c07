import { rupeesToPaise } from '#shared/money'
import { PRODUCT_NAME, WALLET_TEXTS } from '#shared/texts'
import { dateFormat } from '#shared/i18n'

const dateTimeFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'short' })

export function formatWalletDate(iso: string) {
  return dateTimeFormat.format(new Date(iso))
}

/** What a person types ('500', '1,000.50', '₹ 250') in paise; NaN when it is not an amount. */
export function parseRupees(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '')
  return cleaned === '' ? Number.NaN : rupeesToPaise(cleaned)
}

/** Paise as a person types rupees into an amount field: '39', or '39.50'; parseRupees reads it back. */
export function rupeesInput(paise: number) {
  return paise % 100 === 0 ? String(paise / 100) : upiAmount(paise)
}

/** Paise as the UPI link's `am`: rupees with exactly 2 decimals, without floating point. */
function upiAmount(paise: number) {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}

/** How the Add Funds QR code is drawn: a margin scanners need, and medium error correction. */
export const UPI_QR_OPTIONS = { type: 'svg', margin: 2, errorCorrectionLevel: 'M', width: 176 } as const

/**
 * The UPI deep link a payer's app opens (NPCI's `upi://pay`): the payee, the amount (without one
 * the payer types it), INR, and the request's reference as `tr` and in the note.
 */
export function upiPayLink(upiId: string, amountPaise: number | null, reference: string) {
  const params: Array<[string, string]> = [
    ['pa', upiId],
    ['pn', PRODUCT_NAME],
    ...(amountPaise ? ([['am', upiAmount(amountPaise)]] as Array<[string, string]>) : []),
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', WALLET_TEXTS.upiNote(reference)],
  ]
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}
