import type { Page } from '@playwright/test'
import { ATTEMPT_TEXTS } from '../src/shared/texts'
import { BASE_URL, expect, expectAccessible, setTheme, test, expectNoSidewaysScroll } from './support/fixtures'
import { createApprovedQuiz, type QuizData } from './support/quizzes'
import { baseLocale, m, overwriteGetLocale } from '#shared/i18n'

// A quiz of one question of each of the seven types (decision 035), answered on the attempt screen
// with each type's control (decision 037) and reviewed on the result, each with its mark.

const ORDER = ['Maurya', 'Gupta', 'Mughal', 'British']
const PAIRS = [
  { left: 'Kerala', right: 'Thiruvananthapuram' },
  { left: 'Assam', right: 'Dispur' },
  { left: 'Bihar', right: 'Patna' },
  { left: 'Goa', right: 'Panaji' },
]
/** Time enough on a busy machine. */
const SLOW = { timeLimit: 120 }
const QUESTIONS: QuizData['questions'] = [
  {
    question: 'Which river flows through Varanasi?',
    options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'],
    correctAnswer: 0,
    points: 2,
    ...SLOW,
  },
  {
    question: 'Which of these are prime?',
    type: 'multiple-answers',
    options: ['2', '4', '7', '9'],
    correctAnswers: [0, 2],
    points: 3,
    ...SLOW,
  },
  { question: 'The Ganga flows into the Arabian Sea.', type: 'true-false', correctAnswer: false, points: 2, ...SLOW },
  { question: 'π to two decimal places?', type: 'numeric', answer: 3.14, points: 2, ...SLOW },
  { question: 'भारत की राजधानी?', type: 'short-answer', acceptedAnswers: ['दिल्ली', 'नई दिल्ली'], points: 2, ...SLOW },
  { question: 'Put the empires in the order they ruled', type: 'ordering', items: ORDER, points: 2, ...SLOW },
  { question: 'Match each state to its capital', type: 'matching', pairs: PAIRS, points: 2, ...SLOW },
]
const TOTAL = QUESTIONS.length

/**
 * What each answer below earns: the single answer right (2), one of the two primes and no wrong
 * option (½ of 3), true where false is right (0), the number, the Devanagari text and the order
 * right (2 each), two of the four matches (½ of 2).
 */
const OUTCOMES = [
  m.result_texts_correct(),
  m.result_texts_partly_correct(),
  m.result_texts_incorrect(),
  m.result_texts_correct(),
  m.result_texts_correct(),
  m.result_texts_correct(),
  m.result_texts_partly_correct(),
]
const SCORE = '10.5 / 15'

const PHONE = { width: 360, height: 740 }

const heading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: (QUESTIONS[n - 1] as { question: string }).question })
const answered = (page: Page, count: number) => expect(page.getByText(ATTEMPT_TEXTS.answeredOf(count, TOTAL)))
const next = (page: Page) => page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
const banner = (page: Page) => page.getByTestId('offline-banner')
const savedAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('attempts.saveAnswer') && response.ok())

async function startQuiz(page: Page, browser: Parameters<typeof createApprovedQuiz>[1], title: string) {
  const quizId = await createApprovedQuiz(page, browser, { title, timeLimit: 1200, questions: QUESTIONS })
  await page.goto(`/quiz/${quizId}/attempt`)
  await expect(heading(page, 1)).toBeVisible()
  return quizId
}

/** Puts the ordering's items in `wanted` order with their Move up buttons only. */
async function orderByButtons(page: Page, wanted: string[]) {
  const items = page.getByRole('group', { name: 'Put the empires in the order they ruled' }).getByRole('listitem')
  for (const [place, item] of wanted.entries()) {
    const shown = (await items.allTextContents()).map((text) => text.replace(/^\d+\./, '').trim())
    for (let at = shown.indexOf(item); at > place; at--) {
      await page.getByRole('button', { name: `${m.question_answer_order_move_up()} ${item}` }).click()
      await expect(items.nth(at - 1)).toContainText(item)
    }
  }
  for (const [place, item] of wanted.entries()) await expect(items.nth(place)).toContainText(item)
}

/** Chooses `right` as the match of `left` in its list. */
async function match(page: Page, left: string, right: string) {
  const select = page.getByLabel(left, { exact: true })
  const value = await select.locator('option').filter({ hasText: right }).getAttribute('value')
  await select.selectOption(value!)
}

/**
 * Answers the seven questions as OUTCOMES says, the matching while the network is down; `check`
 * runs on each question as it is shown (axe, the width).
 */
