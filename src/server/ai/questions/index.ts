import type { z } from 'zod'
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai/core/error'
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'
import { AI_SERVER } from '#shared/messages'
import { type GeneratedQuiz, GeneratePreviewSchema, QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { DEFAULT_QUIZ_LANGUAGE } from '#shared/quiz-languages'
import { AppError } from '#server/errors'
import type { AiClient } from '#server/ai/client'
import { typePlan } from './plan'
import { buildQuestionMessages, retryMessage } from './prompt'
import { type AnswerCheck, checkAnswer, questionsResponseFormat } from './schema'
import { m } from '#shared/i18n'

/** The first answer and one retry: a second invalid answer rarely becomes a valid third. */
const MAX_ATTEMPTS = 2

/**
 * Writes a set of quiz questions with the configured model. Throws AppError only:
 * NOT_CONFIGURED, BAD_REQUEST (bad input, or the model declined the topic), UPSTREAM_TIMEOUT,
 * UPSTREAM_FAILED. Logs nothing; the caller logs with its request id.
 */
export async function generateQuiz(
  ai: AiClient | null,
  input: z.output<typeof GeneratePreviewSchema>,
): Promise<GeneratedQuiz> {
  if (!ai) throw new AppError('NOT_CONFIGURED', m.server_ai_not_configured())
  // Callers parse already; parsing again keeps a direct call from sending an unchecked topic or count.
  const parsed = GeneratePreviewSchema.safeParse(input)
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? m.ai_server_invalid_request())
  }
  const { topic, difficulty } = parsed.data
  const language = parsed.data.language ?? DEFAULT_QUIZ_LANGUAGE
  const types = typePlan(parsed.data)

  const request: ChatCompletionCreateParamsNonStreaming = {
    model: ai.model,
    messages: buildQuestionMessages({ topic, types, difficulty, language }),
    response_format: questionsResponseFormat(types),
  }

  let problem = 'no answer'
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const messages = attempt === 1 ? request.messages : [...request.messages, retryMessage(problem)]
    const completion = await complete(ai, { ...request, messages })
    const check = readCompletion(completion, types)
    if (check.ok) {
      const { quiz } = check
      return {
        questions: quiz.questions,
        ...(quiz.dropped > 0 ? { dropped: m.ai_server_dropped({ count: quiz.dropped }) } : {}),
        suggestedTitle: clip(quiz.suggestedTitle || topic, QUIZ_BOUNDS.titleMax),
        suggestedDescription: clip(quiz.suggestedDescription, QUIZ_BOUNDS.descriptionMax),
        suggestedCategory: quiz.suggestedCategory,
      }
    }
    problem = check.problem
  }
  throw new AppError('UPSTREAM_FAILED', AI_SERVER.invalidQuestions(problem))
}

function readCompletion(completion: ChatCompletion, types: ReturnType<typeof typePlan>): AnswerCheck {
  const choice = completion.choices?.[0]
  const message = choice?.message
  if (message?.refusal || choice?.finish_reason === 'content_filter') {
    // Asking again with the same topic gets the same refusal; the person has to change the topic.
    throw new AppError('BAD_REQUEST', m.ai_server_declined())
  }
  if (choice?.finish_reason === 'length') return { ok: false, problem: 'the answer was cut off before it ended' }
  if (!message?.content?.trim()) return { ok: false, problem: 'the answer was empty' }
  return checkAnswer(message.content, types)
}

async function complete(ai: AiClient, request: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
  try {
    return await ai.openai.chat.completions.create(request)
  } catch (error) {
    throw toAppError(error)
  }
}

/**
 * Upstream messages are never passed on: a 401 from OpenAI quotes part of the key, and a local
 * server may echo anything. Status and request id go into details for the caller's log.
 */
function toAppError(error: unknown): unknown {
  if (error instanceof APIConnectionTimeoutError) return new AppError('UPSTREAM_TIMEOUT', m.ai_server_timeout())
  if (error instanceof APIConnectionError) return new AppError('UPSTREAM_FAILED', m.ai_server_unreachable())
  if (!(error instanceof APIError)) return error
  const details = { upstreamStatus: error.status, upstreamRequestId: error.requestID ?? undefined }
  const status = error.status ?? 0
  let message: string
  if (status === 401 || status === 403) message = m.ai_server_key_refused()
  else if (status === 404) message = m.ai_server_unknown_model()
  else if (status === 429) message = m.ai_server_busy()
  else if (status >= 500) message = m.ai_server_upstream_error()
  else message = AI_SERVER.rejected(status)
  return new AppError('UPSTREAM_FAILED', message, details)
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max).trimEnd() : text
}
