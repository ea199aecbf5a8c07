import { type AttemptView, getAttemptInProgress, startContestAttempt } from '#server/attempts/attempt-service'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { SessionUser } from '#server/identity/session'
import { refuseStakesAndPrizes } from '#server/live/money-rules'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { requireQuizAccess } from '#server/quizzes/policy'
import { CONTEST_BOUNDS, type ContestBadge, type ContestPhase, istClock, istMinute } from '#shared/contests'
import { CONTEST_NOTICES } from '#shared/notifications'
import { m } from '#shared/i18n'
import * as repo from './repository'

/**
 * Scheduled contests, free (decision 046): a creator's contest on a quiz of theirs, a start and a
 * window on the database's clock, one attempt per registered player, final ranks and badges
 * written once at the close. Money is refused before anything is made (live/money-rules.ts), and
 * nothing here reads or writes a wallet.
 */

/** Where a contest shows in the app: what its notices link to. */
const contestLink = (contestId: string) => `/contests/${contestId}`

const contestNotFound = () => new AppError('NOT_FOUND', m.contests_not_found())

const MINUTE_MS = 60_000

function phaseOf(row: { starts_at: Date; closes_at: Date; db_now: Date }): ContestPhase {
  if (row.db_now < row.starts_at) return 'upcoming'
  return row.db_now < row.closes_at ? 'open' : 'closed'
}

export interface ContestSummary {
  id: string
  title: string
  quizId: string
  quizTitle: string
  creator: { id: string; username: string }
  startsAt: string
  closesAt: string
  /** The same moments as the screens show them: India's wall clock, with "IST". */
  startsAtIst: string
  closesAtIst: string
  phase: ContestPhase
  /** Whether the final ranks are written (after the close). */
  ranksFinal: boolean
  registered: number
  /** The server's clock when this was read, for a countdown that does not trust the device's. */
  serverNow: string
}

function toSummary(row: repo.ContestRow): ContestSummary {
  return {
    id: row.id,
    title: row.title,
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    creator: { id: row.creator_id, username: row.creator_name },
    startsAt: row.starts_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    startsAtIst: istMinute(row.starts_at),
    closesAtIst: istMinute(row.closes_at),
    phase: phaseOf(row),
    ranksFinal: row.ranked_at !== null,
    registered: Number(row.registered),
    serverNow: row.db_now.toISOString(),
  }
}

async function requireContest(db: DB, contestId: string) {
  const row = await repo.findContest(db, contestId)
  if (!row) throw contestNotFound()
  return row
}

export interface NewContest {
  quizId: string
  title?: string | undefined
  startsAt: Date
  windowMinutes: number
  /** Only ever to be refused: a contest takes no entry price and pays no money. */
  entryPricePaise?: number | undefined
  moneyRewardPaise?: number | undefined
}

/**
 * A creator's contest on an approved, free quiz of theirs, starting a little ahead. An entry
 * price or a money reward is refused in words before anything is read or written.
 */
export async function createContest(db: DB, user: SessionUser, input: NewContest) {
  refuseStakesAndPrizes({
    entryPricePaise: input.entryPricePaise ?? 0,
    moneyRewardPaise: input.moneyRewardPaise ?? 0,
  })
  const id = await db.transaction().execute(async (trx) => {
    // A quiz the caller may not see is an unknown id to them (quizzes/policy.ts); one they see is theirs or not.
    const quiz = requireQuizAccess(user, await repo.findQuiz(trx, input.quizId), 'see')
    if (quiz.creator_id !== user.id) throw new AppError('FORBIDDEN', m.contests_quiz_not_yours())
    if (quiz.status !== 'approved')
      throw new AppError('BAD_REQUEST', m.contests_quiz_not_approved({ quizTitle: quiz.title }))
    if (quiz.is_paid) throw new AppError('BAD_REQUEST', m.contests_paid_quiz({ quizTitle: quiz.title }))
    const lead = input.startsAt.getTime() - quiz.db_now.getTime()
    if (lead < CONTEST_BOUNDS.leadMinMinutes * MINUTE_MS)
      throw new AppError('BAD_REQUEST', m.contests_starts_too_soon({ minutes: CONTEST_BOUNDS.leadMinMinutes }))
    if (lead > CONTEST_BOUNDS.aheadMaxDays * 24 * 60 * MINUTE_MS)
      throw new AppError('BAD_REQUEST', m.contests_starts_too_far({ days: CONTEST_BOUNDS.aheadMaxDays }))
    return repo.insertContest(trx, {
      quiz_id: quiz.id,
      creator_id: user.id,
      title: input.title || quiz.title,
      starts_at: input.startsAt,
      closes_at: new Date(input.startsAt.getTime() + input.windowMinutes * MINUTE_MS),
    })
  })
  return getContest(db, user, id)
}

/** The viewer's part in a contest: registered, their attempt, and once ranked their place and badge. */
function myEntry(entry: Awaited<ReturnType<typeof repo.findEntry>>) {
  if (!entry) return { registered: false as const }
  return {
    registered: true as const,
    attemptId: entry.attempt_id,
    played: entry.attempt_status === 'submitted',
    inProgress: entry.attempt_status === 'in_progress',
    score: entry.attempt_status === 'submitted' ? Number(entry.score ?? 0) : null,
    totalPossibleScore: entry.attempt_status === 'submitted' ? Number(entry.total_possible_score) : null,
    rank: entry.final_rank,
    badge: entry.badge as ContestBadge | null,
  }
}

