import { type Card, fsrs, generatorParameters, Rating } from 'ts-fsrs'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { seeded } from '#server/seeded'
import { imagesById, shownImage } from '#server/images/service'
import { readSettings } from '#server/quizzes/schemas'
import { recordActivity } from '#server/streaks/service'
import { areAnswersShown, revealTimeOf } from '#shared/answer-reveal'
import { m } from '#shared/i18n'
import { type AnswerKey, answerKey } from '#shared/questions/answer-key'
import { type QuestionDefinition, QuestionDefinitionSchema } from '#shared/questions/definitions'
import { responseSchema, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { type QuestionView, type Served, serve } from '#shared/questions/serve'
import {
  type QuestionTranslation,
  QuestionTranslationSchema,
  type TranslatedView,
  translatedView,
} from '#shared/questions/translation'
import type { QuizLanguage } from '#shared/quiz-languages'
import type { ImageView } from '#shared/question-images'
import { istDayStart, REVIEW_LIMITS, type ReviewOutcome } from '#shared/review'
import * as repo from './repository'

/**
 * Practice from mistakes (decision 048): the questions a player got wrong or only partly right in
 * their finished attempts, back when the FSRS scheduler (ts-fsrs) says they are due. Every call
 * takes `now`, so tests move the clock; the screens and the API pass the server's.
 */

/** The scheduler, with its published default weights; fuzz spreads cards learnt together over nearby days. */
const scheduler = fsrs(generatorParameters({ enable_fuzz: true }))

/** How an answer in review is graded: right is Good, part of the mark is Hard, none is Again. */
const RATING_OF: Record<ReviewOutcome, Rating.Again | Rating.Hard | Rating.Good> = {
  right: Rating.Good,
  partial: Rating.Hard,
  wrong: Rating.Again,
}

const cardNotFound = () => new AppError('NOT_FOUND', m.review_not_found())

function definitionOf(row: repo.CardRow): QuestionDefinition {
  return QuestionDefinitionSchema.parse({ ...(row.definition as object), type: row.type })
}

/** The question's second language as stored, checked as it is read; null for a question in one language. */
function translationOf(row: repo.CardRow): QuestionTranslation | null {
  return row.translation === null ? null : QuestionTranslationSchema.parse(row.translation)
}

function servedCard(row: repo.CardRow): { definition: QuestionDefinition; served: Served } {
  const definition = definitionOf(row)
  const settings = readSettings(row.quiz_settings)
  // Seeded by the card and its reviews so far: the same order from the listing to the answer, which
  // is marked against what was shown without the order kept anywhere; the next review shows another.
  const served = serve(definition, {
    random: seeded(`${row.id}:${row.reps}`),
    shuffleOptions: settings.shuffleOptions,
  })
  return { definition, served }
}

/** The scheduler's card from the stored one. */
function toFsrsCard(row: repo.Schedule): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    // Kept by the library for its older callers; it reckons the days since the last review itself.
    elapsed_days: 0,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review ? { last_review: row.last_review } : {}),
  }
}

interface ReviewCardView {
  id: string
  quizId: string
  quizTitle: string
  /** The quiz's language, and the question in its second language as this card shows it, where it has one. */
  language: QuizLanguage
  translation: TranslatedView | null
  question: string
  view: QuestionView
  image: ImageView | null
  optionImages: Array<ImageView | null> | null
  /** How often it was reviewed before, and when it fell due. */
  reps: number
  dueAt: string
}

export interface ReviewDue {
  cards: ReviewCardView[]
  /** Cards due now that today's cap still lets through (the number on the menu). */
  dueCount: number
  reviewedToday: number
  dailyCap: number
  /** When the next card falls due after now, when none is due: for the empty screen. */
  nextDueAt: string | null
}

async function imagesOf(db: DB, rows: Array<{ definition: QuestionDefinition; served: Served }>) {
  const ids = rows.flatMap(({ definition }) => [
    ...(definition.image ? [definition.image] : []),
    ...('optionImages' in definition && definition.optionImages
      ? definition.optionImages.filter((id): id is string => !!id)
      : []),
  ])
  return ids.length > 0 ? imagesById(db, ids) : new Map()
}

/** What is left of today's cap at `now`, and how much was used. */
async function todaysRoom(db: DB, userId: string, now: Date) {
  const reviewedToday = await repo.countReviewedSince(db, userId, istDayStart(now), now)
  return { reviewedToday, room: Math.max(0, REVIEW_LIMITS.dailyCap - reviewedToday) }
}

/**
 * The player's review session at `now`: first the attempts they finished since the last look
 * become cards, then the cards due, the longest due first, as many as today's cap leaves.
 */
