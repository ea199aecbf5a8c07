/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark launch it. Nothing may be
 * downloaded here, so the path is the system package's (or CHROMIUM_PATH), and the flags keep
 * Chromium from reaching for Google's services, whose connections this machine refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]
