import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { ATTEMPT_TEXTS } from '../src/shared/texts'
import { expect, expectAccessible, test } from './support/fixtures'
import { approveQuiz } from './support/quizzes'
import { m } from '#shared/i18n'

// One paper with all a question can carry, end to end: a creator writes every type in the editor,
// a formula and a picture on the first, two languages; a player takes it, switches the paper to
// Hindi mid-way, answers one question offline, and reads a result that marks each right.

const HINDI = 'हिन्दी'
const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })
const textbox = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true })
const inHindi = (card: Locator, what: string) => textbox(card, `${what} in ${HINDI}`)
const ORDER = ['Maurya', 'Gupta', 'Mughal']
const ORDER_HI = ['मौर्य', 'गुप्त', 'मुग़ल']

/** A new question card of `type`, its text and a time that a busy machine cannot run out. */
async function addQuestion(page: Page, n: number, text: string, type: string) {
  if (n > 1) await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  const card = question(page, n)
  await card.getByLabel('Question text').fill(text)
  await card.getByLabel(m.question_editor_type_label()).selectOption(type)
  await card.getByLabel(m.quiz_editor_labels_question_time()).fill('120')
  return card
}

/** Puts the ordering's items in `wanted` order with their Move up buttons. */
async function orderByButtons(page: Page, group: string, wanted: string[]) {
  const items = page.getByRole('group', { name: group }).getByRole('listitem')
  for (const [place, item] of wanted.entries()) {
    const shown = (await items.allTextContents()).map((text) => text.replace(/^\d+\./, '').trim())
    for (let at = shown.indexOf(item); at > place; at--) {
      await page.getByRole('button', { name: `${m.question_answer_order_move_up()} ${item}` }).click()
      await expect(items.nth(at - 1)).toContainText(item)
    }
  }
}

