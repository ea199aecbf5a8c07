import { ANSWER_REVEAL_TEXTS } from '../src/shared/answer-reveal'
import { expect, expectAccessible, logIn, ORIGIN } from './support/fixtures'
import { ALL_QUESTIONS, choicesFor, QUESTIONS, quizData, takeQuiz, test } from './support/results-data'
import { fundWallet } from './support/wallet-data'
import { m } from '#shared/i18n'

const OPTIONS = ANSWER_REVEAL_TEXTS.options

test('the editor offers when to show the correct answers, its default following the end time', async ({
  signedInPage: page,
}) => {
  await page.goto('/create-quiz')
  await page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() }).click()
  const choice = page.getByRole('radiogroup', { name: m.answer_reveal_texts_label() })
  // A quiz without an end time shows them after each attempt unless told otherwise.
  await expect(choice.getByRole('radio', { name: OPTIONS.after_attempt.label })).toBeChecked()
  // The editor says that after the quiz closes means never without an end time.
  await expect(choice.getByRole('radio', { name: OPTIONS.after_close.label })).toHaveAccessibleDescription(
    OPTIONS.after_close.description,
  )

  // A paid quiz with an end time: the untouched default becomes "after the quiz closes".
  await page.getByRole('switch', { name: 'Paid quiz' }).click()
  await page.getByLabel('Price (₹)').fill('25')
  await page.getByLabel('End time').fill('2030-01-02T10:00')
  await expect(choice.getByRole('radio', { name: OPTIONS.after_close.label })).toBeChecked()

  // A choice made stays made.
  await choice.getByRole('radio', { name: OPTIONS.never.label }).click()
  await page.getByLabel('End time').fill('')
  await expect(choice.getByRole('radio', { name: OPTIONS.never.label })).toBeChecked()
  await expectAccessible(page)

  await page.getByLabel('Title').fill('Answers kept back')
  const card = page.getByRole('region', { name: 'Question 1', exact: true })
  await card.getByLabel('Question text').fill(QUESTIONS.capital.question)
  for (const [index, option] of QUESTIONS.capital.options.entries()) {
    await card.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option)
  }
  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()

  const mine = await (await page.request.get('/api/v1/quizzes/my-quizzes')).json()
  const saved = mine.quizzes.find((quiz: { title: string }) => quiz.title === 'Answers kept back')
  expect(saved.settings).toMatchObject({ showCorrectAnswers: false, showCorrectAnswersWhen: 'never' })

  // Editing it again shows the saved choice.
  await page.goto(`/create-quiz?edit=${saved._id}`)
  await page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() }).click()
  await expect(
    page
      .getByRole('radiogroup', { name: m.answer_reveal_texts_label() })
      .getByRole('radio', { name: OPTIONS.never.label }),
  ).toBeChecked()
})

test('a result whose answers are never shown says so, and its analysis does not send the player to them', async ({
  page,
  user,
  approvedQuiz,
}) => {
  const { quizId } = await approvedQuiz(quizData({ settings: { showCorrectAnswersWhen: 'never', allowReview: true } }))
  await logIn(page, user)
  const { attemptId } = await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS, [QUESTIONS.peak.question]))

  await page.goto(`/quiz/${quizId}/result/${attemptId}`)
  await expect(page.getByRole('heading', { level: 1, name: m.result_texts_title() })).toBeVisible()
  await expect(page.getByTestId('answers-hidden-note')).toHaveText(m.answer_reveal_texts_never_shown())
  // Which answers were right is withheld with the answers: every answer reads as answered.
  const missed = page.getByTestId('breakdown-question').nth(2)
  await expect(missed).toContainText(m.result_texts_answered())
  for (const word of [m.result_texts_incorrect(), m.result_texts_correct_answer()])
    await expect(missed).not.toContainText(word)
  await expect(page.getByTestId('breakdown-question').filter({ hasText: m.result_texts_correct() })).toHaveCount(0)
  for (const question of ALL_QUESTIONS) await expect(page.getByText(question.explanation)).toHaveCount(0)
  await expect(page.getByText(/explanation/i)).toHaveCount(0)
  await expectAccessible(page)
})

test('a contest’s result says when its answers will be shown: after it closes', async ({
  page,
  browser,
  user,
  approvedQuiz,
}) => {
  const closes = new Date(Date.now() + 24 * 3_600_000).toISOString()
  const { quizId } = await approvedQuiz(
    quizData({ isPaid: true, price: 10, endTime: closes, settings: { allowReview: true } }),
  )
  await logIn(page, user)
  await fundWallet(browser, page.request, 50)
  const { attemptId } = await takeQuiz(page.request, quizId, choicesFor(ALL_QUESTIONS, [QUESTIONS.peak.question]))
  const result = await (await page.request.get(`/api/v1/quizzes/attempts/${attemptId}`, { headers: ORIGIN })).json()
  expect(result.data.quiz).toMatchObject({
    showCorrectAnswersWhen: 'after_close',
    answersShown: false,
    answersShownFrom: closes,
  })

  await page.goto(`/quiz/${quizId}/result/${attemptId}`)
  await expect(page.getByTestId('answers-hidden-note')).toContainText('will be shown after the quiz closes, on')
  await expect(page.getByText(QUESTIONS.peak.explanation)).toHaveCount(0)
})
