import { z } from 'zod'
import type { ResponseFormatJSONSchema } from 'openai/resources/shared'
import { QUIZ_LIMITS } from '#shared/constants'
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES, type Category } from '#shared/quiz'
import { CategorySchema, MultipleChoiceQuestionSchema } from '#shared/schemas/quiz'

const OPTIONS = QUIZ_LIMITS.optionsPerQuestion

/** One question as the model is asked to write it. */
const AiQuestionSchema = z.object({
  question: z.string().describe('The question text, without numbering'),
  options: z
    .array(z.string().describe('One answer option, without a letter or number prefix'))
    .length(OPTIONS)
    .describe(`Exactly ${OPTIONS} distinct answer options`),
  correctAnswer: z
    .number()
    .int()
    .min(0)
    .max(OPTIONS - 1)
    .describe('The 0-based index of the correct option'),
  explanation: z.string().describe('One or two sentences on why the correct option is right'),
})

/** The whole structured answer; the JSON schema sent to the model is derived from it. */
const AiQuizSchema = z.object({
  questions: z.array(AiQuestionSchema),
  suggestedTitle: z.string().describe('A short, catchy quiz title'),
  suggestedDescription: z.string().describe('One sentence describing the quiz'),
  suggestedCategory: z.enum(EDITOR_CATEGORIES).describe('The category that fits the topic best'),
})

const QUESTIONS_SCHEMA_NAME = 'quiz_questions'

/**
 * `response_format` for Structured Outputs. Built per request so the array length is part of the
 * contract: a strict server then cannot return fewer questions than asked for. zod's output-mode JSON
 * schema already marks every property required and sets `additionalProperties: false`, which strict
 * mode demands; only `$schema` is dropped, as OpenAI does not expect it.
 */
export function questionsResponseFormat(count: number): ResponseFormatJSONSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(
    AiQuizSchema.extend({ questions: z.array(AiQuestionSchema).length(count) }),
  )
  return {
    type: 'json_schema',
    json_schema: {
      name: QUESTIONS_SCHEMA_NAME,
      description: 'Multiple-choice quiz questions with a suggested title, description and category',
      strict: true,
      schema,
    },
  }
}

/**
 * The envelope is checked loosely and each question on its own, so that a surplus of questions can
 * absorb a bad one, and so the first problem can be named. A server without strict mode (a local
 * model) may send anything, so nothing here trusts the schema above.
 */
const AnswerEnvelopeSchema = z.object({
  questions: z.array(z.unknown()),
  suggestedTitle: z.string(),
  suggestedDescription: z.string(),
  suggestedCategory: z.unknown(),
})

/** The editor's own rules (4 distinct non-empty options, 0..3, text, lengths): one set of rules. */
const QuestionRulesSchema = MultipleChoiceQuestionSchema.pick({
  question: true,
  options: true,
  correctAnswer: true,
  explanation: true,
})

interface ValidQuiz {
  questions: Array<{ question: string; options: string[]; correctAnswer: number; explanation: string }>
  suggestedTitle: string
  suggestedDescription: string
  suggestedCategory: Category
}

export type AnswerCheck = { ok: true; quiz: ValidQuiz } | { ok: false; problem: string }

/**
 * Validates the model's text: JSON, the envelope, then every question. Takes the first `count`
 * valid questions; fewer is a failure naming the first problem met (for the retry and the error).
 */
export function checkAnswer(content: string, count: number): AnswerCheck {
  let raw: unknown
  try {
    raw = JSON.parse(content)
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' }
  }
  const envelope = AnswerEnvelopeSchema.safeParse(raw)
  if (!envelope.success) {
    const issue = envelope.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    return { ok: false, problem: `the answer did not have the expected shape (${where}${issue?.message ?? 'unknown'})` }
  }

  const questions: ValidQuiz['questions'] = []
  const seen = new Map<string, number>()
  let firstProblem: string | undefined
  envelope.data.questions.forEach((candidate, index) => {
    const number = index + 1
    const parsed = QuestionRulesSchema.safeParse(candidate)
    if (!parsed.success) {
      firstProblem ??= `question ${number} ${describeIssue(parsed.error.issues[0], candidate)}`
      return
    }
    const key = questionKey(parsed.data.question)
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      firstProblem ??= `question ${number} repeats question ${earlier}`
      return
    }
    seen.set(key, number)
    const { question, options, correctAnswer, explanation } = parsed.data
    questions.push({ question, options, correctAnswer, explanation })
  })

  if (questions.length < count) {
    const problem =
      firstProblem ??
      `it returned ${questions.length} question${questions.length === 1 ? '' : 's'} where ${count} were asked for`
    return { ok: false, problem }
  }

  const category = CategorySchema.safeParse(envelope.data.suggestedCategory)
  return {
    ok: true,
    quiz: {
      questions: questions.slice(0, count),
      suggestedTitle: envelope.data.suggestedTitle.trim(),
      suggestedDescription: envelope.data.suggestedDescription.trim(),
      // Only a suggestion: an unknown category from a non-strict server is not worth a retry.
      suggestedCategory: category.success ? category.data : DEFAULT_CATEGORY,
    },
  }
}

/** Case, spacing and closing punctuation do not make a question different. */
function questionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!:]+$/, '')
    .trim()
}

/** Says what is wrong with one question, in words an editor (or a log reader) understands. */
function describeIssue(issue: z.core.$ZodIssue | undefined, candidate: unknown): string {
  if (!issue || issue.path.length === 0) return 'is not an object'
  const [field, element] = issue.path
  const tooLong = issue.code === 'too_big'
  switch (field) {
    case 'question':
      return tooLong ? 'has text that is too long' : 'has no question text'
    case 'options':
      if (element !== undefined) {
        if (tooLong) return 'has an option that is too long'
        return issue.code === 'invalid_type' ? 'has an option that is not text' : 'has an empty option'
      }
      if (issue.code === 'custom') return 'has duplicate options'
      return `does not have exactly ${OPTIONS} options`
    case 'correctAnswer': {
      const value = (candidate as { correctAnswer?: unknown }).correctAnswer
      return `has correctAnswer ${JSON.stringify(value) ?? 'missing'}, which is not a whole number from 0 to ${OPTIONS - 1}`
    }
    case 'explanation':
      return tooLong ? 'has an explanation that is too long' : 'has an invalid explanation'
    default:
      return `has an invalid ${String(field)}`
  }
}
