import type { Page } from '@playwright/test'
import { BELL_TEXTS } from '../src/client/texts/bell-texts'
import { NOTIFICATION_PREFERENCE_TEXTS, QUIZ_NOTICES } from '../src/shared/notifications'
import { expect, expectAccessible, logIn, ORIGIN, test, uniqueUser } from './support/fixtures'
import { createApprovedQuiz, type QuizData } from './support/quizzes'
import { m } from '#shared/i18n'

const quiz = (title: string): QuizData => ({
  title,
  timeLimit: 60,
  questions: [{ question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: 1 }],
})

/**
 * A creator signed up and signed in from this page's browser, the way a person does: the browser
 * that made the account is no stranger to it, so the bell starts at none.
 */
async function signedInCreator(page: Page) {
  const creator = uniqueUser('creator')
  const signup = await page.request.post('/api/v1/users/signup', { data: creator, headers: ORIGIN })
  expect(signup.status(), await signup.text()).toBe(201)
  await logIn(page, creator)
  return creator
}

const bell = (page: Page, unread: number) => page.getByRole('button', { name: BELL_TEXTS.label(unread) })

/** The window comes back to the front: the bell asks again, without a reload. */
async function returnToWindow(page: Page) {
  // As a browser does: at the document, bubbling up to the window.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
}

test.describe('the notification bell', () => {
  test('shows the creator an approval, opens the list, and marks read', async ({ page, browser }) => {
    await signedInCreator(page)
    await page.goto('/')
    await expect(bell(page, 0)).toBeVisible()

    // An admin approves two of the creator's quizzes, in another browser.
    await createApprovedQuiz(page, browser, quiz('Bell rivers'))
    await createApprovedQuiz(page, browser, quiz('Bell mountains'))
    await returnToWindow(page)
    await expect(bell(page, 2)).toBeVisible()
    await expect(page.getByTestId('unread-badge')).toHaveText('2')

    await bell(page, 2).click()
    const list = page.getByRole('dialog', { name: m.notification_list_texts_heading() })
    await expect(list).toBeVisible()
    const rivers = list.getByRole('link', { name: /Bell rivers/ })
    await expect(rivers).toContainText(QUIZ_NOTICES.approved('Bell rivers').title)
    await expect(rivers).toHaveAttribute('data-unread', 'true')
    await expect(list.getByRole('link', { name: /Bell mountains/ })).toBeVisible()
    await expectAccessible(page)

    // Opening one marks it read and goes where it shows.
    await rivers.click()
    await expect(list).toBeHidden()
    await expect(page).toHaveURL(/\/my-quizzes$/)
    await expect(bell(page, 1)).toBeVisible()

    await bell(page, 1).click()
    await expect(list.getByRole('link', { name: /Bell rivers/ })).toHaveAttribute('data-unread', 'false')
    await list.getByRole('button', { name: m.notification_list_texts_mark_all_read() }).click()
    await expect(bell(page, 0)).toBeVisible()
    await expect(page.getByTestId('unread-badge')).toBeHidden()
    await expect(list.getByRole('link', { name: /Bell mountains/ })).toHaveAttribute('data-unread', 'false')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()

    // Still read after a reload: the server keeps it.
    await page.reload()
    await expect(bell(page, 0)).toBeVisible()
  })

  test('is not there for a guest', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
  })
})

test.describe('email notification settings', () => {
  test('are saved per kind, and say security notices always come', async ({ page }) => {
    await signedInCreator(page)
    await page.goto('/profile')
    const section = page.getByRole('group', { name: m.notification_preference_texts_heading() })
    const reviews = section.getByRole('checkbox', { name: NOTIFICATION_PREFERENCE_TEXTS.kinds.quiz_review })
    const sales = section.getByRole('checkbox', { name: NOTIFICATION_PREFERENCE_TEXTS.kinds.sale })
    await expect(reviews).toBeEnabled()
    await expect(reviews).toBeChecked()
    await expect(page.getByText(m.notification_preference_texts_security_note())).toBeVisible()
    await expectAccessible(page)

    await reviews.click()
    await expect(page.getByText(m.notification_server_preferences_saved()).first()).toBeVisible()
    await expect(reviews).not.toBeChecked()

    await page.reload()
    await expect(reviews).toBeEnabled()
    await expect(reviews).not.toBeChecked()
    await expect(sales).toBeChecked()
    const saved = await page.request.get('/api/v1/notifications/preferences')
    expect((await saved.json()).data.email).toMatchObject({ quiz_review: false, sale: true, security: true })
  })
})
