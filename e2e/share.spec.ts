import { BASE_URL, checkScreen, createUser, expect, logIn, setTheme, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { expectShareLink } from './support/share'
import { m } from '#shared/i18n'
import { documentTitle } from '#shared/shell-texts'

const QUESTIONS = [
  {
    question: 'Which river flows through Varanasi?',
    options: ['Yamuna', 'Ganga', 'Godavari', 'Narmada'] as [string, string, string, string],
    correctAnswer: 1,
  },
  {
    question: 'Which planet is closest to the Sun?',
    options: ['Venus', 'Mars', 'Mercury', 'Earth'] as [string, string, string, string],
    correctAnswer: 2,
  },
]

/** A PNG's width and height, read from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('a player shares a result: WhatsApp and copy link, a public page with its card for a guest, and revoked it is a 404', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const quizTitle = `भारत की नदियाँ ${tag}`
  const creator = await createUser(request)
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizId = await createApprovedQuiz(creatorPage, browser, {
    title: quizTitle,
    timeLimit: 120,
    questions: QUESTIONS,
  })
  await creatorContext.close()

  // One right answer of two, on a phone.
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
  await logIn(page, player)
  await page.goto(`/quiz/${quizId}/attempt`)
  await page.getByRole('radiogroup', { name: QUESTIONS[0]!.question }).getByRole('radio', { name: 'Ganga' }).check()
  await page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
  await page.getByRole('radiogroup', { name: QUESTIONS[1]!.question }).getByRole('radio', { name: 'Venus' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()

  // Nothing is public until the player presses Share; then the link, and (no Web Share API in
  // headless Chromium) WhatsApp and Copy link.
  await page.getByRole('button', { name: m.share_result_create() }).click()
  const link = (await page.getByTestId('result-share-link').innerText()).trim()
  expect(link).toMatch(new RegExp(`^${BASE_URL}/result/[A-Za-z0-9_-]{22}$`))
  const scored = m.share_result_scored({ name: player.username, score: '1', total: '2', quiz: quizTitle })
  await expectShareLink(page, { text: scored, url: link })
  await page.getByRole('button', { name: m.share_copy_link() }).click()
  await expect(page.getByText(m.share_copied())).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await checkScreen(page, 'the result with its share link')

  // A guest opens it: the score, and a picture of it for the link's preview.
  const guest = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const guestPage = await guest.newPage()
  await guestPage.goto(link)
  await expect(guestPage.getByTestId('shared-result-heading')).toHaveText(scored)
  await expect(guestPage.getByTestId('shared-result-facts')).toContainText('1 / 2')
  const image = await guestPage.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(new RegExp(`^${BASE_URL}/og/result/[A-Za-z0-9_-]{22}\\.png$`))
  const picture = await guest.request.get(image!)
  expect(picture.headers()['content-type']).toBe('image/png')
  expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 })
  await checkScreen(guestPage, 'a shared result')
  await expect(guestPage).toHaveTitle(documentTitle(scored))
  // In Hindi, dark.
  await guest.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await guestPage.goto(link)
  const scoredHindi = m.share_result_scored(
    { name: player.username, score: '1', total: '2', quiz: quizTitle },
    { locale: 'hi' },
  )
  await expect(guestPage.getByTestId('shared-result-heading')).toHaveText(scoredHindi)
  await setTheme(guestPage, 'dark')
  await checkScreen(guestPage, 'a shared result in Hindi, dark')

  // Revoked: the link and its picture are gone.
  await page.getByRole('button', { name: m.share_result_revoke() }).click()
  await expect(page.getByRole('button', { name: m.share_result_create() })).toBeVisible()
  expect((await guest.request.get(link)).status()).toBe(404)
  expect((await guest.request.get(image!)).status()).toBe(404)
  await guestPage.goto(link)
  await expect(guestPage.getByText(m.share_result_not_found({}, { locale: 'hi' }))).toBeVisible()
  await guest.close()
})
