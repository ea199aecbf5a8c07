import type { Locator, Page } from '@playwright/test'
import { BASE_URL, expect, expectAccessible, expectNoSidewaysScroll, setTheme, test } from './support/fixtures'
import { m } from '#shared/i18n'

// A creator splits a six-question mock into three timed sections taken in a fixed order, with the
// marking of real papers, is refused in words for a layout no exam could run, saves, and finds it
// all again in the editor and in the quiz's REST payload.

const PHONE = { width: 360, height: 800 }
const hi = { locale: 'hi' } as const

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })
const section = (page: Page, n: number, locale?: typeof hi) =>
  page.getByRole('region', { name: m.exam_editor_section({ number: n }, locale), exact: true })
const save = (page: Page) => page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true })

async function fillQuestion(card: Locator, n: number) {
  await card.getByLabel('Question text').fill(`What is ${n} + ${n}?`)
  for (const option of [0, 1, 2, 3]) {
    await card.getByRole('textbox', { name: `Option ${option + 1}`, exact: true }).fill(String(2 * n + option))
  }
  await card.getByRole('radio', { name: 'Option 1' }).check()
}

const SECTIONS = [
  { title: 'Reasoning', questions: [1, 2] },
  { title: 'Quantitative Aptitude', questions: [3, 4] },
  { title: 'English Language', questions: [5, 6] },
]

test('a creator lays out a mock in three timed sections with negative marking, and finds it as saved', async ({
  signedInPage: page,
}) => {
  // Six questions and three sections typed in on a phone, saved three times and reopened: about a
  // minute of typing on a busy host, which the default minute does not leave room for.
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill('IBPS PO Prelims Mock 1')
  await fillQuestion(question(page, 1), 1)
  for (let n = 2; n <= 6; n++) {
    await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
    await fillQuestion(question(page, n), n)
  }
  await page.getByLabel('Total time limit (seconds)').fill('900')

  // Off by default: no section fields, and no section select on the cards.
  await expect(question(page, 1).getByLabel(m.exam_editor_question_section(), { exact: true })).toHaveCount(0)
  await page.getByRole('switch', { name: m.exam_editor_switch() }).click()
  await expect(section(page, 1)).toBeVisible()
  await page.getByRole('button', { name: m.exam_editor_add_section() }).click()
  // A new section takes the focus at its title.
  await expect(section(page, 2).getByLabel(m.exam_editor_section_title())).toBeFocused()
  await page.getByRole('button', { name: m.exam_editor_add_section() }).click()
  for (const [index, { title, questions }] of SECTIONS.entries()) {
    await section(page, index + 1)
      .getByLabel(m.exam_editor_section_title())
      .fill(title)
    for (const n of questions) {
      await question(page, n).getByLabel(m.exam_editor_question_section(), { exact: true }).selectOption(title)
    }
  }
  await expect(section(page, 2)).toContainText(m.exam_editor_questions({ list: '3, 4' }))

  // A fixed order without a clock on each section is refused in words, on the section at fault.
  await page.getByLabel(m.exam_editor_order()).selectOption(m.exam_editor_order_fixed())
  await expect(page.getByText(m.exam_editor_order_fixed_hint())).toBeVisible()
  await save(page).click()
  await expect(section(page, 1)).toContainText(m.exam_fixed_needs_time({ title: 'Reasoning' }))
  await expect(page).toHaveURL(/\/create-quiz/)
  for (const n of [1, 2, 3]) await section(page, n).getByLabel(m.exam_editor_section_time()).fill('300')

  // Marks: the presets, and a wrong answer that would earn is refused in words.
  await section(page, 1)
    .getByRole('button', { name: `+1 / \u22120.25 ${m.exam_editor_preset_for({ number: 1 })}` })
    .click()
  await section(page, 2)
    .getByRole('button', { name: `+2 / \u22120.5 ${m.exam_editor_preset_for({ number: 2 })}` })
    .click()
  await expect(section(page, 2).getByLabel(m.exam_editor_marks_wrong(), { exact: true })).toHaveValue('-0.5')
  await section(page, 3).getByLabel(m.exam_editor_marks_wrong(), { exact: true }).fill('0.5')
  await save(page).click()
  await expect(section(page, 3)).toContainText(m.exam_marks_wrong_not_positive())
  await expect(section(page, 3).getByLabel(m.exam_editor_marks_wrong(), { exact: true })).toBeFocused()
  await section(page, 3).getByLabel(m.exam_editor_marks_wrong(), { exact: true }).fill('0')

  await page.getByRole('switch', { name: m.exam_editor_carry_over() }).click()
  await expectNoSidewaysScroll(page, 'the editor with three sections')
  await expectAccessible(page)

  // What only the server refuses is said in its words: here a layout changed on its way out.
  await page.route(
    '**/trpc/quizzes.create**',
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, { sections: Array<{ marking: { wrong: number } }> }>
      body['0']!.sections[2]!.marking.wrong = 0.5
      await route.continue({ postData: JSON.stringify(body) })
    },
    { times: 1 },
  )
  await save(page).click()
  await expect(page.getByText(m.exam_marks_wrong_not_positive())).toBeVisible()
  await expect(page).toHaveURL(/\/create-quiz/)

  await save(page).click()
  await expect(page).toHaveURL(/\/my-quizzes$/)
  const mine = (await (await page.request.get('/api/v1/quizzes/my-quizzes')).json()).quizzes as Array<{
    _id: string
    title: string
  }>
  const id = mine.find((quiz) => quiz.title === 'IBPS PO Prelims Mock 1')!._id

  // Stored as laid out: marks as decimals, questions by their place, the order and carry-over.
  const stored = (await (await page.request.get(`/api/v1/quizzes/${id}`)).json()).data.quiz
  expect(stored.sectionOrder).toBe('fixed')
  expect(stored.carryOver).toBe(true)
  expect(stored.sections).toEqual([
    { title: 'Reasoning', timeLimit: 300, marking: { correct: 1, wrong: -0.25, skipped: 0 }, questionIndexes: [0, 1] },
    {
      title: 'Quantitative Aptitude',
      timeLimit: 300,
      marking: { correct: 2, wrong: -0.5, skipped: 0 },
      questionIndexes: [2, 3],
    },
    {
      title: 'English Language',
      timeLimit: 300,
      marking: { correct: 1, wrong: 0, skipped: 0 },
      questionIndexes: [4, 5],
    },
  ])

  // Reopened, the editor shows the sections as saved.
  await page.goto(`/create-quiz?edit=${id}`)
  await expect(page.getByRole('switch', { name: m.exam_editor_switch() })).toBeChecked()
  await expect(page.getByLabel(m.exam_editor_order())).toHaveValue('fixed')
  await expect(page.getByRole('switch', { name: m.exam_editor_carry_over() })).toBeChecked()
  for (const [index, { title, questions }] of SECTIONS.entries()) {
    const card = section(page, index + 1)
    await expect(card.getByLabel(m.exam_editor_section_title())).toHaveValue(title)
    await expect(card.getByLabel(m.exam_editor_section_time())).toHaveValue('300')
    await expect(card).toContainText(m.exam_editor_questions({ list: questions.join(', ') }))
  }
  await expect(section(page, 1).getByLabel(m.exam_editor_marks_wrong(), { exact: true })).toHaveValue('-0.25')
  await expect(section(page, 2).getByLabel(m.exam_editor_marks_correct(), { exact: true })).toHaveValue('2')
  await expect(question(page, 4).getByLabel(m.exam_editor_question_section(), { exact: true })).toHaveValue(/section-/)
  await expect(
    question(page, 4).getByLabel(m.exam_editor_question_section(), { exact: true }).locator('option:checked'),
  ).toHaveText('Quantitative Aptitude')
})

