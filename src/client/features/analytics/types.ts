import type { RouterOutputs } from '@/trpc'

type Outputs = RouterOutputs
export type QuizStatistics = Outputs['quizzes']['statistics']
export type QuestionStatistics = QuizStatistics['questions'][number]
export type StatisticsFigure = QuizStatistics['mean']
export type QuizAnalytics = Outputs['quizzes']['analytics']
export type AttemptsPage = Outputs['quizzes']['attempts']
export type EarningsOverview = Outputs['quizzes']['earnings']
