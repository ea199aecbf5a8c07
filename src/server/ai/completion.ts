import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai/core/error'
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions'
import { AI_SERVER } from '#shared/messages'
import { AppError } from '#server/errors'
import type { AiClient } from './client'
import { m } from '#shared/i18n'

/**
 * What the AI features share: one structured answer asked for, checked, and asked for once more
 * with what was wrong; the provider's failures said in our words (never its own).
 */

/** The first answer and one retry: a second invalid answer rarely becomes a valid third. */
const MAX_ATTEMPTS = 2

/** A check of the model's text: the value it holds, or what is wrong with it, for the retry and the error. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string }

interface StructuredAsk<T> {
  /** Reads the answer's text. */
  check(content: string): Checked<T>
  /** The message sent with the second try, naming the first answer's problem. */
  retry(problem: string): ChatCompletionMessageParam
  /** What the person is told when the model declines (asking again would get the same refusal). */
  declined(): string
  /** What the person is told after the second invalid answer. */
  invalid(problem: string): string
}

/**
 * Asks for a structured answer: the first, and one retry when it does not pass `check`. Throws
 * AppError only: BAD_REQUEST (declined), UPSTREAM_TIMEOUT, UPSTREAM_FAILED (the provider failing,
 * or two invalid answers).
 */
export async function askStructured<T>(
  ai: AiClient,
  request: ChatCompletionCreateParamsNonStreaming,
  ask: StructuredAsk<T>,
): Promise<T> {
  let problem = 'no answer'
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const messages = attempt === 1 ? request.messages : [...request.messages, ask.retry(problem)]
    const content = answerText(await complete(ai, { ...request, messages }), ask.declined)
    const checked = content.ok ? ask.check(content.value) : content
    if (checked.ok) return checked.value
    problem = checked.problem
  }
  throw new AppError('UPSTREAM_FAILED', ask.invalid(problem))
}

function answerText(completion: ChatCompletion, declined: () => string): Checked<string> {
  const choice = completion.choices?.[0]
  const message = choice?.message
  if (message?.refusal || choice?.finish_reason === 'content_filter') throw new AppError('BAD_REQUEST', declined())
  if (choice?.finish_reason === 'length') return { ok: false, problem: 'the answer was cut off before it ended' }
  if (!message?.content?.trim()) return { ok: false, problem: 'the answer was empty' }
  return { ok: true, value: message.content }
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

/** Null AI client: the feature answers "not configured" rather than failing at request time. */
export function requireAi(ai: AiClient | null): AiClient {
  if (!ai) throw new AppError('NOT_CONFIGURED', m.server_ai_not_configured())
  return ai
}
