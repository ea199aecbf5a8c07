import { BROWSER_WORDS } from '#shared/account-data-texts'
import { USER_AGENT_MAX_LENGTH } from '#server/identity/session'

/**
 * A short name for the browser behind a User-Agent header, "Chrome on Android": enough for a person
 * to recognise their own devices on the sessions page and in a new sign-in notice. Not a device
 * database: the header is the client's own claim, so this names what it says and nothing more.
 */

/** Checked in order: browsers built on Chrome say "Chrome" too, and Chrome says "Safari". */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Vivaldi', /\bVivaldi\//],
  ['UC Browser', /\bUCBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
  ['curl', /^curl\//],
]

/** iPhones and iPads before Android and macOS: their headers say "like Mac OS X". */
const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iPhone', /\biPhone\b|\biPod\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
]

const firstMatch = (list: Array<[string, RegExp]>, text: string) => list.find(([, pattern]) => pattern.test(text))?.[0]

/** The names of every browser and system told apart: names, the same in every language. */
export const BROWSER_NAMES = [...BROWSERS, ...SYSTEMS].map(([name]) => name)

/** The browser's name and its system's, each null when the header does not say. */
function browserParts(userAgent: string | null | undefined): { browser: string | null; system: string | null } {
  const text = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH)
  return { browser: firstMatch(BROWSERS, text) ?? null, system: firstMatch(SYSTEMS, text) ?? null }
}

/** The browser in words of the language of the moment: "Chrome on Android". */
export function describeBrowser(userAgent: string | null | undefined): string {
  const { browser, system } = browserParts(userAgent)
  return BROWSER_WORDS.describe(browser, system)
}
