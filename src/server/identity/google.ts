import type { JWTVerifyGetKey } from 'jose'

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'

export interface GoogleIdentity {
  sub: string
  email: string
  emailVerified: boolean
  name: string | undefined
  givenName: string | undefined
  picture: string | undefined
}

export interface GoogleVerifier {
  verify(idToken: string, clientId: string): Promise<GoogleIdentity | null>
}

/**
 * Verifies a Google ID token: RS256 signature against Google's key set (jose caches it),
 * `iss`, `aud` and `exp`, before anything in it is trusted. Returns null for any bad token.
 * jose is imported on the first sign-in, not at start-up; so is Google's key set (by default).
 */
export function createGoogleVerifier(keys?: JWTVerifyGetKey): GoogleVerifier {
  let keySet: JWTVerifyGetKey | undefined
  return {
    async verify(idToken, clientId) {
      const { createRemoteJWKSet, errors, jwtVerify } = await import('jose')
      keySet ??= keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL))
      try {
        const { payload } = await jwtVerify(idToken, keySet, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        })
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : undefined,
          givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
          picture: typeof payload.picture === 'string' ? payload.picture : undefined,
        }
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null
        throw error
      }
    },
  }
}
