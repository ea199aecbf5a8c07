import type { DB } from '#server/db/index'
import { AppError, isUniqueViolation } from '#server/errors'
import type { SessionUser } from '#server/identity/session'
import { isAdmin } from '#server/identity/policy'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { chargeForSeries } from '#server/wallet/service'
import { indiaWallClock } from '#shared/india-time'
import { SERIES_NOTICES } from '#shared/notifications'
import { m } from '#shared/i18n'
import * as repo from './repository'

/** Where a series shows in the app: what its notices link to. */
const seriesLink = (seriesId: string) => `/series/${seriesId}`

/** A moment as the screens and messages give it: India's wall clock, to the minute, with "IST". */
const istTime = (moment: Date | string) => `${indiaWallClock(moment).replace('T', ' ').slice(0, 16)} IST`

export interface SeriesSummary {
  id: string
  title: string
  description: string
  pricePaise: number
  isFree: boolean
  status: 'pending' | 'approved' | 'rejected'
  rejectionReason: string | null
  creator: { id: string; username: string }
  mockCount: number
  createdAt: string
}

function toSummary(row: repo.SeriesRow, mockCount: number): SeriesSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pricePaise: row.price_paise,
    isFree: row.price_paise === 0,
    status: row.status as SeriesSummary['status'],
    rejectionReason: row.rejection_reason,
    creator: { id: row.creator_id, username: row.creator_name },
    mockCount,
    createdAt: row.created_at.toISOString(),
  }
}

const seriesNotFound = () => new AppError('NOT_FOUND', m.series_not_found())

/** As quizzes: an approved series is public; one in review or rejected is its creator's and the admins'. */
function canSee(user: SessionUser | null, row: repo.SeriesRow) {
  return row.status === 'approved' || (user !== null && (isAdmin(user) || user.id === row.creator_id))
}

async function requireSeries(db: DB, user: SessionUser | null, seriesId: string) {
  const row = await repo.findSeries(db, seriesId)
  if (!row || !canSee(user, row)) throw seriesNotFound()
  return row
}

export interface NewSeries {
  title: string
  description: string
  pricePaise: number
  mocks: { quizId: string; opensAt: Date }[]
}

/**
 * A creator's new series, in review until an admin approves it (as a quiz is): its mocks are
 * quizzes of theirs that are approved already, each with its opening time.
 */
export async function createSeries(db: DB, user: SessionUser, input: NewSeries) {
  const quizIds = input.mocks.map((mock) => mock.quizId)
  if (new Set(quizIds).size !== quizIds.length) throw new AppError('BAD_REQUEST', m.series_mock_twice())
  const id = await db.transaction().execute(async (trx) => {
    const quizzes = await repo.findQuizzes(trx, quizIds)
    for (const quizId of quizIds) {
      const quiz = quizzes.find((row) => row.id === quizId)
      if (!quiz || quiz.creator_id !== user.id) throw new AppError('BAD_REQUEST', m.series_mock_not_yours())
      if (quiz.status !== 'approved')
        throw new AppError('BAD_REQUEST', m.series_mock_not_approved({ quizTitle: quiz.title }))
    }
    const seriesId = await repo.insertSeries(trx, {
      creator_id: user.id,
      title: input.title,
      description: input.description,
      price_paise: input.pricePaise,
    })
    await repo.insertMocks(trx, seriesId, input.mocks)
    return seriesId
  })
  return getSeries(db, user, id)
}

/** Approved series for everyone, newest first; with `mine`, the caller's own whatever their status. */
export async function listSeries(
  db: DB,
  user: SessionUser | null,
  page: { limit: number; offset: number; mine?: boolean | undefined },
) {
  if (page.mine && !user) throw new AppError('UNAUTHORIZED', m.series_mine_needs_sign_in())
  const rows = await repo.listSeries(db, { ...page, creatorId: page.mine ? user?.id : undefined })
  const shown = rows.slice(0, page.limit)
  const counts = await repo.mockCounts(
    db,
    shown.map((row) => row.id),
  )
  return { items: shown.map((row) => toSummary(row, counts.get(row.id) ?? 0)), hasMore: rows.length > page.limit }
}

