import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { BROWSER_NAMES } from '../src/server/auth/user-agent'
import { BASE_URL, createUser, expect, ORIGIN, signUpAdmin, ADMIN, test, type TestUser } from './support/fixtures'
import {
  ALL_QUESTIONS,
  choicesFor,
  createApprovedQuiz,
  createQuiz,
  quizData,
  signedInRequest,
  startAttempt,
  takeQuiz,
} from './support/results-data'
import { approveRequest, fundWallet, requestFunds, requestWithdrawal } from './support/wallet-data'

/**
 * Words in Latin letters that Hindi writes as they are: the product's name; other products,
 * standards and file formats known by their names (Google, UPI, SMS, HTTPS, argon2id, Moodle XML);
 * browsers and systems by name (Chrome, Windows); abbreviations Hindi readers know in Latin letters
 * (AI, ID, QR, IST, MB); a person's name in a statistic (Cronbach's α); a key as printed on the
 * keyboard (the toasts' region is named with its shortcut, alt+T). Anything else in Latin letters
 * on a Hindi page is an English word.
 */
const PROPER_NOUNS = [
  'Quizdom',
  ...['Google', 'UPI', 'HTTPS', 'HttpOnly', 'argon2id', 'CSV', 'GIFT', 'Aiken', 'Moodle', 'XML', 'JSON', 'SMS'],
  ...BROWSER_NAMES.flatMap((name) => name.split(' ')),
  ...['AI', 'ID', 'QR', 'IST', 'MB', 'URL', 'IP', 'UTR'],
  'Cronbach',
  'alt',
]

interface EnglishWord {
  word: string
  /** The text the word was found in, and where: a text node, or an attribute's name. */
  text: string
  where: string
}

/**
 * Every Latin word of two or more letters a person reads on the page: the text drawn on screen (or
 * read by a screen reader from visually hidden text), the attributes people and screen readers read
 * (aria-label, placeholder, title, alt, a select's options) and the tab's title. Skipped: what the
 * page marks as people's own words (`data-user-content`: quiz titles, usernames, a reason an admin
 * typed) or as written in another language (`lang`, such as a quiz in English or the language
 * switch's "English"), names and codes the page marks as not to be translated (`translate="no"`),
 * emails, UPI IDs, web addresses, ids, and the proper nouns above. An attribute or
 * title that quotes people's words (`Start Quiz: <title>`) has those words taken out first.
 */
async function englishOnScreen(page: Page): Promise<EnglishWord[]> {
  return page.evaluate((properNouns) => {
    const pageLanguage = document.documentElement.lang
    const userWords = [...document.querySelectorAll('[data-user-content], [translate="no"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 0)
      .sort((a, b) => b.length - a.length)
    const isSkipped = (element: Element) =>
      element.closest('[data-user-content], [translate="no"]') !== null ||
      element.closest('script, style, noscript, template') !== null ||
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage
    const found: EnglishWord[] = []
    const check = (raw: string, where: string, quotesPeople: boolean) => {
      let text = raw
        .replace(/\S+@\S+/g, ' ')
        .replace(/\bhttps?:\/\/\S+/g, ' ')
        .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ')
      if (quotesPeople) for (const words of userWords) text = text.split(words).join(' ')
      // A word is a run of letters and digits (argon2id, player_42 are one word each).
      for (const word of text.match(/[\p{Script=Latin}\p{N}_]+/gu) ?? []) {
        if (/\p{Script=Latin}{2}/u.test(word) && !properNouns.includes(word)) {
          found.push({ word, text: raw.trim().slice(0, 100), where })
        }
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || isSkipped(parent)) continue
      // An option is read when its select opens; a closed <details>' content is not drawn.
      const drawn = parent.closest('select') ?? parent
      if (!drawn.checkVisibility()) continue
      check(node.textContent ?? '', `<${parent.localName}>`, false)
    }
    const attributes = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt']
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      if (isSkipped(element) || !element.checkVisibility()) continue
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value) check(value, `<${element.localName} ${name}>`, true)
      }
    }
    check(document.title, '<title>', true)
    return found
  }, PROPER_NOUNS)
}

/** Opens the path and fails, listing them, on the English words found there. */
async function expectAllHindi(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('#main h1, [role="alertdialog"], [role="dialog"]').first()).toBeVisible()
  await ready?.(page)
  const found = await englishOnScreen(page)
  expect
    .soft(
      found.map(({ word, where, text }) => `${word} in ${where}: ${text}`),
      `English on ${path}`,
    )
    .toEqual([])
}

async function inHindi(context: BrowserContext) {
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'hi', url: BASE_URL }])
}

async function expectOk(response: { status(): number; text(): Promise<string> }) {
  expect(response.status(), await response.text()).toBeLessThan(300)
}

async function adminRequest(api: APIRequestContext, path: string, data: object = {}) {
  await expectOk(await api.post(path, { data, headers: ORIGIN }))
}

interface World {
  me: TestUser
  ownQuiz: string
  takenQuiz: string
  openQuiz: string
  upcomingQuiz: string
  resultPath: string
  meId: string
}

