import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

const HOSTILE = '<img src=x onerror=alert(1)>'
const SUM: QuestionData = {
  question: `What is $\\frac{1}{2} + \\frac{1}{4}$? A pen costs $5 and a book $10. **Think** ${HOSTILE}`,
  options: ['$\\frac{3}{4}$', '$\\frac{1$', '$\\href{javascript:alert(1)}{x}$', '<script>alert(1)</script>'],
  correctAnswer: 0,
  explanation: 'Add the quarters:\n- $\\frac{2}{4} + \\frac{1}{4}$\n- *three* quarters',
  timeLimit: 60,
}

/** The family of the font KaTeX draws a formula in: its stylesheet came with its chunk. */
const fontOf = (formula: Locator) => formula.evaluate((element) => getComputedStyle(element).fontFamily)

/** Nothing the author typed became an element that runs, loads or links. */
async function expectInert(page: Page, where: Locator) {
  await expect(where.locator('img, script, style, iframe, a')).toHaveCount(0)
  await expect(where.locator('[onerror], [onclick], [href]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { hostileRan?: boolean }).hostileRan ?? false)).toBe(false)
}

test('a formula is drawn by KaTeX in the attempt and the result, one KaTeX cannot draw shows its source, and markup stays text', async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createApprovedQuiz(page, browser, { title: 'Fractions', timeLimit: 600, questions: [SUM] })
  // An alert would mean an author's markup ran: it is recorded, and the test fails below.
  await page.addInitScript(() => {
    window.alert = () => Object.assign(window, { hostileRan: true })
  })
  page.on('dialog', (dialog) => void dialog.dismiss())

  await page.goto(`/quiz/${quizId}/attempt`)
  const text = page.getByRole('heading', { level: 2 })
  await expect(text.locator('.katex')).toHaveCount(1)
  await expect(text.locator('annotation')).toHaveText('\\frac{1}{2} + \\frac{1}{4}')
  expect(await fontOf(text.locator('.katex').first())).toContain('KaTeX_Main')
  // Amounts of money stay text, and so does the markup.
  await expect(text).toContainText('A pen costs $5 and a book $10.')
  await expect(text.locator('strong')).toHaveText('Think')
  await expect(text).toContainText(HOSTILE)

  const options = page.getByRole('radiogroup')
  await expect(options.locator('.katex')).toHaveCount(1)
  await expect(options.locator('[data-math="source"]')).toHaveText(['$\\frac{1$', '$\\href{javascript:alert(1)}{x}$'])
  await expect(options).toContainText('<script>alert(1)</script>')
  await expectInert(page, page.getByRole('main'))
  await expectAccessible(page)

  // The drawn formula names its option: the player chooses it by what it says.
  await options.getByRole('radio').first().check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  const dialog = page.getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
  await dialog.getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))

  const breakdown = page.getByTestId('breakdown-question')
  // The question's formula, the right option's and the one in the explanation's list.
  await expect(breakdown.locator('.katex')).toHaveCount(3)
  await expect(breakdown.locator('[data-math="source"]')).toHaveCount(2)
  await expect(breakdown.getByRole('list').filter({ hasText: 'three' }).getByRole('listitem')).toHaveCount(2)
  await expect(breakdown.locator('em')).toHaveText('three')
  await expectInert(page, breakdown)
})

test("the editor's preview draws the texts as the attempt does, and the question field says how", async ({
  signedInPage: page,
  browser,
}) => {
  const quizId = await createApprovedQuiz(page, browser, { title: 'Fractions', timeLimit: 600, questions: [SUM] })
  await page.goto(`/create-quiz?edit=${quizId}`)
  await expect(page.getByText(m.quiz_editor_labels_question_text_hint())).toBeVisible()
  await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
  const dialog = page.getByRole('dialog', { name: 'Fractions' })
  await expect(dialog.locator('.katex')).toHaveCount(3)
  await expect(dialog.locator('[data-math="source"]')).toHaveText(['$\\frac{1$', '$\\href{javascript:alert(1)}{x}$'])
  await expect(dialog.locator('strong')).toHaveText('Think')
  await expectInert(page, dialog)
})

test('a page with no formula does not load KaTeX', async ({ signedInPage: page, browser }) => {
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Plain words',
    timeLimit: 600,
    questions: [{ question: 'Which is **bold** and costs $5?', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 }],
  })
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(page.getByRole('heading', { level: 2 }).locator('strong')).toHaveText('bold')
  expect(fetched.filter((url) => /katex|KaTeX/.test(url))).toEqual([])
})
