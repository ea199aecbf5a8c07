import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ageAttempt, approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp'
import { finalizeExpiredAttempts } from '#server/attempts/attempt-service'
import { notifyDeps } from '#server/notifications/service'
import { STREAK_NOTICES } from '#shared/notifications'
import { indiaDay } from '#shared/streaks'
import { getStreak, recordActivity, remindStreaks } from './service'

/**
 * Daily streaks (decision 049) on a controlled clock: each moment is passed in (`at`, `now`), never
 * faked. The days are India's: 23:59 and 00:01 IST are two days. 2026-12-07 is a Monday, so the week
 * of 7 to 13 December is one freeze's week.
 */
let smtp: TestSmtpServer
let h: TestHarness
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  h = await createHarness({ env: { SMTP_URL: smtp.url } })
})
afterAll(async () => {
  await h.close()
  await smtp.close()
})

/** A moment given as India's wall clock. */
const ist = (wallClock: string) => new Date(`${wallClock}+05:30`)

async function activeOn(user: SignedInUser, ...moments: string[]) {
  for (const moment of moments) await recordActivity(h.db, user.id, ist(moment))
}

describe('the day in India', () => {
  it('counts 23:59 and 00:01 IST as two days, and 00:01 and 23:59 of one date as one', async () => {
    expect(indiaDay(ist('2026-12-08T23:59:00'))).toBe(indiaDay(ist('2026-12-09T00:01:00')) - 1)
    const across = await signedInUser(h)
    await activeOn(across, '2026-12-08T23:59:00', '2026-12-09T00:01:00')
    expect(await getStreak(h.db, across.id, ist('2026-12-09T10:00:00'))).toEqual({
      current: 2,
      longest: 2,
      freezeUsedThisWeek: false,
      activeToday: true,
    })
    const within = await signedInUser(h)
    await activeOn(within, '2026-12-08T00:01:00', '2026-12-08T23:59:00')
    expect(await getStreak(h.db, within.id, ist('2026-12-08T23:59:30'))).toMatchObject({ current: 1, longest: 1 })
    expect(
      await h.db.selectFrom('activity_days').select('day').where('user_id', '=', within.id).execute(),
    ).toHaveLength(1)
  })

  it('keeps a streak alive through today until today is over', async () => {
    const player = await signedInUser(h)
    await activeOn(player, '2026-12-07T09:00:00')
    expect(await getStreak(h.db, player.id, ist('2026-12-08T23:59:00'))).toMatchObject({
      current: 1,
      activeToday: false,
    })
    // A day missed, then another: no freeze covers two in one week.
    expect(await getStreak(h.db, player.id, ist('2026-12-10T00:01:00'))).toMatchObject({ current: 0, longest: 1 })
  })
})

describe('the weekly freeze', () => {
  it('covers one missed day in a week, and says it was used', async () => {
    const player = await signedInUser(h)
    await activeOn(player, '2026-12-07T10:00:00', '2026-12-08T10:00:00', '2026-12-10T10:00:00', '2026-12-11T10:00:00')
    expect(await getStreak(h.db, player.id, ist('2026-12-11T12:00:00'))).toEqual({
      current: 4,
      longest: 4,
      freezeUsedThisWeek: true,
      activeToday: true,
    })
    // The next week has a freeze of its own, unused until a day of it is missed.
    await activeOn(player, '2026-12-12T10:00:00', '2026-12-13T10:00:00', '2026-12-14T10:00:00')
    expect(await getStreak(h.db, player.id, ist('2026-12-14T12:00:00'))).toMatchObject({
      current: 7,
      freezeUsedThisWeek: false,
    })
    await activeOn(player, '2026-12-16T10:00:00')
    expect(await getStreak(h.db, player.id, ist('2026-12-16T12:00:00'))).toMatchObject({
      current: 8,
      longest: 8,
      freezeUsedThisWeek: true,
    })
  })

  it('does not cover two missed days in one week, together or apart', async () => {
    const together = await signedInUser(h)
    await activeOn(together, '2026-12-07T10:00:00', '2026-12-10T10:00:00')
    expect(await getStreak(h.db, together.id, ist('2026-12-10T12:00:00'))).toMatchObject({ current: 1, longest: 1 })
    const apart = await signedInUser(h)
    await activeOn(apart, '2026-12-07T10:00:00', '2026-12-09T10:00:00', '2026-12-11T10:00:00')
    expect(await getStreak(h.db, apart.id, ist('2026-12-11T12:00:00'))).toMatchObject({
      current: 1,
      longest: 2,
      freezeUsedThisWeek: false,
    })
  })
})

