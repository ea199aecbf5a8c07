import { afterAll, beforeAll, expect, it } from 'vitest'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { DEMO_QUIZZES } from './quizzes'
import { seedDemoContent } from './seed'

let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

it('seeds the demo quizzes, approved and public, into an empty database once, and never into one in use', async () => {
  expect(await seedDemoContent(h.db)).toBe(DEMO_QUIZZES.length)
  const listed = await h.caller().quizzes.list({ limit: 50 })
  expect(listed.total).toBe(DEMO_QUIZZES.length)
  expect(listed.quizzes.filter((quiz) => quiz.isPaid)).toHaveLength(1)
  expect(await seedDemoContent(h.db)).toBe(0)
  const { count } = await h.db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  expect(Number(count)).toBe(DEMO_QUIZZES.length)
})

it('seeds once when instances start together on one empty database', async () => {
  const fresh = await createHarness()
  try {
    const seeded = await Promise.all([seedDemoContent(fresh.db), seedDemoContent(fresh.db), seedDemoContent(fresh.db)])
    expect(seeded.sort((a, b) => a - b)).toEqual([0, 0, DEMO_QUIZZES.length])
    const { count } = await fresh.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBe(DEMO_QUIZZES.length)
  } finally {
    await fresh.close()
  }
})
