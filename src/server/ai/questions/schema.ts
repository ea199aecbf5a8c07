import { z } from 'zod'
import type { ResponseFormatJSONSchema } from 'openai/resources/shared'
import { QUIZ_LIMITS } from '#shared/constants'
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES, type Category } from '#shared/quiz'
import {
  CategorySchema,
  type GeneratedQuestion,
  definitionOf,
  MultipleChoiceQuestionSchema,
  type Question,
  QuestionInputSchema,
  type QUESTION_TYPES,
} from '#shared/schemas/quiz'
import type { QuizLanguage } from '#shared/quiz-languages'
import { aiTranslationSchema, checkTranslation } from '#server/ai/translation/schema'
import { questionTypeName } from '#shared/questions/type-names'

type QuestionType = (typeof QUESTION_TYPES)[number]

const OPTIONS = QUIZ_LIMITS.optionsPerQuestion

const text = (what: string) => z.string().describe(what)
const QUESTION = text('The question text, without numbering')
const EXPLANATION = text('One or two sentences on why the answer is right')

/** One question of each type as the model is asked to write it; its `type` names which. */
const AI_QUESTION_SCHEMAS = {
  'multiple-choice': z.object({
    type: z.literal('multiple-choice'),
    question: QUESTION,
    options: z
      .array(text('One answer option, without a letter or number prefix'))
      .length(OPTIONS)
      .describe(`Exactly ${OPTIONS} distinct answer options`),
    correctAnswer: z
      .number()
      .int()
      .min(0)
      .max(OPTIONS - 1)
      .describe('The 0-based index of the correct option'),
    explanation: EXPLANATION,
  }),
  'multiple-answers': z.object({
    type: z.literal('multiple-answers'),
    question: QUESTION,
    options: z
      .array(text('One answer option, without a prefix'))
      .length(OPTIONS)
      .describe(`Exactly ${OPTIONS} distinct options`),
    correctAnswers: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(OPTIONS - 1),
      )
      .describe('The 0-based indexes of every correct option: at least two, not all'),
    explanation: EXPLANATION,
  }),
  'true-false': z.object({
    type: z.literal('true-false'),
    question: text('A statement that is either true or false'),
    correctAnswer: z.boolean().describe('Whether the statement is true'),
    explanation: EXPLANATION,
  }),
  numeric: z.object({
    type: z.literal('numeric'),
    question: text('A question whose answer is one number'),
    answer: z.number().describe('The answer, as a number'),
    tolerance: z.number().min(0).describe('How far from the answer a reply may be and still be right (0 for exact)'),
    explanation: EXPLANATION,
  }),
  'short-answer': z.object({
    type: z.literal('short-answer'),
    question: text('A question answered by a word or a short phrase'),
    acceptedAnswers: z
      .array(text('One accepted answer'))
      .describe('Every spelling or form of the answer that should be accepted, 1 to 5'),
    explanation: EXPLANATION,
  }),
  ordering: z.object({
    type: z.literal('ordering'),
    question: text('What to put in order, and by what (for example oldest first)'),
    items: z.array(text('One item')).describe('3 to 6 distinct items, in the right order'),
    explanation: EXPLANATION,
  }),
  matching: z.object({
    type: z.literal('matching'),
    question: text('What to match with what'),
    pairs: z
      .array(z.object({ left: text('A left-hand item'), right: text('Its match') }))
      .describe('3 to 6 pairs, every left and every right distinct'),
    explanation: EXPLANATION,
  }),
} as const satisfies Record<QuestionType, z.ZodType>

/**
 * The questions the model is asked for: one of the types in `types`, each by its own schema, and
 * each with its translation when the quiz is written in two languages.
 */
const aiQuestionSchema = (types: readonly QuestionType[], bilingual: boolean) => {
  const [first, ...rest] = [...new Set(types)].map((type) =>
    bilingual
      ? AI_QUESTION_SCHEMAS[type].extend({
          translation: aiTranslationSchema(type).describe('The question in the second language'),
        })
      : AI_QUESTION_SCHEMAS[type],
  )
  return rest.length === 0 ? first! : z.union([first!, ...rest])
}

/** The whole structured answer; the JSON schema sent to the model is derived from it. */
const aiQuizSchema = (types: readonly QuestionType[], count: number, bilingual: boolean) =>
  z.object({
    questions: z.array(aiQuestionSchema(types, bilingual)).length(count),
    suggestedTitle: z.string().describe('A short, catchy quiz title'),
    suggestedDescription: z.string().describe('One sentence describing the quiz'),
    suggestedCategory: z.enum(EDITOR_CATEGORIES).describe('The category that fits the topic best'),
  })

const QUESTIONS_SCHEMA_NAME = 'quiz_questions'

