/** Money is integer paise inside the system; rupees exist only at the edges (DESIGN section 5). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** ₹1,23,456.78 */
export function formatINR(paise: number): string {
  return inr.format(paise / 100)
}

/** Rupees (as typed or sent over REST, up to 2 decimals) to integer paise, exactly. */
export function rupeesToPaise(rupees: number | string): number {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim()
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return Number.NaN
  const whole = Number(match[2])
  const fraction = Number((match[3] ?? '').padEnd(2, '0'))
  return (match[1] ? -1 : 1) * (whole * 100 + fraction)
}

/** Paise to a rupee number for REST payloads (exact for any integer paise below 2^53 / 100). */
export function paiseToRupees(paise: number): number {
  return paise / 100
}
