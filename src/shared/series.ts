import { z } from 'zod'
import { m } from './i18n'

/** The limits of a test series, for the form and the server alike. */
export const SERIES_BOUNDS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 2000,
  /** Mocks in one series: a year of weekly mocks. */
  mocksMax: 52,
} as const

/** An admin's reason for rejecting a series: the creator reads it, so it has words. */
export const SeriesReasonSchema = z
  .string({ error: () => m.series_reject_needs_reason() })
  .trim()
  .min(1, { error: () => m.series_reject_needs_reason() })
  .max(SERIES_BOUNDS.descriptionMax, {
    error: () => m.series_description_long({ max: SERIES_BOUNDS.descriptionMax }),
  })
