import type OpenAI from 'openai'
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions'

/** A configured OpenAI-compatible client and the model every AI feature asks for. */
export interface AiClient {
  model: string
  /** The part of the SDK the features use; the SDK itself is loaded on the first call. */
  openai: {
    chat: { completions: { create(body: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> } }
  }
}

export interface AiConfig {
  apiKey?: string | undefined
  baseUrl?: string | undefined
  model: string
}

export interface AiClientOptions {
  timeoutMs?: number
  maxRetries?: number
}

/** Long enough for a 20-question answer from a slow model, short enough that a person still waits. */
const AI_TIMEOUT_MS = 60_000

/**
 * Null when no API key is set: callers answer "not configured" instead of failing at request time.
 * The features decide when a second try is worth it (an invalid answer), so the SDK's own retries
 * are off by default; otherwise a 429 or a slow server would multiply the wait unseen.
 * The openai SDK is imported on the first AI request, not at start-up (decision 009).
 */
export function createAiClient(config: AiConfig, options: AiClientOptions = {}): AiClient | null {
  const { apiKey } = config
  if (!apiKey) return null
  let sdk: Promise<OpenAI> | undefined
  const load = () =>
    (sdk ??= import('openai').then(
      ({ OpenAI }) =>
        new OpenAI({
          apiKey,
          // null rather than undefined: the SDK would otherwise read OPENAI_BASE_URL, OPENAI_ORG_ID and
          // OPENAI_PROJECT_ID itself, and env.ts is meant to be the only reader of process.env.
          baseURL: config.baseUrl ?? null,
          organization: null,
          project: null,
          timeout: options.timeoutMs ?? AI_TIMEOUT_MS,
          maxRetries: options.maxRetries ?? 0,
          // Our logs are JSON lines written by src/server/logger.ts; the caller logs the AppError instead.
          logLevel: 'off',
        }),
      (error: unknown) => {
        sdk = undefined
        throw error
      },
    ))
  return {
    model: config.model,
    openai: { chat: { completions: { create: async (body) => (await load()).chat.completions.create(body) } } },
  }
}
