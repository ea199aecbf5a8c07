import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose'

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
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
 */
export function createGoogleVerifier(keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(GOOGLE_JWKS_URL))): GoogleVerifier {
  return {
    async verify(idToken, clientId) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
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
