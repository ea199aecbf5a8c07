import type { Locator, Page } from '@playwright/test'
import { baseLocale, overwriteGetLocale } from '../src/shared/i18n'
import { QUIZ_EDITOR_ERRORS } from '../src/shared/texts'
import { BASE_URL, expect, expectAccessible, setTheme, test, expectNoSidewaysScroll } from './support/fixtures'
import { m } from '#shared/i18n'

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })
const picker = (card: Locator) => card.getByLabel(m.question_editor_type_label())
const textbox = (card: Locator, name: string) => card.getByRole('textbox', { name, exact: true })

/** The picker's types in its order, as the keyboard reaches them from the first. */
const TYPES = ['multiple-choice', 'multiple-answers', 'true-false', 'numeric', 'short-answer', 'ordering', 'matching']

/** A type chosen with the keyboard alone: the picker takes the focus, and arrows move down the list. */
async function chooseType(page: Page, card: Locator, type: string, isPicker = false) {
  const select = isPicker ? card : picker(card)
  await select.focus()
  await expect(select).toBeFocused()
  for (let at = TYPES.indexOf(await select.inputValue()); at < TYPES.indexOf(type); at++) {
    await page.keyboard.press('ArrowDown')
    await expect(select).toHaveValue(TYPES[at + 1]!)
  }
}

async function addQuestion(page: Page, n: number, text: string, type: string) {
  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  const card = question(page, n)
  await expect(card.getByLabel('Question text')).toBeFocused()
  await page.keyboard.type(text)
  await chooseType(page, card, type)
  return card
}

