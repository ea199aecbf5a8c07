import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { PageSchema } from '#server/http/pagination'
import { RupeesSchema } from '#server/http/rupees'
import { SERIES_BOUNDS, SeriesReasonSchema } from '#shared/series'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz-bounds'
import { m } from '#shared/i18n'

const MockSchema = z.object({
  quizId: IdSchema,
  opensAt: z.iso.datetime({ offset: true, error: () => m.series_opens_at_invalid() }),
})

const SeriesFields = {
  title: z
    .string({ error: () => m.series_title_length({ min: SERIES_BOUNDS.titleMin, max: SERIES_BOUNDS.titleMax }) })
    .trim()
    .min(SERIES_BOUNDS.titleMin, {
      error: () => m.series_title_length({ min: SERIES_BOUNDS.titleMin, max: SERIES_BOUNDS.titleMax }),
    })
    .max(SERIES_BOUNDS.titleMax, {
      error: () => m.series_title_length({ min: SERIES_BOUNDS.titleMin, max: SERIES_BOUNDS.titleMax }),
    }),
  description: z
    .string({ error: () => m.series_description_long({ max: SERIES_BOUNDS.descriptionMax }) })
    .trim()
    .max(SERIES_BOUNDS.descriptionMax, {
      error: () => m.series_description_long({ max: SERIES_BOUNDS.descriptionMax }),
    })
    .default(''),
  mocks: z
    .array(MockSchema, { error: () => m.series_mocks_count({ max: SERIES_BOUNDS.mocksMax }) })
    .min(1, { error: () => m.series_mocks_count({ max: SERIES_BOUNDS.mocksMax }) })
    .max(SERIES_BOUNDS.mocksMax, { error: () => m.series_mocks_count({ max: SERIES_BOUNDS.mocksMax }) }),
}

/** The price in paise (tRPC), 0 for a free series. */
const PricePaiseSchema = z
  .number({ error: () => m.quiz_schema_messages_price_whole() })
  .int({ error: () => m.quiz_schema_messages_price_whole() })
  .min(0, { error: () => m.quiz_schema_messages_price_negative() })
  .max(QUIZ_BOUNDS.maxPricePaise, { error: () => m.quiz_schema_messages_price_too_high() })

/** A new series as the app's form sends it: the price in paise. */
export const CreateSeriesSchema = z.object({ ...SeriesFields, pricePaise: PricePaiseSchema.default(0) })

/** A new series over REST: the price in rupees (0 or left out: free), each opening time with its offset. */
export const RestCreateSeriesSchema = z.object({ ...SeriesFields, price: RupeesSchema.optional() }).meta({
  examples: [
    {
      title: 'SSC CGL Tier 1: 2 full mocks',
      description: 'Two full-length mocks, a week apart.',
      price: 49,
      mocks: [
        { quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f', opensAt: '2026-12-20T10:00:00+05:30' },
        { quizId: '7c2e6f3a-4d5b-4c9f-8a21-2b3c4d5e6f70', opensAt: '2026-12-27T10:00:00+05:30' },
      ],
    },
  ],
})

export const SeriesIdInput = z.object({ seriesId: IdSchema })

export const SeriesListSchema = PageSchema.extend({
  mine: z
    .enum(['true', 'false'], { error: () => m.series_mine_flag() })
    .optional()
    .transform((value) => value === 'true'),
})
export const SeriesListInput = PageSchema.extend({ mine: z.boolean({ error: () => m.series_mine_flag() }).optional() })

export const ReviewSeriesSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: () => m.series_review_decision() }),
  reason: SeriesReasonSchema.optional(),
})

/*
 * The REST answers' shapes, for the API's document (decision 031).
 */
const SeriesSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  pricePaise: z.number().int(),
  isFree: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  creator: z.object({ id: z.uuid(), username: z.string() }),
  mockCount: z.number().int(),
  createdAt: z.iso.datetime(),
})

const exampleSummary = {
  id: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b',
  title: 'SSC CGL Tier 1: 2 full mocks',
  description: 'Two full-length mocks, a week apart.',
  price: 49,
  pricePaise: 4900,
  isFree: false,
  status: 'approved' as const,
  rejectionReason: null,
  creator: { id: '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c', username: 'asha' },
  mockCount: 2,
  createdAt: '2026-12-05T09:00:00.000Z',
}

