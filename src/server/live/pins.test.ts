import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { approvedQuiz, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'
import * as repo from './repository'

/**
 * A PIN is not guessable in practice (decision 043): joining by PIN is counted per client address,
 * a live game's PIN is its own, and a finished game's PIN rests a day before it is given out again.
 */
let h: TestHarness
let host: SignedInUser
let quizId: string
beforeAll(async () => {
  h = await createHarness()
  host = await signedInUser(h)
  quizId = (await approvedQuiz(h.db, host.id, { title: 'PIN sample' })).id
})
afterAll(() => h.close())

const gameWithPin = (pin: string) =>
  repo.insertGame(h.db, { quizId, hostId: host.id, pin, hostScreenOnly: false, streakBonus: false, questions: [] })

describe('a game’s PIN', () => {
  it('is no other live game’s, and a finished game’s rests a day before it is given out again', async () => {
    const { gameId, pin } = await host.caller.live.create({ quizId })
    await expect(gameWithPin(pin)).rejects.toThrow(/games_live_pin_idx/)
    await host.caller.live.end({ gameId })
    // Ended now: the PIN is refused for a new game (nothing inserted), and joining by it finds nothing.
    expect(await gameWithPin(pin)).toBeUndefined()
    const join = await h.client().post('/api/v1/games/join', { pin, nickname: 'Asha' })
    expect(join.status).toBe(404)
    expect(join.json.message).toBe(m.live_wrong_pin())
    // A day and a little later, it is free again.
    await h.db
      .updateTable('games')
      .set({ ended_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', '=', gameId)
      .execute()
    const again = await gameWithPin(pin)
    expect(again?.pin).toBe(pin)
    expect(again?.id).not.toBe(gameId)
  })
})

describe('joining by PIN', () => {
  let limited: TestHarness
  beforeAll(async () => {
    limited = await createHarness({ env: { RATE_LIMITS: 'on' } })
  })
  afterAll(() => limited.close())

  it('is refused in words past the budget of one client address, wrong PINs counted too', async () => {
    const { limit } = RATE_LIMIT_BUCKETS.liveJoin
    const client = limited.client()
    for (let tries = 0; tries < limit; tries++) {
      const wrong = await client.post('/api/v1/games/join', { pin: String(100000 + tries), nickname: 'Guesser' })
      expect(wrong.status).toBe(404)
    }
    const refused = await client.post('/api/v1/games/join', { pin: '999999', nickname: 'Guesser' })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(m.server_rate_limited())
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // tRPC's join counts the same way (its caller here is another address, with a budget of its own).
    const caller = limited.caller()
    for (let tries = 0; tries < limit; tries++) {
      await expect(caller.live.join({ pin: String(200000 + tries), nickname: 'Guesser' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      })
    }
    await expect(caller.live.join({ pin: '999999', nickname: 'Guesser' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: m.server_rate_limited(),
    })
  })
})
