import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { PageSchema } from '#server/http/pagination'
import { RupeesSchema } from '#server/http/rupees'
import { CONTEST_BADGES, CONTEST_BOUNDS } from '#shared/contests'
import { m } from '#shared/i18n'

const titleWords = () => m.contests_title_length({ min: CONTEST_BOUNDS.titleMin, max: CONTEST_BOUNDS.titleMax })
const windowWords = () =>
  m.contests_window_range({ min: CONTEST_BOUNDS.windowMinMinutes, max: CONTEST_BOUNDS.windowMaxMinutes })

/** Money a contest could ask or give, in paise: read only to be refused in words unless 0 (live/money-rules.ts). */
const MoneyPaiseSchema = z
  .number({ error: () => m.contests_money_field() })
  .int({ error: () => m.contests_money_field() })
  .min(0, { error: () => m.contests_money_field() })

const ContestFields = {
  quizId: IdSchema,
  /** Left out or empty: the quiz's title. */
  title: z
    .string({ error: titleWords })
    .trim()
    .refine((value) => value === '' || value.length >= CONTEST_BOUNDS.titleMin, { error: titleWords })
    .refine((value) => value.length <= CONTEST_BOUNDS.titleMax, { error: titleWords })
    .optional(),
  startsAt: z.iso.datetime({ offset: true, error: () => m.contests_starts_at_invalid() }),
  windowMinutes: z
    .number({ error: windowWords })
    .int({ error: windowWords })
    .min(CONTEST_BOUNDS.windowMinMinutes, { error: windowWords })
    .max(CONTEST_BOUNDS.windowMaxMinutes, { error: windowWords }),
}

/** A new contest as the app's form sends it; money in paise, only ever 0. */
export const CreateContestSchema = z.object({
  ...ContestFields,
  entryPricePaise: MoneyPaiseSchema.optional(),
  moneyRewardPaise: MoneyPaiseSchema.optional(),
})

/** A new contest over REST: money in rupees, only ever 0 or left out (a contest is free). */
export const RestCreateContestSchema = z
  .object({ ...ContestFields, entryPrice: RupeesSchema.optional(), moneyReward: RupeesSchema.optional() })
  .meta({
    examples: [
      {
        quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
        title: 'Sunday GK contest',
        startsAt: '2026-12-20T18:00:00+05:30',
        windowMinutes: 60,
      },
    ],
  })

export const ContestIdInput = z.object({ contestId: IdSchema })

const WhenSchema = z.enum(['upcoming', 'past'], { error: () => m.contests_when_invalid() })
export const ContestListSchema = PageSchema.extend({ when: WhenSchema.default('upcoming') })

/*
 * The REST answers' shapes, for the API's document (decision 031).
 */
const ContestSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  creator: z.object({ id: z.uuid(), username: z.string() }),
  startsAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  startsAtIst: z.string(),
  closesAtIst: z.string(),
  phase: z.enum(['upcoming', 'open', 'closed']),
  ranksFinal: z.boolean(),
  registered: z.number().int(),
  serverNow: z.iso.datetime(),
})

const BadgeSchema = z.enum(CONTEST_BADGES)

const MyEntrySchema = z.union([
  z.object({ registered: z.literal(false) }),
  z.object({
    registered: z.literal(true),
    attemptId: z.uuid().nullable(),
    played: z.boolean(),
    inProgress: z.boolean(),
    score: z.number().nullable(),
    totalPossibleScore: z.number().nullable(),
    rank: z.number().int().nullable(),
    badge: BadgeSchema.nullable(),
  }),
])

const exampleSummary = {
  id: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b',
  title: 'Sunday GK contest',
  quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
  quizTitle: 'General knowledge, set 4',
  creator: { id: '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c', username: 'asha' },
  startsAt: '2026-12-20T12:30:00.000Z',
  closesAt: '2026-12-20T13:30:00.000Z',
  startsAtIst: '2026-12-20 18:00 IST',
  closesAtIst: '2026-12-20 19:00 IST',
  phase: 'closed' as const,
  ranksFinal: true,
  registered: 42,
  serverNow: '2026-12-20T14:00:00.000Z',
}

const exampleEntry = {
  registered: true as const,
  attemptId: '5e6f7081-92a3-4b4c-8d5e-6f708192a3b4',
  played: true,
  inProgress: false,
  score: 8,
  totalPossibleScore: 10,
  rank: 2,
  badge: 'silver' as const,
}

export const ContestReplySchema = envelope(
  z
    .object({ contest: ContestSummarySchema, isCreator: z.boolean(), ranksFinalAt: z.string(), me: MyEntrySchema })
    .meta({ examples: [{ contest: exampleSummary, isCreator: false, ranksFinalAt: '19:00 IST', me: exampleEntry }] }),
)

export const ContestListReplySchema = envelope(
  z
    .object({ items: z.array(ContestSummarySchema), hasMore: z.boolean() })
    .meta({ examples: [{ items: [exampleSummary], hasMore: false }] }),
)

export const MyContestsReplySchema = envelope(
  z
    .object({ items: z.array(z.object({ contest: ContestSummarySchema, me: MyEntrySchema })), hasMore: z.boolean() })
    .meta({ examples: [{ items: [{ contest: exampleSummary, me: exampleEntry }], hasMore: false }] }),
)

export const ContestBadgesReplySchema = envelope(
  z
    .object({
      items: z.array(
        z.object({
          contestId: z.uuid(),
          contestTitle: z.string(),
          badge: BadgeSchema,
          rank: z.number().int().nullable(),
          closesAt: z.iso.datetime(),
          closesAtIst: z.string(),
        }),
      ),
    })
    .meta({
      examples: [
        {
          items: [
            {
              contestId: exampleSummary.id,
              contestTitle: exampleSummary.title,
              badge: 'silver',
              rank: 2,
              closesAt: exampleSummary.closesAt,
              closesAtIst: exampleSummary.closesAtIst,
            },
          ],
        },
      ],
    }),
)

export const ContestStandingsReplySchema = envelope(
  z
    .object({
      entries: z.array(
        z.object({
          rank: z.number().int(),
          userId: z.uuid(),
          username: z.string(),
          score: z.number(),
          totalPossibleScore: z.number(),
          durationMs: z.number().int().nullable(),
          badge: BadgeSchema,
        }),
      ),
      hasMore: z.boolean(),
    })
    .meta({
      examples: [
        {
          entries: [
            {
              rank: 1,
              userId: '2b3c4d5e-6f70-4a81-9b0c-1d2e3f4a5b6c',
              username: 'ravi',
              score: 9,
              totalPossibleScore: 10,
              durationMs: 312_000,
              badge: 'gold',
            },
          ],
          hasMore: false,
        },
      ],
    }),
)

export const ContestStartedReplySchema = envelope(
  z.object({ attemptId: z.uuid(), quizId: z.uuid(), endsAt: z.iso.datetime() }).meta({
    examples: [
      {
        attemptId: '5e6f7081-92a3-4b4c-8d5e-6f708192a3b4',
        quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f',
        endsAt: '2026-12-20T12:40:00.000Z',
      },
    ],
  }),
)
