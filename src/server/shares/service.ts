import { randomBytes } from 'node:crypto'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { inLocale } from '#server/locale'
import { findPublicQuiz, type QuizSummary } from '#server/quizzes/service'
import { istDate } from '#shared/certificates'
import { baseLocale, isLocale, type Locale, m } from '#shared/i18n'
import { formatINR } from '#shared/money'
import { quizCardPath, scoredLine, type SharedResultFacts, SHARE_ID_PATTERN } from '#shared/shares'
import { QUIZ_TEXTS } from '#shared/texts'
import { type CachedCard, cachedCard, cardKey } from './card-cache'
import { drawQuizCard, drawResultCard, type QuizCardFacts } from './cards'
import { assertCanShare, assertSubmitted } from './policy'
import * as repo from './repository'

/**
 * Shared results and link-preview cards (decision 051). A result is public only while its player
 * keeps a share of it: a random id of 128 bits, the whole of its link, which revoking deletes. A
 * quiz's card is drawn only for a quiz anyone may see; a private one, a draft, and a result not
 * shared (or no longer) have no card, as they have no public page.
 */

/** 16 random bytes as base64url: 22 letters, 128 bits. */
const newShareId = () => randomBytes(16).toString('base64url')

/** The result's public link, if its player has shared it. */
export async function shareOfAttempt(db: DB, userId: string, attemptId: string) {
  assertCanShare(userId, await repo.findAttemptOwner(db, attemptId))
  return { shareId: await repo.findShareOfAttempt(db, attemptId) }
}

/** Shares the result: its link, made now or the one it has. */
export async function shareResult(db: DB, userId: string, attemptId: string) {
  const attempt = await repo.findAttemptOwner(db, attemptId)
  assertCanShare(userId, attempt)
  assertSubmitted(attempt!)
  await repo.insertShare(db, { id: newShareId(), userId, attemptId })
  return { shareId: await repo.findShareOfAttempt(db, attemptId) }
}

/** Revokes the result's link: from now on it is as unknown as one never made. */
export async function revokeShare(db: DB, userId: string, attemptId: string) {
  assertCanShare(userId, await repo.findAttemptOwner(db, attemptId))
  await repo.deleteShare(db, attemptId)
  return { shareId: null }
}

const notFound = () => new AppError('NOT_FOUND', m.share_result_not_found())

/** A shared result's public facts, for anyone holding its link. */
export async function sharedResult(db: DB, shareId: string): Promise<SharedResultFacts> {
  const row = SHARE_ID_PATTERN.test(shareId) ? await repo.findSharedResult(db, shareId) : undefined
  if (!row || row.score === null || !row.submitted_at) throw notFound()
  return {
    shareId: row.id,
    quizId: row.quiz_id,
    quizTitle: row.title,
    quizLanguage: row.language,
    playerName: row.username,
    score: String(Number(row.score)),
    totalScore: row.total_possible_score,
    submittedAt: row.submitted_at.toISOString(),
    quizIsPublic: row.status === 'approved',
  }
}

/**
 * The language a card's own words are in: the quiz's, where the product speaks it, else the
 * product's first; the quiz's title is always in its own.
 */
const cardLocale = (language: string): Locale => (isLocale(language) ? language : baseLocale)

/** What a quiz's card shows, in the card's language: every fact that, changed, makes a new card. */
export function quizCardFacts(quiz: QuizSummary): QuizCardFacts {
  return inLocale(cardLocale(quiz.language), () => ({
    title: quiz.title,
    language: quiz.language,
    facts: [
      QUIZ_TEXTS.questionCount(quiz.questionCount),
      quiz.isPaid ? formatINR(quiz.pricePaise) : m.quiz_texts_free(),
      m.share_card_by({ name: quiz.creator.username }),
    ].join(' · '),
  }))
}

/** The quiz card's address, versioned by what it shows. */
export const quizCardUrl = (quiz: QuizSummary) => quizCardPath(quiz.id, cardKey('quiz', quizCardFacts(quiz)))

/** A public quiz's card, drawn once per content; null for any quiz a guest cannot see. */
export async function quizCard(db: DB, quizId: string): Promise<CachedCard | null> {
  const quiz = await findPublicQuiz(db, quizId)
  if (!quiz) return null
  const facts = quizCardFacts(quiz)
  return cachedCard(cardKey('quiz', facts), () => drawQuizCard(facts))
}

/** The words of a shared result's card and of its page's preview, in the quiz's language where spoken. */
export function resultCardWords(result: SharedResultFacts) {
  return inLocale(cardLocale(result.quizLanguage), () => ({
    scored: scoredLine({
      name: result.playerName,
      score: result.score,
      total: result.totalScore,
      quiz: result.quizTitle,
    }),
    language: result.quizLanguage,
    date: istDate(result.submittedAt),
  }))
}

/** A shared result's card; null once revoked, or for an id never made. */
export async function resultCard(db: DB, shareId: string): Promise<CachedCard | null> {
  const result = await sharedResult(db, shareId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null
    throw error
  })
  if (!result) return null
  const facts = resultCardWords(result)
  return cachedCard(cardKey('result', facts), () => drawResultCard(facts))
}
