import { ok, validate } from '#server/http/rest'
import { type ApiRoute, route } from '#server/http/route'
import { AppError } from '#server/errors'
import { IMAGES_PATH, ImageAltSchema, IMAGE_UPLOAD_TYPES } from '#shared/question-images'
import { m } from '#shared/i18n'
import { UPLOAD_LIMIT } from './policy'
import { UploadedReplySchema, UploadFormSchema } from './schemas'
import { readImage, uploadImage } from './service'

/** A year: an image's bytes never change under its id. */
const IMMUTABLE = 'max-age=31536000, immutable'

export const imageRoutes: ApiRoute[] = [
  route({
    method: 'post',
    path: IMAGES_PATH,
    tag: 'images',
    summary: 'Upload a picture for a question, an option or an explanation',
    access: 'user',
    form: UploadFormSchema,
    responses: { 201: UploadedReplySchema },
    errors: [413, 422],
    rateLimit: UPLOAD_LIMIT,
    async handle({ c, user }) {
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        throw new AppError('BAD_REQUEST', m.image_texts_file_required())
      }
      const alt = validate(ImageAltSchema, form.alt)
      const file = form.file
      if (!(file instanceof File)) throw new AppError('BAD_REQUEST', m.image_texts_file_required())
      const image = await uploadImage(c.var.ctx.db, user, new Uint8Array(await file.arrayBuffer()), alt)
      return ok(c, { message: m.image_texts_uploaded(), data: image, id: image.id, url: image.url }, 201)
    },
  }),
  route({
    method: 'get',
    path: `${IMAGES_PATH}/:id`,
    tag: 'images',
    summary: 'A picture, to whoever may see the question that uses it',
    access: 'guest',
    responses: { 200: { file: [...IMAGE_UPLOAD_TYPES] } },
    errors: [404],
    async handle({ c, params }) {
      const session = await c.var.ctx.session()
      const image = await readImage(c.var.ctx.db, session?.user ?? null, params.id)
      c.header('Content-Type', image.contentType)
      c.header('Content-Disposition', `inline; filename="${params.id}.${image.contentType.split('/')[1]}"`)
      c.header('X-Content-Type-Options', 'nosniff')
      // Anyone's copy of a free approved quiz's picture; the others only in the viewer's browser.
      c.header('Cache-Control', `${image.isPublic ? 'public' : 'private'}, ${IMMUTABLE}`)
      return c.body(new Uint8Array(image.bytes), 200)
    },
  }),
]
