import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { RAZORPAY_WEBHOOK_PATH } from '#server/wallet/schemas'
import { signedInUser, type SignedInUser } from './fixtures'
import { createHarness, type TestHarness } from './harness'
import { type RazorpayStandIn, startRazorpayStandIn } from './razorpay-stand-in'

/** The stand-in's keys: made up, and never the gateway's. */
export const STAND_IN_KEYS = {
  keyId: 'rzp_test_StandIn00000001',
  keySecret: 'stand-in-key-secret-0123456789',
  webhookSecret: 'stand-in-webhook-secret-9876543210',
}

/**
 * A test file's app with the gateway configured to a Razorpay stand-in, served over HTTP on a
 * loopback port so the stand-in's webhooks reach it, and a signed-in admin. Read its parts inside
 * tests and hooks, once they exist.
 */
export function gatewaySuite(options: { database?: () => Promise<DatabaseHandle> } = {}) {
  const ADMIN_EMAIL = `gateway-admin-${Math.random().toString(36).slice(2, 8)}@example.com`
  let harness: TestHarness | undefined
  let standIn: RazorpayStandIn | undefined
  let adminUser: SignedInUser | undefined
  let server: ReturnType<typeof serve> | undefined
  let base = ''
  beforeAll(async () => {
    standIn = await startRazorpayStandIn(STAND_IN_KEYS)
    harness = await createHarness({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, ...standIn.env, RAZORPAY_PAYOUT_ACCOUNT: '7878780080316316' },
      ...(options.database ? { database: await options.database() } : {}),
    })
    const h = harness
    await new Promise<void>((resolve) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    standIn.setWebhookUrl(`${base}${RAZORPAY_WEBHOOK_PATH}`)
    adminUser = await signedInUser(harness, { email: ADMIN_EMAIL })
  })
  afterAll(async () => {
    await standIn?.settled()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await standIn?.close()
    await harness?.close()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The suite is made in beforeAll: read it inside a test or hook')
    return value
  }
  return {
    get h() {
      return ready(harness)
    },
    get standIn() {
      return ready(standIn)
    },
    get admin() {
      return ready(adminUser)
    },
    /** The app's address, where the stand-in posts its webhooks. */
    get base() {
      return base
    },
    player: () => signedInUser(ready(harness)),
  }
}