const SeriesDetailSchema = z
  .object({
    series: SeriesSummarySchema,
    mocks: z.array(
      z.object({
        quizId: z.uuid(),
        title: z.string(),
        opensAt: z.iso.datetime(),
        opensAtIst: z.string(),
        isOpen: z.boolean(),
        alonePricePaise: z.number().int(),
      }),
    ),
    isCreator: z.boolean(),
    hasBought: z.boolean(),
  })
  .meta({
    examples: [
      {
        series: exampleSummary,
        mocks: [
          {
            quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
            title: 'Mock 1',
            opensAt: '2026-12-20T04:30:00.000Z',
            opensAtIst: '2026-12-20 10:00 IST',
            isOpen: false,
            alonePricePaise: 2900,
          },
        ],
        isCreator: false,
        hasBought: true,
      },
    ],
  })

export const SeriesReplySchema = envelope(SeriesDetailSchema)

export const SeriesListReplySchema = envelope(
  z
    .object({ items: z.array(SeriesSummarySchema), hasMore: z.boolean() })
    .meta({ examples: [{ items: [exampleSummary], hasMore: false }] }),
)

export const PendingSeriesReplySchema = envelope(
  z
    .object({
      items: z.array(
        z.object({
          series: SeriesSummarySchema,
          mocks: z.array(
            z.object({
              quizId: z.uuid(),
              title: z.string(),
              opensAt: z.iso.datetime(),
              opensAtIst: z.string(),
              alonePricePaise: z.number().int(),
            }),
          ),
        }),
      ),
      hasMore: z.boolean(),
    })
    .meta({
      examples: [
        {
          items: [
            {
              series: { ...exampleSummary, status: 'pending' },
              mocks: [
                {
                  quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
                  title: 'Mock 1',
                  opensAt: '2026-12-20T04:30:00.000Z',
                  opensAtIst: '2026-12-20 10:00 IST',
                  alonePricePaise: 2900,
                },
              ],
            },
          ],
          hasMore: false,
        },
      ],
    }),
)

export const SeriesLeaderboardReplySchema = envelope(
  z
    .object({
      entries: z.array(
        z.object({
          rank: z.number().int(),
          userId: z.uuid(),
          username: z.string(),
          score: z.number(),
          mocks: z.number().int(),
        }),
      ),
      hasMore: z.boolean(),
    })
    .meta({
      examples: [
        {
          entries: [
            { rank: 1, userId: '2b3c4d5e-6f70-4a81-9b0c-1d2e3f4a5b6c', username: 'ravi', score: 171.5, mocks: 2 },
            { rank: 2, userId: '3c4d5e6f-7081-4b92-8c1d-2e3f4a5b6c7d', username: 'meera', score: 160, mocks: 2 },
          ],
          hasMore: false,
        },
      ],
    }),
)

export const SeriesProgressReplySchema = envelope(
  z
    .object({
      hasBought: z.boolean(),
      attempted: z.number().int(),
      total: z.number(),
      mocks: z.array(
        z.object({
          quizId: z.uuid(),
          title: z.string(),
          opensAt: z.iso.datetime(),
          opensAtIst: z.string(),
          status: z.enum(['not-open', 'open', 'attempted']),
          score: z.number().nullable(),
          totalPossibleScore: z.number().nullable(),
        }),
      ),
    })
    .meta({
      examples: [
        {
          hasBought: true,
          attempted: 1,
          total: 86.5,
          mocks: [
            {
              quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
              title: 'Mock 1',
              opensAt: '2026-12-20T04:30:00.000Z',
              opensAtIst: '2026-12-20 10:00 IST',
              status: 'attempted',
              score: 86.5,
              totalPossibleScore: 100,
            },
            {
              quizId: '7c2e6f3a-4d5b-4c9f-8a21-2b3c4d5e6f70',
              title: 'Mock 2',
              opensAt: '2026-12-27T04:30:00.000Z',
              opensAtIst: '2026-12-27 10:00 IST',
              status: 'not-open',
              score: null,
              totalPossibleScore: null,
            },
          ],
        },
      ],
    }),
)
