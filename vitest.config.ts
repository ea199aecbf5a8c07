import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests (*.test.ts under src, scripts, db and bench). They run against a real
 * database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. The browser tests live in
 * e2e/ (Playwright).
 */
export default defineConfig({
  // The client's own name for its folder, as in vite.config.ts: a test renders a component.
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'db/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/server/testing/global-setup.ts'],
    // The contract test: a file fails when an /api/v1 answer it saw breaks the OpenAPI document.
    setupFiles: ['./src/server/testing/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share each worker's modules instead of importing the server afresh for each: half the
    // CPU of a run. A test that changes a module's state (the locale reader, a cached bundle) puts
    // back what it found.
    isolate: false,
    maxWorkers: 2,
  },
})
