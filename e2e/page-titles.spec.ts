import { randomUUID } from 'node:crypto'
import { EMPTY } from '../src/shared/messages'
import {
  CONTACT_TEXTS,
  documentTitle,
  HEADER_TEXTS,
  NAV_LABELS,
  NOT_FOUND_TEXTS,
  PAGE_TITLES,
  PRODUCT_NAME,
  QUIZ_EDITOR_TEXTS,
  QUIZ_TEXTS,
  STATIC_PAGE_TITLES,
} from '../src/shared/texts'
import { ADMIN_TEXTS } from '../src/shared/admin'
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

// Every route names its page in the browser tab (tabs, history and bookmarks tell pages apart);
// before, every page was the bare product name of index.html.

const GUEST_ROUTES: Array<[path: string, page: string]> = [
  ['/', NAV_LABELS.home],
  ['/login', HEADER_TEXTS.login],
  ['/signup', HEADER_TEXTS.signUp],
  ['/quizzes', QUIZ_TEXTS.availableTitle],
  ['/profile', HEADER_TEXTS.profile],
  ['/leaderboard', NAV_LABELS.leaderboard],
  ['/privacy-policy', STATIC_PAGE_TITLES.privacy],
  ['/terms-and-conditions', STATIC_PAGE_TITLES.terms],
  ['/about-us', STATIC_PAGE_TITLES.about],
  ['/contact-us', CONTACT_TEXTS.title],
  ['/no-such-page', NOT_FOUND_TEXTS.title],
]

test('every public route names its page in the tab', async ({ page }) => {
  for (const [path, name] of GUEST_ROUTES) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(documentTitle(name))
  }
  // Moving inside the app (no page load) renames the tab too.
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: NAV_LABELS.quizzes, exact: true })
    .click()
  await expect(page).toHaveTitle(documentTitle(QUIZ_TEXTS.availableTitle))
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
    [`/create-quiz?edit=${own}`, QUIZ_EDITOR_TEXTS.editTitle],
    ['/my-quizzes', NAV_LABELS.myQuizzes],
    ['/wallet', HEADER_TEXTS.wallet],
    [`/quiz/${quiz.quizId}`, quiz.title],
    [`/quiz/${quiz.quizId}/leaderboard`, PAGE_TITLES.quizLeaderboard(quiz.title)],
    [`/quiz/${quiz.quizId}/result/${attemptId}`, PAGE_TITLES.quizResult(quiz.title)],
    [`/quiz/${randomUUID()}`, EMPTY.quizNotFound],
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
    ['/admin', ADMIN_TEXTS.sections.quizzes],
    ['/admin/money', ADMIN_TEXTS.sections.money],
    ['/admin/users', ADMIN_TEXTS.sections.users],
    ['/admin/flagged', ADMIN_TEXTS.sections.flagged],
    ['/admin/audit', ADMIN_TEXTS.sections.audit],
    ['/admin/contact', ADMIN_TEXTS.sections.contact],
  ]
  for (const [path, section] of sections) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(documentTitle(`${HEADER_TEXTS.admin}: ${section}`))
  }
  await page.context().close()
})