test('a paper of every type with a formula, a picture and two languages: written, taken with a switch and an offline answer, and marked', async ({
  signedInPage: page,
  browser,
}) => {
  // Seven questions written, a picture uploaded, an approval, seven answers and a result.
  test.setTimeout(300_000)
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill('The whole paper')
  await page.getByLabel(m.quiz_language_texts_label()).selectOption('en')
  await page.getByLabel(m.second_language_label()).selectOption('hi')

  // 1. Single answer with a formula and a picture, in both languages.
  const single = await addQuestion(page, 1, 'What is $\\frac{1}{2} + \\frac{1}{2}$?', 'multiple-choice')
  for (const [index, option] of ['One', 'Two', 'Zero', 'A quarter'].entries())
    await textbox(single, `Option ${index + 1}`).fill(option)
  await single.getByRole('radio', { name: 'Option 1', exact: true }).check()
  await single.getByLabel('Explanation', { exact: true }).fill('Two halves make one.')
  await inHindi(single, 'Question 1').fill('$\\frac{1}{2} + \\frac{1}{2}$ कितना है?')
  for (const [index, option] of ['एक', 'दो', 'शून्य', 'चौथाई'].entries())
    await inHindi(single, `Option ${index + 1} of question 1`).fill(option)
  await inHindi(single, 'Explanation of question 1').fill('दो आधे मिलकर एक होते हैं।')
  const what = m.picture_field_question({ number: 1 })
  const pictureField = single.locator('details', { hasText: m.picture_field_add({ what }) })
  await pictureField.getByText(m.picture_field_add({ what })).click()
  const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer()
  await pictureField
    .getByLabel(m.image_upload_file_label(), { exact: true })
    .setInputFiles({ name: 'halves.png', mimeType: 'image/png', buffer: png })
  await pictureField.getByLabel(m.image_upload_alt_label(), { exact: true }).fill('A circle cut into two halves')
  await pictureField.getByRole('button', { name: m.image_upload_submit() }).click()
  await expect(single.getByRole('img', { name: what })).toBeVisible()

  // 2. Multiple answers, three options, in both languages.
  const multiple = await addQuestion(page, 2, 'Which are even?', 'multiple-answers')
  for (const [index, option] of ['2', '3', '4'].entries()) await textbox(multiple, `Option ${index + 1}`).fill(option)
  await multiple.getByRole('button', { name: 'Remove option 4' }).click()
  await multiple.getByRole('checkbox', { name: 'Option 1 is right' }).check()
  await multiple.getByRole('checkbox', { name: 'Option 3 is right' }).check()
  await inHindi(multiple, 'Question 2').fill('कौन से सम हैं?')
  for (const [index, option] of ['दो', 'तीन', 'चार'].entries())
    await inHindi(multiple, `Option ${index + 1} of question 2`).fill(option)

  // 3 to 5: true or false, a number, a short answer, in English alone.
  const trueFalse = await addQuestion(page, 3, 'The sun is a star.', 'true-false')
  await trueFalse
    .getByRole('radiogroup', { name: m.question_editor_statement_is() })
    .getByRole('radio', { name: m.question_answer_true() })
    .check()
  const numeric = await addQuestion(page, 4, 'What is 2 × 3?', 'numeric')
  await numeric.getByLabel(m.question_editor_number_answer(), { exact: true }).fill('6')
  const short = await addQuestion(page, 5, 'Name the capital of India.', 'short-answer')
  await textbox(short, 'Accepted answer 1').fill('Delhi')

  // 6. Ordering, in both languages.
  const ordering = await addQuestion(page, 6, 'Oldest first', 'ordering')
  for (const [index, item] of ORDER.entries()) await textbox(ordering, `Item ${index + 1}`).fill(item)
  await inHindi(ordering, 'Question 6').fill('सबसे पुराना पहले')
  for (const [index, item] of ORDER_HI.entries()) await inHindi(ordering, `Item ${index + 1} of question 6`).fill(item)

  // 7. Matching, two pairs.
  const matching = await addQuestion(page, 7, 'Match each compound', 'matching')
  await matching.getByRole('button', { name: 'Remove pair 3' }).click()
  await textbox(matching, 'Left 1').fill('H₂O')
  await textbox(matching, 'Match for left 1').fill('water')
  await textbox(matching, 'Left 2').fill('NaCl')
  await textbox(matching, 'Match for left 2').fill('salt')
  await expectAccessible(page)

  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()
  const [saved] = (await (await page.request.get('/api/v1/quizzes/my-quizzes')).json()).quizzes as Array<{
    _id: string
  }>
  const quizId = saved!._id
  await approveQuiz(browser, quizId)

  // The attempt: the first question in English, its formula and picture drawn.
  await page.goto(`/quiz/${quizId}/attempt`)
  const heading = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(heading).toContainText('What is')
  await expect(heading.locator('.katex')).toHaveCount(1)
  await expect(page.getByRole('img', { name: 'A circle cut into two halves' })).toBeVisible()
  await page.getByRole('radio', { name: 'One', exact: true }).check()
  await expectAccessible(page)

  // Switched to Hindi mid-way: the answer stays chosen, the next question is in Hindi.
  const paper = page.getByRole('group', { name: m.paper_language_label() })
  await paper.getByRole('button', { name: HINDI }).click()
  await expect(heading).toContainText('कितना है?')
  await expect(page.getByRole('radio', { name: 'एक', exact: true })).toBeChecked()
  const next = () => page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
  await next()
  await expect(heading).toContainText('कौन से सम हैं?')
  await page.getByRole('checkbox', { name: 'दो', exact: true }).check()
  await page.getByRole('checkbox', { name: 'चार', exact: true }).check()
  await expectAccessible(page)
  await next()

  // The true-or-false has no Hindi: shown as written, and answered with the network down.
  await expect(heading).toContainText('The sun is a star.')
  await page.context().setOffline(true)
  await page.getByRole('radio', { name: m.question_answer_true() }).check()
  const banner = page.getByTestId('offline-banner')
  await expect(banner).toContainText(ATTEMPT_TEXTS.offlineKept(1))
  await page.context().setOffline(false)
  await expect(banner).toBeHidden()
  await next()

  await expect(heading).toContainText('2 × 3')
  await page.getByLabel(m.question_answer_number_label()).fill('6')
  await next()
  await expect(heading).toContainText('capital of India')
  await page.getByLabel(m.question_answer_text_label(), { exact: true }).fill('delhi')
  await next()
  await expect(heading).toContainText('सबसे पुराना पहले')
  await orderByButtons(page, 'सबसे पुराना पहले', ORDER_HI)
  await next()
  await expect(heading).toContainText('Match each compound')
  for (const [left, right] of [
    ['H₂O', 'water'],
    ['NaCl', 'salt'],
  ] as const) {
    const select = page.getByLabel(left, { exact: true })
    const value = await select.locator('option').filter({ hasText: right }).getAttribute('value')
    await select.selectOption(value!)
  }
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()

  // Every answer right, the one given offline too; the result in Hindi, its formula drawn.
  await expect(page).toHaveURL(/\/result\//)
  await expect(page.getByTestId('final-score')).toContainText('7 / 7')
  const questions = page.getByTestId('breakdown-question')
  await expect(questions).toHaveCount(7)
  for (const index of [0, 1, 2, 3, 4, 5, 6])
    await expect(questions.nth(index).locator('[data-slot="badge"]')).toHaveText(m.result_texts_correct())
  await expect(questions.first()).toContainText('दो आधे मिलकर एक होते हैं।')
  await expect(questions.first().locator('.katex')).not.toHaveCount(0)
  await expectAccessible(page)
})
