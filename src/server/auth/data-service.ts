import { z } from 'zod'
import { deletedUsername } from '#shared/account-data-texts'
import { ACCOUNT_DATA_SERVER } from '#shared/messages'
import { formatINR } from '#shared/money'
import type { DeleteAccountSchema } from '#shared/schemas/account-data'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import * as data from './data-repository'
import { verifyPassword } from './password'
import { deleteOwnSession, deleteUserSessions, listUserSessions } from '#server/identity/session'
import {
  type DownloadKey,
  PLAIN_DOWNLOADS,
  type PlainDownload,
  type PlainDownloads,
  type SHAPED_DOWNLOADS,
} from './personal-data'
import { describeBrowser } from './user-agent'
import { m } from '#shared/i18n'
import { eraseUnusedImages } from '#server/images/service'

/**
 * A person's own data: the browsers signed in to their account, a copy of everything held about
 * them, and the deletion of their account (docs/decisions/022-deleting-an-account.md).
 */

interface SessionView {
  /** The session's public id (never half of its token). */
  id: string
  /** "Chrome on Android", from the User-Agent it signed in with. */
  browser: string
  ip: string | null
  createdAt: string
  /** When it was last used, to the hour (the session records activity at most hourly). */
  lastSeenAt: string
  /** The session making this request. */
  current: boolean
}

/** The user's sessions that have not expired, the current one flagged. */
export async function listSessions(db: DB, userId: string, currentSessionId: string): Promise<SessionView[]> {
  const rows = await listUserSessions(db, userId)
  return rows.map((row) => ({
    id: row.public_id,
    browser: describeBrowser(row.user_agent),
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_verified_at.toISOString(),
    current: row.id === currentSessionId,
  }))
}

/**
 * Ends one of the user's sessions. Another user's session is not found, the same as one that
 * never was. `wasCurrent` tells the shell to end this browser's cookie too, as a logout does.
 */
export async function revokeSession(
  db: DB,
  userId: string,
  publicId: string,
  currentSessionId: string,
): Promise<{ wasCurrent: boolean }> {
  const ended = await deleteOwnSession(db, userId, publicId)
  if (!ended) throw new AppError('NOT_FOUND', m.account_data_server_session_not_found())
  return { wasCurrent: ended === currentSessionId }
}

/** "Sign out all other sessions": every session but this one ends; how many did. */
export async function revokeOtherSessions(db: DB, userId: string, currentSessionId: string): Promise<number> {
  return deleteUserSessions(db, userId, currentSessionId)
}

/** What an attempt served, as stored: the questions' words, never which option was right. */
const ServedQuestionsSchema = z.array(
  z.object({ question: z.string(), options: z.array(z.string()), type: z.string().default('multiple-choice') }),
)

/** What the download's `format` says, so a reader knows which shape it holds. */
export const EXPORT_FORMAT = 'quizdom-account-data/1'

/**
 * Everything held about the user, as a JSON document of their own, a key for each place
 * personal-data.ts names: the profile (no password hash, Google id or token), their quizzes with
 * questions and answers (they wrote them), their attempts with their answers, scores and what the
 * anti-cheat recorded (not which answers were right: that follows each quiz's own reveal rules on
 * the result page), their wallet's balance and sessions, shaped here (SHAPED_DOWNLOADS says why);
 * then every other table the list names for the download as stored (transactions, notifications,
 * messages to support…), by PLAIN_DOWNLOADS. Money in paise, times in ISO 8601.
 */
