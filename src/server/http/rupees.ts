import { z } from 'zod'
import { VALIDATION } from '#shared/messages'
import { readRupees } from '#shared/money'

/**
 * A rupee amount at the REST edge (a number or a string) as integer paise, refused with words when
 * it is no amount or finer than a paisa: never rounded (₹99.999 is not ₹100.00).
 */
export const RupeesSchema = z
  .union([z.number(), z.string()], { error: VALIDATION.invalidAmount })
  .transform((value, ctx) => {
    const read = readRupees(value)
    if (!('paise' in read) || !Number.isSafeInteger(read.paise)) {
      const problem = 'problem' in read ? read.problem : 'invalid'
      ctx.addIssue({ code: 'custom', message: problem === 'invalid' ? VALIDATION.invalidAmount : problem })
      return z.NEVER
    }
    return read.paise
  })
