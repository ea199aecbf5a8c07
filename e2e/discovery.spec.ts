import { GLOBAL_LEADERBOARD_TEXTS } from '../src/shared/global-leaderboard-texts'
import { DISCOVERY_TEXTS, QUIZ_TEXTS } from '../src/shared/texts'
import { BASE_URL, createUser, expect, expectAccessible, test } from './support/fixtures'
import {
  ALL_QUESTIONS,
  choicesFor,
  createApprovedQuiz,
  quizData,
  signedInRequest,
  startAttempt,
  takeQuiz,
} from './support/results-data'
import { sharedWith, withShareSheet } from './support/share'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

// Finding what to play: the list in another order, the attempt left open, the best score on a
// quiz with its leaderboard, and the global leaderboard over all time and the last 30 days.

test('the quiz list sorts by newest, most taken or free first, and keeps the order in the URL', async ({
  page,
  browser,
  request,
}) => {
  // A word of this test's own, so the list holds only its quizzes whatever other tests made.
  const tag = `zs${Date.now().toString(36)}`
  const creator = await signedInRequest(await createUser(request))
  const popular = await createApprovedQuiz(browser, creator, quizData({ title: `Popular ${tag}` }))
  const paid = await createApprovedQuiz(
    browser,
    creator,
    quizData({
      title: `Paid ${tag}`,
      isPaid: true,
      price: 10,
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  )
  const newest = await createApprovedQuiz(browser, creator, quizData({ title: `Newest ${tag}` }))
  // Two starts for the popular one and one for the newest, so most taken has no tie to break.
  for (const quizId of [popular.quizId, popular.quizId, newest.quizId]) {
    const player = await signedInRequest(await createUser(request))
    await startAttempt(player, quizId)
    await player.dispose()
  }
  await creator.dispose()

  const titles = () => page.getByRole('heading', { level: 2, name: new RegExp(tag) }).allTextContents()
  await page.goto(`/quizzes?search=${tag}`)
  await expect(page.getByText(QUIZ_TEXTS.availableCount(3))).toBeVisible()
  expect(await titles()).toEqual([newest.title, paid.title, popular.title])

  const sort = page.getByLabel(m.discovery_texts_sort_by())
  await expect(sort).toHaveValue('newest')
  await sort.selectOption({ label: DISCOVERY_TEXTS.sorts.popular })
  await expect(page).toHaveURL(/sort=popular/)
  await expect.poll(titles).toEqual([popular.title, newest.title, paid.title])

  await sort.selectOption({ label: DISCOVERY_TEXTS.sorts.free })
  await expect(page).toHaveURL(/sort=free/)
  await expect.poll(titles).toEqual([newest.title, popular.title, paid.title])
  await expectAccessible(page)

  // A shared link opens in its order; Back returns to the one before.
  await page.goBack()
  await expect(sort).toHaveValue('popular')
  await expect.poll(titles).toEqual([popular.title, newest.title, paid.title])
})

test('an attempt left open is offered on the list and on its quiz, and Continue goes back into it', async ({
  signedInPage: page,
  browser,
  request,
}) => {
  const creator = await signedInRequest(await createUser(request))
  const quiz = await createApprovedQuiz(browser, creator, quizData({ title: `Left open ${Date.now().toString(36)}` }))
  await creator.dispose()
  await startAttempt(page.request, quiz.quizId)

  await page.goto('/quizzes')
  const strip = page.getByRole('region', { name: m.discovery_texts_continue_title() })
  await expect(strip.getByText(quiz.title, { exact: true })).toBeVisible()
  await expectAccessible(page)
  await strip.getByRole('link', { name: DISCOVERY_TEXTS.continueNamed(quiz.title) }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.quizId}/attempt$`))
  await expect(
    page
      .getByText(ALL_QUESTIONS[0]!.question)
      .or(page.getByText(ALL_QUESTIONS[1]!.question))
      .or(page.getByText(ALL_QUESTIONS[2]!.question))
      .first(),
  ).toBeVisible()

  await page.goto(`/quiz/${quiz.quizId}`)
  await expect(page.getByText(m.discovery_texts_in_progress())).toBeVisible()
  await expect(page.getByRole('link', { name: m.quiz_texts_start_quiz() })).toHaveCount(0)
  await page.getByRole('link', { name: m.discovery_texts_continue_quiz(), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.quizId}/attempt$`))
})