test('a creator writes one question of every type, previews, saves and finds each as written', async ({
  signedInPage: page,
}) => {
  // Seven questions typed in, previewed, saved and read back: a long journey on a shared machine.
  test.setTimeout(240_000)
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill('Every kind of question')

  // 1. Single answer, as before types: four options and the right one.
  const single = question(page, 1)
  await expect(picker(single)).toHaveValue('multiple-choice')
  await single.getByLabel('Question text').fill('What is the capital of India?')
  for (const [index, option] of ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'].entries())
    await textbox(single, `Option ${index + 1}`).fill(option)
  await single.getByRole('radio', { name: 'Option 2', exact: true }).check()
  await single.getByLabel('Explanation').fill('Since 1931.')

  // 2. Multiple answers, all or nothing, three options.
  const multiple = await addQuestion(page, 2, 'Which are even?', 'multiple-answers')
  for (const [index, option] of ['2', '3', '4'].entries()) await textbox(multiple, `Option ${index + 1}`).fill(option)
  await multiple.getByRole('button', { name: 'Remove option 4' }).click()
  await expect(textbox(multiple, 'Option 4')).toHaveCount(0)
  await multiple.getByRole('checkbox', { name: 'Option 1 is right' }).check()
  await multiple.getByRole('checkbox', { name: 'Option 3 is right' }).check()
  await multiple.getByRole('radio', { name: m.question_editor_grading_all_or_nothing() }).check()

  // Changing the type keeps the question's text and explanation.
  await multiple.getByLabel('Explanation').fill('Two and four.')
  await chooseType(page, multiple, 'true-false')
  await picker(multiple).selectOption('multiple-answers')
  await expect(multiple.getByLabel('Question text')).toHaveValue('Which are even?')
  await expect(multiple.getByLabel('Explanation')).toHaveValue('Two and four.')
  await expect(multiple.getByRole('checkbox', { name: 'Option 3 is right' })).toBeChecked()

  // 3. True or false.
  const trueFalse = await addQuestion(page, 3, 'The sun is a star.', 'true-false')
  await trueFalse
    .getByRole('radiogroup', { name: m.question_editor_statement_is() })
    .getByRole('radio', { name: m.question_answer_true() })
    .check()

  // 4. A number with a tolerance, typed with a comma.
  const numeric = await addQuestion(page, 4, 'g in m/s² to one place?', 'numeric')
  await numeric.getByLabel(m.question_editor_number_answer(), { exact: true }).fill('9.8')
  await numeric.getByLabel(m.question_editor_tolerance(), { exact: true }).fill('0,1')

  // 5. A short answer with two accepted answers, one with a wildcard.
  const short = await addQuestion(page, 5, 'Name the capital of India.', 'short-answer')
  await textbox(short, 'Accepted answer 1').fill('Delhi')
  await short.getByRole('button', { name: m.question_editor_add_accepted_answer() }).click()
  await textbox(short, 'Accepted answer 2').fill('New Delhi*')

  // 6. Ordering: the items in the right order.
  const ordering = await addQuestion(page, 6, 'Oldest first', 'ordering')
  for (const [index, item] of ['Maurya', 'Gupta', 'Mughal'].entries())
    await textbox(ordering, `Item ${index + 1}`).fill(item)

  // 7. Matching, first with a pair half written: the save says so in words, on the field at fault.
  const matching = await addQuestion(page, 7, 'Match each compound', 'matching')
  await matching.getByRole('button', { name: 'Remove pair 3' }).click()
  await expect(matching.getByRole('button', { name: 'Remove pair 2' })).toHaveCount(0)
  await textbox(matching, 'Left 1').fill('H₂O')
  await textbox(matching, 'Match for left 1').fill('water')
  await textbox(matching, 'Left 2').fill('NaCl')
  let saves = 0
  page.on('request', (request) => {
    if (/\/trpc\/quizzes\.(create|update)/.test(request.url())) saves++
  })
  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  const halfPair = textbox(matching, 'Match for left 2')
  await expect(halfPair).toBeFocused()
  await expect(halfPair).toHaveAttribute('aria-invalid', 'true')
  await expect(halfPair).toHaveAccessibleDescription(QUIZ_EDITOR_ERRORS.inQuestion(7, m.question_pair_text()))
  await expect(page.getByText(/questions\.\d/)).toHaveCount(0)
  expect(saves).toBe(0)
  await halfPair.fill('salt')
  await expect(halfPair).toHaveAttribute('aria-invalid', 'false')

  // Preview: each question drawn as the attempt draws it, to try, with its key.
  await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
  const dialog = page.getByRole('dialog', { name: 'Every kind of question' })
  await expect(dialog).toBeVisible()
  const previewed = (n: number) =>
    dialog
      .getByRole('list')
      .first()
      .locator(':scope > li')
      .nth(n - 1)
  const key = (label: string, value: string) => `${label} ${value}`
  await expect(previewed(1).getByRole('radio')).toHaveCount(4)
  await expect(previewed(1)).toContainText(key(m.quiz_editor_preview_key(), 'Option 2'))
  await expect(previewed(2).getByRole('checkbox')).toHaveCount(3)
  await expect(previewed(2)).toContainText(key(m.quiz_editor_preview_keys(), 'Option 1, Option 3'))
  // All or nothing: one right answer of two earns nothing.
  await previewed(2).getByRole('checkbox', { name: '2' }).check()
  await expect(previewed(2)).toContainText(m.quiz_editor_preview_would_earn({ percent: 0 }))
  await expect(previewed(3)).toContainText(key(m.quiz_editor_preview_key(), m.question_answer_true()))
  await expect(previewed(4)).toContainText(key(m.quiz_editor_preview_key(), '9.8 ± 0.1'))
  await previewed(4).getByLabel(m.question_answer_number_label()).fill('9,75')
  await expect(previewed(4)).toContainText(m.quiz_editor_preview_would_earn({ percent: 100 }))
  await expect(previewed(5)).toContainText(key(m.quiz_editor_preview_accepted(), 'Delhi · New Delhi*'))
  await previewed(5).getByLabel(m.question_answer_text_label()).fill('new delhi, india')
  await expect(previewed(5)).toContainText(m.quiz_editor_preview_would_earn({ percent: 100 }))
  await expect(previewed(6)).toContainText(key(m.quiz_editor_preview_order(), 'Maurya → Gupta → Mughal'))
  await expect(previewed(6).getByRole('button', { name: m.question_answer_order_keep() })).toBeVisible()
  await expect(previewed(7)).toContainText(key(m.quiz_editor_preview_matches(), 'H₂O = water · NaCl = salt'))
  await expect(previewed(7).getByRole('combobox')).toHaveCount(2)
  await expectAccessible(page)
  // On a phone, nothing in it is wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 })
  for (const n of [1, 2, 3, 4, 5, 6, 7]) {
    const width = await previewed(n).evaluate((item) => ({ scroll: item.scrollWidth, client: item.clientWidth }))
    expect(width.scroll, `question ${n} of the preview`).toBeLessThanOrEqual(width.client)
  }
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()
  await expect(page).toHaveURL(/\/my-quizzes$/)
  expect(saves).toBe(1)
  const mine = await page.request.get('/api/v1/quizzes/my-quizzes')
  const [saved] = (await mine.json()).quizzes as Array<{ _id: string; title: string; questionCount: number }>
  expect(saved).toMatchObject({ title: 'Every kind of question', questionCount: 7 })

  // Edit mode: every question comes back as written.
  await page.goto(`/create-quiz?edit=${saved!._id}`)
  await expect(page.getByLabel('Title')).toHaveValue('Every kind of question')
  for (const [index, type] of TYPES.entries()) await expect(picker(question(page, index + 1))).toHaveValue(type)
  await expect(question(page, 1).getByRole('radio', { name: 'Option 2', exact: true })).toBeChecked()
  await expect(textbox(question(page, 2), 'Option 4')).toHaveCount(0)
  for (const [option, right] of [
    [1, true],
    [2, false],
    [3, true],
  ] as const)
    await expect(question(page, 2).getByRole('checkbox', { name: `Option ${option} is right` })).toBeChecked({
      checked: right,
    })
  await expect(question(page, 2).getByRole('radio', { name: m.question_editor_grading_all_or_nothing() })).toBeChecked()
  await expect(
    question(page, 3)
      .getByRole('radiogroup', { name: m.question_editor_statement_is() })
      .getByRole('radio', { name: m.question_answer_true() }),
  ).toBeChecked()
  await expect(question(page, 4).getByLabel(m.question_editor_number_answer(), { exact: true })).toHaveValue('9.8')
  await expect(question(page, 4).getByLabel(m.question_editor_tolerance(), { exact: true })).toHaveValue('0.1')
  await expect(textbox(question(page, 5), 'Accepted answer 1')).toHaveValue('Delhi')
  await expect(textbox(question(page, 5), 'Accepted answer 2')).toHaveValue('New Delhi*')
  for (const [index, item] of ['Maurya', 'Gupta', 'Mughal'].entries())
    await expect(textbox(question(page, 6), `Item ${index + 1}`)).toHaveValue(item)
  await expect(textbox(question(page, 7), 'Match for left 2')).toHaveValue('salt')
  await expect(textbox(question(page, 7), 'Left 3')).toHaveCount(0)

  // An update saves them as they are.
  await page.getByRole('button', { name: m.quiz_editor_texts_update(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_updated())).toBeVisible()
})

for (const theme of ['light', 'dark'] as const) {
  test(`every type's fields pass axe in ${theme} mode, and fit a 360 px screen`, async ({ signedInPage: page }) => {
    test.slow()
    await page.goto('/')
    await setTheme(page, theme)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/create-quiz')
    await question(page, 1).getByLabel('Question text').fill('A question of every type, in turn')
    for (const type of TYPES.slice(1)) {
      await picker(question(page, 1)).selectOption(type)
      await save(page)
      await expect(question(page, 1).locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectAccessible(page)
      await expectNoSidewaysScroll(page, type)
    }
  })
}

async function save(page: Page) {
  await page.getByRole('button', { name: m.quiz_editor_texts_save_draft(), exact: true }).click()
}

/** Reads texts as a Hindi page would. */
function inHindi<T>(read: () => T): T {
  overwriteGetLocale(() => 'hi')
  try {
    return read()
  } finally {
    overwriteGetLocale(() => baseLocale)
  }
}

test('the type picker and a type’s errors in Hindi pass axe', async ({ signedInPage: page }) => {
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.goto('/create-quiz')
  const card = page.getByRole('region', { name: inHindi(() => m.quiz_editor_labels_question({ n: 1 })), exact: true })
  await chooseType(page, card.getByLabel(inHindi(() => m.question_editor_type_label())), 'matching', true)
  await card.getByLabel(inHindi(() => m.quiz_editor_labels_question_text())).fill('मिलान करें')
  await page.getByRole('button', { name: inHindi(() => m.quiz_editor_texts_save_draft()), exact: true }).click()
  const left = card.getByRole('textbox', { name: inHindi(() => m.question_editor_pair_left({ n: 1 })), exact: true })
  await expect(left).toHaveAttribute('aria-invalid', 'true')
  await expect(left).toHaveAccessibleDescription(
    inHindi(() => QUIZ_EDITOR_ERRORS.inQuestion(1, m.question_pair_text())),
  )
  await expectAccessible(page)
})
