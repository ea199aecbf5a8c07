import { BASE_URL, checkScreen, createUser, expect, logIn, setTheme, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { expectShareLink } from './support/share'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

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

test('a player passes a quiz with a pass mark, downloads the certificate and verifies it; the streak shows 1', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const quizTitle = `Rivers and planets ${tag}`
  const creator = await createUser(request)
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizId = await createApprovedQuiz(creatorPage, browser, {
    title: quizTitle,
    timeLimit: 120,
    passMark: 50,
    questions: QUESTIONS,
  })
  await creatorContext.close()

  // On a phone, before anything: no streak, no certificates.
  const player = await createUser(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await logIn(page, player)
  await page.goto('/profile')
  await expect(page.getByTestId('profile-streak')).toContainText(m.streaks_empty())
  await expect(page.getByText(m.certificates_empty())).toBeVisible()
  await checkScreen(page, 'the profile with no streak and no certificates')

  // One right answer of two: 50%, the pass mark.
  await page.goto(`/quiz/${quizId}/attempt`)
  const [first, second] = QUESTIONS
  const answer = async (question: (typeof QUESTIONS)[number], option: string) => {
    const group = page.getByRole('radiogroup', { name: question.question })
    await group.getByRole('radio', { name: option }).check()
  }
  await answer(first!, 'Ganga')
  await page.getByRole('button', { name: m.attempt_texts_next_question() }).click()
  await answer(second!, 'Venus')
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog', { name: m.attempt_texts_submit_title() })
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page.getByText(m.success_quiz_submitted())).toBeVisible()

  // The profile: a streak of one day, and the certificate.
  await page.goto('/profile')
  await expect(page.getByTestId('streak-current')).toHaveText(m.streaks_days_one({ count: 1 }))
  await expect(page.getByTestId('profile-streak')).toContainText(m.streaks_today_done())
  const certificates = page.getByTestId('profile-certificates')
  await expect(certificates).toContainText(quizTitle)
  await expect(certificates).toContainText(m.certificates_score_value({ score: '1', total: '2', percent: '50' }))
  await checkScreen(page, 'the profile with a streak and a certificate')
  await setTheme(page, 'dark')
  await checkScreen(page, 'the profile in dark')
  await setTheme(page, 'light')

  // The PDF downloads as a file.
  const downloading = page.waitForEvent('download')
  await certificates.getByRole('button', { name: m.certificates_download() }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^certificate-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.pdf$/)
  const bytes = await (await download.createReadStream()).toArray()
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-')

  // Its verification page, as anyone sees it.
  await certificates.getByRole('link', { name: m.certificates_verify_link() }).click()
  await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/)
  const certificateUrl = page.url()
  await expect(page.getByRole('heading', { level: 1, name: m.certificates_title() })).toBeVisible()
  const facts = page.getByTestId('certificate-facts')
  await expect(facts).toContainText(player.username)
  await expect(facts).toContainText(quizTitle)
  await checkScreen(page, 'the verification page')
  await expectShareLink(page, {
    text: m.share_certificate_text({ quiz: quizTitle, product: PRODUCT_NAME }),
    url: certificateUrl,
  })

  const guest = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const guestPage = await guest.newPage()
  await guestPage.goto(certificateUrl)
  await expect(guestPage.getByTestId('certificate-facts')).toContainText(player.username)
  await guestPage.goto('/certificates/00000000-0000-4000-8000-000000000001')
  await expect(guestPage.getByText(m.certificates_not_found())).toBeVisible()
  await checkScreen(guestPage, 'a forged certificate')

  // In Hindi too, light and dark.
  await guest.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await guestPage.goto(certificateUrl)
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(guestPage.getByRole('heading', { level: 1, name: 'उपलब्धि प्रमाणपत्र' })).toBeVisible()
  await checkScreen(guestPage, 'the verification page in Hindi')
  await setTheme(guestPage, 'dark')
  await checkScreen(guestPage, 'the verification page in Hindi, dark')
  await guest.close()
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  await page.goto('/profile')
  await expect(page.getByTestId('profile-streak')).toContainText('मौजूदा सिलसिला')
  await checkScreen(page, 'the profile in Hindi')
})
