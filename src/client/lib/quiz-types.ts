import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs
export type QuizSummary = Outputs['quizzes']['list']['quizzes'][number]
export type QuizDetail = Outputs['quizzes']['byId']