type MockStatus = 'not-open' | 'open' | 'attempted'

/** One series with its mocks in order (opening times in UTC and as IST shows them) and the viewer's standing. */
export async function getSeries(db: DB, user: SessionUser | null, seriesId: string) {
  const row = await requireSeries(db, user, seriesId)
  const mocks = await repo.listMocks(db, seriesId)
  const hasBought = user ? await repo.hasBought(db, user.id, seriesId) : false
  return {
    series: toSummary(row, mocks.length),
    mocks: mocks.map((mock) => ({
      quizId: mock.quiz_id,
      title: mock.title,
      opensAt: mock.opens_at.toISOString(),
      opensAtIst: istTime(mock.opens_at),
      isOpen: mock.opens_at <= mock.db_now,
      /** Sold alone too: its own price, which a buyer of the series does not pay. */
      alonePricePaise: mock.is_paid ? mock.price_paise : 0,
    })),
    isCreator: user?.id === row.creator_id,
    hasBought,
  }
}

/** The admin's queue: series waiting for review, oldest first, each with its mocks and their IST openings. */
export async function listPendingSeries(db: DB, page: { limit: number; offset: number }) {
  const rows = await repo.pendingSeries(db, page)
  const shown = rows.slice(0, page.limit)
  const mocks = await repo.mocksOf(
    db,
    shown.map((row) => row.id),
  )
  return {
    items: shown.map((row) => {
      const own = mocks.filter((mock) => mock.series_id === row.id)
      return {
        series: toSummary(row, own.length),
        mocks: own.map((mock) => ({
          quizId: mock.quiz_id,
          title: mock.title,
          opensAt: mock.opens_at.toISOString(),
          opensAtIst: istTime(mock.opens_at),
          alonePricePaise: mock.is_paid ? mock.price_paise : 0,
        })),
      }
    }),
    hasMore: rows.length > page.limit,
  }
}

/** An admin's review: approved shows it to everyone; rejected keeps it the creator's, with the reason. */
export async function reviewSeries(
  db: DB,
  seriesId: string,
  review: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  if (review.decision === 'reject' && !review.reason) throw new AppError('BAD_REQUEST', m.series_reject_needs_reason())
  const updated = await db.transaction().execute(async (trx) => {
    const row = await repo.findSeries(trx, seriesId)
    if (!row) throw seriesNotFound()
    return repo.setStatus(
      trx,
      seriesId,
      review.decision === 'approve' ? 'approved' : 'rejected',
      review.decision === 'reject' ? (review.reason ?? null) : null,
    )
  })
  if (updated.numUpdatedRows === 0n) throw seriesNotFound()
  return {
    reviewed: true as const,
    status: review.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
  }
}

export interface SeriesSaleTerms {
  platformFeePercent: number
  notices: NotifyDeps
}

/**
 * Buys (or, when free, joins) a series, once: the price in one ledger transaction, as a paid quiz's
 * (the buyer pays, the creator earns it less the platform's fee, the platform keeps the fee), and
 * the purchase row, together or not at all. A second purchase is refused in words; two at once are
 * taken one after the other by the lock, so the second finds the first.
 */
export async function purchaseSeries(db: DB, user: SessionUser, seriesId: string, terms: SeriesSaleTerms) {
  try {
    await db.transaction().execute(async (trx) => {
      await repo.lockPurchase(trx, user.id, seriesId)
      const row = await requireSeries(trx, user, seriesId)
      if (row.status !== 'approved') throw new AppError('CONFLICT', m.series_not_approved())
      if (row.creator_id === user.id) throw new AppError('CONFLICT', m.series_own())
      if (await repo.hasBought(trx, user.id, seriesId)) throw new AppError('CONFLICT', m.series_already_bought())
      const walletTransactionId =
        row.price_paise > 0
          ? await chargeForSeries(
              trx,
              terms.notices,
              { title: row.title, creatorId: row.creator_id, pricePaise: row.price_paise },
              user.id,
              terms.platformFeePercent,
            )
          : null
      await repo.insertPurchase(trx, {
        series_id: seriesId,
        user_id: user.id,
        price_paise: row.price_paise,
        wallet_transaction_id: walletTransactionId,
      })
    })
  } catch (error) {
    // The lock orders two purchases; the key is the last word if anything slips past it.
    if (isUniqueViolation(error, 'series_purchases_pkey')) throw new AppError('CONFLICT', m.series_already_bought())
    throw error
  }
  return getSeries(db, user, seriesId)
}

