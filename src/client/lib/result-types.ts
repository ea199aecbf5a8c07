import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>
export type ResultData = Outputs['attempts']['result']
export type ResultAttempt = ResultData['attempt']
export type DetailedAnswer = NonNullable<ResultData['detailedAnswers']>[number]
export type Analysis = ResultData['analysis']
export type ResultQuiz = ResultData['quiz']