/**
 * `response_format` for Structured Outputs. Built per request so the array length and the types
 * asked for are part of the contract: a strict server then cannot return fewer questions than asked for. zod's output-mode JSON
 * schema already marks every property required and sets `additionalProperties: false`, which strict
 * mode demands; only `$schema` is dropped, as OpenAI does not expect it.
 */
export function questionsResponseFormat(
  plan: readonly QuestionType[],
  secondLanguage?: QuizLanguage,
): ResponseFormatJSONSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(aiQuizSchema(plan, plan.length, secondLanguage !== undefined))
  return {
    type: 'json_schema',
    json_schema: {
      name: QUESTIONS_SCHEMA_NAME,
      description: 'Quiz questions of the types asked for, with a suggested title, description and category',
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
  questions: GeneratedQuestion[]
  /** How many questions were left out for breaking a rule, with the first such problem. */
  dropped: number
  suggestedTitle: string
  suggestedDescription: string
  suggestedCategory: Category
}

export type AnswerCheck = { ok: true; quiz: ValidQuiz } | { ok: false; problem: string }

/**
 * One question by the rules of its type: the editor's own (single answer's as before, every other
 * type's definition); and, in a quiz of two languages, its translation, which must fit it.
 */
function checkQuestion(
  candidate: unknown,
  number: number,
  secondLanguage: QuizLanguage | undefined,
): GeneratedQuestion | { problem: string } {
  const { translation, ...rest } = (typeof candidate === 'object' && candidate !== null ? candidate : {}) as {
    translation?: unknown
  }
  const checked = checkDefinition(typeof candidate === 'object' && candidate !== null ? rest : candidate, number)
  if ('problem' in checked || secondLanguage === undefined) return checked
  const translated = checkTranslation(translation, secondLanguage, definitionOf(checked as Question))
  if (!translated.ok)
    return {
      problem: `question ${number} (${checked.type}) has a translation that does not fit: ${translated.problem}`,
    }
  return { ...checked, translation: translated.value }
}

function checkDefinition(candidate: unknown, number: number): GeneratedQuestion | { problem: string } {
  const type = (candidate as { type?: unknown } | null)?.type
  if (type === undefined || type === 'multiple-choice') {
    const parsed = QuestionRulesSchema.safeParse(candidate)
    if (!parsed.success) return { problem: `question ${number} ${describeIssue(parsed.error.issues[0], candidate)}` }
    const { question, options, correctAnswer, explanation } = parsed.data
    return { type: 'multiple-choice', question, options, correctAnswer, explanation }
  }
  const parsed = QuestionInputSchema.safeParse(candidate)
  // The definitions' refusals are sentences of their own ("Each pair needs text on both sides").
  if (!parsed.success) return { problem: `question ${number} (${String(type)}): ${parsed.error.issues[0]?.message}` }
  const { points: _points, timeLimit: _time, ...question } = parsed.data
  return question as GeneratedQuestion
}

/**
 * Validates the model's text: JSON, the envelope, then every question by the rules of its type
 * (and its translation, in a quiz of two languages).
 * Takes, for each type of the plan, the first valid questions of that type, as many as the plan
 * has, in the plan's order; fewer is a failure naming the first problem met (for the retry and
 * the error). A question left over or left out counts as dropped.
 */
export function checkAnswer(
  content: string,
  plan: readonly QuestionType[],
  secondLanguage?: QuizLanguage,
): AnswerCheck {
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

  const byType = new Map<QuestionType, GeneratedQuestion[]>()
  const seen = new Map<string, number>()
  let firstProblem: string | undefined
  let invalid = 0
  envelope.data.questions.forEach((candidate, index) => {
    const number = index + 1
    const checked = checkQuestion(candidate, number, secondLanguage)
    if ('problem' in checked) {
      invalid++
      firstProblem ??= checked.problem
      return
    }
    const key = questionKey(checked.question)
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      invalid++
      firstProblem ??= `question ${number} repeats question ${earlier}`
      return
    }
    seen.set(key, number)
    byType.set(checked.type, [...(byType.get(checked.type) ?? []), checked])
  })

  const taken = new Map<QuestionType, number>()
  const questions: GeneratedQuestion[] = []
  for (const type of plan) {
    const at = taken.get(type) ?? 0
    const question = byType.get(type)?.[at]
    if (!question) {
      const valid = byType.get(type)?.length ?? 0
      const wanted = plan.filter((planned) => planned === type).length
      // Single answer alone is said as before types: "it returned 1 question where 2 were asked for".
      const kind = plan.every((planned) => planned === 'multiple-choice') ? '' : ` ${questionTypeName(type)}`
      const problem =
        firstProblem ?? `it returned ${valid}${kind} question${valid === 1 ? '' : 's'} where ${wanted} were asked for`
      return { ok: false, problem }
    }
    taken.set(type, at + 1)
    questions.push(question)
  }

  const category = CategorySchema.safeParse(envelope.data.suggestedCategory)
  return {
    ok: true,
    quiz: {
      questions,
      dropped: invalid,
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