async function answerEvery(page: Page, check: (n: number) => Promise<void> = async () => {}) {
  await check(1)
  await page
    .getByRole('radiogroup', { name: 'Which river flows through Varanasi?' })
    .getByRole('radio', { name: 'Ganga' })
    .check()
  await answered(page, 1).toBeVisible()
  await next(page)

  await expect(heading(page, 2)).toBeVisible()
  await check(2)
  await page.getByRole('checkbox', { name: '2', exact: true }).check()
  await answered(page, 2).toBeVisible()
  await next(page)

  await expect(heading(page, 3)).toBeVisible()
  await check(3)
  await page.getByRole('radio', { name: m.question_answer_true() }).check()
  await answered(page, 3).toBeVisible()
  await next(page)

  // A number mistyped is said so once the box is left; with a decimal comma, as many type it, it is an answer.
  await expect(heading(page, 4)).toBeVisible()
  const number = page.getByLabel(m.question_answer_number_label())
  await number.fill('3,1,4')
  await number.blur()
  await expect(page.getByText(m.question_response_number())).toBeVisible()
  await answered(page, 3).toBeVisible()
  await number.fill('3,14')
  await expect(page.getByText(m.question_response_number())).toHaveCount(0)
  await answered(page, 4).toBeVisible()
  await check(4)
  await next(page)

  await expect(heading(page, 5)).toBeVisible()
  await page.getByLabel(m.question_answer_text_label(), { exact: true }).fill('दिल्ली')
  await answered(page, 5).toBeVisible()
  await check(5)
  await next(page)

  // The order served is no answer until an item moves.
  await expect(heading(page, 6)).toBeVisible()
  await expect(page.getByText(m.question_answer_order_not_answered())).toBeVisible()
  await check(6)
  await orderByButtons(page, ORDER)
  await answered(page, 6).toBeVisible()
  await next(page)

  // Offline: the matching is kept, counted only once every item is matched, and sent on return.
  await expect(heading(page, 7)).toBeVisible()
  await page.context().setOffline(true)
  await expect(banner(page)).toContainText(m.attempt_texts_offline_title())
  await match(page, 'Kerala', 'Thiruvananthapuram')
  await expect(page.getByText(m.question_answer_match_left_to_do({ count: 3, total: 4 }))).toBeVisible()
  await answered(page, 6).toBeVisible()
  await match(page, 'Assam', 'Dispur')
  await match(page, 'Bihar', 'Panaji')
  await match(page, 'Goa', 'Patna')
  await answered(page, 7).toBeVisible()
  await expect(banner(page)).toContainText(ATTEMPT_TEXTS.offlineKept(1))
  await check(7)
  const sent = savedAnswer(page)
  await page.context().setOffline(false)
  await sent
  await expect(banner(page)).toHaveCount(0)
}

async function submit(page: Page, quizId: string, questions = TOTAL) {
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  await expect(page.getByTestId('breakdown-question')).toHaveCount(questions)
}

test('a player answers a question of each type, one offline, and the result marks each', async ({
  signedInPage: page,
  browser,
}) => {
  // Seven questions, axe on several screens and a network dropped: slow on a busy machine.
  test.slow()
  const quizId = await startQuiz(page, browser, 'Every type')
  await answerEvery(page, async (n) => {
    if (n === 2 || n === 6 || n === 7) await expectAccessible(page)
  })
  await submit(page, quizId)

  await expect(page.getByTestId('final-score')).toContainText(SCORE)
  const questions = page.getByTestId('breakdown-question')
  for (const [index, outcome] of OUTCOMES.entries())
    await expect(questions.nth(index).locator('[data-slot="badge"]'), `question ${index + 1}`).toHaveText(outcome)
  // The time chart says the same of each: a partly right answer is neither right nor wrong there.
  const bars = page.getByTestId('time-chart-row')
  for (const [index, outcome] of OUTCOMES.entries())
    await expect(bars.nth(index), `bar ${index + 1}`).toContainText(outcome)
  // Each review: the part of the points earned, in hundredths.
  await expect(questions.nth(1).getByTestId('answer-credit')).toHaveText(
    m.question_review_credit({ percent: '50%', earned: '1.50', points: '3.00' }),
  )
  await expect(questions.nth(2).getByTestId('answer-credit')).toHaveText(
    m.question_review_credit({ percent: '0%', earned: '0.00', points: '2.00' }),
  )
  await expect(questions.nth(3)).toContainText('3,14')
  await expect(questions.nth(4)).toContainText('दिल्ली')
  await expect(questions.nth(5)).toContainText(m.question_review_right_order())
  // The matching: each match made, and beside the wrong ones the right one.
  const matching = questions.nth(6)
  await expect(matching.getByRole('listitem').filter({ hasText: 'Bihar' })).toContainText('Patna')
  await expect(matching.getByTestId('answer-credit')).toHaveText(
    m.question_review_credit({ percent: '50%', earned: '1.00', points: '2.00' }),
  )
  await expectAccessible(page)
})

