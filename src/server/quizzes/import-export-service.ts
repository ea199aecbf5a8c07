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
import type { ImportProblem, ImportResult, QuizFileFormat, SourcePicture } from './formats/types'
import * as images from '#server/images/service'
import { imageIdsOf } from '#shared/question-images'
import type { QuizLanguage } from '#shared/quiz-languages'
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
function readFile(input: ImportInput, language?: QuizLanguage): ImportResult {
  if (Buffer.byteLength(input.content, 'utf8') > IMPORT_LIMITS.maxBytes) {
    throw refusal('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooLarge)
  }
  if (input.content.trim() === '') throw new AppError('BAD_REQUEST', m.import_texts_content_required())
  const result = readQuizFile(input.format, input.content, IMPORT_LIMITS.maxQuestions, language)
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

type Imported = ImportResult['questions'][number]

/** In a preview, a picture that passed the checks: it is stored only when the file is imported. */
const PREVIEWED = 'previewed'

/**
 * A file's pictures checked as uploads are (`save`: and stored as the user's uploads), each then
 * referred to from its question; one that fails is a note at its question's line, in words, and
 * the question is kept without it. A preview's questions are given back without their pictures.
 */
async function withPictures(db: DB, user: SessionUser, questions: Imported[], save: boolean) {
  const notes: ImportProblem[] = []
  const take = async (line: number, picture: SourcePicture | null | undefined): Promise<string | undefined> => {
    if (!picture) return undefined
    const bytes = Buffer.from(picture.base64, 'base64')
    try {
      if (!save) {
        await images.checkImageFile(bytes)
        return PREVIEWED
      }
      return (await images.uploadImage(db, user, bytes, picture.alt)).id
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      notes.push({ line, reason: m.import_texts_picture_refused({ name: picture.name, reason: error.message }) })
      return undefined
    }
  }
  const taken: Imported[] = []
  for (const { pictures, ...question } of questions) {
    if (!pictures) {
      taken.push(question)
      continue
    }
    const image = await take(question.line, pictures.image)
    const explanationImage = await take(question.line, pictures.explanationImage)
    const optionImages: Array<string | null> = []
    for (const picture of pictures.optionImages ?? []) optionImages.push((await take(question.line, picture)) ?? null)
    taken.push({
      ...question,
      ...(image ? { image } : {}),
      ...(explanationImage ? { explanationImage } : {}),
      ...(optionImages.some((id) => id !== null) ? { optionImages } : {}),
    } as Imported)
  }
  return { questions: save ? taken : questions.map(({ pictures: _pictures, ...question }) => question), notes }
}

/**
 * Reads a file for the quiz it goes to: a draft the user may change with room for its questions,
 * read in that quiz's language; or a new draft, in the language the file's texts name first.
 */
async function readForTarget(db: DB, user: SessionUser, input: ImportInput): Promise<ImportResult> {
  if (input.quizId === undefined) {
    const result = readFile(input)
    if (result.questions.length > QUIZ_BOUNDS.maxQuestions) {
      throw refusal('UNPROCESSABLE', IMPORT_TEXTS.quizFull(QUIZ_BOUNDS.maxQuestions, result.questions.length))
    }
    return result
  }
  const { quiz } = await quizzes.getQuizForEditor(db, user, input.quizId)
  const result = readFile(input, quiz.language)
  targetCheck(result.questions.length)({ status: quiz.status, room: QUIZ_BOUNDS.maxQuestions - quiz.questionCount })
  return result
}

/** Problems and notes in line order. */
const byLine = (problems: ImportProblem[]) => [...problems].sort((a, b) => a.line - b.line)

/**
 * Reads a file without saving anything: the questions it gives and every problem by line (its
 * pictures checked as uploads are), refused as the import itself would be (no question to
 * import, or no room in the draft named).
 */
export async function previewImport(db: DB, user: SessionUser, input: ImportInput): Promise<ImportResult> {
  const result = await readForTarget(db, user, input)
  const { questions, notes } = await withPictures(db, user, result.questions, false)
  return { ...result, questions, problems: byLine([...result.problems, ...notes]) }
}

/**
 * Imports a file's questions into a new draft of the user's (in the language its texts name
 * first), or appends them to a draft they may change. The good questions are saved and the
 * problems reported beside them; a file with no good question is refused with its problems. A
 * file's pictures are stored as the user's uploads.
 */
export async function importQuiz(db: DB, user: SessionUser, input: ImportInput) {
  const result = await readForTarget(db, user, input)
  const { questions: checked, notes } = await withPictures(db, user, result.questions, true)
  const problems = byLine([...result.problems, ...notes])
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
    ...(result.language ? { language: result.language } : {}),
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
  // Moodle XML carries the pictures themselves: each is read once, with its alt text.
  const pictures = format === 'moodle-xml' ? await images.imageFiles(db, exported.flatMap(imageIdsOf)) : undefined
  const content = writeQuizFile(format, exported, quiz.language, pictures)
  return attachment(content, type.contentType, quiz.title, type.extension)
}

/** The CSV template: the columns we read, with two example rows. */
export function csvTemplate(): QuizFile {
  return attachment(CSV_TEMPLATE, FILE_TYPES.csv.contentType, 'quizdom-import-template', 'csv')
}
