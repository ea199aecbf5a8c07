/**
 * What the readiness probe (`GET /api/v1/ready`) answers when this instance should not be sent
 * requests: read by a load balancer's operator and by any API client that asks.
 */
import { words } from './i18n'
import { m } from './paraglide/messages.js'

export const READINESS_TEXTS = words({
  databaseDown: m.readiness_texts_database_down,
  migrationsPending: m.readiness_texts_migrations_pending,
})
