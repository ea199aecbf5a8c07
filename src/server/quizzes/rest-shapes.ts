import { decimalMarking, type ExamLayout } from '#shared/exam/sections'
import { paiseToRupees } from '#shared/money'
import { withRevealTime } from '#shared/answer-reveal'
import { isAdmin } from '#server/identity/policy'
import { emailsOf } from '#server/auth/service'
import type { AppContext } from '#server/http/rest'
import { canReadCreatorEmail } from './policy'
import type * as quizzes from './service'

/**
 * A paper's sections as the quiz payload sends them (marks as decimals: 2, −0.5), only on a quiz
 * that has them: a quiz without keeps the contract's shape to the key.
 */
function restLayout(exam: ExamLayout | null) {
  if (!exam) return {}
  const { sections, sectionOrder, carryOver } = exam
  return {
    sections: sections.map((section) => ({ ...section, marking: decimalMarking(section.marking) })),
    sectionOrder,
    carryOver,
  }
}

/** What of a quiz only some may see: each is null unless the caller may see it. */
export interface PrivateQuizFields {
  creatorEmail: string | null
  questions: quizzes.EditorQuestion[] | null
}

/**
 * The REST contract's quiz shape: `_id`, rupees, `difficultyLevel`, and every field of its Quiz. The
 * creator's email and the questions are always present as keys, and null unless given: a quiz's
 * public page must not hand its creator's address to strangers, nor its answers to players.
 */
export function toRestQuizWith(quiz: quizzes.QuizSummary, visible: PrivateQuizFields) {
  const { id, pricePaise, creator, difficulty, questionCount, attemptCount, settings, exam, ...rest } = quiz
  return {
    _id: id,
    ...rest,
    ...restLayout(exam),
    difficulty,
    difficultyLevel: difficulty,
    price: paiseToRupees(pricePaise),
    /** Minutes, for the cards. */
    duration: Math.ceil(quiz.timeLimit / 60),
    questionCount,
    totalQuestions: questionCount,
    attemptCount,
    analytics: { totalAttempts: attemptCount },
    creator: { _id: creator.id, name: creator.username, email: visible.creatorEmail },
    createdBy: creator.id,
    // A quiz saved before the answers' choice existed shows the one it is read with.
    settings: withRevealTime(settings, quiz.endTime),
    questions: visible.questions?.map(toRestQuestion) ?? null,
  }
}

/**
 * The REST contract's question (`text`, with `question` as its save payload names it). Only for the quiz's
 * creator and admins: it carries the answer.
 */
export function toRestQuestion(question: quizzes.EditorQuestion) {
  const { id, ...rest } = question
  return { _id: id, text: rest.question, ...rest }
}

/** The creators' emails the caller may read (policy.ts), by creator; null for the rest. */
async function creatorEmails(
  c: AppContext,
  list: quizzes.QuizSummary[],
): Promise<(creatorId: string) => string | null> {
  const viewer = (await c.var.ctx.session())?.user ?? null
  if (!viewer) return () => null
  const emails = new Map([[viewer.id, viewer.email]])
  // Only an admin may read others' emails: only then are they worth a query.
  if (isAdmin(viewer)) {
    const others = [...new Set(list.map((quiz) => quiz.creator.id))].filter((id) => !emails.has(id))
    for (const [id, email] of await emailsOf(c.var.ctx.db, others)) emails.set(id, email)
  }
  return (creatorId) => (canReadCreatorEmail(viewer, creatorId) ? (emails.get(creatorId) ?? null) : null)
}

/** Quizzes as this caller may see them (lists never carry questions). */
export async function toRestQuizzes(c: AppContext, list: quizzes.QuizSummary[]) {
  const emailOf = await creatorEmails(c, list)
  return list.map((quiz) => toRestQuizWith(quiz, { creatorEmail: emailOf(quiz.creator.id), questions: null }))
}

/** One quiz with its questions, for its creator or an admin. */
export async function toRestManagedQuiz(c: AppContext, quiz: quizzes.QuizSummary, questions: quizzes.EditorQuestion[]) {
  const emailOf = await creatorEmails(c, [quiz])
  return toRestQuizWith(quiz, { creatorEmail: emailOf(quiz.creator.id), questions })
}
