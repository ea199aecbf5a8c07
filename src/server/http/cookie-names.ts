/** The session cookie's name: `__Host-` binds it to this exact origin, which browsers accept only over HTTPS. */
export function sessionCookieName(isHttps: boolean) {
  return isHttps ? '__Host-session' : 'session'
}

/** The device cookie's name (auth/device-cookie.ts), under the same rule. */
export function deviceCookieName(isHttps: boolean) {
  return isHttps ? '__Host-device' : 'device'
}
