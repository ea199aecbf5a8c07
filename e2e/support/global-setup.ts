import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium'

export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH; .ci/run does this for you.',
    )
  }
  if (!existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run npm run build (npm run test:e2e does it for you).')
  }
}
