import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs
export type ResultData = Outputs['attempts']['result']
export type ResultAttempt = ResultData['attempt']
export type DetailedAnswer = NonNullable<ResultData['detailedAnswers']>[number]
export type Analysis = ResultData['analysis']
export type ResultQuiz = ResultData['quiz']
