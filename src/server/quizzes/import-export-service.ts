import type { z } from 'zod'
import { IMPORT_LIMITS, QUIZ_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { FILE_FORMAT_LABELS } from '#shared/quiz-file-texts'
import { guessFormatFromText } from '#shared/quiz-files'
import { QUIZ_BOUNDS, QuizInputSchema } from '#shared/schemas/quiz'
import type { SessionUser } from '#server/identity/session'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import { CSV_TEMPLATE } from './formats/csv'
import { exportProblems, FILE_TYPES, readQuizFile, writeQuizFile } from './formats/index'
import type { ImportProblem, ImportResult, QuizFileFormat } from './formats/types'
import type { ImportSchema } from './schemas'
import * as quizzes from './service'
import { m } from '#shared/i18n'

type ImportInput = z.output<typeof ImportSchema>

/** How many problems a refusal's message names; the full list travels beside it. */
const PROBLEMS_IN_MESSAGE = 10

/**
 * A refused import: the message names the first problems by line (after `note`, when there is
 * one), and `details.problems` has them all.
 */
function refusal(
  code: 'BAD_REQUEST' | 'UNPROCESSABLE' | 'PAYLOAD_TOO_LARGE',
  message: string,
  problems: ImportProblem[] = [],
  note?: string,
) {
  const listed = problems
    .slice(0, PROBLEMS_IN_MESSAGE)
    .map((problem) => IMPORT_TEXTS.line(problem.line, problem.reason))
  return new AppError(code, [message, ...(note ? [note] : []), ...listed].join('. '), { problems })
}

/** When a text's marks name another format than the one chosen for it, that in words; else undefined. */
function otherFormatNote(input: ImportInput): string | undefined {
  const looks = guessFormatFromText(input.content)
  if (looks === undefined || looks === input.format) return undefined
  return IMPORT_TEXTS.looksLike(FILE_FORMAT_LABELS[looks], FILE_FORMAT_LABELS[input.format])
}

/** A refused import's status, message and problems, for the REST body; null for any other error. */
export function refusedImport(error: unknown) {
  if (!(error instanceof AppError)) return null
  const problems = error.details?.problems
  if (!Array.isArray(problems)) return null
  return { status: error.httpStatus, message: error.message, problems: problems as ImportProblem[] }
}

/** A file's questions and problems; a file with no question to import is refused with its problems. */
function readFile(input: ImportInput): ImportResult {
  if (Buffer.byteLength(input.content, 'utf8') > IMPORT_LIMITS.maxBytes) {
    throw refusal('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooLarge)
  }
  if (input.content.trim() === '') throw new AppError('BAD_REQUEST', m.import_texts_content_required())
  const result = readQuizFile(input.format, input.content, IMPORT_LIMITS.maxQuestions)
  const { found } = result
  if (found > IMPORT_LIMITS.maxQuestions) throw refusal('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooManyQuestions(found))
  if (found === 0) throw new AppError('BAD_REQUEST', m.import_texts_no_questions())
  if (result.questions.length === 0) {
    // A text read in a format other than its own finds nothing good: the refusal names the format it looks like.
    const message = IMPORT_TEXTS.nothingImported(result.problems.length)
    throw refusal('BAD_REQUEST', message, result.problems, otherFormatNote(input))
  }
  return result
}

/**
 * A new draft's total time: its questions' own times added up (a question whose file gave none has
 * the default), as the editor adds them, rounded up to the total's step and kept within its bounds.
 */
function totalTime(questions: ImportResult['questions']): number {
  const step = QUIZ_LIMITS.totalTimeStepSeconds
  const sum = questions.reduce((total, question) => total + question.timeLimit, 0)
  const onStep = Math.ceil(sum / step) * step
  return Math.min(Math.max(onStep, QUIZ_LIMITS.minTimeSeconds), QUIZ_BOUNDS.maxTotalTimeSeconds)
}

/** The draft a file's questions are added to: one the user may change, with room for them. */
function targetCheck(count: number) {
  return (quiz: { status: string; room: number }) => {
    if (quiz.status !== 'draft') throw new AppError('CONFLICT', m.import_texts_only_drafts())
    if (count > quiz.room) throw refusal('UNPROCESSABLE', IMPORT_TEXTS.quizFull(Math.max(quiz.room, 0), count))
  }
}

async function checkTarget(db: DB, user: SessionUser, quizId: string, count: number) {
  const { quiz } = await quizzes.getQuizForEditor(db, user, quizId)
  targetCheck(count)({ status: quiz.status, room: QUIZ_BOUNDS.maxQuestions - quiz.questionCount })
}

/**
 * Reads a file without saving anything: the questions it gives and every problem by line, refused
 * as the import itself would be (no question to import, or no room in the draft named).
 */
export async function previewImport(db: DB, user: SessionUser, input: ImportInput): Promise<ImportResult> {
  const result = readFile(input)
  if (input.quizId !== undefined) await checkTarget(db, user, input.quizId, result.questions.length)
  else if (result.questions.length > QUIZ_BOUNDS.maxQuestions) {
    throw refusal('UNPROCESSABLE', IMPORT_TEXTS.quizFull(QUIZ_BOUNDS.maxQuestions, result.questions.length))
  }
  return result
}

/**
 * Imports a file's questions into a new draft of the user's, or appends them to a draft they may
 * change. The good questions are saved and the problems reported beside them; a file with no good
 * question is refused with its problems.
 */
export async function importQuiz(db: DB, user: SessionUser, input: ImportInput) {
  const { questions: checked, problems } = await previewImport(db, user, input)
  const questions = checked.map(({ line: _line, ...question }) => question)
  if (input.quizId !== undefined) {
    // Checked again under the quiz's lock: the draft may have filled up or gone to review since.
    await quizzes.addQuestions(db, user, input.quizId, questions, targetCheck(questions.length))
    return { quizId: input.quizId, imported: questions.length, problems }
  }
  const data = QuizInputSchema.parse({
    title: input.title || m.import_texts_default_title(),
    timeLimit: totalTime(checked),
    questions,
    asDraft: true,
  })
  const created = await quizzes.createQuiz(db, user.id, data)
  return { quizId: created.id, imported: questions.length, problems }
}

/** A download name from the title: its letters and digits in any script, with an ASCII fallback for old clients. */
function downloadNames(title: string, extension: string) {
  const slug = (text: string) =>
    text
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
  const name = `${slug(title.normalize('NFC')) || 'quiz'}.${extension}`
  const ascii = `${slug(title.normalize('NFKD').replace(/[^\x20-\x7E]/g, '')) || 'quiz'}.${extension}`
  return { name, ascii }
}

export interface QuizFile {
  content: string
  contentType: string
  filename: string
  /** The Content-Disposition header's value. */
  disposition: string
}

function attachment(content: string, contentType: string, title: string, extension: string): QuizFile {
  const { name, ascii } = downloadNames(title, extension)
  return {
    content,
    contentType,
    filename: name,
    disposition: `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  }
}

/** A quiz with its answers as a file: for its creator and admins only. */
export async function exportQuiz(db: DB, user: SessionUser, quizId: string, format: QuizFileFormat): Promise<QuizFile> {
  const { quiz, questions } = await quizzes.getQuizForEditor(db, user, quizId)
  // A question the format cannot carry is never left out: the quiz is refused whole, naming them.
  const exported = questions.map(({ id: _id, ...question }) => question)
  const problems = exportProblems(format, exported)
  if (problems.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      m.quiz_export_types_refused({
        format: FILE_FORMAT_LABELS[format],
        questions: problems.map((problem) => problem.reason).join(', '),
      }),
    )
  }
  const type = FILE_TYPES[format]
  return attachment(writeQuizFile(format, exported), type.contentType, quiz.title, type.extension)
}

/** The CSV template: the columns we read, with two example rows. */
export function csvTemplate(): QuizFile {
  return attachment(CSV_TEMPLATE, FILE_TYPES.csv.contentType, 'quizdom-import-template', 'csv')
}
