import { z } from 'zod'
import { adminRoutes } from '#server/admin/rest'
import { attemptRoutes } from '#server/attempts/rest'
import { userRoutes } from '#server/auth/rest'
import { contactRoutes } from '#server/contact/rest'
import { buildOpenApiDocument, type OpenApiDocument } from '#server/http/openapi'
import { probeRoutes } from '#server/http/probes'
import { type ApiRoute, route } from '#server/http/route'
import { sessionCookieName } from '#server/http/cookie-names'
import { imageRoutes } from '#server/images/rest'
import { liveRoutes } from '#server/live/rest'
import { gameEventRoutes } from '#server/live/events-rest'
import { notificationRoutes } from '#server/notifications/rest'
import { quizRoutes } from '#server/quizzes/rest'
import { seriesRoutes } from '#server/series/rest'
import { contestRoutes } from '#server/contests/rest'
import { reviewRoutes } from '#server/review/rest'
import { certificateRoutes } from '#server/certificates/rest'
import { groupRoutes } from '#server/groups/rest'
import { shareRoutes } from '#server/shares/rest'
import { walletRoutes } from '#server/wallet/rest'

/** The REST API's version, as its paths name it. */
const API_VERSION = 'v1'

const documents = new Map<string, OpenApiDocument>()

/** The document, made once per cookie name (`__Host-session` on an https origin). */
export function openApiDocument(sessionCookie: string): OpenApiDocument {
  let document = documents.get(sessionCookie)
  if (!document) {
    document = buildOpenApiDocument(API_ROUTES, API_VERSION, sessionCookie)
    documents.set(sessionCookie, document)
  }
  return document
}

const documentRoute = route({
  method: 'get',
  path: '/api/v1/openapi.json',
  tag: 'service',
  summary: 'This document',
  access: 'guest',
  responses: { 200: z.looseObject({ openapi: z.string() }) },
  handle: ({ c }) => c.json(openApiDocument(sessionCookieName(c.var.ctx.env.isHttps))),
})

/**
 * Every /api/v1 route, each declared once beside its handler in its domain's rest.ts
 * (docs/adding-an-endpoint.md): the app mounts this list and the OpenAPI document is made from it.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...probeRoutes,
  documentRoute,
  ...userRoutes,
  ...contactRoutes,
  ...quizRoutes,
  ...imageRoutes,
  ...attemptRoutes,
  ...seriesRoutes,
  ...liveRoutes,
  ...gameEventRoutes,
  ...contestRoutes,
  ...reviewRoutes,
  ...certificateRoutes,
  ...shareRoutes,
  ...groupRoutes,
  ...walletRoutes,
  ...notificationRoutes,
  ...adminRoutes,
]
