import { QUIZ_TEXTS } from '../src/shared/texts'
import { createUser, expect, test } from './support/fixtures'
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
