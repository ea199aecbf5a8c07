import { indiaWallClock } from '../src/shared/india-time'
import { MAILBOX_PORT } from './support/mailbox'
import { BASE_URL, checkScreen, createUser, expect, logIn, ORIGIN, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { m } from '#shared/i18n'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Yamuna', 'Ganga', 'Godavari', 'Narmada'] as [string, string, string, string],
  correctAnswer: 1,
}

/**
 * A contest's clock, moved through the e2e server's hook (e2e/support/serve.mjs): its start and
 * close this many seconds from the database's now; once closed, the contests' round runs at once.
 */
async function moveContest(contestId: string, startsIn: number, closesIn: number) {
  const answer = await fetch(
    `http://127.0.0.1:${MAILBOX_PORT}/contest-clock?id=${contestId}&startsIn=${startsIn}&closesIn=${closesIn}`,
    { method: 'POST' },
  )
  expect(answer.status, await answer.clone().text()).toBe(200)
  return (await answer.json()) as { ranked: number }
}

test('a scheduled contest: scheduled by its creator, registered for, played at the start, ranked at the close', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const title = `River contest ${tag}`
  const creator = await createUser(request)
  const creatorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizTitle = `Rivers ${tag}`
  await createApprovedQuiz(creatorPage, browser, { title: quizTitle, timeLimit: 120, questions: [QUESTION] })

  // From My quizzes: a contest five minutes ahead, in IST, open for half an hour.
  await creatorPage.goto('/my-quizzes')
  await creatorPage.getByRole('link', { name: `${m.contests_schedule_action()}: ${quizTitle}` }).click()
  await expect(creatorPage.getByRole('form', { name: m.contests_schedule_action() })).toBeVisible()
  await checkScreen(creatorPage, 'the schedule form')
  const startsAt = new Date(Date.now() + 5 * 60_000)
  await creatorPage.getByLabel(m.contests_field_title()).fill(title)
  await creatorPage.getByLabel(m.contests_field_starts()).fill(indiaWallClock(startsAt).slice(0, 16))
  await creatorPage.getByLabel(m.contests_field_window()).fill('30')
  await creatorPage.getByRole('button', { name: m.contests_schedule_submit() }).click()
  await expect(creatorPage).toHaveURL(/\/contests\/[0-9a-f-]{36}$/)
  const contestId = creatorPage.url().split('/').at(-1)!
  await expect(creatorPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const shownStart = `${indiaWallClock(startsAt).slice(0, 16).replace('T', ' ')} IST`
  await expect(creatorPage.getByText(m.contests_starts_label({ time: shownStart }))).toBeVisible()

  // A player registers on a phone; before the start the page counts down and the start is refused.
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player)
  await page.goto('/contests')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('timer')).toBeVisible()
  await page.getByRole('button', { name: m.contests_register_button() }).click()
  await expect(page.getByText(m.contests_you_are_registered(), { exact: true })).toBeVisible()
  await expect(page.getByTestId('ranks-final-at')).toBeVisible()
  await checkScreen(page, 'the contest page, registered')
  const early = await page.request.post(`/api/v1/contests/${contestId}/start`, { headers: ORIGIN })
  expect(early.status()).toBe(409)

  // The start arrives: the player starts, answers and submits at their own pace.
  await moveContest(contestId, -1, 30 * 60)
  await page.reload()
  await page.getByRole('button', { name: m.contests_start_button() }).click()
  await expect(page).toHaveURL(/\/attempt$/)
  await page.getByRole('radiogroup', { name: QUESTION.question }).getByRole('radio', { name: 'Ganga' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()

  // The close: ranks are written once, and the result card and the profile show the gold badge.
  expect((await moveContest(contestId, -3600, -1)).ranked).toBe(1)
  await page.goto(`/contests/${contestId}`)
  await expect(page.getByRole('table', { name: m.contests_final_ranks() })).toContainText(player.username)
  await checkScreen(page, 'the contest page, ranked')
  await page.getByRole('link', { name: m.contests_view_result() }).click()
  const card = page.getByTestId('contest-result-card')
  await expect(card).toContainText(m.contests_badge_gold())
  await expect(card).toContainText(m.contests_your_rank({ rank: 1 }))
  await checkScreen(page, 'the result card')
  await page.goto('/profile')
  await expect(page.getByTestId('profile-badges')).toContainText(title)
  await expect(page.getByTestId('profile-badges')).toContainText(m.contests_badge_gold())

  // In Hindi too.
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.goto(`/contests/${contestId}/result`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByTestId('contest-result-card')).toContainText('स्वर्ण')
  await checkScreen(page, 'the result card in Hindi')
  await page.goto('/contests')
  await checkScreen(page, 'the contests in Hindi')
  await creatorContext.close()
})
