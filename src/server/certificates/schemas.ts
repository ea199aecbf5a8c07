import { z } from 'zod'
import { IdSchema } from '#server/http/ids'
import { envelope } from '#server/http/openapi'

export const CertificateIdInput = z.object({ certificateId: IdSchema })

/*
 * The REST answer's shape, for the API's document (decision 031).
 */
const CertificateSchema = z
  .object({
    id: z.uuid(),
    holderName: z.string(),
    quizTitle: z.string(),
    score: z.string(),
    totalScore: z.number().int(),
    percent: z.number().int(),
    passMark: z.number().int(),
    issuedAt: z.string(),
    issuedOnIst: z.string(),
  })
  .meta({
    examples: [
      {
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        holderName: 'asha',
        quizTitle: 'Indian Constitution basics',
        score: '8',
        totalScore: 10,
        percent: 80,
        passMark: 60,
        issuedAt: '2026-12-06T14:05:00.000Z',
        issuedOnIst: '2026-12-06',
      },
    ],
  })

export const CertificateReplySchema = envelope(CertificateSchema)
