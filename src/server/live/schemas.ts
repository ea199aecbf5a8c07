import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { LIVE_BOUNDS, tidyNickname } from '#shared/live/bounds'
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
      .regex(new RegExp(`^[0-9]{${LIVE_BOUNDS.pinLength}}$`), { error: () => m.live_pin_format() }),
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

/** REST's results query: `format=csv` asks for the host's CSV file instead of the JSON. */
export const RestResultsQuery = ResultsQuery.extend({
  format: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['json', 'csv'], { error: () => m.live_results_format() }).optional(),
  ),
})

/*
 * The shapes of the REST answers, for the API's document (decision 031); the contract test holds
 * every answer the tests see to them.
 */
const GAME_ID = '2f6a9c1e-7b3d-4e5f-8a90-1b2c3d4e5f60'
const PLAYER_ID = '7c2e6f3a-4d5b-4c9f-8a21-2b3c4d5e6f70'
const QUESTION_ID = '8d3f7a4b-5e6c-4d0a-9b32-3c4d5e6f7081'

export const GameCreatedReplySchema = envelope(
  z.object({ gameId: z.string(), pin: z.string() }).meta({ examples: [{ gameId: GAME_ID, pin: '482913' }] }),
)

export const GameJoinedReplySchema = envelope(
  z
    .object({ gameId: z.string(), playerId: z.string(), nickname: z.string() })
    .meta({ examples: [{ gameId: GAME_ID, playerId: PLAYER_ID, nickname: 'Asha' }] }),
)

const GameStatusSchema = z.enum(['lobby', 'question', 'reveal', 'ended'])

export const GameStateReplySchema = envelope(
  z
    .object({
      gameId: z.string(),
      status: GameStatusSchema,
      /** The host's only. */
      pin: z.string().nullable(),
      questionIndex: z.number().int(),
      questionCount: z.number().int(),
      hostScreenOnly: z.boolean(),
      serverNow: z.string(),
      players: z.array(z.object({ playerId: z.string(), nickname: z.string() })),
      /** The host's only: how many players still in the game answered the current question (null for a player, or with none open). */
      answeredCount: z.number().int().nullable(),
      question: z
        .object({
          id: z.string(),
          /** Null on a player's screen when the question is shown on the host's screen only. */
          text: z.string().nullable(),
          /** What the player is shown (the question model's view), never what marks it. */
          view: z.looseObject({ type: z.string() }),
          timeLimitSeconds: z.number().int(),
          openedAt: z.string(),
          closesAt: z.string(),
        })
        .nullable(),
    })
    .meta({
      examples: [
        {
          gameId: GAME_ID,
          status: 'question',
          pin: '482913',
          questionIndex: 0,
          questionCount: 10,
          hostScreenOnly: false,
          serverNow: '2026-12-05T14:30:02.000Z',
          players: [{ playerId: PLAYER_ID, nickname: 'Asha' }],
          answeredCount: 1,
          question: {
            id: QUESTION_ID,
            text: 'What is 2 + 2?',
            view: { type: 'multiple-choice', options: ['3', '4', '5', '6'] },
            timeLimitSeconds: 30,
            openedAt: '2026-12-05T14:30:00.000Z',
            closesAt: '2026-12-05T14:30:30.000Z',
          },
        },
      ],
    }),
)

export const KickedReplySchema = envelope(z.object({ kicked: z.literal(true) }).meta({ examples: [{ kicked: true }] }))

export const AnswerReplySchema = envelope(
  z
    .object({ questionIndex: z.number().int(), alreadyAnswered: z.boolean() })
    .meta({ examples: [{ questionIndex: 0, alreadyAnswered: false }] }),
)

const BoardRowSchema = z.object({
  place: z.number().int(),
  playerId: z.string(),
  nickname: z.string(),
  points: z.number().int(),
  /** Total server time of the player's answers: ties go to the lower. */
  timeMs: z.number().int(),
  correct: z.number().int(),
  /** The streak bonus within `points`. */
  streakBonus: z.number().int(),
})

const ROW_EXAMPLE = {
  place: 1,
  playerId: PLAYER_ID,
  nickname: 'Asha',
  points: 2867,
  timeMs: 6210,
  correct: 3,
  streakBonus: 0,
}

export const GameResultsReplySchema = envelope(
  z
    .object({
      status: GameStatusSchema,
      podium: z.array(BoardRowSchema),
      /** The host's: every player. */
      players: z.array(BoardRowSchema).nullable(),
      /** A player's own result. */
      me: BoardRowSchema.nullable(),
      /** The host's: the game as CSV. */
      csv: z.string().nullable(),
    })
    .meta({
      examples: [{ status: 'ended', podium: [ROW_EXAMPLE], players: null, me: ROW_EXAMPLE, csv: null }],
    }),
)
