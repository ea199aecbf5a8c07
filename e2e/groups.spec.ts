import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { indiaWallClock } from '../src/shared/india-time'
import {
  BASE_URL,
  createUser,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  ORIGIN,
  setTheme,
  type TestUser,
  test,
} from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { expectShareLink } from './support/share'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Yamuna', 'Ganga', 'Godavari', 'Narmada'] as [string, string, string, string],
  correctAnswer: 1,
}

async function checkScreen(page: Page, what: string) {
  await expectAccessible(page)
  await expectNoSidewaysScroll(page, what)
}

/** A student signed in on a phone, in a browser of their own. */
async function studentPage(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  await logIn(page, user)
  return page
}

/** Answers the one question right and submits, on the attempt screen. */
async function doAttempt(page: Page) {
  await expect(page).toHaveURL(/\/attempt$/)
  await page.getByRole('radiogroup', { name: QUESTION.question }).getByRole('radio', { name: 'Ganga' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()
}

/** An assignment on the group page, by its quiz's title. */
const assignmentItem = (page: Page, title: string) =>
  page.getByRole('list', { name: m.groups_screen_assignments_title() }).getByRole('listitem').filter({ hasText: title })

test('a teacher shares a group, two students join, one does an assignment on time and one late, the gradebook shows both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now().toString(36)
  const onTimeTitle = `Rivers homework ${tag}`
  const lateTitle = `Rivers revision ${tag}`
  const teacher = await createUser(request)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page, teacher)
  const quiz = { timeLimit: 60, questions: [QUESTION] }
  const lateQuizId = await createApprovedQuiz(page, browser, { title: lateTitle, ...quiz })

  // The teacher finds Groups in the account menu: none yet.
  await page.goto('/')
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: m.groups_screen_title() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.groups_screen_title() })).toBeVisible()
  await expect(page.getByText(m.groups_screen_empty())).toBeVisible()
  await checkScreen(page, 'no groups')

  // A name too short is refused in words under the field; then the group is made.
  const createForm = page.getByRole('form', { name: m.groups_screen_create_title() })
  await createForm.getByLabel(m.groups_screen_name_label()).fill('X')
  await createForm.getByRole('button', { name: m.groups_screen_create_submit() }).click()
  await expect(createForm.getByText(m.groups_name_length({ min: 3, max: 80 }))).toBeVisible()
  const groupName = `Class 10 B ${tag}`
  await createForm.getByLabel(m.groups_screen_name_label()).fill(groupName)
  await createForm.getByRole('button', { name: m.groups_screen_create_submit() }).click()
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible()
  const groupId = /\/groups\/([0-9a-f-]{36})$/.exec(page.url())?.[1]
  expect(groupId).toBeTruthy()
  await expect(page.getByText(m.groups_screen_no_assignments())).toBeVisible()
  await expect(page.getByText(m.groups_screen_no_members())).toBeVisible()
  await checkScreen(page, 'a new group')
  await page.goto(`/groups/${groupId}/gradebook`)
  await expect(page.getByText(m.groups_screen_gradebook_empty())).toBeVisible()
  await checkScreen(page, 'an empty gradebook')

  // A private quiz for the group: it reads Private (not In review) in My quizzes, and the editor
  // shows it private to this group.
  const made = await page.request.post('/api/v1/quizzes', {
    headers: ORIGIN,
    data: {
      title: onTimeTitle,
      description: 'Made by the browser tests.',
      category: 'science',
      difficultyLevel: 'easy',
      isPaid: false,
      price: 0,
      visibility: 'private',
      groupIds: [groupId],
      timeLimit: 60,
      questions: [{ ...QUESTION, explanation: '', points: 1, timeLimit: 30 }],
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const privateQuizId = ((await made.json()) as { quiz: { _id: string } }).quiz._id
  await page.goto('/my-quizzes')
  const card = page.getByRole('heading', { name: onTimeTitle }).locator('xpath=ancestor::*[@data-slot="card"][1]')
  await expect(card.getByText(m.groups_screen_private(), { exact: true })).toBeVisible()
  await page.goto(`/create-quiz?edit=${privateQuizId}`)
  await expect(page.getByRole('switch', { name: m.quiz_editor_sharing_private() })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: groupName })).toBeChecked()
  await checkScreen(page, 'the editor, private to a group')
  await page.goto(`/groups/${groupId}`)

  // The invite link is copied.
  await page.getByRole('button', { name: m.groups_screen_copy() }).click()
  await expect(page.getByText(m.groups_screen_copied())).toBeVisible()
  const inviteLink = await page.evaluate(() => navigator.clipboard.readText())
  expect(inviteLink).toMatch(new RegExp(`^${BASE_URL}/groups/join/[A-Z2-9]{12}$`))
  await expectShareLink(page, {
    text: m.share_invite_text({ name: groupName, product: PRODUCT_NAME }),
    url: inviteLink,
  })

  // A due time before the opening is refused under the due field; then a quiz is assigned, due within the hour.
  const assignForm = page.getByRole('form', { name: m.groups_screen_assign_title() })
  await assignForm.getByLabel(m.groups_screen_quiz_label()).selectOption({ label: onTimeTitle })
  await assignForm
    .getByLabel(m.groups_screen_due_label())
    .fill(indiaWallClock(new Date(Date.now() - 86_400_000)).slice(0, 16))
  await assignForm.getByRole('button', { name: m.groups_screen_assign_submit() }).click()
  await expect(assignForm.getByText(m.groups_due_before_open())).toBeVisible()
  await assignForm
    .getByLabel(m.groups_screen_due_label())
    .fill(indiaWallClock(new Date(Date.now() + 3_600_000)).slice(0, 16))
  await assignForm.getByLabel(m.groups_screen_allow_late()).check()
  await assignForm.getByRole('button', { name: m.groups_screen_assign_submit() }).click()
  await expect(assignmentItem(page, onTimeTitle)).toContainText(m.groups_screen_late_allowed())

  // Two students join through the link, each landing on the group.
  const [first, second] = [await createUser(request), await createUser(request)]
  const firstPage = await studentPage(browser, first)
  const secondPage = await studentPage(browser, second)
  for (const student of [firstPage, secondPage]) {
    await student.goto(inviteLink)
    await expect(student.getByRole('heading', { level: 1, name: groupName })).toBeVisible()
  }
  await page.reload()
  const members = page.getByRole('list', { name: m.groups_screen_members_title({ count: 2 }) })
  await expect(members).toContainText(first.username)
  await expect(members).toContainText(second.username)

  // A second assignment, already past its due time with late attempts allowed, given over the API.
  const hour = 3_600_000
  const late = await page.request.post(`/api/v1/groups/${groupId}/assignments`, {
    headers: ORIGIN,
    data: {
      quizId: lateQuizId,
      opensAt: new Date(Date.now() - 3 * hour).toISOString(),
      dueAt: new Date(Date.now() - hour).toISOString(),
      attemptsAllowed: 1,
      allowLate: true,
    },
  })
  expect(late.status(), await late.text()).toBe(201)

  // The first student does the open one on time.
  await firstPage.reload()
  await assignmentItem(firstPage, onTimeTitle).getByRole('button', { name: m.groups_screen_start() }).click()
  await doAttempt(firstPage)
  await firstPage.goto(`/groups/${groupId}`)
  await expect(assignmentItem(firstPage, onTimeTitle)).toContainText(m.groups_screen_done())
  await checkScreen(firstPage, 'the group, as a member')

  // The second does the overdue one, late.
  await secondPage.reload()
  const overdue = assignmentItem(secondPage, lateTitle)
  await expect(overdue).toContainText(m.groups_screen_late())
  await overdue.getByRole('button', { name: m.groups_screen_start() }).click()
  await doAttempt(secondPage)

  // A renewed invite: the old link now says it was revoked, a forged one that it is unknown.
  await page.getByRole('button', { name: m.groups_screen_renew() }).click()
  await expect(page.getByText(m.groups_invite_renewed())).toBeVisible()
  await secondPage.goto(inviteLink)
  await expect(secondPage.getByRole('alert')).toContainText(m.groups_code_revoked())
  await secondPage.goto('/groups/join/ABCDEFGHJKLM')
  await expect(secondPage.getByRole('alert')).toContainText(m.groups_code_unknown())

  // The gradebook: one on time, one late, and each the other "not started".
  await page.reload()
  await checkScreen(page, 'the group, as its owner')
  await page.getByRole('link', { name: m.groups_screen_gradebook_title() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.groups_screen_gradebook_title() })).toBeVisible()
  const book = page.getByRole('table', { name: m.groups_screen_gradebook_title() })
  const firstRow = book.getByRole('row').filter({ hasText: first.username })
  const secondRow = book.getByRole('row').filter({ hasText: second.username })
  await expect(firstRow).toContainText(m.groups_screen_on_time())
  await expect(firstRow).toContainText(m.groups_screen_not_started())
  await expect(firstRow).not.toContainText(m.groups_screen_late())
  await expect(secondRow).toContainText(m.groups_screen_late())
  await expect(secondRow).toContainText(m.groups_screen_not_started())
  await expect(secondRow).not.toContainText(m.groups_screen_on_time())
  await checkScreen(page, 'the gradebook')
  await setTheme(page, 'dark')
  await checkScreen(page, 'the gradebook, dark')
  await setTheme(page, 'light')

  // Its CSV says the same.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: m.groups_screen_download_csv() }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv).toContain(first.username)
  expect(csv).toContain(`(${m.groups_csv_late()})`)

  // On a phone in Hindi, the gradebook scrolls sideways inside itself, not the page.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'अंक-पुस्तिका' })).toBeVisible()
  await checkScreen(page, 'the gradebook in Hindi on a phone')

  await firstPage.context().close()
  await secondPage.context().close()
})
