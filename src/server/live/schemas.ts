import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { LIVE_BOUNDS, tidyNickname } from '#shared/live/rules'
import { m } from '#shared/i18n'

const nicknameWords = () => m.live_nickname_length({ min: LIVE_BOUNDS.nicknameMin, max: LIVE_BOUNDS.nicknameMax })

export const CreateGameSchema = z
  .object({
    quizId: IdSchema,
    hostScreenOnly: z.boolean({ error: () => m.live_option_yes_no() }).default(false),
    streakBonus: z.boolean({ error: () => m.live_option_yes_no() }).default(false),
  })
  .meta({ examples: [{ quizId: '6b1f5d2e-3c4a-4b8e-9f10-1a2b3c4d5e6f', hostScreenOnly: true }] })

export const JoinGameSchema = z
  .object({
    pin: z
      .string({ error: () => m.live_pin_format() })
      .trim()
      .regex(/^[0-9]{6}$/, { error: () => m.live_pin_format() }),
    nickname: z
      .string({ error: nicknameWords })
      .transform(tidyNickname)
      .pipe(
        z
          .string()
          .min(LIVE_BOUNDS.nicknameMin, { error: nicknameWords })
          .max(LIVE_BOUNDS.nicknameMax, { error: nicknameWords }),
      ),
  })
  .meta({ examples: [{ pin: '482913', nickname: 'Asha' }] })

/** A guest's player token, for tRPC (REST carries it in the game cookie). */
const PlayerTokenSchema = z.string({ error: () => m.live_join_first() }).max(100, { error: () => m.live_join_first() })

export const GameInput = z.object({ gameId: IdSchema, playerToken: PlayerTokenSchema.optional() })

export const KickSchema = z
  .object({ playerId: IdSchema })
  .meta({ examples: [{ playerId: '7c2e6f3a-4d5b-4c9f-8a21-2b3c4d5e6f70' }] })

/** `response` as the question model has it (for a single answer, the option's index); checked against the question. */
export const AnswerSchema = z
  .object({
    questionId: IdSchema,
    response: z.union([z.number(), z.string().max(500), z.boolean(), z.array(z.number()).max(50)], {
      error: () => m.live_bad_response(),
    }),
  })
  .meta({ examples: [{ questionId: '8d3f7a4b-5e6c-4d0a-9b32-3c4d5e6f7081', response: 1 }] })

export const ResultsQuery = z.object({
  podium: z.coerce
    .number({ error: () => m.live_podium_size({ max: LIVE_BOUNDS.podiumMax }) })
    .int({ error: () => m.live_podium_size({ max: LIVE_BOUNDS.podiumMax }) })
    .min(1, { error: () => m.live_podium_size({ max: LIVE_BOUNDS.podiumMax }) })
    .max(LIVE_BOUNDS.podiumMax, { error: () => m.live_podium_size({ max: LIVE_BOUNDS.podiumMax }) })
    .default(LIVE_BOUNDS.podiumDefault),
})
