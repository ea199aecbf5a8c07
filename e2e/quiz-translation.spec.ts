import type { Locator, Page } from '@playwright/test'
import { QUIZ_EDITOR_ERRORS } from '../src/shared/texts'
import { expect, expectAccessible, test, expectNoSidewaysScroll } from './support/fixtures'
import { approveQuiz } from './support/quizzes'
import { m } from '#shared/i18n'

const HINDI = 'हिन्दी'
const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })
const textbox = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true })
const inHindi = (card: Locator, what: string) => textbox(card, `${what} in ${HINDI}`)

async function addQuestion(page: Page, n: number, text: string, type: string) {
  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  const card = question(page, n)
  await card.getByLabel('Question text').fill(text)
  await card.getByLabel(m.question_editor_type_label()).selectOption(type)
  return card
}

/** Seconds on a clock's face ("0:27", "00:27"). */
async function secondsOn(timer: Locator) {
  const [minutes, seconds] = ((await timer.textContent()) ?? '').trim().split(':').slice(-2).map(Number)
  return minutes! * 60 + seconds!
}

test('a creator writes questions in English and Hindi; a player switches the paper mid-way, keeps answers and time, and reads the result in Hindi', async ({
  signedInPage: page,
  browser,
}) => {
  // Three questions written in two languages, saved, approved, played and reviewed: a long walk.
  test.setTimeout(180_000)
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill('Two languages')
  await page.getByLabel(m.quiz_language_texts_label()).selectOption('en')
  await page.getByLabel(m.second_language_label()).selectOption('hi')

  // 1. A single answer with a formula, in both languages side by side.
  const single = question(page, 1)
  await single.getByLabel('Question text').fill('What is $2+3$?')
  for (const [index, option] of ['Four', 'Five', 'Six', 'Seven'].entries())
    await textbox(single, `Option ${index + 1}`).fill(option)
  await single.getByRole('radio', { name: 'Option 2', exact: true }).check()
  await single.getByLabel('Explanation', { exact: true }).fill('Two and three make five.')
  await inHindi(single, 'Question 1').fill('$2+3$ कितना है?')
  for (const [index, option] of ['चार', 'पाँच', 'छह', 'सात'].entries())
    await inHindi(single, `Option ${index + 1} of question 1`).fill(option)
  await inHindi(single, 'Explanation of question 1').fill('दो और तीन मिलकर पाँच होते हैं।')

  // 2. Ordering, its Hindi half written at first: the save says what is missing, in words.
  const ordering = await addQuestion(page, 2, 'Oldest first', 'ordering')
  for (const [index, item] of ['Maurya', 'Gupta', 'Mughal'].entries())
    await textbox(ordering, `Item ${index + 1}`).fill(item)
  await inHindi(ordering, 'Question 2').fill('सबसे पुराना पहले')
  await inHindi(ordering, 'Item 1 of question 2').fill('मौर्य')
  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  const missing = inHindi(ordering, 'Item 2 of question 2')
  await expect(missing).toBeFocused()
  await expect(missing).toHaveAccessibleDescription(
    QUIZ_EDITOR_ERRORS.inQuestion(2, m.question_translation_part_text()),
  )
  await expect(page.getByText(/questions\.\d/)).toHaveCount(0)
  await missing.fill('गुप्त')
  await inHindi(ordering, 'Item 3 of question 2').fill('मुग़ल')

  // 3. Written in English only, then translated by the AI: a draft in the fields, to check.
  const third = await addQuestion(page, 3, 'Is the sun a star?', 'multiple-choice')
  for (const [index, option] of ['Yes', 'No', 'Sometimes', 'Never'].entries())
    await textbox(third, `Option ${index + 1}`).fill(option)
  await third.getByRole('radio', { name: 'Option 1', exact: true }).check()
  await third.getByRole('button', { name: m.second_language_translate({ number: 3 }) }).click()
  await expect(inHindi(third, 'Question 3')).toHaveValue('[hi] Is the sun a star?')
  await expect(inHindi(third, 'Option 2 of question 3')).toHaveValue('[hi] No')
  await expectAccessible(page)

  // The preview shows either language.
  await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
  const dialog = page.getByRole('dialog', { name: 'Two languages' })
  await expect(dialog.getByRole('radio', { name: 'Five' })).toBeVisible()
  await dialog.getByRole('group', { name: m.preview_language_label() }).getByRole('button', { name: HINDI }).click()
  await expect(dialog).toContainText('कितना है?')
  await expect(dialog.getByRole('radio', { name: 'पाँच' })).toBeVisible()
  await expect(dialog).toContainText('दो और तीन मिलकर पाँच होते हैं।')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // On a phone the two languages stack, and nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoSidewaysScroll(page, 'the editor')
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()
  const mine = await page.request.get('/api/v1/quizzes/my-quizzes')
  const [saved] = (await mine.json()).quizzes as Array<{ _id: string }>
  const quizId = saved!._id

  // Edit mode reads both languages back.
  await page.goto(`/create-quiz?edit=${quizId}`)
  await expect(page.getByLabel(m.second_language_label())).toHaveValue('hi')
  await expect(inHindi(question(page, 1), 'Option 2 of question 1')).toHaveValue('पाँच')
  await expect(inHindi(question(page, 2), 'Item 3 of question 2')).toHaveValue('मुग़ल')
  await approveQuiz(browser, quizId)

  // The attempt, in English first; the switch names both languages.
  await page.goto(`/quiz/${quizId}/attempt`)
  const paper = page.getByRole('group', { name: m.paper_language_label() })
  const english = paper.getByRole('button', { name: 'English' })
  const hindi = paper.getByRole('button', { name: HINDI })
  const heading = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(heading).toContainText('What is')
  await expect(english).toHaveAttribute('aria-pressed', 'true')
  await expect(heading.locator('.katex')).toHaveCount(1)
  await expectAccessible(page)

  // Switched with the keyboard: the question and its options in Hindi, the formula drawn alike.
  await hindi.focus()
  await page.keyboard.press('Enter')
  await expect(hindi).toHaveAttribute('aria-pressed', 'true')
  await expect(heading).toContainText('कितना है?')
  await expect(heading.locator('.katex')).toHaveCount(1)
  await expect(page.getByRole('radio', { name: 'पाँच' })).toBeVisible()
  await expectAccessible(page)
  // A reload keeps the paper in Hindi.
  await page.reload()
  await expect(heading).toContainText('कितना है?')
  await page.getByRole('radio', { name: 'पाँच' }).check()
  const clock = page.getByRole('timer', { name: m.attempt_texts_question_time(), exact: true })
  const before = await secondsOn(clock)

  // Back to English: the same answer chosen, the question's clock not started again.
  await english.click()
  await expect(heading).toContainText('What is')
  await expect(page.getByRole('radio', { name: 'Five' })).toBeChecked()
  expect(await secondsOn(clock)).toBeLessThanOrEqual(before)

  // The ordering question in Hindi: its items in Hindi, in the order served.
  await page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
  await hindi.click()
  await expect(heading).toContainText('सबसे पुराना पहले')
  for (const item of ['मौर्य', 'गुप्त', 'मुग़ल']) await expect(page.getByText(item, { exact: true }).first()).toBeVisible()
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoSidewaysScroll(page, 'the attempt in Hindi')
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
  await expect(heading).toContainText('[hi] Is the sun a star?')
  await page.getByRole('radio', { name: '[hi] Yes' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()

  // The result opens in the paper's language, with the Hindi explanation; English is a press away.
  await expect(page).toHaveURL(/\/result\//)
  const first = page.getByTestId('breakdown-question').first()
  const resultSwitch = page.getByRole('group', { name: m.paper_language_label() })
  await expect(resultSwitch.getByRole('button', { name: HINDI })).toHaveAttribute('aria-pressed', 'true')
  await expect(first).toContainText('कितना है?')
  await expect(first).toContainText('दो और तीन मिलकर पाँच होते हैं।')
  await expect(first).toContainText('पाँच')
  await expectAccessible(page)
  await resultSwitch.getByRole('button', { name: 'English' }).click()
  await expect(first).toContainText('Two and three make five.')
  await expect(first).toContainText('Five')
})

test('AI generation with a second language chosen fills both languages of each question, to check', async ({
  signedInPage: page,
}) => {
  await page.goto('/create-quiz')
  await page.getByLabel(m.quiz_language_texts_label()).selectOption('en')
  await page.getByLabel(m.second_language_label()).selectOption('hi')
  await page.getByLabel('Topic').fill('Rivers')
  await page.getByLabel('Number of questions').fill('2')
  await page.getByRole('button', { name: m.quiz_editor_texts_generate() }).click()
  const card = question(page, 2)
  const written = await card.getByLabel('Question text').inputValue()
  expect(written).not.toBe('')
  await expect(inHindi(card, 'Question 2')).toHaveValue(`[hi] ${written}`)
  const option = await textbox(card, 'Option 1').inputValue()
  await expect(inHindi(card, 'Option 1 of question 2')).toHaveValue(`[hi] ${option}`)
})
