/**
 * The liveness and readiness probes (probes.ts): admission control lets them through, so a busy
 * instance still says it is alive, and the document lists no 503 of admission's for them.
 */
export const PROBE_PATHS = new Set(['/api/v1/health', '/api/v1/ready'])
