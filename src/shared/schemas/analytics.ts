import { z } from 'zod'
import { words } from '../i18n'
import { m } from '../paraglide/messages.js'
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE, MAX_ATTEMPTS_PAGE } from '../analytics'

/** The analytics' inputs: the range in India days, and the attempts list's page. */
export const ANALYTICS_INPUT_TEXTS = words({
  days: () => m.analytics_input_texts_days({ ranges: ANALYTICS_RANGES.join(', ') }),
  page: () => m.analytics_input_texts_page({ most: MAX_ATTEMPTS_PAGE }),
})

// Read when a value fails (`() => …`), in the request's language, not once at import.
const daysMessage = () => ANALYTICS_INPUT_TEXTS.days
const pageMessage = () => ANALYTICS_INPUT_TEXTS.page

/** A query string's text as a number; JSON's own numbers pass as they are (true or [] stay wrong). */
const fromQuery = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

export const AnalyticsQuerySchema = z.object({
  days: z
    .preprocess(
      fromQuery,
      z
        .number({ error: daysMessage })
        .refine((days): days is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(days), {
          error: daysMessage,
        }),
    )
    .default(DEFAULT_ANALYTICS_RANGE),
})

export const AttemptsPageSchema = z.object({
  page: z
    .preprocess(
      fromQuery,
      z
        .number({ error: pageMessage })
        .int({ error: pageMessage })
        .min(1, { error: pageMessage })
        .max(MAX_ATTEMPTS_PAGE, { error: pageMessage }),
    )
    .default(1),
})
