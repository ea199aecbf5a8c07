import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'
import { waitForLink } from './mailbox'

/**
 * Accounts for the browser tests, made through the API: apart from the fixtures so that the global
 * setup, which runs outside any test, signs the admin up before the workers start.
 */

export interface TestUser {
  username: string
  email: string
  password: string
}

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`
/** Our own Origin: state-changing API calls from outside the page need it (CSRF). */
export const ORIGIN = { origin: BASE_URL }

let counter = 0
/** Unique across the run's workers: each part of the tag has its own width, so no two runs of digits read alike. */
export function uniqueUser(prefix = 'player'): TestUser {
  counter++
  const worker = process.env.TEST_WORKER_INDEX ?? '0'
  const tag = [
    Date.now().toString(36),
    worker.padStart(2, '0'),
    String(counter % 1000).padStart(3, '0'),
    String(Math.floor(Math.random() * 1000)).padStart(3, '0'),
  ].join('')
  return { username: `${prefix}_${tag}`, email: `${prefix}_${tag}@e2e.test`, password: 'Str0ng!pass' }
}

/**
 * Opens the verification link of the newest message to `email`, the way the verify-email page does
 * (POST /api/v1/users/verify-email with the link's token): the person has read their mail.
 */
async function verifyEmail(request: APIRequestContext, email: string) {
  const token = new URL(await waitForLink(email, '/verify-email')).searchParams.get('token')
  const response = await request.post('/api/v1/users/verify-email', { data: { token }, headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * Signs up through the API (the UI signup has its own test); the browser then logs in. The address
 * is verified from the mail, as a person who has opened it, since the server is running with mail on
 * (withdrawals need a verified address); `{ verified: false }` leaves it unverified.
 */
export async function createUser(
  request: APIRequestContext,
  user: TestUser = uniqueUser(),
  { verified = true }: { verified?: boolean } = {},
) {
  const response = await request.post('/api/v1/users/signup', { data: user, headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(201)
  if (verified) await verifyEmail(request, user.email)
  return user
}

/**
 * The e2e server makes admin@e2e.test an admin (ADMIN_EMAILS in playwright.config.ts) once the
 * address is verified, mail being on.
 */
export const ADMIN: TestUser = { username: 'e2e_admin', email: 'admin@e2e.test', password: 'Str0ng!pass' }

/** Signs the admin up and verifies the address from the mail, on first use; later calls find it done (409). */
export async function signUpAdmin(request: APIRequestContext) {
  const signup = await request.post('/api/v1/users/signup', { data: ADMIN, headers: ORIGIN })
  expect([201, 409], await signup.text()).toContain(signup.status())
  if (signup.status() === 201) await verifyEmail(request, ADMIN.email)
}
