/** What the server says about its own operation: admission control and metrics. */
import { words } from './i18n'
import { m } from './paraglide/messages.js'

export const OPS_TEXTS = words({
  /** A request shed by admission control (503, with Retry-After). */
  busy: m.ops_texts_busy,
  /** /metrics without the right bearer token (401). */
  metricsUnauthorized: m.ops_texts_metrics_unauthorized,
})
