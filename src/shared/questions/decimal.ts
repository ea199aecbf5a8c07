import { QUESTION_LIMITS } from './limits'

/**
 * Numbers compared exactly: a decimal is its digits and a power of ten, so 3.14 ± 0.01 takes 3.15
 * and 3.13 (in binary floating point 3.14 − 3.13 is 0.010000000000000231, past the bound).
 */

/** digits × 10^−scale */
interface Decimal {
  readonly digits: bigint
  readonly scale: number
}

/**
 * The zero of each digit set India writes numbers in, beside 0-9: Devanagari, Bengali, Gurmukhi,
 * Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, and the Arabic-Indic and extended ones of
 * Urdu and Kashmiri. Each set is ten code points from its zero, so a digit's value is its
 * distance from it. A player types with their own keyboard's digits.
 */
const DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0x660, 0x6f0]
const INDIAN_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu',
)
const asciiDigit = (digit: string) => {
  const point = digit.codePointAt(0)!
  return String(point - DIGIT_ZEROS.find((zero) => point >= zero && point <= zero + 9)!)
}

const decimal = (sign: string, whole: string, part: string, exponent: number): Decimal => {
  const digits = BigInt(`${sign}${whole}${part}`)
  const scale = part.length - exponent
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

/**
 * A number of the program (a definition's answer, a response sent as JSON) as the decimal it is
 * written as: JavaScript's shortest spelling, which is what was typed (0.1, not the binary value
 * nearest to it).
 */
function ofNumber(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value))
  return match ? decimal(match[1]!, match[2]!, match[3] ?? '', Number(match[4] ?? 0)) : null
}

/**
 * Commas that group digits, the Indian way (1,00,000) or the international (100,000), with a
 * decimal point after if any: in India a comma before three digits groups them, so "1,000" is a
 * thousand, where a lone comma before other than three digits is a decimal mark ("3,14").
 */
const GROUPED = /^-?(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d*)?$/

/**
 * What a player typed: surrounding spaces, a leading minus (the hyphen or the sign −), digits
 * 0-9 or those of an Indian script (DIGIT_ZEROS), digits grouped by commas (GROUPED), and one decimal mark, a point or a comma
 * ("3,14" is 3.14). Nothing else: no exponent, plus sign or unit.
 */
function ofText(text: string): Decimal | null {
  if (text.length > QUESTION_LIMITS.numberTextMax) return null
  const digits = text
    .trim()
    .replace(INDIAN_DIGIT, asciiDigit)
    .replace(/^\u2212/u, '-')
  const ascii = GROUPED.test(digits) ? digits.replaceAll(',', '') : digits.replace(',', '.')
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(ascii)
  if (!match || `${match[2]}${match[3] ?? ''}` === '') return null
  return decimal(match[1]!, match[2]!, match[3] ?? '', 0)
}

/** A response's number, or null when it is none. */
export const readNumber = (response: number | string): Decimal | null =>
  typeof response === 'number' ? ofNumber(response) : ofText(response)

const abs = (value: bigint) => (value < 0n ? -value : value)
const at = (value: Decimal, scale: number) => value.digits * 10n ** BigInt(scale - value.scale)

/**
 * |value − answer| ≤ tolerance (absolute) or ≤ tolerance × |answer| (relative): the bounds
 * count as inside.
 */
export function withinTolerance(
  value: Decimal,
  answer: number,
  tolerance: number,
  toleranceType: 'absolute' | 'relative',
): boolean {
  const exact = ofNumber(answer)
  const allowed = ofNumber(tolerance)
  if (!exact || !allowed) return false
  const bound =
    toleranceType === 'relative'
      ? { digits: allowed.digits * abs(exact.digits), scale: allowed.scale + exact.scale }
      : allowed
  const scale = Math.max(value.scale, exact.scale, bound.scale)
  return abs(at(value, scale) - at(exact, scale)) <= at(bound, scale)
}
