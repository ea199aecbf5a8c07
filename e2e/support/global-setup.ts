import { existsSync } from 'node:fs'
import { request } from '@playwright/test'
import { BASE_URL, signUpAdmin } from './accounts'
import { CHROMIUM_PATH } from './chromium'

export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH; .ci/run does this for you.',
    )
  }
  if (!existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run npm run build (npm run test:e2e does it for you).')
  }
  // The admin exists, verified, before two workers can race to sign it up: the loser of that race
  // would log in before the address is verified, as a plain user. (The server is up by now.)
  const api = await request.newContext({ baseURL: BASE_URL })
  try {
    await signUpAdmin(api)
  } finally {
    await api.dispose()
  }
}