export async function exportAccountData(db: DB, userId: string, currentSessionId: string) {
  const profile = await data.findProfileToExport(db, userId)
  if (!profile) throw new AppError('NOT_FOUND', m.server_not_found())
  // One after another: a transaction or PGlite is one connection.
  const quizzes = await data.listQuizzesToExport(db, userId)
  const questions = await data.listQuestionsToExport(db, userId)
  const attempts = await data.listAttemptsToExport(db, userId)
  const answers = await data.listAnswersToExport(db, userId)
  const sessions = await listSessions(db, userId, currentSessionId)
  const violations = await data.listViolationsToExport(db, userId)
  const gamePlaces = await data.listGamePlacesToExport(db, userId)
  const gameAnswers = await data.listGameAnswersToExport(db, userId)
  const balancePaise = await data.walletBalance(db, userId, { lock: false })
  const plain: Record<string, unknown[]> = {}
  for (const where of PLAIN_DOWNLOADS)
    plain[where.key] = asStored(await data.listRowsToExport(db, userId, where), where)

  const iso = (date: Date | null) => date?.toISOString() ?? null
  const shaped = {
    profile: {
      id: profile.id,
      username: profile.username,
      email: profile.email,
      emailVerified: profile.email_verified_at !== null,
      phone: profile.phone,
      phoneVerified: profile.phone_verified_at !== null,
      profilePicture: profile.profile_picture,
      role: profile.role,
      hasPassword: profile.has_password,
      signsInWithGoogle: profile.has_google,
      emailTurnedOffFor: profile.email_opt_outs,
      /** The language their mail is written in. */
      language: profile.locale,
      createdAt: iso(profile.created_at),
      updatedAt: iso(profile.updated_at),
    },
    quizzes: quizzes.map((quiz) => ({
      id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      topic: quiz.topic,
      category: quiz.category,
      difficulty: quiz.difficulty,
      isPaid: quiz.is_paid,
      pricePaise: quiz.price_paise,
      timeLimitSeconds: quiz.time_limit_seconds,
      startTime: iso(quiz.start_time),
      endTime: iso(quiz.end_time),
      status: quiz.status,
      rejectionReason: quiz.rejection_reason,
      settings: quiz.settings,
      attemptCount: quiz.attempt_count,
      createdAt: iso(quiz.created_at),
      updatedAt: iso(quiz.updated_at),
      questions: questions
        .filter((question) => question.quiz_id === quiz.id)
        .map((question) => ({
          position: question.position,
          question: question.text,
          // The type and what marks it: the options and right option of a single-answer question, as before.
          type: question.type,
          ...(question.definition as object),
          explanation: question.explanation,
          // Its second language, where they wrote one.
          ...(question.translation === null ? {} : { translation: question.translation }),
          points: question.points,
          timeLimitSeconds: question.time_limit_seconds,
        })),
    })),
    attempts: attempts.map((attempt) => {
      const served = ServedQuestionsSchema.safeParse(attempt.questions)
      return {
        id: attempt.id,
        quizId: attempt.quiz_id,
        quizTitle: attempt.quiz_title,
        status: attempt.status,
        startedAt: iso(attempt.started_at),
        submittedAt: iso(attempt.submitted_at),
        submitReason: attempt.submit_reason,
        score: attempt.score,
        totalPossibleScore: attempt.total_possible_score,
        correctAnswers: attempt.correct_count,
        durationMs: attempt.duration_ms,
        isRanked: attempt.is_ranked,
        tabSwitches: attempt.tab_switches,
        violationCount: attempt.violation_count,
        aiSummary: attempt.ai_summary,
        answers: answers
          .filter((answer) => answer.attempt_id === attempt.id)
          .map((answer) => {
            const question = served.success ? served.data[answer.question_index] : undefined
            return {
              questionNumber: answer.question_index + 1,
              question: question?.question ?? null,
              type: question?.type ?? null,
              options: question?.options ?? null,
              selectedOption: answer.selected_option,
              /** The answer as sent, in the order the attempt showed the question's parts. */
              response: answer.response,
              /** The share of the question's points it earned, and those points (to the hundredth). */
              fraction: { numerator: answer.fraction_num, denominator: answer.fraction_den },
              pointsEarned: answer.earned,
              timeSpentSeconds: answer.time_spent_seconds,
              savedAt: iso(answer.saved_at),
            }
          }),
        violations: violations
          .filter((violation) => violation.attempt_id === attempt.id)
          .map((violation) => ({
            type: violation.type,
            severity: violation.severity,
            details: violation.details,
            createdAt: iso(violation.created_at),
          })),
      }
    }),
    wallet: { balancePaise },
    sessions,
    gamesPlayed: gamePlaces.map((place) => ({
      gameId: place.game_id,
      quizTitle: place.quiz_title,
      nickname: place.nickname,
      joinedAt: iso(place.joined_at),
      kickedAt: iso(place.kicked_at),
      answers: gameAnswers
        .filter((answer) => answer.player_id === place.id)
        .map((answer) => ({
          questionIndex: answer.question_index,
          response: answer.response,
          correct: answer.correct,
          points: answer.points,
          /** From the question's opening to the answer's arrival, by the server's clock. */
          elapsedMs: answer.elapsed_ms,
          receivedAt: iso(answer.received_at),
        })),
    })),
  } satisfies Record<keyof typeof SHAPED_DOWNLOADS, unknown>
  const download = {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    ...shaped,
    // Each row as asStored made it, the type personal-data.ts derives from the same entries.
    ...(plain as PlainDownloads),
  }
  return download satisfies Record<DownloadKey, unknown>
}

