import type { z } from 'zod'
import type { GeneratePreviewSchema } from '#shared/schemas/quiz'
import type { RequestContext } from '#server/context'
import { generateQuiz } from '#server/ai/questions/index'
import { QuestionInputSchema } from '#shared/schemas/quiz'
import type { Actor } from './service'
import * as quizzes from './service'

/** AI generation for the editor: rate-limited per user; the result fills the form, nothing is saved. */
export async function generatePreview(ctx: RequestContext, userId: string, input: z.output<typeof GeneratePreviewSchema>) {
  ctx.rateLimit('ai', userId)
  return generateQuiz(ctx.ai, input)
}

/** Generates questions and appends them to an existing quiz (creator or admin). */
export async function generateIntoQuiz(
  ctx: RequestContext,
  actor: Actor,
  quizId: string,
  input: z.output<typeof GeneratePreviewSchema>,
) {
  await quizzes.getQuizForEditor(ctx.db, actor, quizId)
  ctx.rateLimit('ai', actor.id)
  const generated = await generateQuiz(ctx.ai, input)
  const questions = generated.questions.map((question) => QuestionInputSchema.parse(question))
  return quizzes.addQuestions(ctx.db, actor, quizId, questions)
}
