import { expect, type Browser, type Page } from '@playwright/test'
import { adminPage, ORIGIN } from './fixtures'

export interface QuestionData {
  question: string
  options: [string, string, string, string]
  correctAnswer: number
  explanation?: string
  points?: number
  /** Seconds; 10 is the minimum. */
  timeLimit?: number
  /** Ids of uploaded pictures (POST /api/v1/images): on the question, per option, on the explanation. */
  image?: string
  optionImages?: Array<string | null>
  explanationImage?: string
}

/** A question of another type (decision 035), with its fields as the REST API takes them. */
interface TypedQuestionData {
  question: string
  type: 'multiple-answers' | 'true-false' | 'numeric' | 'short-answer' | 'ordering' | 'matching'
  points?: number
  timeLimit?: number
  [field: string]: unknown
}

export interface QuizData {
  title: string
  description?: string
  /** Total seconds, in steps of 10. */
  timeLimit: number
  settings?: Record<string, unknown>
  /** Rupees; a paid quiz needs isPaid and a price above 0. */
  isPaid?: boolean
  price?: number
  /** The percentage that earns a certificate. */
  passMark?: number
  questions: (QuestionData | TypedQuestionData)[]
}

/** Creates a quiz (free unless said otherwise) through the REST API as the page's user; it starts out pending. Returns its id. */
async function createQuiz(page: Page, quiz: QuizData): Promise<string> {
  const response = await page.request.post('/api/v1/quizzes', {
    headers: ORIGIN,
    data: {
      description: 'Made by the browser tests.',
      category: 'science',
      difficultyLevel: 'easy',
      isPaid: false,
      price: 0,
      ...quiz,
      questions: quiz.questions.map((question) => ({ explanation: '', points: 1, timeLimit: 30, ...question })),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { quiz: { _id: string } }).quiz._id
}

/** Approves a quiz as the admin, in a browser context of its own so the player's session is untouched. */
export async function approveQuiz(browser: Browser, quizId: string) {
  const admin = await adminPage(browser)
  try {
    const response = await admin.request.post(`/api/v1/admin/quizzes/${quizId}/approve`, { headers: ORIGIN })
    expect(response.status(), await response.text()).toBe(200)
  } finally {
    await admin.context().close()
  }
}

/** A quiz the page's user can start at once. */
export async function createApprovedQuiz(page: Page, browser: Browser, quiz: QuizData) {
  const quizId = await createQuiz(page, quiz)
  await approveQuiz(browser, quizId)
  return quizId
}
