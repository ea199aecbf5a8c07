import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '#server/trpc/router'

type Outputs = inferRouterOutputs<AppRouter>
export type QuizStatistics = Outputs['quizzes']['statistics']
export type QuestionStatistics = QuizStatistics['questions'][number]
export type StatisticsFigure = QuizStatistics['mean']
export type QuizAnalytics = Outputs['quizzes']['analytics']
export type AttemptsPage = Outputs['quizzes']['attempts']
export type EarningsOverview = Outputs['quizzes']['earnings']