test("a quiz's details show the player's best score and lead to its leaderboard", async ({
  signedInPage: page,
  user,
  browser,
  request,
}) => {
  const creator = await signedInRequest(await createUser(request))
  const title = `Best of ${Date.now().toString(36)}`
  const quiz = await createApprovedQuiz(browser, creator, quizData({ title }))
  await creator.dispose()

  await withShareSheet(page)
  await page.goto(`/quiz/${quiz.quizId}`)
  await expect(page.getByText(m.discovery_texts_not_taken())).toBeVisible()

  // A first attempt with one question wrong, then a perfect retake: the best is the retake.
  await takeQuiz(page.request, quiz.quizId, choicesFor(ALL_QUESTIONS, [ALL_QUESTIONS[0]!.question]))
  await takeQuiz(page.request, quiz.quizId, choicesFor(ALL_QUESTIONS))
  await page.reload()
  await expect(page.getByTestId('best-score')).toHaveText(DISCOVERY_TEXTS.best(4, 4, '100%'))
  await expect(page.getByText(DISCOVERY_TEXTS.finished(2))).toBeVisible()
  await expectAccessible(page)

  // Share opens the phone's own share sheet, where it has one, with the quiz's words and address.
  await page.getByRole('button', { name: m.share_button(), exact: true }).click()
  expect(await sharedWith(page)).toEqual([
    { title, text: m.share_quiz_text({ title, product: PRODUCT_NAME }), url: `${BASE_URL}/quiz/${quiz.quizId}` },
  ])
  await expect(page.getByRole('link', { name: m.share_whatsapp() })).toHaveCount(0)

  await page.getByRole('link', { name: m.discovery_texts_view_leaderboard() }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${quiz.quizId}/leaderboard$`))
  await expect(page.getByRole('heading', { name: m.result_texts_leaderboard(), level: 1 })).toBeVisible()
  // The first attempt is the ranked one.
  await expect(page.getByRole('rowheader', { name: user.username })).toBeVisible()
})

test('the global leaderboard rates players over all time and the last 30 days, and says how', async ({
  signedInPage: page,
  user,
  browser,
  request,
}) => {
  const creator = await signedInRequest(await createUser(request))
  const quiz = await createApprovedQuiz(browser, creator, quizData({ title: `Global ${Date.now().toString(36)}` }))
  await creator.dispose()
  // One quiz at 100 %: (100 + 5 × 50) / 6 = 58.33 %.
  await takeQuiz(page.request, quiz.quizId, choicesFor(ALL_QUESTIONS))

  await page.goto('/leaderboard')
  await expect(page.getByRole('heading', { name: GLOBAL_LEADERBOARD_TEXTS.title, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: GLOBAL_LEADERBOARD_TEXTS.howTitle })).toBeVisible()
  await expect(page.getByText(GLOBAL_LEADERBOARD_TEXTS.how[2])).toBeVisible()
  const periods = page.getByRole('navigation', { name: GLOBAL_LEADERBOARD_TEXTS.periods })
  await expect(periods.getByRole('link', { name: GLOBAL_LEADERBOARD_TEXTS.period.all })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Other tests' players may rate higher: the player's place is on the board or below it.
  const mine = page.getByRole('row', { name: new RegExp(user.username) }).or(page.getByTestId('global-viewer-place'))
  await expect(mine).toContainText('58.33%')
  await expectAccessible(page)

  await periods.getByRole('link', { name: GLOBAL_LEADERBOARD_TEXTS.period['30d'] }).click()
  await expect(page).toHaveURL(/period=30d/)
  await expect(periods.getByRole('link', { name: GLOBAL_LEADERBOARD_TEXTS.period['30d'] })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('table')).toHaveAccessibleName(
    GLOBAL_LEADERBOARD_TEXTS.tableCaption(GLOBAL_LEADERBOARD_TEXTS.period['30d']),
  )
  await expect(mine).toContainText('58.33%')
  await expectAccessible(page)

  // A guest sees the same board, with no place of their own.
  await page.context().clearCookies()
  await page.goto('/leaderboard?period=30d')
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByTestId('global-viewer-place')).toHaveCount(0)
})
