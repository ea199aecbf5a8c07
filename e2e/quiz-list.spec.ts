import { formatINR } from '../src/shared/money'
import { QUIZ_TEXTS } from '../src/shared/texts'
import { createUser, expect, holdScripts, logIn, test, untilInteractive } from './support/fixtures'
import { createApprovedQuiz, quizData, signedInRequest } from './support/results-data'
import { m } from '#shared/i18n'

// The public list re-fetches whenever a filter changes, and on Apply Filters or
// Enter. Pressing them with the filters unchanged is how a player looks for newly approved
// quizzes; before, the list answered from memory and showed nothing new.

test('Apply Filters and Enter fetch the list again even with the filters unchanged', async ({
  page,
  browser,
  request,
}) => {
  // A word of this test's own, so the list holds only its quizzes whatever other tests made.
  const tag = `zq${Date.now().toString(36)}`
  const creator = await signedInRequest(await createUser(request))
  const first = await createApprovedQuiz(browser, creator, quizData({ title: `First ${tag} quiz` }))

  await page.goto(`/quizzes?search=${tag}`)
  await expect(page.getByText(first.title, { exact: true })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(1))).toBeVisible()

  const second = await createApprovedQuiz(browser, creator, quizData({ title: `Second ${tag} quiz` }))
  await page.getByRole('button', { name: m.quiz_texts_apply_filters() }).click()
  await expect(page.getByText(second.title, { exact: true })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(2))).toBeVisible()

  const third = await createApprovedQuiz(browser, creator, quizData({ title: `Third ${tag} quiz` }))
  await page.getByLabel('Search').press('Enter')
  await expect(page.getByText(third.title, { exact: true })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(3))).toBeVisible()
  await creator.dispose()
})

test('a search typed before the page is interactive still finds what was typed', async ({ page, browser, request }) => {
  const tag = `zq${Date.now().toString(36)}`
  const creator = await signedInRequest(await createUser(request))
  const quiz = await createApprovedQuiz(browser, creator, quizData({ title: `Early ${tag} quiz` }))
  await creator.dispose()
  const search = page.getByRole('searchbox', { name: m.quiz_texts_search() })

  // Typed while the script is on its way, and searched once React has the page: the field's words count.
  let release = await holdScripts(page)
  await page.goto('/quizzes', { waitUntil: 'commit' })
  await search.fill(tag)
  release()
  await untilInteractive(page)
  // React has drawn the page again: the whole list is on screen, and the field still holds the words.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(search).toHaveValue(tag)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`search=${tag}`))
  await expect(page.getByText(quiz.title, { exact: true })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(1))).toBeVisible()

  // Searched before any script has run: the form goes to the server, and the list opens filtered.
  await page.unrouteAll()
  release = await holdScripts(page)
  await page.goto('/quizzes', { waitUntil: 'commit' })
  await search.fill(tag)
  await Promise.all([page.waitForURL(new RegExp(`search=${tag}`), { waitUntil: 'commit' }), search.press('Enter')])
  release()
  await expect(page.getByText(quiz.title, { exact: true })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(1))).toBeVisible()
  await expect(search).toHaveValue(tag)
})

test('a paid quiz not bought offers its price and its page on the card, not Start', async ({
  page,
  browser,
  request,
}) => {
  const tag = `zq${Date.now().toString(36)}`
  const creatorUser = await createUser(request)
  const creator = await signedInRequest(creatorUser)
  const paid = await createApprovedQuiz(
    browser,
    creator,
    quizData({ title: `Paid ${tag} quiz`, isPaid: true, price: 49 }),
  )
  const free = await createApprovedQuiz(browser, creator, quizData({ title: `Free ${tag} quiz` }))
  await creator.dispose()
  const price = formatINR(4900)

  // A guest, then a signed-in player who has not bought it: the price, and the quiz's page behind it.
  for (const viewer of ['guest', 'player'] as const) {
    if (viewer === 'player') await logIn(page, await createUser(request))
    await page.goto(`/quizzes?search=${tag}`)
    const view = page.getByRole('link', { name: QUIZ_TEXTS.viewPaidLabel(paid.title, price) })
    await expect(view, viewer).toHaveText(QUIZ_TEXTS.viewPaid(price))
    await expect(page.getByRole('link', { name: `${m.quiz_texts_start_quiz()}: ${paid.title}` }), viewer).toHaveCount(0)
    await expect(page.getByRole('link', { name: `${m.quiz_texts_start_quiz()}: ${free.title}` }), viewer).toBeVisible()
  }
  await page.getByRole('link', { name: QUIZ_TEXTS.viewPaidLabel(paid.title, price) }).click()
  await expect(page).toHaveURL(new RegExp(`/quiz/${paid.quizId}$`))

  // Its creator plays it free: Start.
  await logIn(page, creatorUser)
  await page.goto(`/quizzes?search=${tag}`)
  await expect(page.getByRole('link', { name: `${m.quiz_texts_start_quiz()}: ${paid.title}` })).toBeVisible()
})
