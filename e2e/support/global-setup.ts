import { existsSync } from 'node:fs'

export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium is not installed at ${chromium}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH; .ci/run does this for you.',
    )
  }
  if (!existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run npm run build (npm run test:e2e does it for you).')
  }
}
