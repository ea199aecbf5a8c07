/** The limits of a test series, for the form and the server alike. */
export const SERIES_BOUNDS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 2000,
  /** Mocks in one series: a year of weekly mocks. */
  mocksMax: 52,
} as const
