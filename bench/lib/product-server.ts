// The server exactly as src/server/main.ts starts it (WEB_CONCURRENCY workers, the sweep, the
// statistics' fold, the drain on SIGTERM), with the client from BENCH_CLIENT_DIR when one is given:
// main.ts serves dist/client, which the benchmarks never build into.
import { startServerFromEnvironment } from '#server/server'

const clientDir = process.env.BENCH_CLIENT_DIR
await startServerFromEnvironment(clientDir ? { clientDir } : {})
