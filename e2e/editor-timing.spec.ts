import { expect, test } from './support/fixtures'
import { m } from '#shared/i18n'

test('the timing helper without questions shows a hint instead of figures', async ({ signedInPage: page }) => {
  await page.goto('/create-quiz')
  const helper = page.getByRole('group', { name: 'Timing helper' })
  await expect(helper.getByTestId('average-per-question')).toBeVisible()

  await page.getByRole('button', { name: 'Remove question 1' }).click()
  await expect(helper).toContainText(m.quiz_editor_texts_timing_needs_questions())
  // No average of nothing (it read 30s, or 0s per question), no sum of nothing, no NaN.
  await expect(helper.getByTestId('average-per-question')).toHaveCount(0)
  await expect(helper.getByTestId('question-time-sum')).toHaveCount(0)
  await expect(helper).not.toContainText('NaN')
  await expect(helper.getByRole('button', { name: m.quiz_editor_texts_distribute() })).toBeDisabled()

  await page.getByRole('button', { name: m.quiz_editor_texts_add_question() }).click()
  await expect(helper.getByTestId('average-per-question')).toBeVisible()
  await expect(helper).not.toContainText(m.quiz_editor_texts_timing_needs_questions())
})
