import { fileURLToPath } from 'node:url'
import { startServerFromEnvironment } from '#server/server'

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))

// The server and its shutdown are in server.ts, shared with the tests that start real processes.
await startServerFromEnvironment({ clientDir: CLIENT_DIR })
