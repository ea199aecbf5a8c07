import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { ATTEMPTS_PAGE_SIZE } from '#shared/analytics'
import { attemptKind, attemptsCsvColumns } from '#shared/analytics-words'
import { indiaWallClock } from '#shared/india-time'
import * as repo from './analytics-repository'
import { csvField } from './formats/csv'
import { requireQuizAccess } from './policy'

export interface QuizAnalytics {
  quizId: string
  title: string
  isPaid: boolean
  pricePaise: number
  /** The range: its length and its first and last India day (YYYY-MM-DD). */
  days: number
  from: string
  to: string
  /** Per India day of the range, oldest first: attempts started, attempts submitted and their mean percent, sales and earnings. */
  daily: {
    date: string
    started: number
    submitted: number
    meanPercent: number | null
    sales: number
    earningsPaise: number
  }[]
  totals: {
    started: number
    submitted: number
    /** Of the attempts started in the range, the share submitted (0 to 1); null when none started. */
    completionRate: number | null
    /** The mean of the percents of the attempts submitted in the range. */
    meanPercent: number | null
    sales: number
    earningsPaise: number
  }
  /** Since the quiz was made. */
  lifetime: { sales: number; earningsPaise: number }
}

interface AttemptListItem {
  id: string
  player: string
  /** The player's first finished attempt on the quiz, on its leaderboard; false for practice (a retake). */
  ranked: boolean
  score: number
  maxScore: number
  /** Of the possible score, to one decimal. */
  percent: number
  timeTakenSeconds: number | null
  submittedAt: string
  violations: number
}

export interface AttemptsPage {
  page: number
  pageSize: number
  total: number
  pages: number
  attempts: AttemptListItem[]
}

export interface EarningsOverview {
  days: number
  from: string
  to: string
  /** Each paid quiz of the creator's, and any deleted one that earned (its id null). */
  quizzes: {
    quizId: string | null
    title: string
    isPaid: boolean
    pricePaise: number | null
    sales: number
    earningsPaise: number
    lifetimeSales: number
    lifetimeEarningsPaise: number
  }[]
  totals: { sales: number; earningsPaise: number; lifetimeSales: number; lifetimeEarningsPaise: number }
  daily: { date: string; sales: number; earningsPaise: number }[]
}

/** The quiz, for its creator and admins; refused to anyone else as policy.ts says. */
async function manageableQuiz(db: DB, user: SessionUser, quizId: string) {
  return requireQuizAccess(user, await repo.findQuizForAnalytics(db, quizId), 'view')
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

export async function getQuizAnalytics(
  db: DB,
  user: SessionUser,
  quizId: string,
  days: number,
): Promise<QuizAnalytics> {
  const quiz = await manageableQuiz(db, user, quizId)
  const record = await repo.quizAnalytics(db, quizId, quiz.creator_id, days)
  const { range } = record
  return {
    quizId,
    title: quiz.title,
    isPaid: quiz.is_paid,
    pricePaise: quiz.price_paise,
    days,
    from: record.from,
    to: record.to,
    daily: record.days.map((day) => ({
      date: day.day,
      started: day.started,
      submitted: day.submitted,
      meanPercent: day.meanPercent === null ? null : oneDecimal(day.meanPercent),
      sales: day.sales,
      earningsPaise: day.earnedPaise,
    })),
    totals: {
      started: range.started,
      submitted: range.submitted,
      completionRate: range.started === 0 ? null : range.startedSubmitted / range.started,
      meanPercent: range.meanPercent === null ? null : oneDecimal(range.meanPercent),
      sales: range.sales,
      earningsPaise: range.earnedPaise,
    },
    lifetime: { sales: record.lifetime.sales, earningsPaise: record.lifetime.earnedPaise },
  }
}

function toListItem(row: repo.SubmittedAttemptRow): AttemptListItem {
  const score = row.score ?? 0
  return {
    id: row.id,
    player: row.username,
    ranked: row.is_ranked,
    score,
    maxScore: row.total_possible_score,
    percent: row.total_possible_score > 0 ? oneDecimal((score * 100) / row.total_possible_score) : 0,
    timeTakenSeconds: row.duration_ms === null ? null : Math.round(row.duration_ms / 1000),
    submittedAt: new Date(row.submitted_at ?? 0).toISOString(),
    violations: row.violation_count,
  }
}

/** The quiz's submitted attempts, newest first, a page at a time. */
export async function listQuizAttempts(db: DB, user: SessionUser, quizId: string, page: number): Promise<AttemptsPage> {
  await manageableQuiz(db, user, quizId)
  const [total, rows] = await Promise.all([
    repo.countSubmittedAttempts(db, quizId),
    repo.listSubmittedAttempts(db, quizId, { limit: ATTEMPTS_PAGE_SIZE, offset: (page - 1) * ATTEMPTS_PAGE_SIZE }),
  ])
  return {
    page,
    pageSize: ATTEMPTS_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / ATTEMPTS_PAGE_SIZE)),
    attempts: rows.map(toListItem),
  }
}

const indiaTime = (iso: string) => indiaWallClock(iso).replace('T', ' ')

export interface CsvFile {
  filename: string
  content: string
}

/**
 * Every submitted attempt as a spreadsheet opens it: UTF-8 with a byte-order mark (so Excel reads
 * Hindi names), CRLF rows, fields quoted as RFC 4180 says and formulas kept as text.
 */
export async function quizAttemptsCsv(db: DB, user: SessionUser, quizId: string): Promise<CsvFile> {
  await manageableQuiz(db, user, quizId)
  const rows = (await repo.listSubmittedAttempts(db, quizId, null)).map(toListItem)
  const lines = [
    attemptsCsvColumns().map(csvField).join(','),
    ...rows.map((row) =>
      [
        row.player,
        attemptKind(row.ranked),
        String(row.score),
        String(row.maxScore),
        String(row.percent),
        row.timeTakenSeconds === null ? '' : String(row.timeTakenSeconds),
        indiaTime(row.submittedAt),
        String(row.violations),
      ]
        .map(csvField)
        .join(','),
    ),
  ]
  return { filename: `quiz-attempts-${quizId}.csv`, content: `\uFEFF${lines.join('\r\n')}\r\n` }
}

/** The signed-in creator's own earnings: per quiz, in total and per India day. */
export async function getCreatorEarnings(db: DB, creatorId: string, days: number): Promise<EarningsOverview> {
  const record = await repo.creatorEarnings(db, creatorId, days)
  const quizzes = record.quizzes.map((quiz) => ({
    quizId: quiz.quizId,
    title: quiz.title,
    isPaid: quiz.isPaid ?? false,
    pricePaise: quiz.pricePaise,
    sales: quiz.sales,
    earningsPaise: quiz.earnedPaise,
    lifetimeSales: quiz.lifetimeSales,
    lifetimeEarningsPaise: quiz.lifetimeEarnedPaise,
  }))
  const sum = (pick: (quiz: (typeof quizzes)[number]) => number) => quizzes.reduce((total, q) => total + pick(q), 0)
  return {
    days,
    from: record.from,
    to: record.to,
    quizzes,
    totals: {
      sales: sum((q) => q.sales),
      earningsPaise: sum((q) => q.earningsPaise),
      lifetimeSales: sum((q) => q.lifetimeSales),
      lifetimeEarningsPaise: sum((q) => q.lifetimeEarningsPaise),
    },
    daily: record.days.map((day) => ({ date: day.day, sales: day.sales, earningsPaise: day.earnedPaise })),
  }
}
