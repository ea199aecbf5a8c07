import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import {
  BASE_URL,
  checkScreen,
  createUser,
  expect,
  expectAccessible,
  logIn,
  setTheme,
  test,
  type TestUser,
} from './support/fixtures'
import { createQuiz, quizData, signedInRequest } from './support/results-data'
import { expectShareLink } from './support/share'
import { m } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

/** Three questions, the right answer a different option each time; long clocks, so a busy machine never closes one. */
const QUESTIONS = [
  {
    question: 'Which planet is called the red planet?',
    options: ['Mars', 'Venus', 'Jupiter', 'Saturn'],
    correctAnswer: 0,
  },
  { question: 'How many days has a leap year?', options: ['365', '366', '364', '360'], correctAnswer: 1 },
  {
    question: 'Which gas do plants take in?',
    options: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'],
    correctAnswer: 2,
  },
].map((question) => ({ ...question, explanation: '', points: 1, timeLimit: 120 }))

const right = (index: number) => QUESTIONS[index]!.options[QUESTIONS[index]!.correctAnswer]!
const wrong = (index: number) => QUESTIONS[index]!.options[(QUESTIONS[index]!.correctAnswer + 1) % 4]!

/** The guest plays in Hindi, on a 360 px phone, in the dark theme. */
const hi = { locale: 'hi' } as const

interface Player {
  page: Page
  nickname: string
  /** Read in the player's language. */
  say: { answerSent: string; right: string; wrong: string }
}

async function openPage(browser: Browser, user: TestUser | null, options: { phone?: boolean; hindi?: boolean } = {}) {
  const context = await browser.newContext(options.phone ? { viewport: { width: 360, height: 800 } } : {})
  if (options.phone || options.hindi) {
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
  }
  const page = await context.newPage()
  if (user) await logIn(page, user)
  return page
}

async function answer(player: Player, option: string) {
  await player.page.getByRole('button', { name: option }).click()
  await expect(player.page.getByText(player.say.answerSent)).toBeVisible()
}

/** Points read off a line such as "#2 · Asha1234 points". */
const pointsIn = (text: string) => Number(/(\d+) points/.exec(text)?.[1] ?? Number.NaN)

