import {
  IMAGE_LIMITS,
  IMAGE_UPLOAD_TYPES,
  IMAGES_PATH,
  ImageAltSchema,
  type UploadedImage,
} from '#shared/question-images'
import { m } from '#shared/i18n'

/** What an upload came to: the image, or the words to show beside the field at fault. */
export type UploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; field: 'file' | 'alt' | 'form'; message: string }

/** The file types the file picker offers; the server judges the bytes all the same. */
export const ACCEPTED_TYPES = IMAGE_UPLOAD_TYPES.join(',')

/** The largest file, in MB, as the form says it. */
export const MAX_MEGABYTES = IMAGE_LIMITS.maxBytes / (1024 * 1024)

/**
 * Checks what can be checked here (a file chosen, not too large; the alt text by the server's own
 * schema), then posts the form to the REST upload as multipart; a refusal is the server's words.
 */
export async function postImage(
  file: File | null | undefined,
  alt: string,
  send: typeof fetch = fetch,
): Promise<UploadOutcome> {
  if (!file) return { ok: false, field: 'file', message: m.image_texts_file_required() }
  if (file.size > IMAGE_LIMITS.maxBytes) {
    return { ok: false, field: 'file', message: m.image_texts_too_large({ max: MAX_MEGABYTES }) }
  }
  const checkedAlt = ImageAltSchema.safeParse(alt)
  if (!checkedAlt.success) {
    return { ok: false, field: 'alt', message: checkedAlt.error.issues[0]?.message ?? m.image_texts_alt_required() }
  }
  const form = new FormData()
  form.set('file', file)
  form.set('alt', checkedAlt.data)
  let response: Response
  try {
    response = await send(IMAGES_PATH, { method: 'POST', body: form, credentials: 'same-origin' })
  } catch {
    return { ok: false, field: 'form', message: m.image_upload_failed() }
  }
  const body = (await response.json().catch(() => null)) as {
    data?: UploadedImage
    message?: string
  } | null
  if (response.ok && body?.data) return { ok: true, image: body.data }
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : m.image_upload_failed()
  return { ok: false, field: fieldOf(message), message }
}

/** The server's refusals are about the file, but for the alt text's own and a failure of the whole. */
function fieldOf(message: string): 'file' | 'alt' | 'form' {
  if (message === m.image_texts_alt_required() || message === m.image_texts_alt_too_long({ max: IMAGE_LIMITS.altMax }))
    return 'alt'
  if (message === m.image_upload_failed()) return 'form'
  return 'file'
}