test('every type’s control and review pass axe in dark mode and fit a 360 px screen', async ({
  signedInPage: page,
  browser,
}) => {
  // Seven questions, axe on several screens and a network dropped: slow on a busy machine.
  test.slow()
  await page.setViewportSize(PHONE)
  const quizId = await startQuiz(page, browser, 'Every type on a phone')
  await setTheme(page, 'dark')
  await answerEvery(page, async (n) => {
    await expectNoSidewaysScroll(page, `question ${n}`)
    await expectAccessible(page)
  })
  await submit(page, quizId)
  await expect(page.getByTestId('final-score')).toContainText(SCORE)
  await expectNoSidewaysScroll(page, 'the result')
  await expectAccessible(page)
})

/** Texts read as a page in Hindi reads them. */
function inHindi<T>(read: () => T): T {
  overwriteGetLocale(() => 'hi')
  try {
    return read()
  } finally {
    overwriteGetLocale(() => baseLocale)
  }
}

test('the attempt and the result of every type pass axe in Hindi', async ({ signedInPage: page, browser }) => {
  test.slow()
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  const quizId = await startQuiz(page, browser, 'Every type in Hindi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const [nextLabel, submitLabel, submitTitle, confirmLabel] = inHindi(() => [
    m.attempt_texts_next_question(),
    m.attempt_texts_submit_quiz(),
    m.attempt_texts_submit_title(),
    m.attempt_texts_confirm_submit(),
  ])
  for (let n = 1; n <= TOTAL; n++) {
    await expect(heading(page, n)).toBeVisible()
    await expectAccessible(page)
    if (n < TOTAL) await page.getByRole('button', { name: nextLabel }).click()
  }
  await page.getByRole('button', { name: submitLabel }).click()
  await page
    .getByRole('alertdialog', { name: submitTitle })
    .getByRole('button', { name: confirmLabel, exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/result/[0-9a-f-]+$`))
  await expect(page.getByTestId('breakdown-question')).toHaveCount(TOTAL)
  await expectAccessible(page)
})

/** The keys this browser keeps its unsent answers and drafts under, in IndexedDB. */
const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('quizdom-attempts')
        opened.onerror = () => reject(opened.error)
        opened.onsuccess = () => {
          const keys = opened.result.transaction('unsent-answers').objectStore('unsent-answers').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
          keys.onerror = () => reject(keys.error)
        }
      }),
  )

test('a matching half done survives a closed tab, and is an answer once every item is matched', async ({
  signedInPage: page,
  browser,
}) => {
  const matching = QUESTIONS[6]!
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Half matched',
    timeLimit: 600,
    questions: [matching],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  await match(page, 'Kerala', 'Thiruvananthapuram')
  await match(page, 'Assam', 'Dispur')
  const leftToDo = m.question_answer_match_left_to_do({ count: 2, total: 4 })
  await expect(page.getByText(leftToDo)).toBeVisible()
  await expect(page.getByText(ATTEMPT_TEXTS.answeredOf(0, 1))).toBeVisible()
  // Not an answer yet, so not sent: kept in this browser as a draft.
  await expect.poll(() => keptKeys(page)).toContainEqual(expect.stringMatching(/^drafts:/))
  const context = page.context()
  await page.close()

  const again = await context.newPage()
  await again.goto(`/quiz/${quizId}/attempt`)
  await expect(again.getByText(leftToDo)).toBeVisible()
  await expect(again.getByText(ATTEMPT_TEXTS.answeredOf(0, 1))).toBeVisible()
  const sent = savedAnswer(again)
  await match(again, 'Bihar', 'Patna')
  await match(again, 'Goa', 'Panaji')
  await sent
  await expect(again.getByText(ATTEMPT_TEXTS.answeredOf(1, 1))).toBeVisible()
  await submit(again, quizId, 1)
  await expect(again.getByTestId('final-score')).toContainText('2 / 2')
  await expect(again.getByTestId('breakdown-question').locator('[data-slot="badge"]')).toHaveText(
    m.result_texts_correct(),
  )
})