test('a host and three players (one a guest, who reloads mid-question) play a live game to the podium', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const [host, asha, bala] = [await createUser(request), await createUser(request), await createUser(request)]
  const hostApi = await signedInRequest(host)
  const data = quizData({ questions: QUESTIONS, timeLimit: 360 })
  await createQuiz(hostApi, data)
  await hostApi.dispose()

  // The host hosts the quiz from My quizzes: the lobby shows the PIN, the join link and its QR code.
  const hostPage = await openPage(browser, host)
  await hostPage.goto('/my-quizzes')
  await hostPage.getByRole('button', { name: m.live_screen_host_quiz({ title: data.title as string }) }).click()
  await hostPage.getByRole('button', { name: m.live_screen_create_game() }).click()
  await expect(hostPage).toHaveURL(/\/host\/[0-9a-f-]{36}$/)
  const pin = (await hostPage.getByTestId('live-pin').textContent())?.trim() ?? ''
  expect(pin).toMatch(/^[0-9]{6}$/)
  await expect(hostPage.getByRole('link', { name: `${BASE_URL}/play?pin=${pin}` })).toBeVisible()
  await expect(hostPage.getByTestId('live-qr')).toBeVisible()
  await expectShareLink(hostPage, {
    text: m.share_pin_text({ product: PRODUCT_NAME, pin }),
    url: `${BASE_URL}/play?pin=${pin}`,
  })

  // Two players signed in, in English; a guest in Hindi on a phone, in the dark theme.
  const english = {
    answerSent: m.live_screen_answer_sent(),
    right: m.live_screen_you_were_right(),
    wrong: m.live_screen_you_were_wrong(),
  }
  const players: Player[] = [
    { page: await openPage(browser, asha), nickname: 'Asha', say: english },
    { page: await openPage(browser, bala), nickname: 'Bala', say: english },
    {
      page: await openPage(browser, null, { phone: true }),
      nickname: 'Chandu',
      say: {
        answerSent: m.live_screen_answer_sent({}, hi),
        right: m.live_screen_you_were_right({}, hi),
        wrong: m.live_screen_you_were_wrong({}, hi),
      },
    },
  ]
  const [ashaPlayer, balaPlayer, guest] = players as [Player, Player, Player]
  for (const player of players) {
    const inHindi = player === guest
    await player.page.goto(`/play?pin=${pin}`)
    if (inHindi) await setTheme(player.page, 'dark')
    const words = inHindi ? hi : {}
    await expect(player.page.getByLabel(m.live_screen_pin_label({}, words))).toHaveValue(pin)
    await player.page.getByLabel(m.live_screen_nickname_label({}, words)).fill(player.nickname)
    await player.page.getByRole('button', { name: m.live_screen_join_button({}, words), exact: true }).click()
    await expect(player.page.getByText(m.live_screen_you_are_in({}, words))).toBeVisible()
  }
  await checkScreen(guest.page, 'the player’s lobby in Hindi')

  await expect(hostPage.getByRole('heading', { name: m.live_screen_players_count({ count: 3 }) })).toBeVisible()
  const lobby = hostPage.getByRole('list', { name: m.live_screen_players_heading() })
  for (const player of players) await expect(lobby.getByText(player.nickname, { exact: true })).toBeVisible()
  await expectAccessible(hostPage)
  await hostPage.getByRole('button', { name: m.live_screen_start() }).click()

  for (let index = 0; index < QUESTIONS.length; index++) {
    await expect(hostPage.getByText(m.live_screen_question_of({ index: index + 1, count: 3 }))).toBeVisible()
    await expect(hostPage.getByRole('heading', { name: QUESTIONS[index]!.question })).toBeVisible()
    if (index === 0) {
      await expect(guest.page.getByRole('button', { name: right(0) })).toBeEnabled()
      await checkScreen(guest.page, 'a question on the player’s phone in Hindi')
      await expectAccessible(hostPage)
    }
    await answer(ashaPlayer, right(index))
    await answer(balaPlayer, wrong(index))
    if (index === 1) {
      // The guest reloads before answering: the same player again, the question still open to them.
      await guest.page.reload()
      await expect(guest.page.getByText(guest.nickname, { exact: true })).toBeVisible()
    }
    await answer(guest, right(index))
    // The host's screen counts the answers as they come (it reads the state while the question is open).
    await expect(hostPage.getByTestId('live-answered')).toHaveText(
      m.live_screen_answered_count({ answered: 3, count: 3 }),
    )

    await hostPage.getByRole('button', { name: m.live_screen_reveal() }).click()
    await expect(hostPage.getByTestId('live-right-answer')).toContainText(right(index))
    await expect(hostPage.getByText(m.live_screen_distribution({ count: 3 }))).toBeVisible()
    await expect(ashaPlayer.page.getByText(english.right, { exact: true })).toBeVisible()
    await expect(ashaPlayer.page.getByText(/^\+[\d,]+ points$/)).toBeVisible()
    await expect(balaPlayer.page.getByText(english.wrong, { exact: true })).toBeVisible()
    await expect(guest.page.getByText(guest.say.right, { exact: true })).toBeVisible()
    await hostPage
      .getByRole('button', {
        name: index === QUESTIONS.length - 1 ? m.live_screen_show_podium() : m.live_screen_next(),
      })
      .click()
  }

  // The podium and every player, best first; Bala, never right, is last with no points.
  const everyone = hostPage.getByRole('list', { name: m.live_screen_every_player() }).getByRole('listitem')
  await expect(everyone).toHaveCount(3)
  const rows = await everyone.allTextContents()
  const points = rows.map(pointsIn)
  expect(points).toEqual([...points].sort((a, b) => b - a))
  expect(rows[2]).toContain('Bala')
  expect(points[2]).toBe(0)
  expect(points[0]).toBeGreaterThan(0)
  const podium = hostPage.getByTestId('live-podium').getByRole('listitem')
  await expect(podium).toHaveCount(3)
  const nicknameIn = (text: string) => players.find((player) => text.includes(player.nickname))!.nickname
  for (let place = 0; place < 3; place++) await expect(podium.nth(place)).toContainText(nicknameIn(rows[place]!))
  await expectAccessible(hostPage)

  // The CSV holds each player's right answers: the guest's answer after the reload counted.
  const [download] = await Promise.all([
    hostPage.waitForEvent('download'),
    hostPage.getByRole('button', { name: m.live_screen_download_csv() }).click(),
  ])
  expect(download.suggestedFilename()).toBe('results.csv')
  const csv = await readFile((await download.path())!, 'utf8')
  const correctOf = (nickname: string) =>
    csv
      .split(/\r?\n/)
      .find((line) => line.split(',')[1] === nickname)
      ?.split(',')[3]
  expect([correctOf('Asha'), correctOf('Bala'), correctOf('Chandu')]).toEqual(['3', '0', '3'])

  // Each player's final place and points are the host's; the guest's screen passes in Hindi on a phone.
  for (const player of players) {
    const row = rows.findIndex((text) => text.includes(player.nickname))
    const words = player === guest ? hi : {}
    await expect(player.page.getByText(m.live_screen_final_place({ place: row + 1 }, words))).toBeVisible()
    await expect(player.page.getByTestId('live-final-points')).toHaveText(
      m.live_screen_points({ points: points[row]! }, words),
    )
  }
  await checkScreen(guest.page, 'the podium on the player’s phone in Hindi')
  for (const page of [hostPage, ...players.map((player) => player.page)]) await page.context().close()
})

