import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>
export type QuizSummary = Outputs['quizzes']['list']['quizzes'][number]
export type QuizDetail = Outputs['quizzes']['byId']
