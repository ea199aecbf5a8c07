import type { z } from 'zod'
import { AI_SERVER } from '#shared/messages'
import type { QuestionTranslation } from '#shared/questions/translation'
import { definitionOf, TranslateQuestionSchema } from '#shared/schemas/quiz'
import { AppError } from '#server/errors'
import type { AiClient } from '#server/ai/client'
import { askStructured, requireAi } from '#server/ai/completion'
import { buildTranslationMessages, translationRetryMessage } from './prompt'
import { checkTranslation, translationResponseFormat } from './schema'
import { m } from '#shared/i18n'

/**
 * A question in another language, written by the configured model: a draft its creator checks in
 * the editor, nothing saved. Its text, explanation and each option, item or pair are translated;
 * what marks the question is not (a right option is right in both languages). Throws AppError only,
 * as generateQuiz does.
 */
export async function translateQuestion(
  ai: AiClient | null,
  input: z.output<typeof TranslateQuestionSchema>,
): Promise<{ translation: QuestionTranslation }> {
  const client = requireAi(ai)
  const parsed = TranslateQuestionSchema.safeParse(input)
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? m.ai_server_invalid_request())
  }
  const { question, language } = parsed.data
  const definition = definitionOf(question)
  const translation = await askStructured(
    client,
    {
      model: client.model,
      messages: buildTranslationMessages(question, language),
      response_format: translationResponseFormat(definition),
    },
    {
      check: (content) => {
        let raw: unknown
        try {
          raw = JSON.parse(content)
        } catch {
          return { ok: false, problem: 'the answer was not valid JSON' }
        }
        return checkTranslation(raw, language, definition)
      },
      retry: translationRetryMessage,
      declined: () => m.ai_server_translation_declined(),
      invalid: AI_SERVER.invalidTranslation,
    },
  )
  return { translation }
}