test('the sections of the editor in Hindi, dark, on a phone: words, errors and no sideways scroll', async ({
  signedInPage: page,
}) => {
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.setViewportSize(PHONE)
  await page.goto('/create-quiz')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await setTheme(page, 'dark')
  await page.getByRole('switch', { name: m.exam_editor_switch(undefined, hi) }).click()
  const addSection = page.getByRole('button', { name: m.exam_editor_add_section(undefined, hi) })
  await addSection.click()
  await addSection.click()
  // Moved and removed with the keyboard, the focus follows the section or lands on Add section.
  const title = (n: number) => section(page, n, hi).getByLabel(m.exam_editor_section_title(undefined, hi))
  await title(3).fill('अंग्रेज़ी')
  await section(page, 3, hi)
    .getByRole('button', { name: m.exam_editor_move_up({ number: 3 }, hi) })
    .press('Enter')
  await expect(title(2)).toHaveValue('अंग्रेज़ी')
  await expect(
    section(page, 2, hi).getByRole('button', { name: m.exam_editor_move_up({ number: 2 }, hi) }),
  ).toBeFocused()
  await section(page, 3, hi)
    .getByRole('button', { name: m.exam_editor_remove_section({ number: 3 }, hi) })
    .press('Enter')
  await expect(section(page, 3, hi)).toHaveCount(0)
  await expect(addSection).toBeFocused()
  await page.getByLabel(m.exam_editor_order(undefined, hi)).selectOption(m.exam_editor_order_fixed(undefined, hi))
  await expect(page.getByText(m.exam_editor_order_fixed_hint(undefined, hi))).toBeVisible()

  // Refused before sending, in Hindi: a section without a title, one without a question.
  await page.getByRole('button', { name: m.quiz_editor_texts_save(undefined, hi), exact: true }).click()
  await expect(section(page, 1, hi)).toContainText(m.exam_section_title(undefined, hi))
  await expect(section(page, 2, hi)).toContainText(m.exam_section_questions(undefined, hi))
  await expectNoSidewaysScroll(page, 'the sections in Hindi')
  await expectAccessible(page)
})