/** One contest, with the viewer's entry (for a guest, none). */
export async function getContest(db: DB, user: SessionUser | null, contestId: string) {
  const row = await requireContest(db, contestId)
  const entry = user ? await repo.findEntry(db, contestId, user.id) : undefined
  return {
    contest: toSummary(row),
    isCreator: user?.id === row.creator_id,
    /** Before the ranks are written: "Ranks are final at HH:MM IST". */
    ranksFinalAt: istClock(row.closes_at),
    me: myEntry(entry),
  }
}

/** Upcoming contests (soonest first) or past ones (latest first). */
export async function listContests(db: DB, page: { when: 'upcoming' | 'past'; limit: number; offset: number }) {
  const rows = await repo.listContests(db, page)
  return { items: rows.slice(0, page.limit).map(toSummary), hasMore: rows.length > page.limit }
}

/** The contests the caller registered for, latest first, each with their entry. */
export async function myContests(db: DB, user: SessionUser, page: { limit: number; offset: number }) {
  const rows = await repo.myContests(db, user.id, page)
  return {
    items: rows.slice(0, page.limit).map((row) => ({ contest: toSummary(row), me: myEntry(row) })),
    hasMore: rows.length > page.limit,
  }
}

/** A player's badges from contests, the latest first: the profile's list. */
export async function listBadges(db: DB, userId: string) {
  const rows = await repo.badgesOf(db, userId)
  return {
    items: rows.map((row) => ({
      contestId: row.id,
      contestTitle: row.title,
      badge: row.badge,
      rank: row.final_rank,
      closesAt: row.closes_at.toISOString(),
      closesAtIst: istMinute(row.closes_at),
    })),
  }
}

/** Registers the caller, before the start or until the window closes; a second time changes nothing. */
export async function register(db: DB, user: SessionUser, contestId: string) {
  await db.transaction().execute(async (trx) => {
    const row = await requireContest(trx, contestId)
    if (phaseOf(row) === 'closed') throw new AppError('CONFLICT', m.contests_closed())
    await repo.insertEntry(trx, contestId, user.id)
  })
  return getContest(db, user, contestId)
}

/**
 * Starts the caller's one contest attempt, on the database's clock: refused before the start (with
 * the time in IST) and after the close, and for a player not registered. Asked again while it runs,
 * it resumes it; once it is submitted, the contest is played.
 */
export async function startContest(db: DB, user: SessionUser, contestId: string) {
  // The attempt screen plays it by its quiz (attempts.start resumes it), as any attempt in progress.
  const started = (view: AttemptView) => ({ attemptId: view.attemptId, quizId: view.quizId, endsAt: view.endsAt })
  return db.transaction().execute(async (trx) => {
    const row = await requireContest(trx, contestId)
    const entry = await repo.findEntry(trx, contestId, user.id, { forUpdate: true })
    if (!entry) throw new AppError('CONFLICT', m.contests_register_first())
    const phase = phaseOf(row)
    if (phase === 'upcoming') throw new AppError('CONFLICT', m.contests_not_started({ time: istMinute(row.starts_at) }))
    if (entry.attempt_id) {
      const current = await getAttemptInProgress(trx, user, entry.attempt_id)
      if (current.status === 'in_progress') return started(current.attempt)
      throw new AppError('CONFLICT', m.contests_already_played())
    }
    if (phase === 'closed') throw new AppError('CONFLICT', m.contests_closed())
    const view = await startContestAttempt(trx, user, row.quiz_id, row.closes_at)
    await repo.setEntryAttempt(trx, contestId, user.id, view.attemptId)
    return started(view)
  })
}

/** The final places of a ranked contest, a page at a time; before then, refused with the time they will be. */
export async function getStandings(db: DB, contestId: string, page: { limit: number; offset: number }) {
  const row = await requireContest(db, contestId)
  if (row.ranked_at === null)
    throw new AppError('CONFLICT', m.contests_ranks_not_final({ time: istClock(row.closes_at) }))
  const rows = await repo.standingsPage(db, contestId, page)
  return {
    entries: rows.slice(0, page.limit).map((entry) => ({
      rank: entry.final_rank!,
      userId: entry.user_id,
      username: entry.username,
      score: Number(entry.score ?? 0),
      totalPossibleScore: Number(entry.total_possible_score),
      durationMs: entry.duration_ms === null ? null : Number(entry.duration_ms),
      badge: entry.badge,
    })),
    hasMore: rows.length > page.limit,
  }
}

/** How many contests one round reminds of or ranks, per transaction. */
const ROUND_BATCH = 20

/**
 * Reminds each registered player of a contest starting within ten minutes (in the app, and by mail
 * as they chose), once: the contest is marked reminded in the same transaction as the notices.
 * Returns how many contests were reminded of.
 */
export async function remindContests(db: DB, deps: NotifyDeps): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await repo.claimDueReminders(trx, CONTEST_BOUNDS.reminderMinutes, ROUND_BATCH)
    for (const contest of due) {
      // One whose window closed while no instance ran has nothing left to remind of.
      if (!contest.still_open) continue
      for (const userId of await repo.registeredPlayers(trx, contest.id)) {
        await notify(trx, deps, {
          userId,
          kind: 'contest',
          ...CONTEST_NOTICES.reminder(contest.title, contest.starts_at),
          link: contestLink(contest.id),
        })
      }
    }
    return due.length
  })
}

/**
 * Writes the final ranks and badges of contests that have closed, once each: each closed contest
 * with no attempt still running is ranked in the leaderboard's order. Attempts left open past the
 * close are the attempt sweep's to finalise (it runs as often as this round), so a contest waits at
 * most a round for its last one. Returns how many contests were ranked.
 */
export async function closeContests(db: DB): Promise<number> {
  return db.transaction().execute(async (trx) => (await repo.rankClosedContests(trx, ROUND_BATCH)).length)
}
