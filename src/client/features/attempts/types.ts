import type { RouterOutputs } from '@/trpc'
import type { QuestionView } from '#shared/questions/serve'

type Outputs = RouterOutputs

/** What `attempts.start` answers: the questions without answers, the settings and the server's times. */
type AttemptView = Outputs['attempts']['start']
export type AttemptQuestion = AttemptView['questions'][number]
export type AntiCheatSettings = AttemptView['settings']['antiCheat']
/** The submit response, which is also what the result screen reads (`attempts.result`). */
export type AttemptResult = Outputs['attempts']['submit']

/** A started attempt and the moment it was asked for, on the performance.now() clock. */
export interface StartedAttempt {
  view: AttemptView
  /**
   * The server measured `remainingMs` somewhere between our request and its answer; counting from
   * the request means the client's clock ends early rather than late (the server has a grace too).
   */
  requestedAt: number
}

/** What the player is shown of a question, by its type: the view its answer control draws. */
export const viewOf = (question: AttemptQuestion): QuestionView => question
