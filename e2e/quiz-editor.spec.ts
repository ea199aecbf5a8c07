import type { Locator, Page } from '@playwright/test'
import { SUCCESS } from '../src/shared/messages'
import { QUIZ_EDITOR_ERRORS, QUIZ_EDITOR_TEXTS } from '../src/shared/texts'
import { expect, expectAccessible, ORIGIN, setTheme, test } from './support/fixtures'
import { m } from '#shared/i18n'

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })

async function fillQuestion(
  card: Locator,
  data: { text: string; options: string[]; correct: number; explanation: string },
) {
  await card.getByLabel('Question text').fill(data.text)
  for (const [index, option] of data.options.entries()) {
    await card.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option)
  }
  await card.getByRole('radio', { name: `Option ${data.correct + 1}` }).check()
  await card.getByLabel('Explanation').fill(data.explanation)
}

async function myQuizzes(page: Page) {
  const response = await page.request.get('/api/v1/quizzes/my-quizzes')
  expect(response.ok()).toBe(true)
  return (await response.json()).quizzes as Array<Record<string, any>>
}

async function quizWithQuestions(page: Page, id: string) {
  const response = await page.request.get(`/api/v1/quizzes/${id}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as { quiz: Record<string, any>; questions: Array<Record<string, any>> }
}

const CAPITAL = {
  text: 'What is the capital of India?',
  options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
  correct: 1,
  explanation: 'New Delhi has been the capital since 1931.',
}
const RIVER = {
  text: 'Which is the longest river in India?',
  options: ['Ganga', 'Godavari', 'Yamuna', 'Narmada'],
  correct: 0,
  explanation: 'The Ganga flows about 2,525 km.',
}

test('an author writes a quiz by hand, times it, previews it and saves it', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  await expect(page.getByRole('heading', { level: 1, name: QUIZ_EDITOR_TEXTS.createTitle })).toBeVisible()

  await page.getByLabel('Title').fill('Indian Geography Basics')
  await page.getByLabel('Category').selectOption('geography')
  await page.getByLabel('Difficulty', { exact: true }).selectOption('easy')
  await page.getByLabel('Description').fill('Rivers, capitals and more.')
  // A new quiz's total is the 30 s default of its one question: the total and the sum start in step.
  const total = page.getByLabel('Total time limit (seconds)')
  await expect(total).toHaveValue('30')
  await expect(page.getByTestId('question-time-sum')).toContainText('30s of 30s')
  await expect(page.getByText('Matches the total')).toBeVisible()

  await fillQuestion(question(page, 1), CAPITAL)
  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  // The new question takes the focus, and its 30 s default joins the total.
  await expect(question(page, 2).getByLabel('Question text')).toBeFocused()
  await expect(total).toHaveValue('60')
  await expect(page.getByText('Matches the total')).toBeVisible()
  await fillQuestion(question(page, 2), RIVER)

  // Timing helper: a typed total is not spread by itself. 100 s over 2 questions is 50 s each;
  // the two defaults still add up to 60 s.
  await total.fill('100')
  await expect(total).toHaveAccessibleDescription('1m 40s (100s)')
  await expect(page.getByTestId('average-per-question')).toHaveText('50s')
  await expect(page.getByTestId('question-time-sum')).toContainText('1m 0s (60s)')
  await expect(page.getByText('40s under the total')).toBeVisible()

  // A third question adds its 30 s to both, so the total stays 40 s ahead of the sum.
  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  await expect(total).toHaveValue('130')
  await expect(page.getByText('40s under the total')).toBeVisible()
  // With 3 questions the remainder second goes to the first: 34 + 33 + 33 = 100.
  await total.fill('100')
  await expect(page.getByTestId('average-per-question')).toHaveText('33s')
  await page.getByRole('button', { name: m.quiz_editor_texts_distribute() }).click()
  await expect(question(page, 1).getByLabel('Time (seconds)')).toHaveValue('34')
  await expect(question(page, 2).getByLabel('Time (seconds)')).toHaveValue('33')
  await expect(question(page, 3).getByLabel('Time (seconds)')).toHaveValue('33')
  await expect(page.getByText('Matches the total')).toBeVisible()
  // Removing a question takes its time off the total, kept on the total's 10 s step: 100 - 33 = 67, so 70.
  await page.getByRole('button', { name: 'Remove question 3' }).click()
  await expect(question(page, 3)).toHaveCount(0)
  await expect(page.getByRole('button', { name: m.quiz_editor_texts_add_question() })).toBeFocused()
  await expect(total).toHaveValue('70')
  await expect(page.getByText('3s under the total')).toBeVisible()
  await total.fill('100')
  await page.getByRole('button', { name: m.quiz_editor_texts_distribute() }).click()
  await expect(question(page, 1).getByLabel('Time (seconds)')).toHaveValue('50')
  await expect(question(page, 2).getByLabel('Time (seconds)')).toHaveValue('50')
  await expect(page.getByTestId('question-time-sum')).toContainText('1m 40s (100s)')
  await question(page, 2).getByLabel('Points').fill('2')

  // Advanced Settings open and close on their trigger.
  const advanced = page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() })
  await expect(advanced).toHaveAttribute('aria-expanded', 'false')
  await advanced.click()
  await expect(advanced).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('switch', { name: 'Shuffle options' }).click()
  await page.getByRole('switch', { name: 'Enable anti-cheat' }).click()
  await page.getByRole('switch', { name: 'Require fullscreen' }).click()
  await page.getByLabel('Maximum tab switches').fill('5')

  // Preview: each question as the attempt draws it, to try, with its right answer and explanation.
  await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
  const dialog = page.getByRole('dialog', { name: 'Indian Geography Basics' })
  await expect(dialog).toBeVisible()
  const previewed = (n: number) => dialog.getByRole('listitem').nth(n - 1)
  const capital = previewed(1).getByRole('radiogroup', { name: `1. ${CAPITAL.text}` })
  await expect(capital.getByRole('radio')).toHaveCount(4)
  await expect(previewed(1)).toContainText(`${m.quiz_editor_preview_key()} Option 2`)
  await expect(previewed(2)).toContainText(`${m.quiz_editor_preview_key()} Option 1`)
  await capital.getByRole('radio', { name: 'Mumbai' }).check()
  await expect(previewed(1)).toContainText(m.quiz_editor_preview_would_earn({ percent: 0 }))
  await capital.getByRole('radio', { name: 'New Delhi' }).check()
  await expect(previewed(1)).toContainText(m.quiz_editor_preview_would_earn({ percent: 100 }))
  await expect(dialog.getByText(CAPITAL.explanation)).toBeVisible()
  await expect(dialog.getByText(RIVER.explanation)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()
  await expect(page).toHaveURL(/\/my-quizzes$/)

  // What was saved is what the form said.
  const [saved] = await myQuizzes(page)
  expect(saved).toMatchObject({
    title: 'Indian Geography Basics',
    topic: 'Indian Geography Basics',
    category: 'geography',
    difficulty: 'easy',
    timeLimit: 100,
    status: 'pending',
    price: 0,
    questionCount: 2,
    settings: { shuffleOptions: true, antiCheat: { enabled: true, forceFullscreen: true, maxTabSwitches: 5 } },
  })
  const { questions } = await quizWithQuestions(page, saved!._id)
  expect(questions.map((q) => [q.question, q.correctAnswer, q.points, q.timeLimit])).toEqual([
    [CAPITAL.text, 1, 1, 50],
    [RIVER.text, 0, 2, 50],
  ])
})

test('the editor checks the title, the questions and the AI topic before sending', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  const save = page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true })
  await save.click()
  await expect(page.getByText(m.validation_quiz_title_required())).toBeVisible()

  // The untouched placeholder question does not count as a question.
  await page.getByLabel('Title').fill('Nothing here yet')
  await save.click()
  await expect(page.getByText(m.validation_question_required())).toBeVisible()

  await page.getByRole('button', { name: 'Remove question 1' }).click()
  await expect(question(page, 1)).toHaveCount(0)
  await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
  await expect(page.getByText(m.validation_preview_needs_question())).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: m.quiz_editor_texts_generate() }).click()
  await expect(page.getByText(m.validation_ai_topic_required())).toBeVisible()

  // Everything else the server would refuse, the editor says first, on the question at fault.
  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  await fillQuestion(question(page, 1), { ...CAPITAL, options: ['Same', 'same', 'Other', 'Another'] })
  await save.click()
  await expect(page.getByText('Question 1: The options of a question must all be different')).toBeVisible()
  await expect(question(page, 1).getByRole('textbox', { name: 'Option 1', exact: true })).toBeFocused()
  await expect(page).toHaveURL(/\/create-quiz$/)
})

test('the editor takes the author to the first bad field, with what is wrong in words', async ({
  signedInPage: page,
}) => {
  let saves = 0
  page.on('request', (request) => {
    if (/\/trpc\/quizzes\.(create|update)/.test(request.url())) saves++
  })
  await page.goto('/create-quiz')
  const add = page.getByRole('button', { name: m.quiz_editor_texts_add_question() })
  await fillQuestion(question(page, 1), CAPITAL)
  // A setting out of bounds, folded away in Advanced Settings.
  const advanced = page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() })
  await advanced.click()
  await page.getByRole('switch', { name: 'Enable anti-cheat' }).click()
  const tabSwitches = page.getByLabel('Maximum tab switches')
  await tabSwitches.fill('50')
  await advanced.click()
  await expect(tabSwitches).toHaveCount(0)
  await add.click()
  await fillQuestion(question(page, 2), RIVER)
  await add.click()
  // The third question's second option is left empty.
  await fillQuestion(question(page, 3), {
    ...CAPITAL,
    text: 'Which city is the capital?',
    options: ['Delhi', '', 'Agra', 'Pune'],
  })
  const save = page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true })
  await save.click()

  // First in reading order: the title at the top. The others say what is wrong where they are,
  // and the folded section has opened to show its own.
  const title = page.getByLabel('Title')
  await expect(title).toBeFocused()
  await expect(title).toHaveAccessibleDescription(m.validation_quiz_title_required())
  await expect(tabSwitches).toHaveAttribute('aria-invalid', 'true')
  const option = question(page, 3).getByRole('textbox', { name: 'Option 2', exact: true })
  await expect(option).toHaveAttribute('aria-invalid', 'true')
  await expect(option).toHaveAccessibleDescription(QUIZ_EDITOR_ERRORS.optionNeedsText(2, 3))

  // With the title given, the setting comes first.
  await title.fill('Capitals and rivers')
  await save.click()
  await expect(tabSwitches).toBeFocused()
  await expect(tabSwitches).toHaveAccessibleDescription(new RegExp(`^${QUIZ_EDITOR_ERRORS.maxTabSwitches(1, 20)}`))

  // Then the option far down the page: the editor scrolls to it.
  await tabSwitches.fill('5')
  await page.evaluate(() => window.scrollTo(0, 0))
  await save.click()
  await expect(option).toBeFocused()
  await expect(option).toBeInViewport()
  await expect(page.getByText('Option 2 of question 3 needs text')).toBeVisible()
  await expect(page.getByText(/questions\.\d/)).toHaveCount(0)
  expect(saves).toBe(0)

  await option.fill('Mumbai')
  await save.click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()
  await expect(page).toHaveURL(/\/my-quizzes$/)
  expect(saves).toBe(1)
})

test('AI generation fills the editor, which saves a draft', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  await page.getByLabel('Topic').fill('Indian Railways')
  await page.getByLabel('Number of questions').fill('3')

  // The mix of types: single answer alone unless chosen; with no type at all, the panel says so.
  const types = page.getByRole('group', { name: m.quiz_editor_labels_ai_types() })
  const single = types.getByRole('checkbox', { name: m.question_type_name_multiple_choice() })
  await expect(single).toBeChecked()
  await expect(types.getByRole('checkbox', { name: m.question_type_name_ordering() })).not.toBeChecked()
  await single.click()
  await page.getByRole('button', { name: m.quiz_editor_texts_generate() }).click()
  await expect(types).toHaveAccessibleDescription(
    `${m.quiz_editor_labels_ai_types_hint()} ${m.validation_ai_types_required()}`,
  )
  await single.click()
  await expect(types.getByText(m.validation_ai_types_required())).toHaveCount(0)

  // Hold the request so the busy state can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/trpc/quizzes.generatePreview**', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: m.quiz_editor_texts_generate() }).click()
  await expect(page.getByRole('button', { name: m.quiz_editor_texts_generating() })).toBeDisabled()
  release()

  await expect(page.getByRole('status').filter({ hasText: QUIZ_EDITOR_TEXTS.generated(3) })).toBeVisible()
  // The empty placeholder was replaced, not kept in front of them.
  for (const n of [1, 2, 3]) {
    const card = question(page, n)
    await expect(card.getByLabel('Question text')).toHaveValue(
      `Question ${n} about Indian Railways: which option is marked correct?`,
    )
    await expect(card.getByRole('radio', { name: `Option ${n}` })).toBeChecked()
  }
  await expect(question(page, 4)).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveValue('Indian Railways Challenge')
  await expect(page.getByLabel('Description')).toHaveValue('Test what you know about Indian Railways.')

  await page.getByRole('button', { name: m.quiz_editor_texts_save_draft() }).click()
  await expect(page.getByText(m.quiz_editor_texts_draft_saved())).toBeVisible()
  await expect(page).toHaveURL(/\/my-quizzes$/)
  const [saved] = await myQuizzes(page)
  expect(saved).toMatchObject({
    title: 'Indian Railways Challenge',
    topic: 'Indian Railways',
    status: 'draft',
    questionCount: 3,
  })
})

test('edit mode loads a quiz, updates it and stays on the page', async ({ signedInPage: page }) => {
  const created = await page.request.post('/api/v1/quizzes', {
    headers: ORIGIN,
    data: {
      title: 'Monsoon Facts',
      description: 'How the rains reach India.',
      category: 'science',
      difficultyLevel: 'hard',
      isPaid: true,
      price: 49.5,
      timeLimit: 120,
      settings: { allowReview: false },
      questions: [
        {
          question: 'When does the south-west monsoon usually reach Kerala?',
          options: ['January', 'March', 'June', 'October'],
          correctAnswer: 2,
          explanation: 'It usually arrives around 1 June.',
          points: 2,
          timeLimit: 60,
        },
        {
          question: 'Which state receives the north-east monsoon most?',
          options: ['Tamil Nadu', 'Punjab', 'Gujarat', 'Rajasthan'],
          correctAnswer: 0,
          explanation: 'Tamil Nadu gets most of its rain from October to December.',
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).quiz._id as string

  await page.goto(`/create-quiz?edit=${id}`)
  await expect(page.getByText(SUCCESS.quizLoaded(2))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: m.quiz_editor_texts_edit_title() })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Monsoon Facts')
  await expect(page.getByLabel('Category')).toHaveValue('science')
  await expect(page.getByLabel('Difficulty', { exact: true })).toHaveValue('hard')
  await expect(page.getByRole('switch', { name: 'Paid quiz' })).toBeChecked()
  await expect(page.getByLabel('Price (₹)')).toHaveValue('49.5')
  await expect(question(page, 1).getByRole('radio', { name: 'Option 3' })).toBeChecked()
  await expect(question(page, 1).getByLabel('Points')).toHaveValue('2')
  await expect(question(page, 2).getByLabel('Time (seconds)')).toHaveValue('30')
  await expect(page.getByText(m.quiz_editor_texts_update_note())).toBeVisible()

  await page.getByLabel('Title').fill('Monsoon Facts, Revised')
  await page.getByRole('button', { name: m.quiz_editor_texts_update(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_updated())).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/create-quiz\\?edit=${id}$`))
  await expect(page.getByLabel('Title')).toHaveValue('Monsoon Facts, Revised')

  const { quiz, questions } = await quizWithQuestions(page, id)
  expect(quiz).toMatchObject({ title: 'Monsoon Facts, Revised', status: 'pending', price: 49.5, difficulty: 'hard' })
  expect(quiz.settings.allowReview).toBe(false)
  expect(questions).toHaveLength(2)

  // Opening it again shows the saved version, not an older copy.
  await page.goto('/my-quizzes')
  await page.goto(`/create-quiz?edit=${id}`)
  await expect(page.getByLabel('Title')).toHaveValue('Monsoon Facts, Revised')
})

