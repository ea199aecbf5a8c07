/** Money is integer paise inside the system; rupees exist only at the edges (display and REST). */
import { numberFormat } from './i18n'

/** ₹1,23,456.78, in every language (each with India's grouping in lakhs and crores). */
export function formatINR(paise: number): string {
  return numberFormat({ style: 'currency', currency: 'INR' }).format(paise / 100)
}

/** What readRupees says of a real number that is finer than a paisa (99.999, 1e-7) or written in exponent form ("1e2"). */
export const NOT_WHOLE_PAISE = 'not-whole-paise'

/** Rupees written out: a sign, digits, and at most two decimals that count (zeros may follow: 99.990). */
const PLAIN_RUPEES = /^([-+]?)(\d+)(?:\.(\d{1,2})0*)?$/
/** Decimal or exponent notation: a number, whether or not it is whole paise. */
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i

/**
 * Rupees to integer paise, exactly, or why not. Nothing is rounded: an amount finer than a paisa
 * would otherwise become a different amount (₹99.999 a ₹100.00 withdrawal that passes the minimum).
 * A number is read through its shortest decimal form, which is what was written: 0.29 is "0.29"
 * (29 paise) although 0.29 × 100 is 28.999999999999996 in floating point.
 */
export function readRupees(
  rupees: number | string,
): { paise: number } | { problem: 'invalid' | typeof NOT_WHOLE_PAISE } {
  // Past 2^53 paise a number no longer holds every paisa: it is no amount this system can take.
  if (typeof rupees === 'number' && !(Math.abs(rupees) < Number.MAX_SAFE_INTEGER / 100)) return { problem: 'invalid' }
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim()
  const match = PLAIN_RUPEES.exec(text)
  if (!match) return { problem: NUMBER_TEXT.test(text) ? NOT_WHOLE_PAISE : 'invalid' }
  const whole = Number(match[2])
  const fraction = Number((match[3] ?? '').padEnd(2, '0'))
  return { paise: (match[1] === '-' ? -1 : 1) * (whole * 100 + fraction) }
}

/** Rupees (as typed or sent over REST, up to 2 decimals) to integer paise; NaN when not whole paise. */
export function rupeesToPaise(rupees: number | string): number {
  const read = readRupees(rupees)
  return 'paise' in read ? read.paise : Number.NaN
}

/** Rupees with exactly two decimals ("150.00"), without floating point: for files a bank reads. */
export function paiseToRupeeText(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const whole = Math.abs(paise)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** Paise to a rupee number for REST payloads (exact for any integer paise below 2^53 / 100). */
export function paiseToRupees(paise: number): number {
  return paise / 100
}