describe('what counts', () => {
  it('counts a submitted attempt and one the sweep finalised, each on its day, once a day', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Streak quiz', timeLimit: 120 })
    const player = await signedInUser(h)
    const started = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({ attemptId: started.attemptId, answers: [] })
    const days = () => h.db.selectFrom('activity_days').select('day').where('user_id', '=', player.id).execute()
    expect(await days()).toEqual([{ day: indiaDay(new Date()) }])

    const late = await signedInUser(h)
    const open = await late.caller.attempts.start({ quizId: quiz.id })
    await ageAttempt(h.db, open.attemptId, 3600)
    expect(await finalizeExpiredAttempts(h.db)).toBeGreaterThanOrEqual(1)
    const row = await h.db
      .selectFrom('attempts')
      .select('submitted_at')
      .where('id', '=', open.attemptId)
      .executeTakeFirstOrThrow()
    expect(await h.db.selectFrom('activity_days').select('day').where('user_id', '=', late.id).execute()).toEqual([
      { day: indiaDay(row.submitted_at!) },
    ])
    expect((await late.caller.streaks.mine()).current).toBe(1)
  })
})

describe('a live game', () => {
  it('counts for the streak of each signed-in player who answered, and gives no certificate', async () => {
    const host = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, host.id, { title: 'Live streak quiz', timeLimit: 120, passMark: 10 })
    const player = await signedInUser(h)
    const { gameId, pin } = await host.caller.live.create({ quizId: quiz.id })
    await player.caller.live.join({ pin, nickname: 'Ravi' })
    const state = await host.caller.live.start({ gameId })
    await player.caller.live.answer({
      gameId,
      questionId: state.question!.id,
      response: SAMPLE_QUESTIONS[state.questionIndex]!.correctAnswer,
    })
    expect((await host.caller.live.end({ gameId })).status).toBe('ended')
    expect(await h.db.selectFrom('attempts').select('id').where('game_id', '=', gameId).execute()).toHaveLength(1)
    expect((await player.caller.streaks.mine()).current).toBe(1)
    expect(await player.caller.certificates.mine()).toEqual([])
  })
})

describe('the evening reminder', () => {
  const told = async (user: SignedInUser) => {
    const list = await user.client.get('/api/v1/notifications?limit=100')
    return list.json.data.items.filter((item: { kind: string }) => item.kind === 'streak')
  }

  it('goes once a day, in the evening, to a streak that would break today, and by mail as chosen', async () => {
    const keen = await signedInUser(h)
    const quiet = await signedInUser(h)
    const doneToday = await signedInUser(h)
    const broken = await signedInUser(h)
    await activeOn(keen, '2026-12-21T09:00:00', '2026-12-22T09:00:00')
    await activeOn(quiet, '2026-12-22T09:00:00')
    await quiet.caller.notifications.setPreferences({ email: { streak: false } })
    await activeOn(doneToday, '2026-12-22T09:00:00', '2026-12-23T08:00:00')
    await activeOn(broken, '2026-12-19T09:00:00')
    const deps = notifyDeps(h.deps)

    // Not before 19:00 in India.
    expect(await remindStreaks(h.db, deps, ist('2026-12-23T18:59:00'))).toBe(0)
    expect(await told(keen)).toEqual([])

    const evening = ist('2026-12-23T19:30:00')
    await Promise.all([remindStreaks(h.db, deps, evening), remindStreaks(h.db, deps, evening)])
    expect(await remindStreaks(h.db, deps, ist('2026-12-23T20:30:00'))).toBe(0)

    const words = STREAK_NOTICES.reminder(2)
    expect(await told(keen)).toEqual([expect.objectContaining({ title: words.title, body: words.body })])
    expect(await told(quiet)).toHaveLength(1)
    expect(await told(doneToday)).toEqual([])
    expect(await told(broken)).toEqual([])
    await h.drainMail()
    expect(smtp.to(keen.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(1)
    expect(smtp.to(quiet.email).filter((mail) => mail.subject.startsWith(words.title))).toHaveLength(0)

    // The next evening, still nothing done: the freeze keeps the streak, so it is told again, once.
    expect(await remindStreaks(h.db, deps, ist('2026-12-24T21:00:00'))).toBe(0)
    await remindStreaks(h.db, deps, ist('2026-12-24T20:00:00'))
    await remindStreaks(h.db, deps, ist('2026-12-24T20:10:00'))
    expect(await told(keen)).toHaveLength(2)
  })
})