/**
 * A creator and player with something on every page: their quizzes in each status (one of them paid,
 * bought and taken by another player), a quiz they took, one they are taking, money in, money
 * waiting and money asked out, notifications; and for the admin a contact message, flagged attempts,
 * requests and an audit log.
 */
async function makeWorld(request: APIRequestContext, browser: Browser): Promise<World> {
  await signUpAdmin(request)
  const me = await createUser(request)
  const api = await signedInRequest(me)
  const other = await signedInRequest(await createUser(request))
  const admin = await signedInRequest(ADMIN)
  try {
    const { quizId: ownQuiz } = await createApprovedQuiz(browser, api, quizData({ isPaid: true, price: 20 }))
    await createQuiz(api, { ...quizData(), status: 'draft' })
    await createQuiz(api, quizData())
    const rejected = await createQuiz(api, quizData())
    await adminRequest(admin, `/api/v1/admin/quizzes/${rejected}/reject`, {
      reason: 'Please add explanations to every question',
    })
    await fundWallet(browser, other, 100)
    await takeQuiz(other, ownQuiz, choicesFor(ALL_QUESTIONS, [ALL_QUESTIONS[0]!.question]))

    const { quizId: takenQuiz } = await createApprovedQuiz(browser, other, quizData())
    const { quizId: openQuiz } = await createApprovedQuiz(browser, other, quizData({ category: 'general-knowledge' }))
    // A paid quiz opening in two days and three hours: its page counts down to it.
    const opensAt = new Date(Date.now() + (2 * 24 + 3) * 3_600_000 + 60_000).toISOString()
    const { quizId: upcomingQuiz } = await createApprovedQuiz(
      browser,
      other,
      quizData({ isPaid: true, price: 30, startTime: opensAt }),
    )
    const { attemptId } = await takeQuiz(api, takenQuiz, choicesFor(ALL_QUESTIONS))
    await startAttempt(api, openQuiz)

    const funds = await requestFunds(api, 500)
    await approveRequest(admin, funds)
    await requestFunds(api, 250)
    await requestWithdrawal(api, 100, 'asha@okaxis')
    await expectOk(
      await request.post('/api/v1/contact', {
        headers: ORIGIN,
        data: {
          name: 'Asha Verma',
          email: 'asha@example.com',
          subject: 'Wallet question',
          message: 'How long does a withdrawal take to reach my UPI ID?',
        },
      }),
    )
    const meReply = await api.get('/api/v1/users/me')
    const meId = ((await meReply.json()) as { data: { _id: string } }).data._id
    return {
      me,
      ownQuiz,
      takenQuiz,
      openQuiz,
      upcomingQuiz,
      resultPath: `/quiz/${takenQuiz}/result/${attemptId}`,
      meId,
    }
  } finally {
    await Promise.all([api.dispose(), other.dispose(), admin.dispose()])
  }
}

test('every screen in Hindi has no English word outside people’s own words and proper nouns', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const world = await makeWorld(request, browser)

  // A visitor.
  const guest = await browser.newContext()
  await inHindi(guest)
  const visitor = await guest.newPage()
  for (const path of [
    '/',
    '/quizzes',
    '/leaderboard',
    '/about-us',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?token=not-a-token',
    '/verify-email?token=not-a-token',
    '/profile',
    '/no-such-page',
  ]) {
    await expectAllHindi(visitor, path)
  }
  await guest.close()

  // The creator and player.
  const mine = await browser.newContext()
  await inHindi(mine)
  const page = await mine.newPage()
  const login = await page.request.post('/api/v1/users/login', {
    data: { email: world.me.email, password: world.me.password },
    headers: ORIGIN,
  })
  await expectOk(login)
  for (const path of [
    '/quizzes',
    '/my-quizzes',
    `/quiz/${world.ownQuiz}`,
    `/quiz/${world.takenQuiz}`,
    `/quiz/${world.upcomingQuiz}`,
    world.resultPath,
    `/quiz/${world.takenQuiz}/leaderboard`,
    `/quiz/${world.ownQuiz}/statistics`,
    `/quiz/${world.ownQuiz}/analytics`,
    '/earnings',
    '/wallet',
    '/profile',
    '/profile/sessions',
    '/leaderboard',
    '/create-quiz',
    `/create-quiz?edit=${world.ownQuiz}`,
    '/import',
  ]) {
    await expectAllHindi(page, path)
  }
  await expectAllHindi(page, `/quiz/${world.openQuiz}/attempt`)
  await expectAllHindi(page, '/', async () => {
    await page.locator('button:has([data-testid="unread-badge"])').click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
  await mine.close()

  // The admin.
  const adminContext = await browser.newContext()
  await inHindi(adminContext)
  const admin = await adminContext.newPage()
  await expectOk(
    await admin.request.post('/api/v1/users/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: ORIGIN,
    }),
  )
  for (const path of [
    '/admin',
    '/admin/money',
    '/admin/users',
    `/admin/users/${world.meId}`,
    '/admin/flagged',
    '/admin/contact',
    '/admin/audit',
  ]) {
    await expectAllHindi(admin, path)
  }
  await adminContext.close()
})
