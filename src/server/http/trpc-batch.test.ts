import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_TRPC_BATCH } from '#shared/constants'
import { SERVER } from '#shared/messages'
import { createHarness, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'

/** A batch's work is bounded: more than MAX_TRPC_BATCH calls are refused before any of them runs. */
let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const listInput = (calls: number) =>
  encodeURIComponent(
    JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { limit: 10, offset: 0 }]))),
  )

function listBatch(calls: number) {
  const paths = Array.from({ length: calls }, () => 'quizzes.list').join(',')
  return h.app.request(`/trpc/${paths}?batch=1&input=${listInput(calls)}`, { headers: { origin: TEST_ORIGIN } })
}

const contactCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('tRPC batches', () => {
  it(`answers a GET batch of ${MAX_TRPC_BATCH} calls`, async () => {
    const response = await listBatch(MAX_TRPC_BATCH)
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(MAX_TRPC_BATCH)
  })

  it(`refuses a GET batch of ${MAX_TRPC_BATCH + 1} calls with a 400 in words`, async () => {
    const response = await listBatch(MAX_TRPC_BATCH + 1)
    expect(response.status).toBe(400)
    const body = await response.json()
    const error = Array.isArray(body) ? body[0].error : body.error
    expect(error.message).toBe(SERVER.batchTooLarge)
  })

  it('refuses a POST batch of 800 mutations before any of them runs', async () => {
    const before = await contactCount()
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A message long enough to pass.',
    }
    const calls = 800
    const response = await h.app.request(
      `/trpc/${Array.from({ length: calls }, () => 'contact.send').join(',')}?batch=1`,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, message]))),
      },
    )
    expect(response.status).toBe(400)
    expect(await contactCount()).toBe(before)
  })
})