test('a player the host removes from the lobby is told so, and stays out', async ({ browser, request }) => {
  const host = await createUser(request)
  const hostApi = await signedInRequest(host)
  const data = quizData({ questions: QUESTIONS.slice(0, 1), timeLimit: 120 })
  await createQuiz(hostApi, data)
  await hostApi.dispose()
  const hostPage = await openPage(browser, host)
  await hostPage.goto('/my-quizzes')
  await hostPage.getByRole('button', { name: m.live_screen_host_quiz({ title: data.title as string }) }).click()
  await hostPage.getByRole('button', { name: m.live_screen_create_game() }).click()
  const pin = (await hostPage.getByTestId('live-pin').textContent())?.trim() ?? ''

  const guest = await openPage(browser, null)
  await guest.goto(`/play?pin=${pin}`)
  await guest.getByLabel(m.live_screen_nickname_label()).fill('Dev')
  await guest.getByRole('button', { name: m.live_screen_join_button(), exact: true }).click()
  await expect(guest.getByText(m.live_screen_you_are_in())).toBeVisible()

  await hostPage.getByRole('button', { name: m.live_screen_kick_player({ nickname: 'Dev' }) }).click()
  await expect(hostPage.getByRole('heading', { name: m.live_screen_players_count({ count: 0 }) })).toBeVisible()
  await expect(guest.getByText(m.live_screen_removed())).toBeVisible()
  await guest.reload()
  await expect(guest.getByText(m.live_screen_removed())).toBeVisible()
  for (const page of [hostPage, guest]) await page.context().close()
})

test('a projector game hosted in Hindi and the dark theme: the empty lobby, answer buttons alone on the phone, the game in the player’s history', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const [host, asha] = [await createUser(request), await createUser(request)]
  const hostApi = await signedInRequest(host)
  const data = quizData({ questions: QUESTIONS.slice(0, 2), timeLimit: 240 })
  await createQuiz(hostApi, data)
  await hostApi.dispose()

  // The host, in Hindi and the dark theme, keeps the questions on the projector.
  const hostPage = await openPage(browser, host, { hindi: true })
  await hostPage.goto('/my-quizzes')
  await setTheme(hostPage, 'dark')
  await hostPage.getByRole('button', { name: m.live_screen_host_quiz({ title: data.title as string }, hi) }).click()
  await hostPage.getByLabel(m.live_screen_option_host_screen({}, hi)).check()
  await hostPage.getByRole('button', { name: m.live_screen_create_game({}, hi) }).click()
  await expect(hostPage).toHaveURL(/\/host\/[0-9a-f-]{36}$/)
  // The lobby before anyone joins.
  await expect(hostPage.getByRole('heading', { name: m.live_screen_players_count({ count: 0 }, hi) })).toBeVisible()
  await expect(hostPage.getByText(m.live_screen_waiting_for_players({}, hi))).toBeVisible()
  await expect(hostPage.getByRole('button', { name: m.live_screen_start({}, hi) })).toBeDisabled()
  await checkScreen(hostPage, 'the empty lobby in Hindi')
  const pin = (await hostPage.getByTestId('live-pin').textContent())?.trim() ?? ''

  const player = await openPage(browser, asha)
  await player.goto(`/play?pin=${pin}`)
  await player.getByLabel(m.live_screen_nickname_label()).fill('Asha')
  await player.getByRole('button', { name: m.live_screen_join_button(), exact: true }).click()
  await expect(player.getByText(m.live_screen_you_are_in())).toBeVisible()
  await expect(hostPage.getByRole('heading', { name: m.live_screen_players_count({ count: 1 }, hi) })).toBeVisible()
  await hostPage.getByRole('button', { name: m.live_screen_start({}, hi) }).click()

  // The question and its options are on the host's screen; the phone has lettered buttons only.
  await expect(hostPage.getByRole('heading', { name: QUESTIONS[0]!.question })).toBeVisible()
  await expect(player.getByText(m.live_screen_look_at_host())).toBeVisible()
  await expect(player.getByText(QUESTIONS[0]!.question)).toHaveCount(0)
  for (const option of QUESTIONS[0]!.options) await expect(player.getByText(option, { exact: true })).toHaveCount(0)
  await checkScreen(hostPage, 'a question on the projector in Hindi')
  await player.getByRole('button', { name: m.live_screen_answer_letter({ letter: 'A' }) }).click()
  await expect(player.getByText(m.live_screen_answer_sent())).toBeVisible()
  await hostPage.getByRole('button', { name: m.live_screen_reveal({}, hi) }).click()
  await expect(player.getByText(m.live_screen_you_were_right(), { exact: true })).toBeVisible()
  await checkScreen(hostPage, 'a reveal on the projector in Hindi')

  // The host ends the game after the first question; the player's history keeps it as a live game.
  await hostPage.getByRole('button', { name: m.live_screen_end({}, hi) }).click()
  await expect(player.getByText(m.live_screen_final_place({ place: 1 }))).toBeVisible()
  await player.goto('/profile')
  const history = player.getByRole('row').filter({ hasText: data.title as string })
  await expect(history.getByText(m.live_history_label(), { exact: true })).toBeVisible()
  for (const page of [hostPage, player]) await page.context().close()
})
