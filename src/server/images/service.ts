import sharp, { type Metadata } from 'sharp'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { isAdmin } from '#server/identity/policy'
import type { SessionUser } from '#server/identity/session'
import { IMAGE_LIMITS, type ImageView, imageIdsOf, imageUrl, type UploadedImage } from '#shared/question-images'
import { m } from '#shared/i18n'
import * as repo from './repository'

/**
 * Pictures on questions (decision 038): an upload is recognised by its bytes, measured from its
 * header before anything is decoded, re-encoded as WebP without its metadata, and kept in the
 * database; a question names it by id, and only its uploader's quizzes may.
 */

/** What every stored picture is: WebP keeps PNG's transparency and is smaller than JPEG. */
const STORED_TYPE = 'image/webp' as const

type UploadFormat = 'png' | 'jpeg' | 'webp'

/** The format a file's first bytes say it is, whatever its name or Content-Type claim. */
function sniff(bytes: Uint8Array): UploadFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  // RIFF, four bytes of length, WEBP.
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

const unreadable = () => new AppError('UNPROCESSABLE', m.image_texts_unreadable())

/** No decoder ever holds more than the largest picture allowed; a header that lies stops it too. */
const LIMIT_PIXELS = IMAGE_LIMITS.maxSide * IMAGE_LIMITS.maxSide

interface PreparedImage {
  bytes: Buffer
  contentType: typeof STORED_TYPE
  width: number
  height: number
}

/**
 * Checks an upload and makes the copy that is kept: the format by its magic numbers and by the
 * decoder's own reading of the header, the size from the header before the pixels are decoded
 * (a decompression bomb stops there), then decoded whole (a truncated file fails), turned upright,
 * narrowed to what screens need and written afresh as WebP, which carries no EXIF (no location).
 */
async function prepareImage(file: Uint8Array): Promise<PreparedImage> {
  if (file.byteLength > IMAGE_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.image_texts_too_large({ max: IMAGE_LIMITS.maxBytes / (1024 * 1024) }))
  }
  const format = sniff(file)
  if (!format) throw new AppError('UNPROCESSABLE', m.image_texts_unsupported())
  let header: Metadata
  try {
    // The header alone, nothing decoded: its size is judged below, in words, before any decoding.
    header = await sharp(file, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
  if (header.format !== format) throw new AppError('UNPROCESSABLE', m.image_texts_unsupported())
  if (!header.width || !header.height) throw unreadable()
  if (header.width > IMAGE_LIMITS.maxSide || header.height > IMAGE_LIMITS.maxSide) {
    throw new AppError('UNPROCESSABLE', m.image_texts_too_many_pixels({ max: IMAGE_LIMITS.maxSide }))
  }
  try {
    const { data, info } = await sharp(file, { limitInputPixels: LIMIT_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize({ width: IMAGE_LIMITS.storedMaxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, contentType: STORED_TYPE, width: info.width, height: info.height }
  } catch {
    throw unreadable()
  }
}

/** An upload by a signed-in user: checked, re-encoded and kept as theirs. */
export async function uploadImage(db: DB, user: SessionUser, file: Uint8Array, alt: string): Promise<UploadedImage> {
  const prepared = await prepareImage(file)
  const id = await repo.insertImage(db, { uploaderId: user.id, alt, ...prepared })
  return { id, url: imageUrl(id), alt, width: prepared.width, height: prepared.height }
}

/** Whether a file would be taken as an upload (the same checks), throwing the upload's refusal in words when not; nothing is kept. */
export async function checkImageFile(file: Uint8Array): Promise<void> {
  await prepareImage(file)
}

/** The pictures of these ids as a quiz's file carries them: a file name, the alt text and the bytes in base64. */
export async function imageFiles(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, { name: string; alt: string; base64: string }>> {
  const rows = await repo.findImageFiles(db, [...new Set(ids)])
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: `${row.id}.${row.content_type.split('/')[1] ?? 'webp'}`,
        alt: row.alt,
        base64: Buffer.from(row.bytes).toString('base64'),
      },
    ]),
  )
}

const imageNotFound = () => new AppError('NOT_FOUND', m.image_texts_not_found())

/**
 * An image's bytes for this viewer, or the 404 of an unknown id: its uploader and admins always see
 * it; anyone sees one a free approved quiz uses; a player sees those they were served in their own
 * attempts (a paid quiz's pictures too, as its questions), as long as the attempt stays theirs.
 */
export async function readImage(db: DB, viewer: SessionUser | null, id: string) {
  const row = await repo.findImageForViewer(db, id, viewer?.id ?? null)
  if (!row) throw imageNotFound()
  const isPublic = row.in_free_quiz
  const mayRead =
    isPublic || row.in_own_attempt || (viewer !== null && (isAdmin(viewer) || viewer.id === row.uploader_id))
  if (!mayRead) throw imageNotFound()
  return { bytes: row.bytes, contentType: row.content_type, isPublic }
}

/** What a question's definition may refer to. */
interface WithImages {
  image?: string | undefined
  explanationImage?: string | undefined
  optionImages?: ReadonlyArray<string | null> | undefined
}

/**
 * Every image the questions name must exist and be their quiz creator's upload; otherwise a 400
 * naming the first question at fault by its number (`firstNumber` is the first one's).
 */
export async function checkQuestionImages(
  db: DB,
  creatorId: string,
  questions: readonly WithImages[],
  firstNumber = 1,
): Promise<void> {
  const ids = [...new Set(questions.flatMap((question) => imageIdsOf(question)))]
  if (ids.length === 0) return
  const owned = new Set(
    (await repo.findImages(db, ids)).filter((image) => image.uploader_id === creatorId).map((image) => image.id),
  )
  const wrong = questions.findIndex((question) => imageIdsOf(question).some((id) => !owned.has(id)))
  if (wrong >= 0) throw new AppError('BAD_REQUEST', m.image_texts_not_yours({ number: firstNumber + wrong }))
}

/** An image as an attempt keeps it: its id, and what the player is shown of it. */
export interface ServedImage extends ImageView {
  id: string
}

/** The images these ids name, as attempts keep them (the url is made again when shown). */
export async function imagesById(db: DB, ids: readonly string[]): Promise<Map<string, ServedImage>> {
  const rows = await repo.findImages(db, [...new Set(ids)])
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, url: imageUrl(row.id), alt: row.alt, width: row.width, height: row.height },
    ]),
  )
}

/** A kept image as a player is shown it, its address made from its id. */
export function shownImage(image: ServedImage | null | undefined): ImageView | null {
  return image ? { url: imageUrl(image.id), alt: image.alt, width: image.width, height: image.height } : null
}

/**
 * Deleting an account: the images no question of the person's quizzes uses any longer, and no
 * attempt on them was served, go; those a kept quiz uses or a player's kept result shows stay,
 * for its players (decision 022's rule for quizzes).
 */
export async function eraseUnusedImages(db: DB, userId: string): Promise<void> {
  const definitions = await repo.definitionsOfCreator(db, userId)
  const used = definitions.flatMap((definition) => imageIdsOf((definition ?? {}) as WithImages))
  const served = await repo.imageIdsServedOnQuizzesOf(db, userId)
  await repo.deleteImagesOfExcept(db, userId, [...new Set([...used, ...served])])
}
