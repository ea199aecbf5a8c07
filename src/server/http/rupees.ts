import { z } from 'zod'
import { NOT_WHOLE_PAISE, readRupees } from '#shared/money'
import { m } from '#shared/i18n'

/**
 * A rupee amount at the REST edge (a number or a string) as integer paise, refused with words when
 * it is no amount or finer than a paisa: never rounded (₹99.999 is not ₹100.00).
 */
export const RupeesSchema = z
  // Read when a value fails, in the request's language (not frozen at import).
  .union([z.number(), z.string()], { error: () => m.validation_invalid_amount() })
  .transform((value, ctx) => {
    const read = readRupees(value)
    if (!('paise' in read) || !Number.isSafeInteger(read.paise)) {
      const problem = 'problem' in read ? read.problem : 'invalid'
      ctx.addIssue({
        code: 'custom',
        message: problem === NOT_WHOLE_PAISE ? m.money_texts_not_whole_paise() : m.validation_invalid_amount(),
      })
      return z.NEVER
    }
    return read.paise
  })
