/**
 * Which profile-picture addresses may be kept and drawn. A picture is fetched by the browser of
 * whoever sees it, so its address must not be a tracking pixel: `http://` lets every network on the
 * way read and change it, and a host inside the viewer's own network (localhost, a private or
 * loopback address) makes their browser call machines a website never should. Only `https://` to a
 * public host is accepted, and an address stored before this rule is not sent to any browser.
 */

export type PictureUrlProblem = 'invalid' | 'notHttps' | 'privateHost'

/** 'a.b.c.d' as four bytes, or null for anything else. */
function ipv4Bytes(host: string): number[] | null {
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const bytes = parts.map(Number)
  return bytes.every((byte) => byte <= 255) ? bytes : null
}

/**
 * Unspecified, private (RFC 1918), shared (carrier-grade NAT), loopback, link-local, multicast
 * and reserved: none of them is a public website.
 */
function isPrivateIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  )
}

/** An IPv6 literal as the URL parser writes it (compressed, lower case, without its brackets). */
function isPrivateIpv6(address: string): boolean {
  const [head = '', tail = ''] = address.split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front
  const words = groups.map((group) => Number.parseInt(group, 16))
  if (words.length !== 8 || words.some((word) => Number.isNaN(word))) return true
  const [first = 0] = words
  // An IPv4 address inside (::a.b.c.d, ::ffff:a.b.c.d): judged as that address.
  const zeroes = words.slice(0, 5).every((word) => word === 0)
  if (zeroes && (words[5] === 0 || words[5] === 0xffff)) {
    const high = words[6] ?? 0
    const low = words[7] ?? 0
    if (words[5] === 0 && high === 0) return true // :: and ::1
    return isPrivateIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  }
  return (
    (first & 0xfe00) === 0xfc00 || // unique local, fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local, fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  )
}

/** Why this address may not be a profile picture, or null when it may. */
export function pictureUrlProblem(value: string): PictureUrlProblem | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'invalid'
  }
  if (url.protocol !== 'https:') return url.protocol === 'http:' ? 'notHttps' : 'invalid'
  // The parser has already written any form of an IPv4 address (0x7f.1, 2130706433) as a.b.c.d.
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (!host) return 'invalid'
  if (host === 'localhost' || host.endsWith('.localhost')) return 'privateHost'
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1)) ? 'privateHost' : null
  const ipv4 = ipv4Bytes(host)
  if (ipv4) return isPrivateIpv4(ipv4) ? 'privateHost' : null
  return null
}

/** Whether a stored picture may be sent to a browser: one kept from before these rules may break them. */
export function isShownPicture(value: string | null | undefined): value is string {
  return typeof value === 'string' && pictureUrlProblem(value) === null
}
