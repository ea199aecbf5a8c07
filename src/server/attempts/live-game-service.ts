import type { DB } from '#server/db/index'
import { readSettings } from '#server/quizzes/schemas'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { POINT, awarded, formatHundredths } from '#shared/questions/points'
import { type PlayerResponse, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import type { QuestionView } from '#shared/questions/serve'
import * as repo from './repository'
import { type ServedQuestion, servedParts } from './snapshot'

/** A question as a live game asked it: its copy in the game, and what the players were shown. */
export interface LiveGameQuestion {
  questionId: string
  text: string
  explanation: string
  points: number
  timeLimitSeconds: number
  definition: QuestionDefinition
  view: QuestionView
  order: number[]
}

/** A signed-in player's answers in the game, each as received (the database's clock). */
export interface LiveGamePlayer {
  userId: string
  answers: Array<{ questionIndex: number; response: unknown; receivedAt: Date; elapsedMs: number }>
}

/** A question as an attempt keeps it (snapshot.ts), served as the game served it. */
function servedQuestion(question: LiveGameQuestion): ServedQuestion {
  const common = {
    questionId: question.questionId,
    question: question.text,
    explanation: question.explanation,
    points: question.points,
    timeLimit: question.timeLimitSeconds,
  }
  const { definition, view, order } = question
  if (definition.type === 'multiple-choice' && view.type === 'multiple-choice') {
    return {
      ...common,
      type: 'multiple-choice',
      options: view.options,
      correctIndex: order.indexOf(definition.correctAnswer),
    }
  }
  return {
    ...common,
    type: definition.type,
    options: view.type === 'multiple-answers' ? view.options : [],
    correctIndex: null,
    view,
    definition,
    order,
  }
}

/**
 * A finished live game's answers as attempts (decision 044), in the transaction that ends it: one
 * submitted attempt per signed-in player who answered, holding the questions the game asked, each
 * answer marked by the one scorer as an attempt's would be and saved at its arrival. It is never
 * ranked (no leaderboard, no series, no global score) and charges nothing; item statistics and
 * analytics fold it as any submitted attempt, and the player's history shows it as a live game.
 * Recording a game twice records nothing more.
 */
export async function recordLiveGame(
  trx: DB,
  game: {
    gameId: string
    quizId: string
    startedAt: Date
    settings: unknown
    questions: LiveGameQuestion[]
    players: LiveGamePlayer[]
  },
): Promise<number> {
  const questions = game.questions.map(servedQuestion)
  const settings = readSettings(game.settings)
  let recorded = 0
  for (const player of game.players) {
    const answers = player.answers
      .filter((answer) => questions[answer.questionIndex])
      .map((answer) => {
        const question = questions[answer.questionIndex]!
        const parts = servedParts(question)
        const fraction = score(parts.definition, unshuffle(parts, answer.response as PlayerResponse))
        return {
          questionIndex: answer.questionIndex,
          selectedOption: parts.view.type === 'multiple-choice' ? (answer.response as number) : null,
          response: answer.response,
          fraction,
          earned: awarded(question.points * POINT, fraction),
          timeSpentSeconds: Math.min(Math.round(answer.elapsedMs / 1000), question.timeLimit),
          savedAt: answer.receivedAt,
          elapsedMs: answer.elapsedMs,
        }
      })
    if (answers.length === 0) continue
    const timeLimitSeconds = questions.reduce((sum, question) => sum + question.timeLimit, 0)
    const earned = answers.reduce((sum, answer) => sum + answer.earned, 0)
    const inserted = await repo.insertLiveAttempt(trx, {
      gameId: game.gameId,
      quizId: game.quizId,
      userId: player.userId,
      startedAt: game.startedAt,
      timeLimitSeconds,
      durationMs: Math.min(
        answers.reduce((sum, answer) => sum + answer.elapsedMs, 0),
        timeLimitSeconds * 1000,
      ),
      questions,
      settings,
      totalPossibleScore: questions.reduce((sum, question) => sum + question.points, 0),
      score: formatHundredths(earned),
      correctCount: answers.filter((answer) => answer.fraction.num === answer.fraction.den).length,
      answers: answers.map((answer) => ({ ...answer, earned: formatHundredths(answer.earned) })),
    })
    if (inserted) recorded++
  }
  return recorded
}
