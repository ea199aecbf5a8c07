import { APIConnectionTimeoutError, APIError } from 'openai/core/error'
import { AppError } from '#server/errors'
import type { AiClient } from '#server/ai/client'
import { m } from '#shared/i18n'

/** The figures the summary may use; the model never sees the questions or the player's identity. */
export interface AnalysisFigures {
  quizTitle: string
  score: number
  totalPossibleScore: number
  percentage: number
  correctAnswers: number
  totalQuestions: number
  durationSeconds: number
  timeLimitSeconds: number
  overallPerformance: string
  strengths: string[]
  weaknesses: string[]
  timeManagement: string
}

const SYSTEM_PROMPT = [
  'You are a friendly, encouraging quiz coach for learners in India.',
  'Write a short performance summary (3 to 5 sentences, plain text, no lists, no markdown) from the figures given.',
  'Use only the figures given; never invent numbers, topics or questions.',
  'End with one concrete suggestion for the next attempt.',
].join('\n')

/** "Generate Analysis": a written summary of the computed analysis, when AI is configured. */
export async function generateAnalysisSummary(ai: AiClient | null, figures: AnalysisFigures): Promise<string> {
  if (!ai) throw new AppError('NOT_CONFIGURED', m.server_ai_analysis_not_configured())
  try {
    const completion = await ai.openai.chat.completions.create({
      model: ai.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `Figures (JSON):\n${JSON.stringify(figures)}` },
      ],
      max_completion_tokens: 400,
    })
    const text = completion.choices[0]?.message?.content?.trim()
    if (!text) throw new AppError('UPSTREAM_FAILED', m.ai_server_empty_summary())
    return text.slice(0, 2000)
  } catch (error) {
    if (error instanceof AppError) throw error
    if (error instanceof APIConnectionTimeoutError) throw new AppError('UPSTREAM_TIMEOUT', m.ai_server_timeout())
    if (error instanceof APIError) throw new AppError('UPSTREAM_FAILED', m.ai_server_summary_failed())
    throw error
  }
}
