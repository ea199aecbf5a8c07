// A real server process for the tests that start several (instances.test.ts): the server as
// main.ts starts it, cluster and shutdown included, serving the API without the built client (the
// tests run before any build). QUIZDOM_TEST_SWEEP_MS makes the attempt sweep run often enough to watch.
import { startServerFromEnvironment } from '#server/server'

const sweep = Number(process.env.QUIZDOM_TEST_SWEEP_MS)
await startServerFromEnvironment(Number.isFinite(sweep) && sweep > 0 ? { sweepIntervalMs: sweep } : {})
