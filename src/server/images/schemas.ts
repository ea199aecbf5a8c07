import { z } from 'zod'
import { envelope } from '#server/http/openapi'
import { IMAGE_LIMITS, ImageAltSchema } from '#shared/question-images'

/** The largest upload body: the file at its limit, its alt text and the form's own bytes. */
export const UPLOAD_BODY_MAX = IMAGE_LIMITS.maxBytes + 64 * 1024

/** The upload form as a client sends it (multipart/form-data), for the API's document. */
export const UploadFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: `A PNG, JPEG or WebP picture of at most ${IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB and ${IMAGE_LIMITS.maxSide} × ${IMAGE_LIMITS.maxSide} pixels, recognised by its bytes.`,
    }),
    alt: ImageAltSchema,
  })
  .meta({ examples: [{ file: '(the picture’s bytes)', alt: 'A map of India with its states outlined' }] })

const uploaded = z
  .object({ id: z.uuid(), url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({
    examples: [
      {
        id: '5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b',
        url: '/api/v1/images/5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b',
        alt: 'A map of India with its states outlined',
        width: 1200,
        height: 1350,
      },
    ],
  })

/** Uploaded: the image's id and address at the top level; in `data`, with its words and size. */
export const UploadedReplySchema = envelope(uploaded, { id: z.uuid(), url: z.string() })

/** A picture as a player is shown it: where to load it, its words, and its size to hold its place. */
export const ImageViewSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
