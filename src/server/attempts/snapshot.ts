import { randomInt } from 'node:crypto'
import type { QuizSettings } from '#shared/schemas/quiz'
import type { QuestionRow } from '#server/quizzes/service'

/** A question as one attempt served it: later edits to the quiz never change a result. */
export interface ServedQuestion {
  questionId: string
  question: string
  /** In the order this attempt showed them. */
  options: string[]
  /** The correct option's index in `options` as served. */
  correctIndex: number
  explanation: string
  points: number
  timeLimit: number
}

/** Fisher–Yates with a cryptographic source: a player cannot predict the order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

export function buildSnapshot(questions: QuestionRow[], settings: QuizSettings): ServedQuestion[] {
  const shuffleQuestions =
    settings.shuffleQuestions || (settings.antiCheat.enabled && settings.antiCheat.randomizeQuestions)
  const ordered = shuffleQuestions ? shuffled(questions) : questions
  return ordered.map((row) => {
    const order = settings.shuffleOptions ? shuffled([0, 1, 2, 3]) : [0, 1, 2, 3]
    return {
      questionId: row.id,
      question: row.text,
      options: order.map((index) => row.options[index]!),
      correctIndex: order.indexOf(row.correct_answer),
      explanation: row.explanation,
      points: row.points,
      timeLimit: row.time_limit_seconds,
    }
  })
}
