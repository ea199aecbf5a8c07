import type { DB } from '#server/db/index'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { STREAK_NOTICES } from '#shared/notifications'
import { indiaDay, indiaHour, STREAK_REMINDER_HOURS, type Streak, streakOf } from '#shared/streaks'
import * as repo from './repository'

/**
 * Counts a day of activity for the person's streak: the day in India `at` falls on, once however
 * often. A finished attempt counts through the database (attempts_achievements, in the attempt's
 * transaction); anything else that counts (a review session) calls this in its own.
 */
export async function recordActivity(db: DB, userId: string, at: Date = new Date()): Promise<void> {
  await repo.recordActivity(db, userId, at)
}

/** The person's streak as of `now`: current and longest, and whether this week's freeze is used. */
export async function getStreak(db: DB, userId: string, now: Date = new Date()): Promise<Streak> {
  return streakOf(await repo.activeDays(db, userId), indiaDay(now))
}

/** How many people one round claims per transaction, and the most transactions a round runs. */
const ROUND_BATCH = 50
const ROUND_BATCHES = 100

/**
 * A streak alive today may have its last active day this far back: yesterday, or before one or two
 * frozen days (a Sunday and the Monday after are in two weeks, each with its freeze).
 */
const OLDEST_ALIVE = 3

/**
 * The evening reminder (19:00 to 21:00 in India): each person whose streak is at least a day and
 * who has done nothing today is told once today, in the app and by mail as they chose. Each is
 * claimed with skip locked and marked reminded in the notices' transaction. Returns how many were
 * reminded.
 */
export async function remindStreaks(db: DB, deps: NotifyDeps, now: Date = new Date()): Promise<number> {
  const hour = indiaHour(now)
  if (hour < STREAK_REMINDER_HOURS.from || hour >= STREAK_REMINDER_HOURS.to) return 0
  const today = indiaDay(now)
  let reminded = 0
  for (let batch = 0; batch < ROUND_BATCHES; batch++) {
    const { claimed, told } = await db.transaction().execute(async (trx) => {
      const due = await repo.claimDueReminders(trx, today, today - OLDEST_ALIVE, ROUND_BATCH)
      let told = 0
      for (const userId of due) {
        const streak = streakOf(await repo.activeDays(trx, userId), today)
        if (streak.current < 1 || streak.activeToday) continue
        await notify(trx, deps, { userId, kind: 'streak', ...STREAK_NOTICES.reminder(streak.current) })
        told++
      }
      return { claimed: due.length, told }
    })
    reminded += told
    if (claimed < ROUND_BATCH) break
  }
  return reminded
}
