import type { Hono } from 'hono'
import type { DB } from '#server/db/index'
import { IdSchema } from '#server/http/ids'
import type { AppBindings, AppContext } from '#server/http/rest'
import { m } from '#shared/i18n'
import { PREVIEWS_PATH } from '#shared/shares'
import type { CachedCard } from './card-cache'
import { quizCard, resultCard } from './service'

/**
 * The link-preview pictures, outside /api: crawlers (WhatsApp, Telegram, search engines) fetch
 * them with no session and keep them. A quiz's address carries its content's version, so it may be
 * kept an hour; a result's is asked again each time (its ETag answers 304), so a revoked one stops
 * at once. Anything without a public card is a plain 404, as its page is.
 */
export function mountPreviews(app: Hono<AppBindings>, db: DB) {
  const send = (c: AppContext, card: CachedCard | null, cacheControl: string) => {
    if (!card) return c.text(m.server_not_found(), 404, { 'Cache-Control': 'no-store' })
    c.header('ETag', card.etag)
    c.header('Cache-Control', cacheControl)
    if (c.req.header('if-none-match') === card.etag) return c.body(null, 304)
    c.header('Content-Type', 'image/png')
    c.header('Content-Length', String(card.png.length))
    return c.body(new Uint8Array(card.png))
  }
  app.get(`${PREVIEWS_PATH}/quiz/:file{[0-9a-f-]{36}\\.png}`, async (c) => {
    const quizId = c.req.param('file').slice(0, -4)
    const card = IdSchema.safeParse(quizId).success ? await quizCard(db, quizId) : null
    return send(c, card, 'public, max-age=3600')
  })
  app.get(`${PREVIEWS_PATH}/result/:file{[A-Za-z0-9_-]{22}\\.png}`, async (c) =>
    send(c, await resultCard(db, c.req.param('file').slice(0, -4)), 'public, no-cache'),
  )
}
