import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'
import { m } from '#shared/i18n'
import { SHARE_ID_PATTERN } from '#shared/shares'

export const AttemptShareInput = z.object({ attemptId: IdSchema })

/** A share's id as a link carries it; anything else is not a share (404 where a link is read). */
export const ShareIdSchema = z.string().regex(SHARE_ID_PATTERN, { error: () => m.field_messages_id_invalid() })
export const ShareIdInput = z.object({ shareId: ShareIdSchema })

/*
 * The REST answers' shapes, for the API's document (decision 031).
 */
const ShareSchema = z
  .object({ shareId: z.string().nullable() })
  .meta({ examples: [{ shareId: 'b3JjaGlkLXNoYXJlLWlkAA' }] })

export const ShareReplySchema = envelope(ShareSchema)

const SharedResultSchema = z
  .object({
    shareId: z.string(),
    quizId: z.uuid(),
    quizTitle: z.string(),
    quizLanguage: z.string(),
    playerName: z.string(),
    score: z.string(),
    totalScore: z.number().int(),
    submittedAt: z.string(),
    quizIsPublic: z.boolean(),
  })
  .meta({
    examples: [
      {
        shareId: 'b3JjaGlkLXNoYXJlLWlkAA',
        quizId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        quizTitle: 'Indian Constitution basics',
        quizLanguage: 'en',
        playerName: 'asha',
        score: '9',
        totalScore: 10,
        submittedAt: '2026-12-06T14:05:00.000Z',
        quizIsPublic: true,
      },
    ],
  })

export const SharedResultReplySchema = envelope(SharedResultSchema)
