import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium'
import { MAILBOX_PORT } from './e2e/support/mailbox'
import { ALONE, CLIENT_ONLY, clientOnlyPassed } from './e2e/support/projects'

/**
 * Browser tests against the built app (npm run build first; `npm test` does) in Debian's
 * Chromium. Each run starts the server on its own port with a fresh PGlite directory, or on
 * Postgres when TEST_DATABASE_URL is set, and with mail on: a test SMTP server keeps every message,
 * which the tests read through the mailbox's API on E2E_MAILBOX_PORT (the port + 1 by default).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)

const BASE_URL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: './e2e',
  // Separate runs at once (say, two terminals) need their own E2E_PORT and E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try for a test that fails, and the report lists it as flaky with its first trace kept.
  // On a shared 2-core host Chromium now and then stops drawing one page: no animation frame for
  // 50 s, so Playwright's check that a button holds still never ends (seen once in 340 runs of
  // the paid-quiz test in CI, and never when repeated). A second failure still fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list, and the record of the client-only spec files' pass (e2e/support/projects.ts).
  reporter: [['list'], ['./e2e/support/client-only-reporter.ts']],
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker would answer some requests itself, out of page.route()'s sight: the
    // tests that delay or count requests need them to reach the network. e2e/installable.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'together',
      testIgnore: [...ALONE, ...(clientOnlyPassed('together') ? CLIENT_ONLY : [])],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      testIgnore: clientOnlyPassed('alone') ? CLIENT_ONLY : [],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      E2E_MAILBOX_PORT: String(MAILBOX_PORT),
      APP_ORIGIN: BASE_URL,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      ADMIN_EMAILS: 'admin@e2e.test',
      // Not the default: the prerendered pages must show the server's own (e2e/grievance-officer.spec.ts).
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@e2e.test',
      ...(process.env.TEST_DATABASE_URL ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    },
  },
})
