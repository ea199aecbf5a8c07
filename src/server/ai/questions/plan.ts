import { QUESTION_TYPES } from '#shared/schemas/quiz'

type QuestionType = (typeof QUESTION_TYPES)[number]

interface MixInput {
  numQuestions: number
  typeCounts?: Partial<Record<QuestionType, number>> | undefined
  questionTypes?: QuestionType[] | undefined
}

/**
 * The type of each question to write, in order. Counts per type give that many of each (their sum
 * is the number of questions); a set of types spreads the number of questions across them, one of
 * each in turn; neither is single answer only, as before types. The types take turns, so a quiz
 * of mixed types does not start with every question of one type.
 */
export function typePlan(input: MixInput): QuestionType[] {
  const counts = input.typeCounts
    ? QUESTION_TYPES.map((type) => [type, input.typeCounts?.[type] ?? 0] as const)
    : (() => {
        const types = QUESTION_TYPES.filter((type) => (input.questionTypes ?? ['multiple-choice']).includes(type))
        return types.map(
          (type, index) =>
            [
              type,
              Math.floor(input.numQuestions / types.length) + (index < input.numQuestions % types.length ? 1 : 0),
            ] as const,
        )
      })()
  const left = new Map(counts)
  const plan: QuestionType[] = []
  while ([...left.values()].some((count) => count > 0)) {
    for (const [type, count] of left) {
      if (count > 0) {
        plan.push(type)
        left.set(type, count - 1)
      }
    }
  }
  return plan
}
