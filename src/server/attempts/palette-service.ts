import type { DB } from '#server/db/index'
import type { SessionUser } from '#server/identity/session'
import { AppError } from '#server/errors'
import {
  type PaletteFlags,
  type PaletteRefusal,
  type PaletteState,
  paletteChange,
  paletteCounts,
  paletteState,
} from '#shared/exam/palette'
import { m } from '#shared/i18n'
import { attemptNotFound, readableAttempt } from './attempt-service'
import * as repo from './palette-repository'
import { isAttemptPlayer } from './policy'
import type { ServedQuestion } from './snapshot'

/**
 * The question palette (decision 041): seen and marked are kept in attempt_palette, answered is
 * read from the saved answers, so a reload, another device or an offline spell gives back the same.
 */

async function flagsOf(db: DB, attemptId: string, count: number): Promise<PaletteFlags[]> {
  const [rows, answers] = await Promise.all([repo.paletteRows(db, attemptId), repo.answeredIndexes(db, attemptId)])
  const seen = new Map(rows.map((row) => [row.question_index, row.marked]))
  const answered = new Set(answers.map((row) => row.question_index))
  return Array.from({ length: count }, (_, index) => ({
    visited: seen.has(index) || answered.has(index),
    marked: seen.get(index) ?? false,
    answered: answered.has(index),
  }))
}

/** Each question's state in the order served, and how many are in each: the legend's counts. */
export async function getPalette(db: DB, user: SessionUser, attemptId: string) {
  const row = await readableAttempt(db, user, attemptId)
  const questions = row.questions as ServedQuestion[]
  const states = (await flagsOf(db, attemptId, questions.length)).map(paletteState)
  return {
    palette: questions.map((question, index) => ({ questionId: question.questionId, state: states[index]! })),
    counts: paletteCounts(states),
  }
}

const REFUSALS: Record<PaletteRefusal, (number: number) => string> = {
  'needs-answer': (number) => m.palette_needs_answer({ number }),
  'has-answer': (number) => m.palette_has_answer({ number }),
  'already-visited': (number) => m.palette_already_visited({ number }),
}

/**
 * Sets a question's state, as the player's Save & Next, Mark for Review or a visit does: only on
 * an attempt in progress, only as the saved answers allow (an answer is saved or cleared as an
 * answer, never by the palette), refused in words naming the question.
 */
export async function setPaletteState(
  db: DB,
  user: SessionUser,
  attemptId: string,
  questionId: string,
  wanted: PaletteState,
) {
  const row = await readableAttempt(db, user, attemptId)
  if (!isAttemptPlayer(user, row)) throw attemptNotFound()
  if (row.status !== 'in_progress' || row.past_deadline) throw new AppError('CONFLICT', m.palette_attempt_over())
  const questions = row.questions as ServedQuestion[]
  const index = questions.findIndex((question) => question.questionId === questionId)
  if (index < 0) throw new AppError('NOT_FOUND', m.attempt_server_unknown_question())
  const flags = (await flagsOf(db, attemptId, questions.length))[index]!
  const change = paletteChange(flags, wanted)
  if ('refused' in change) throw new AppError('CONFLICT', REFUSALS[change.refused](index + 1))
  if (wanted !== 'not-visited') await repo.setPaletteRow(db, attemptId, index, change.flags.marked)
  return getPalette(db, user, attemptId)
}