test('the editor loads a quiz only on the way in: a hover asks nothing, a slow load still fills the form', async ({
  signedInPage: page,
}) => {
  const title = `Edit on click ${Date.now().toString(36)}`
  const created = await page.request.post('/api/v1/quizzes', {
    headers: ORIGIN,
    data: {
      title,
      timeLimit: 60,
      questions: [
        {
          question: 'Which river flows through Varanasi?',
          options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'],
          correctAnswer: 0,
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('quizzes.forEdit')) loads.push(request.url())
  })
  await page.goto('/my-quizzes')
  const edit = page.getByRole('link', { name: `${m.my_quizzes_texts_edit()} ${title}` })
  await edit.hover()
  // Nothing on a hover: the router may hand a preload's answer to the click that follows it.
  await page.waitForTimeout(500)
  expect(loads).toEqual([])
  // The load on the way in is slow: the form still fills from it.
  await page.route('**/trpc/**quizzes.forEdit**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await edit.click()
  await expect(page.getByText(SUCCESS.quizLoaded(1))).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(title)
  expect(loads).toHaveLength(1)
})

test('a quiz that cannot be loaded for editing sends the author back to My Quizzes', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz?edit=00000000-0000-4000-8000-000000000000')
  await expect(page.getByText(m.empty_quiz_not_found())).toBeVisible()
  await expect(page).toHaveURL(/\/my-quizzes$/)
})

for (const theme of ['light', 'dark'] as const) {
  test(`the editor passes axe in ${theme} mode`, async ({ signedInPage: page, user }) => {
    // With a picture, the header's account button shows no avatar letter. The letter alone fails
    // axe's label-content-name-mismatch (a header issue, caught by accessibility.spec.ts); this
    // test is about the editor. A picture is https:// on a public host: this one is answered here.
    const picture = 'https://pictures.example/avatar.svg'
    await page.route(picture, (route) => route.fulfill({ path: 'public/favicon.svg', contentType: 'image/svg+xml' }))
    const profile = await page.request.put('/api/v1/users/me', {
      headers: ORIGIN,
      data: { username: user.username, email: user.email, profilePicture: picture },
    })
    expect(profile.ok(), await profile.text()).toBe(true)
    await page.goto('/')
    await setTheme(page, theme)
    await page.goto('/create-quiz')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() }).click()
    await page.getByRole('switch', { name: 'Paid quiz' }).click()
    await page.getByLabel('Price (₹)').fill('25')
    await fillQuestion(question(page, 1), CAPITAL)
    await expect(page.getByText('Participants pay ₹25.00')).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: m.quiz_editor_texts_preview() }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page)
  })
}

