import { QUIZ_EDITOR_TEXTS } from '../src/shared/texts'
import { expect, test } from './support/fixtures'

test('the timing helper without questions shows a hint instead of figures', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  const helper = page.getByRole('group', { name: 'Timing helper' })
  await expect(helper.getByTestId('average-per-question')).toBeVisible()

  await page.getByRole('button', { name: 'Remove question 1' }).click()
  await expect(helper).toContainText(QUIZ_EDITOR_TEXTS.timingNeedsQuestions)
  // No average of nothing (it read 30s, or 0s per question), no sum of nothing, no NaN.
  await expect(helper.getByTestId('average-per-question')).toHaveCount(0)
  await expect(helper.getByTestId('question-time-sum')).toHaveCount(0)
  await expect(helper).not.toContainText('NaN')
  await expect(helper.getByRole('button', { name: QUIZ_EDITOR_TEXTS.distribute })).toBeDisabled()

  await page.getByRole('button', { name: QUIZ_EDITOR_TEXTS.addQuestion }).click()
  await expect(helper.getByTestId('average-per-question')).toBeVisible()
  await expect(helper).not.toContainText(QUIZ_EDITOR_TEXTS.timingNeedsQuestions)
})
