import { z } from 'zod'
import { m } from './paraglide/messages.js'

/**
 * Pictures on a question, its options and its explanation (decision 038): the limits of an upload,
 * defined once for the server's checks and the upload form, and the reference a question keeps.
 */
export const IMAGE_LIMITS = {
  /** The largest file taken, in bytes (2 MB). */
  maxBytes: 2 * 1024 * 1024,
  /** The widest and tallest picture taken, in pixels, read from the file's header before decoding. */
  maxSide: 4000,
  /** Stored no wider than screens need; a narrower picture keeps its size. */
  storedMaxWidth: 1600,
  altMin: 1,
  altMax: 300,
} as const

/** The formats an upload may be in, recognised by their bytes, never by a name or a Content-Type. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Where an image is posted (multipart: `file`, `alt`) and where each is served, by its id. */
export const IMAGES_PATH = '/api/v1/images'
export const imageUrl = (id: string) => `${IMAGES_PATH}/${id}`

/** An image as a question refers to it: the id its upload returned. */
const ImageIdSchema = z.uuid({ error: () => m.image_texts_id_invalid() })

/** The alt text sent with an upload: required, trimmed, bounded. */
export const ImageAltSchema = z
  .string({ error: () => m.image_texts_alt_required() })
  .trim()
  .min(IMAGE_LIMITS.altMin, { error: () => m.image_texts_alt_required() })
  .max(IMAGE_LIMITS.altMax, { error: () => m.image_texts_alt_too_long({ max: IMAGE_LIMITS.altMax }) })

/** An image as a player is shown it: where to load it, its words, and its size to hold its place. */
export interface ImageView {
  url: string
  alt: string
  width: number
  height: number
}

/** What an upload answers. */
export interface UploadedImage extends ImageView {
  id: string
}

/** The references a question's definition may hold: on the question, on the explanation. */
export const questionImageFields = {
  image: ImageIdSchema.optional(),
  explanationImage: ImageIdSchema.optional(),
}

/** An image per option, in the options' order (null where an option has none). */
export const OptionImagesSchema = z.array(ImageIdSchema.nullable()).optional()

/** Every image id a definition refers to, each once. */
export function imageIdsOf(definition: {
  image?: string | undefined
  explanationImage?: string | undefined
  optionImages?: ReadonlyArray<string | null> | undefined
}): string[] {
  const ids = [definition.image, definition.explanationImage, ...(definition.optionImages ?? [])]
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))]
}
