import type { Browser, Page } from '@playwright/test'
import { ATTEMPT_TEXTS } from '../src/shared/texts'
import { expect, expectAccessible, test } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

const QUESTIONS: QuestionData[] = [
  {
    question: 'Which river flows through Varanasi?',
    options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'],
    correctAnswer: 0,
  },
  {
    question: 'Which is the largest state by area?',
    options: ['Maharashtra', 'Rajasthan', 'Gujarat', 'Bihar'],
    correctAnswer: 1,
  },
  { question: 'Where is the Charminar?', options: ['Delhi', 'Agra', 'Hyderabad', 'Jaipur'], correctAnswer: 2 },
].map((question) => ({ ...question, timeLimit: 60 }) as QuestionData)
const [RIVER, STATE, CHARMINAR] = QUESTIONS as [QuestionData, QuestionData, QuestionData]

const choose = (page: Page, question: QuestionData) =>
  page
    .getByRole('radiogroup', { name: question.question })
    .getByRole('radio', { name: question.options[question.correctAnswer]! })
    .check()
const next = (page: Page) => page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
const banner = (page: Page) => page.getByTestId('offline-banner')
const savedAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('attempts.saveAnswer') && response.ok())

/** A quiz of the three questions, started, with the first answered and saved while online. */
async function startAndAnswerFirst(page: Page, browser: Browser, title: string) {
  const quizId = await createApprovedQuiz(page, browser, { title, timeLimit: 600, questions: QUESTIONS })
  await page.goto(`/quiz/${quizId}/attempt`)
  const first = savedAnswer(page)
  await choose(page, RIVER)
  await first
  return quizId
}

async function submitFromDialog(page: Page) {
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
}

async function resultOf(page: Page, quizId: string) {
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  const attemptId = new URL(page.url()).pathname.split('/').pop()
  const response = await page.request.get(`/api/v1/quizzes/attempts/${attemptId}`)
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).attempt
}

test('answers given while the network is down are kept, and sent when it returns', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await startAndAnswerFirst(page, browser, 'Offline India')
  await expect(banner(page)).toHaveCount(0)

  await page.context().setOffline(true)
  await expect(banner(page)).toContainText(m.attempt_texts_offline_title())
  await next(page)
  await choose(page, STATE)
  await expect(banner(page)).toContainText(ATTEMPT_TEXTS.offlineKept(1))
  await next(page)
  await choose(page, CHARMINAR)
  await expect(banner(page)).toContainText(ATTEMPT_TEXTS.offlineKept(2))
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(3, 3))).toBeVisible()
  await expectAccessible(page)

  // Back online: the two kept answers go to the server by themselves, and the banner goes.
  const sent = [savedAnswer(page), savedAnswer(page)]
  await page.context().setOffline(false)
  await Promise.all(sent)
  await expect(banner(page)).toHaveCount(0)
  await submitFromDialog(page)
  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()
  expect(await resultOf(page, quizId)).toMatchObject({ score: 3, correctAnswers: 3, status: 'submitted' })
})

test('answers kept offline survive a closed tab, and a submit made offline goes when the network returns', async ({
  signedInPage: page,
  browser,
}) => {
  const context = page.context()
  const quizId = await startAndAnswerFirst(page, browser, 'Offline again')

  // The network drops, the player answers the second question, and the tab is closed.
  await context.setOffline(true)
  await next(page)
  await choose(page, STATE)
  await expect(banner(page)).toContainText(ATTEMPT_TEXTS.offlineKept(1))
  await page.close()

  // Later, online again: the attempt resumes with the kept answer, sent now, on the third question.
  await context.setOffline(false)
  const again = await context.newPage()
  const restored = savedAnswer(again)
  await again.goto(`/quiz/${quizId}/attempt`)
  await restored
  await expect(again.getByText(ATTEMPT_TEXTS.answeredOf(2, 3))).toBeVisible()
  await expect(again.getByText(ATTEMPT_TEXTS.questionOf(3, 3))).toBeVisible()

  // Offline once more, the last answer and the submit: it fails, says so, and goes by itself on reconnect.
  await context.setOffline(true)
  await choose(again, CHARMINAR)
  await submitFromDialog(again)
  await expect(again.getByText(m.attempt_texts_submit_failed()).first()).toBeVisible()
  await context.setOffline(false)
  await expect(again.getByText(m.success_quiz_submitted())).toBeVisible()
  expect(await resultOf(again, quizId)).toMatchObject({ score: 3, correctAnswers: 3, status: 'submitted' })
})