export async function dueCards(db: DB, userId: string, now: Date = new Date()): Promise<ReviewDue> {
  await repo.foldFinishedAttempts(db, userId)
  const { reviewedToday, room } = await todaysRoom(db, userId, now)
  const rows = await repo.dueCards(db, userId, now, room)
  const served = rows.map((row) => ({ row, ...servedCard(row) }))
  const images = await imagesOf(db, served)
  const cards = served.map(({ row, definition, served: { view, order } }) => {
    const optionImages =
      'optionImages' in definition && definition.optionImages?.some(Boolean)
        ? order.map((index) => shownImage(images.get(definition.optionImages?.[index] ?? '')))
        : null
    const translation = translationOf(row)
    return {
      id: row.id,
      quizId: row.quiz_id,
      quizTitle: row.quiz_title,
      language: row.quiz_language as QuizLanguage,
      translation: translation ? translatedView(view, order, translation) : null,
      question: row.text,
      view,
      image: definition.image ? shownImage(images.get(definition.image)) : null,
      optionImages,
      reps: row.reps,
      dueAt: row.due.toISOString(),
    }
  })
  const nextDueAt = cards.length === 0 ? await repo.nextDue(db, userId, now) : null
  return {
    cards,
    dueCount: cards.length,
    reviewedToday,
    dailyCap: REVIEW_LIMITS.dailyCap,
    nextDueAt: nextDueAt?.toISOString() ?? null,
  }
}

/** The number on the menu: cards due now that today's cap lets through. */
export async function dueCount(db: DB, userId: string, now: Date = new Date()): Promise<{ dueCount: number }> {
  await repo.foldFinishedAttempts(db, userId)
  const { room } = await todaysRoom(db, userId, now)
  return { dueCount: room === 0 ? 0 : await repo.countDue(db, userId, now, room) }
}

export interface ReviewAnswer {
  cardId: string
  outcome: ReviewOutcome
  /** The right answer in the indexes shown, and the explanation: only as the quiz's reveal setting allows. */
  answersShown: boolean
  answer: AnswerKey | null
  explanation: string | null
  /** The explanation in the question's second language, where it has one. */
  translatedExplanation: string | null
  /** When the card is due next, as the scheduler set it. */
  nextDueAt: string
}

const outcomeOf = (share: { num: number; den: number }): ReviewOutcome =>
  share.num >= share.den ? 'right' : share.num > 0 ? 'partial' : 'wrong'

/**
 * The player's answer to one of their due cards: marked by the scorer attempts use, against the
 * question as the card showed it; the card rescheduled by its grade and the answer logged, in one
 * transaction. Someone else's card, or one they may no longer see, does not exist (404); a card
 * not due yet, or an answer past today's cap, is refused (409).
 */
export async function answerCard(
  db: DB,
  userId: string,
  cardId: string,
  response: unknown,
  now: Date = new Date(),
): Promise<ReviewAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockCard(trx, userId, cardId, now)
    if (!row) throw cardNotFound()
    const { definition, served } = servedCard(row)
    if (response === undefined || response === null) throw new AppError('BAD_REQUEST', m.review_response_missing())
    const checked = responseSchema(served.view).safeParse(response)
    if (!checked.success)
      throw new AppError('BAD_REQUEST', checked.error.issues[0]?.message ?? m.review_response_missing())
    if (row.due > now) throw new AppError('CONFLICT', m.review_not_due())
    const { room } = await todaysRoom(trx, userId, now)
    if (room === 0) throw new AppError('CONFLICT', m.review_daily_cap({ cap: REVIEW_LIMITS.dailyCap }))

    const outcome = outcomeOf(score(definition, unshuffle(served, checked.data)))
    const { card } = scheduler.next(toFsrsCard(row), now, RATING_OF[outcome])
    await repo.updateCard(trx, row.id, {
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.last_review ?? now,
    })
    await repo.insertLog(trx, {
      user_id: userId,
      card_id: row.id,
      outcome,
      rating: RATING_OF[outcome],
      scheduled_days: card.scheduled_days,
      reviewed_at: now,
    })
    // A review session keeps the player's daily streak, as a finished attempt does (decision 049).
    await recordActivity(trx, userId, now)
    const settings = readSettings(row.quiz_settings)
    const answersShown = areAnswersShown(revealTimeOf(settings, row.quiz_end_time), row.quiz_end_time, now)
    return {
      cardId: row.id,
      outcome,
      answersShown,
      answer: answersShown ? answerKey(definition, served) : null,
      explanation: answersShown ? row.explanation : null,
      translatedExplanation: (answersShown && translationOf(row)?.explanation) || null,
      nextDueAt: card.due.toISOString(),
    }
  })
}
