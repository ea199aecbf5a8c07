import { randomUUID } from 'node:crypto'
import { documentTitle, PAGE_TITLES, PRODUCT_NAME, QUIZ_EDITOR_TEXTS } from '../src/shared/texts'
import { homeTitle } from '../src/shared/page-meta'
import { adminPage, createUser, expect, test } from './support/fixtures'
import {
  choicesFor,
  createApprovedQuiz,
  createQuiz,
  QUESTIONS,
  quizData,
  signedInRequest,
  takeQuiz,
} from './support/results-data'
import { m } from '#shared/i18n'

// Every route names its page in the browser tab (tabs, history and bookmarks tell pages apart);
// before, every page was the bare product name of index.html.

const GUEST_ROUTES: Array<[path: string, page: string]> = [
  ['/login', m.header_login()],
  ['/signup', m.header_sign_up()],
  ['/quizzes', m.quiz_texts_available_title()],
  ['/profile', m.header_profile()],
  ['/leaderboard', m.nav_leaderboard()],
  ['/privacy-policy', m.static_privacy()],
  ['/terms-and-conditions', m.static_terms()],
  ['/about-us', m.static_about()],
  ['/contact-us', m.contact_title()],
  ['/no-such-page', m.not_found_title()],
]

test('every public route names its page in the tab', async ({ page }) => {
  // The home page names the product itself.
  await page.goto('/')
  await expect(page).toHaveTitle(homeTitle())
  for (const [path, name] of GUEST_ROUTES) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(documentTitle(name))
  }
  // Moving inside the app (no page load) renames the tab too.
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: m.nav_quizzes(), exact: true })
    .click()
  await expect(page).toHaveTitle(documentTitle(m.quiz_texts_available_title()))
})

test("every signed-in route names its page in the tab, a quiz's pages by the quiz", async ({
  signedInPage: page,
  user,
  browser,
  request,
}) => {
  const creator = await signedInRequest(await createUser(request))
  const quiz = await createApprovedQuiz(browser, creator)
  await creator.dispose()
  const { attemptId } = await takeQuiz(
    page.request,
    quiz.quizId,
    choicesFor([QUESTIONS.capital, QUESTIONS.river, QUESTIONS.peak]),
  )
  const own = await createQuiz(page.request, quizData({ title: `Own Draft for ${user.username}` }))

  const routes: Array<[path: string, page: string]> = [
    ['/create-quiz', QUIZ_EDITOR_TEXTS.createTitle],
    [`/create-quiz?edit=${own}`, m.quiz_editor_texts_edit_title()],
    ['/my-quizzes', m.nav_my_quizzes()],
    ['/wallet', m.header_wallet()],
    [`/quiz/${quiz.quizId}`, quiz.title],
    [`/quiz/${quiz.quizId}/leaderboard`, PAGE_TITLES.quizLeaderboard(quiz.title)],
    [`/quiz/${quiz.quizId}/result/${attemptId}`, PAGE_TITLES.quizResult(quiz.title)],
    [`/quiz/${randomUUID()}`, m.empty_quiz_not_found()],
    [`/quiz/${quiz.quizId}/attempt`, quiz.title],
  ]
  for (const [path, name] of routes) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(documentTitle(name))
    expect(await page.title()).not.toBe(PRODUCT_NAME)
  }
})

test("every section of the admin's console names itself in the tab", async ({ browser }) => {
  const page = await adminPage(browser)
  const sections: Array<[path: string, section: string]> = [
    ['/admin', m.admin_texts_sections_quizzes()],
    ['/admin/money', m.admin_texts_sections_money()],
    ['/admin/users', m.admin_texts_sections_users()],
    ['/admin/flagged', m.admin_texts_sections_flagged()],
    ['/admin/audit', m.admin_texts_sections_audit()],
    ['/admin/contact', m.admin_texts_sections_contact()],
  ]
  for (const [path, section] of sections) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(documentTitle(`${m.header_admin()}: ${section}`))
  }
  await page.context().close()
})
