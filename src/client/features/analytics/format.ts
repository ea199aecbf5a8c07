import { formatINR } from '#shared/money'
import { dateFormat } from '#shared/i18n'

const shortDay = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' })
const longDay = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' })

/** An India day as the server names it (YYYY-MM-DD), read as that calendar date wherever the browser is. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
export const dayShort = (day: string) => shortDay.format(asDate(day))
export const dayLong = (day: string) => longDay.format(asDate(day))

/** Rupees on an axis: whole rupees, the product's grouping. */
export const rupeesTick = (rupees: number) => formatINR(Math.round(rupees * 100)).replace(/\.00$/, '')
export { formatINR }
