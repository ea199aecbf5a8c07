import type { Page } from '@playwright/test'
import { SUCCESS } from '../src/shared/messages'
import { QUIZ_STATUS_LABELS, QUIZ_TEXTS } from '../src/shared/texts'
import { adminPage, expect, ORIGIN, test } from './support/fixtures'
import { m } from '#shared/i18n'

/** The admin's list narrowed to one quiz: other files' quizzes, made at the same time, may fill its first page. */
async function findInAdminList(admin: Page, title: string) {
  const search = admin.getByRole('search', { name: m.admin_texts_quiz_search_title() })
  await search.getByLabel(m.admin_texts_quiz_title()).fill(title)
  await search.getByRole('button', { name: m.admin_texts_apply() }).click()
}

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })

test('a quiz goes from the form to review, to the public list, back to review on edit, and away on delete', async ({
  signedInPage: page,
  browser,
}) => {
  const title = `Monsoon Science ${Date.now().toString(36)}`

  // 1. Written by hand through the form.
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Category').selectOption('science')
  await page.getByLabel('Difficulty', { exact: true }).selectOption('hard')
  await page.getByLabel('Description').fill('Why India gets its rains.')
  await page.getByLabel('Total time limit (seconds)').fill('60')
  const first = question(page, 1)
  await first.getByLabel('Question text').fill('Which winds bring the south-west monsoon to India?')
  for (const [index, option] of [
    'Trade winds from the south-west',
    'Westerlies',
    'Polar easterlies',
    'Jet streams only',
  ].entries()) {
    await first.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option)
  }
  await first.getByRole('radio', { name: 'Option 1' }).check()
  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()

  // 2. Pending on My Quizzes.
  await expect(page).toHaveURL(/\/my-quizzes$/)
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText(QUIZ_STATUS_LABELS.pending, { exact: true })).toBeVisible()
  await page.goto('/quizzes')
  await page.getByLabel('Search').fill(title)
  await page.getByLabel('Search').press('Enter')
  await expect(page.getByText('No quizzes found')).toBeVisible()

  // 3. The admin reads and approves it on /admin.
  const admin = await adminPage(browser)
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
  await findInAdminList(admin, title)
  await admin.getByRole('button', { name: `Read questions of “${title}”` }).click()
  await expect(admin.getByText('Which winds bring the south-west monsoon to India?')).toBeVisible()
  await admin.getByRole('button', { name: `Approve ${title}` }).click()
  await expect(admin.getByText(`Approved “${title}”`)).toBeVisible()

  // 4. Public, and the filters find it.
  await page.goto('/quizzes')
  await page.getByLabel('Search').fill('monsoon scien')
  await page.getByLabel('Search').press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await page.getByLabel('Category').selectOption('science')
  await page.getByLabel('Difficulty').selectOption('hard')
  await expect(page).toHaveURL(/category=science/)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.getByText(QUIZ_TEXTS.availableCount(1))).toBeVisible()
  await page.getByLabel('Difficulty').selectOption('easy')
  await expect(page.getByText('No quizzes found')).toBeVisible()
  await page.getByLabel('Difficulty').selectOption('hard')
  await page.getByRole('link', { name: `${m.quiz_texts_start_quiz()}: ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: m.quiz_texts_start_quiz() })).toBeVisible()

  // 5. An edit sends it back to review, out of the public list.
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByText(SUCCESS.quizLoaded(1))).toBeVisible()
  await page.getByLabel('Title').fill(`${title} (revised)`)
  await page.getByRole('button', { name: m.quiz_editor_texts_update(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_updated())).toBeVisible()
  await page.goto('/my-quizzes?status=pending')
  await expect(page.getByRole('heading', { level: 2, name: `${title} (revised)` })).toBeVisible()
  await page.goto('/quizzes')
  await page.getByLabel('Search').fill(title)
  await page.getByLabel('Search').press('Enter')
  await expect(page.getByText('No quizzes found')).toBeVisible()

  // 6. Deleted through the confirmation modal.
  await page.goto('/my-quizzes')
  await page.getByRole('button', { name: `Delete ${title} (revised)` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(m.quiz_texts_delete_warning())
  await dialog.getByRole('button', { name: 'Delete quiz' }).click()
  await expect(page.getByText(m.success_quiz_deleted())).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `${title} (revised)` })).toHaveCount(0)
  await admin.context().close()
})

test('a rejected quiz shows its reason on My Quizzes', async ({ signedInPage: page, browser }) => {
  const title = `Rejected ${Date.now().toString(36)}`
  const created = await page.request.post('/api/v1/quizzes', {
    headers: ORIGIN,
    data: {
      title,
      category: 'history',
      difficultyLevel: 'medium',
      timeLimit: 30,
      questions: [
        {
          question: 'Who founded the Maurya empire?',
          options: ['Ashoka', 'Chandragupta Maurya', 'Bindusara', 'Harsha'],
          correctAnswer: 1,
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const admin = await adminPage(browser)
  await admin.goto('/admin')
  await findInAdminList(admin, title)
  await admin.getByRole('button', { name: `Reject ${title}` }).click()
  await admin.getByLabel('Reason').fill('Please add explanations to every question')
  await admin.getByRole('button', { name: 'Reject quiz' }).click()
  await expect(admin.getByText('Quiz rejected')).toBeVisible()
  await page.goto('/my-quizzes?status=rejected')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card).toContainText('Please add explanations to every question')
  await admin.context().close()
})

test('a non-admin is not shown the admin screen', async ({ signedInPage: page }) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})