test('the editor works by keyboard alone', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  await page.getByLabel('Title').focus()
  await page.keyboard.type('Keyboard Quiz')

  // The Advanced Settings trigger and its switches answer to Enter and Space.
  const advanced = page.getByRole('button', { name: m.quiz_editor_texts_advanced_settings() })
  await advanced.focus()
  await page.keyboard.press('Enter')
  await expect(advanced).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('switch', { name: 'Shuffle questions' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('switch', { name: 'Shuffle questions' })).toBeChecked()

  // Arrow keys choose the correct option.
  const first = question(page, 1)
  await first.getByRole('radio', { name: 'Option 1' }).focus()
  // Held down until the focus has moved, as a person's key is: Radix checks the radio that gets
  // focus while an arrow is down, and moves the focus a task after the key goes down (a key let go
  // 50 ms later came up first on a busy host, and nothing was checked).
  await page.keyboard.down('ArrowRight')
  await expect(first.getByRole('radio', { name: 'Option 2' })).toBeFocused()
  await page.keyboard.up('ArrowRight')
  await expect(first.getByRole('radio', { name: 'Option 2' })).toBeChecked()

  // Add moves the focus into the new question; remove moves it back to Add.
  const add = page.getByRole('button', { name: m.quiz_editor_texts_add_question() })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(question(page, 2).getByLabel('Question text')).toBeFocused()
  await question(page, 2).getByRole('button', { name: 'Remove question 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(question(page, 2)).toHaveCount(0)
  await expect(add).toBeFocused()
})