/**
 * Whether a bought series covers starting this quiz without its price (decision 042): it does once
 * the mock is open in one of the player's series. Before then the start is refused in words, with
 * the opening time in IST. False when no series of theirs holds it: the quiz's own rules apply.
 */
export async function seriesCoversStart(trx: DB, userId: string, quizId: string): Promise<boolean> {
  const openings = await repo.boughtMockOpenings(trx, userId, quizId)
  if (openings.length === 0) return false
  if (openings.some((row) => row.opens_at <= row.db_now)) return true
  throw new AppError('CONFLICT', m.series_mock_not_open({ time: istTime(openings[0]!.opens_at) }))
}

/** A page of the series leaderboard: each player's total of first attempts, ties sharing a rank. */
export async function getLeaderboard(
  db: DB,
  user: SessionUser | null,
  seriesId: string,
  page: { limit: number; offset: number },
) {
  await requireSeries(db, user, seriesId)
  const rows = await repo.leaderboardPage(db, seriesId, page)
  const shown = rows.slice(0, page.limit)
  const entries: { rank: number; userId: string; username: string; score: number; mocks: number }[] = []
  for (const [index, row] of shown.entries()) {
    const previous = entries[index - 1]
    const rank =
      previous && previous.score === Number(row.score)
        ? previous.rank
        : 1 + (await repo.countAbove(db, seriesId, row.score))
    entries.push({ rank, userId: row.user_id, username: row.username, score: Number(row.score), mocks: row.mocks })
  }
  return { entries, hasMore: rows.length > page.limit }
}

/** The caller's progress through a series: each mock not open yet, open, or attempted with its first score. */
export async function getProgress(db: DB, user: SessionUser, seriesId: string) {
  await requireSeries(db, user, seriesId)
  const mocks = await repo.listMocks(db, seriesId)
  const firsts = await repo.firstAttempts(
    db,
    user.id,
    mocks.map((mock) => mock.quiz_id),
  )
  const items = mocks.map((mock) => {
    const first = firsts.find((attempt) => attempt.quiz_id === mock.quiz_id)
    const status: MockStatus = first ? 'attempted' : mock.opens_at <= mock.db_now ? 'open' : 'not-open'
    return {
      quizId: mock.quiz_id,
      title: mock.title,
      opensAt: mock.opens_at.toISOString(),
      opensAtIst: istTime(mock.opens_at),
      status,
      score: first ? Number(first.score ?? 0) : null,
      totalPossibleScore: first ? Number(first.total_possible_score) : null,
    }
  })
  return {
    hasBought: await repo.hasBought(db, user.id, seriesId),
    attempted: items.filter((item) => item.status === 'attempted').length,
    total: items.reduce((sum, item) => sum + (item.score ?? 0), 0),
    mocks: items,
  }
}

/** How many opened mocks one sweep tells of, per transaction. */
const SWEEP_BATCH = 20

/**
 * Tells each buyer of a series that one of its mocks opened (in the app, and by mail as they
 * chose), once: the mock is marked told in the same transaction as the notices (repo.claimOpenedMocks).
 * Returns how many mocks were told of.
 */
export async function notifyOpenedMocks(db: DB, deps: NotifyDeps): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const opened = await repo.claimOpenedMocks(trx, SWEEP_BATCH)
    for (const mock of opened) {
      for (const userId of await repo.buyersOf(trx, mock.series_id)) {
        await notify(trx, deps, {
          userId,
          kind: 'series',
          ...SERIES_NOTICES.mockOpen(mock.series_title, mock.quiz_title),
          link: seriesLink(mock.series_id),
        })
      }
    }
    return opened.length
  })
}
