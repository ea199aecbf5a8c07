import { QUIZ_TEXTS } from '../src/shared/texts'
import { createUser, expect, holdScripts, test, untilInteractive } from './support/fixtures'
import { createApprovedQuiz, quizData, signedInRequest } from './support/results-data'

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
  await page.getByRole('button', { name: QUIZ_TEXTS.applyFilters }).click()
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
  const search = page.getByRole('searchbox', { name: QUIZ_TEXTS.search })

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
