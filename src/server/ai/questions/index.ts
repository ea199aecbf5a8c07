import type { z } from 'zod'
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'
import { AI_SERVER } from '#shared/messages'
import { type GeneratedQuiz, GeneratePreviewSchema, QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { DEFAULT_QUIZ_LANGUAGE } from '#shared/quiz-languages'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { AppError } from '#server/errors'
import type { AiClient } from '#server/ai/client'
import { askStructured, requireAi } from '#server/ai/completion'
import { typePlan } from './plan'
import { buildQuestionMessages, retryMessage } from './prompt'
import { checkAnswer, questionsResponseFormat } from './schema'
import { m } from '#shared/i18n'

/**
 * Writes a set of quiz questions with the configured model. Throws AppError only:
 * NOT_CONFIGURED, BAD_REQUEST (bad input, or the model declined the topic), UPSTREAM_TIMEOUT,
 * UPSTREAM_FAILED. Logs nothing; the caller logs with its request id.
 */
export async function generateQuiz(
  ai: AiClient | null,
  input: z.output<typeof GeneratePreviewSchema>,
): Promise<GeneratedQuiz> {
  const client = requireAi(ai)
  // Callers parse already; parsing again keeps a direct call from sending an unchecked topic or count.
  const parsed = GeneratePreviewSchema.safeParse(input)
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? m.ai_server_invalid_request())
  }
  const { topic, difficulty } = parsed.data
  const language = parsed.data.language ?? DEFAULT_QUIZ_LANGUAGE
  const types = typePlan(parsed.data)
  const { secondLanguage } = parsed.data
  if (secondLanguage === language) {
    throw new AppError('BAD_REQUEST', m.question_translation_same_language({ language: QUIZ_LANGUAGE_NAMES[language] }))
  }

  const request: ChatCompletionCreateParamsNonStreaming = {
    model: client.model,
    messages: buildQuestionMessages({ topic, types, difficulty, language, secondLanguage }),
    response_format: questionsResponseFormat(types, secondLanguage),
  }

  const quiz = await askStructured(client, request, {
    check: (content) => {
      const check = checkAnswer(content, types, secondLanguage)
      return check.ok ? { ok: true, value: check.quiz } : check
    },
    retry: retryMessage,
    // Asking again with the same topic gets the same refusal; the person has to change the topic.
    declined: () => m.ai_server_declined(),
    invalid: AI_SERVER.invalidQuestions,
  })
  return {
    questions: quiz.questions,
    ...(quiz.dropped > 0 ? { dropped: m.ai_server_dropped({ count: quiz.dropped }) } : {}),
    suggestedTitle: clip(quiz.suggestedTitle || topic, QUIZ_BOUNDS.titleMax),
    suggestedDescription: clip(quiz.suggestedDescription, QUIZ_BOUNDS.descriptionMax),
    suggestedCategory: quiz.suggestedCategory,
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max).trimEnd() : text
}