/** Rows as the download holds them: less the columns left out, by camelCase names, times as text. */
function asStored(rows: Array<Record<string, unknown>>, where: PlainDownload) {
  const leftOut = new Set(where.leftOut)
  const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !leftOut.has(column))
        .map(([column, value]) => [camel(column), value instanceof Date ? value.toISOString() : value]),
    ),
  )
}

/**
 * Why the account cannot be deleted now, or null: money in the wallet, or a request waiting for
 * review. Nobody could ever reach that money again.
 */
async function deletionRefusal(db: DB, userId: string, options: { lock: boolean }): Promise<string | null> {
  const balance = await data.walletBalance(db, userId, options)
  if (balance !== 0) return ACCOUNT_DATA_SERVER.walletNotEmpty(formatINR(balance))
  if ((await data.countPendingRequests(db, userId)) > 0) return m.account_data_server_request_pending()
  return null
}

/**
 * What the delete dialog needs before it asks: whether the account confirms with its password or,
 * having none (Google only), with its username; and why it cannot be deleted now, if it cannot.
 */
export async function deletionCheck(
  db: DB,
  userId: string,
): Promise<{ confirmWith: 'password' | 'username'; refusal: string | null }> {
  const account = await data.findAccountToDelete(db, userId)
  if (!account) throw new AppError('NOT_FOUND', m.server_not_found())
  return {
    confirmWith: account.password_hash ? 'password' : 'username',
    refusal: await deletionRefusal(db, userId, { lock: false }),
  }
}

/** Where a deleted account's address points: nowhere (.invalid is reserved), and unique by its id. */
const deletedEmail = (userId: string) => `${userId}@deleted.invalid`

/**
 * Deletes the user's account (decision 022). Confirmed by the password, or for an account with
 * none (Google only) by typing the username. Refused while the wallet holds money or a request to
 * add or withdraw funds waits for review: nobody could ever reach that money again. Then, in one
 * transaction, as personal-data.ts lists it: the paid quizzes leave the public list, unplayed
 * quizzes that are not published are deleted, sessions, links, notifications and mail to the person
 * go, messages to support are unlinked, and the user's row is emptied of everything naming them and
 * marked deleted. The row, the ledger, the transactions and the attempts stay, so the books balance
 * and leaderboards keep their places, under "Deleted user".
 */
export async function deleteAccount(
  db: DB,
  userId: string,
  input: z.output<typeof DeleteAccountSchema>,
): Promise<void> {
  const account = await data.findAccountToDelete(db, userId)
  if (!account) throw new AppError('NOT_FOUND', m.server_not_found())
  if (account.password_hash) {
    if (!input.password) throw new AppError('BAD_REQUEST', m.account_data_server_password_required())
    if (!(await verifyPassword(account.password_hash, input.password)))
      throw new AppError('BAD_REQUEST', m.account_data_server_password_wrong())
  } else {
    if (!input.username) throw new AppError('BAD_REQUEST', m.account_data_server_username_required())
    if (input.username.toLowerCase() !== account.username.toLowerCase())
      throw new AppError('BAD_REQUEST', m.account_data_server_username_wrong())
  }

  await db.transaction().execute(async (trx) => {
    const locked = await data.lockAccount(trx, userId)
    if (!locked || locked.deleted_at) throw new AppError('NOT_FOUND', m.server_not_found())
    const refusal = await deletionRefusal(trx, userId, { lock: true })
    if (refusal) throw new AppError('CONFLICT', refusal)

    await data.unpublishPaidQuizzes(trx, userId, m.account_data_server_creator_deleted())
    await data.deleteUnplayedQuizzes(trx, userId)
    // After the quizzes: the pictures no kept question uses go with them (decision 038).
    await eraseUnusedImages(trx, userId)
    const addresses = await data.tokenAddresses(trx, userId)
    await data.deleteMailTo(trx, locked.email ? [locked.email, ...addresses] : addresses)
    // The codes sent to the account's number go with it, whoever asked for them.
    if (locked.phone) await data.deletePhoneCodes(trx, locked.phone)
    await data.deletePersonalRows(trx, userId)
    await data.unlinkRows(trx, userId)
    await data.eraseUser(trx, userId, { username: deletedUsername(userId), email: deletedEmail(userId) })
  })
}
