import { type APIRequestContext, type Browser, expect, request as requestFactory } from '@playwright/test'
import { ADMIN, BASE_URL, createUser, ORIGIN, signUpAdmin, test as base, type TestUser } from './fixtures'

/**
 * Test data for the result, leaderboard and history screens, made through the REST API: a
 * creator writes a quiz, the admin approves it, players start and submit attempts.
 */

export interface QuestionData {
  question: string
  options: [string, string, string, string]
  correctAnswer: number
  explanation: string
  points: number
  timeLimit: number
}

export const QUESTIONS = {
  capital: {
    question: 'What is the capital of India?',
    options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
    correctAnswer: 1,
    explanation: 'New Delhi has been the capital since 1931.',
    points: 2,
    timeLimit: 30,
  },
  river: {
    question: 'Which is the longest river in India?',
    options: ['Ganga', 'Godavari', 'Yamuna', 'Narmada'],
    correctAnswer: 0,
    explanation: 'The Ganga flows about 2,525 km.',
    points: 1,
    timeLimit: 20,
  },
  peak: {
    question: 'Which is the highest peak in India?',
    options: ['Nanda Devi', 'Kangchenjunga', 'Kamet', 'Saltoro Kangri'],
    correctAnswer: 1,
    explanation: 'Kangchenjunga rises to 8,586 m on the border with Nepal.',
    points: 1,
    timeLimit: 40,
  },
} satisfies Record<string, QuestionData>

/** Every question of the quiz `quizData` makes, in its order. */
export const ALL_QUESTIONS = [QUESTIONS.capital, QUESTIONS.river, QUESTIONS.peak]

export function quizData(overrides: Record<string, unknown> = {}) {
  return {
    title: `Indian Geography ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
    description: 'Capitals, rivers and mountains.',
    category: 'geography',
    difficultyLevel: 'easy',
    isPaid: false,
    price: 0,
    timeLimit: 300,
    settings: { showCorrectAnswers: true, allowReview: true },
    questions: ALL_QUESTIONS,
    ...overrides,
  }
}

async function logInWith(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/v1/users/login', {
    data: { email: user.email, password: user.password },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** An API client with its own cookie jar, signed in as the user. Dispose of it when done. */
export async function signedInRequest(user: TestUser): Promise<APIRequestContext> {
  const request = await requestFactory.newContext({ baseURL: BASE_URL })
  await logInWith(request, user)
  return request
}

let adminSignedUp = false

/** The admin approves the quiz, from a browser context of its own. */
async function approveQuiz(browser: Browser, quizId: string) {
  const context = await browser.newContext({ baseURL: BASE_URL })
  try {
    if (!adminSignedUp) {
      await signUpAdmin(context.request)
      adminSignedUp = true
    }
    await logInWith(context.request, ADMIN)
    const response = await context.request.post(`/api/v1/admin/quizzes/${quizId}/approve`, { headers: ORIGIN })
    expect(response.status(), await response.text()).toBe(200)
  } finally {
    await context.close()
  }
}

/** Creates a quiz as the creator (submitted for approval) and returns its id. */
export async function createQuiz(creator: APIRequestContext, data: Record<string, unknown> = quizData()) {
  const response = await creator.post('/api/v1/quizzes', { data, headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { quiz: { _id: string } }).quiz._id
}

export async function createApprovedQuiz(browser: Browser, creator: APIRequestContext, data = quizData()) {
  const quizId = await createQuiz(creator, data)
  await approveQuiz(browser, quizId)
  return { quizId, title: data.title as string }
}

export interface StartedAttempt {
  attemptId: string
  questions: Array<{ _id: string; question: string; options: string[]; timeLimit: number }>
}

export async function startAttempt(player: APIRequestContext, quizId: string): Promise<StartedAttempt> {
  const response = await player.post(`/api/v1/quizzes/${quizId}/start`, { headers: ORIGIN })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as StartedAttempt
}

export async function recordViolation(player: APIRequestContext, attemptId: string, type: string, details = '') {
  const response = await player.post(`/api/v1/quizzes/attempts/${attemptId}/violation`, {
    data: { type, details },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The option chosen per question text (null leaves it unanswered), and the seconds spent on each. */
export type Choices = Record<string, { option: number | null; seconds?: number }>

export async function submitAttempt(player: APIRequestContext, attempt: StartedAttempt, choices: Choices) {
  const answers = attempt.questions.map((question) => ({
    questionId: question._id,
    selectedOption: choices[question.question]?.option ?? null,
    timeSpentSeconds: choices[question.question]?.seconds ?? 5,
  }))
  const response = await player.post(`/api/v1/quizzes/attempts/${attempt.attemptId}/submit`, {
    data: { answers },
    headers: ORIGIN,
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { attempt: { _id: string; score: number; rank: number | null; isRanked: boolean } }
}

/** Starts and submits an attempt in one go; returns its id and the submit response. */
export async function takeQuiz(player: APIRequestContext, quizId: string, choices: Choices) {
  const attempt = await startAttempt(player, quizId)
  const result = await submitAttempt(player, attempt, choices)
  return { attemptId: attempt.attemptId, result }
}

/** Answers every question right (or, with `wrong`, those question texts wrong). */
export function choicesFor(questions: QuestionData[], wrong: string[] = []): Choices {
  return Object.fromEntries(
    questions.map((q, index) => [
      q.question,
      { option: wrong.includes(q.question) ? (q.correctAnswer + 1) % 4 : q.correctAnswer, seconds: 5 + index * 4 },
    ]),
  )
}

/**
 * The results' tests: `signIn` gives an API client signed in as a new user, and `approvedQuiz`
 * an approved quiz (`quizData` unless given) by a new creator; every client is disposed after the test.
 */
export const test = base.extend<{
  signIn: () => Promise<{ user: TestUser; api: APIRequestContext }>
  approvedQuiz: (data?: ReturnType<typeof quizData>) => Promise<{ quizId: string; title: string }>
}>({
  signIn: async ({ request }, use) => {
    const clients: APIRequestContext[] = []
    await use(async () => {
      const user = await createUser(request)
      const api = await signedInRequest(user)
      clients.push(api)
      return { user, api }
    })
    await Promise.all(clients.map((client) => client.dispose()))
  },
  approvedQuiz: async ({ browser, signIn }, use) => {
    await use(async (data = quizData()) => createApprovedQuiz(browser, (await signIn()).api, data))
  },
})
