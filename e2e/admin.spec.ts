import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN_TEXTS, AUDIT_ACTIONS } from '../src/shared/admin'
import { WALLET_TEXTS } from '../src/shared/texts'
import { ADMIN, adminPage, createUser, expect, expectAccessible, logIn, ORIGIN, uniqueUser } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { ALL_QUESTIONS, choicesFor, takeQuiz, test } from './support/results-data'
import { approveRequest, asAdmin, requestFunds } from './support/wallet-data'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'] as [string, string, string, string],
  correctAnswer: 0,
}

const sectionLink = (admin: Page, name: string) =>
  admin.getByRole('navigation', { name: ADMIN_TEXTS.sectionsLabel }).getByRole('link', { name, exact: true })

/** The console's section links. */
async function openSection(admin: Page, name: string) {
  await sectionLink(admin, name).click()
}

test('the admin finds a user, reads their page and adjusts their wallet by username, seeing the balance first', async ({
  signedInPage: page,
  user,
  browser,
  approvedQuiz,
}) => {
  const paymentId = await requestFunds(page.request, 500)
  await asAdmin(browser, (context) => approveRequest(context.request, paymentId))
  const played = await approvedQuiz()
  await takeQuiz(page.request, played.quizId, choicesFor(ALL_QUESTIONS))

  const admin = await adminPage(browser)
  await admin.goto('/admin')
  await openSection(admin, ADMIN_TEXTS.sections.users)
  await expect(admin).toHaveURL(/\/admin\/users$/)
  await admin.getByLabel(ADMIN_TEXTS.userSearch).fill(user.username.slice(0, -2).toUpperCase())
  await admin.getByRole('button', { name: ADMIN_TEXTS.apply }).click()
  await admin.getByRole('link', { name: ADMIN_TEXTS.viewUser(user.username) }).click()

  // The user's page: profile, role, wallet, transactions, quizzes, attempts.
  await expect(admin).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { level: 2, name: user.username })).toBeVisible()
  await expect(admin.getByRole('definition').filter({ hasText: user.email })).toBeVisible()
  await expect(admin.getByTestId('user-balance')).toHaveText('₹500.00')
  const transactions = admin.getByRole('table', { name: ADMIN_TEXTS.userTransactions })
  await expect(transactions.getByRole('row').filter({ hasText: 'Fund Addition' })).toContainText('₹500.00')
  await expect(admin.getByRole('region', { name: ADMIN_TEXTS.userQuizzes })).toContainText(ADMIN_TEXTS.noneYet)
  const attempt = admin
    .getByRole('table', { name: ADMIN_TEXTS.userAttempts })
    .getByRole('row')
    .filter({ hasText: played.title })
  await expect(attempt).toContainText('4 / 4')
  await expect(attempt).toContainText(ADMIN_TEXTS.ranked)
  await expectAccessible(admin)

  // An adjustment by username on the Money page: the user is found, with the balance, before confirming.
  await openSection(admin, ADMIN_TEXTS.sections.money)
  await expect(admin).toHaveURL(/\/admin\/money$/)
  await expect(admin.getByRole('heading', { level: 2, name: ADMIN_TEXTS.historyTitle })).toBeVisible()
  const form = admin.getByRole('form', { name: WALLET_TEXTS.adjustTitle })
  await form.getByLabel(ADMIN_TEXTS.adjustUser).fill(user.username)
  await form.getByRole('button', { name: ADMIN_TEXTS.adjustFind }).click()
  await expect(form.getByTestId('adjust-found')).toContainText(user.username)
  await expect(form.getByTestId('adjust-balance')).toHaveText('₹500.00')
  await form.getByLabel(WALLET_TEXTS.adjustType).selectOption('bonus')
  await form.getByLabel(WALLET_TEXTS.amount).fill('50.255')
  await form.getByRole('button', { name: ADMIN_TEXTS.adjustReview }).click()
  await expect(form.getByText('Amounts are in rupees with at most two decimals (whole paise)')).toBeVisible()
  await form.getByLabel(WALLET_TEXTS.amount).fill('50')
  await form.getByLabel(WALLET_TEXTS.adjustReason).fill('Quiz of the week prize')
  await form.getByRole('button', { name: ADMIN_TEXTS.adjustReview }).click()
  const confirm = admin.getByRole('dialog', { name: ADMIN_TEXTS.adjustConfirmTitle })
  await expect(confirm).toContainText(
    ADMIN_TEXTS.adjustConfirmDescription('Bonus', '₹50.00', user.username, '₹500.00', '₹550.00'),
  )
  await expectAccessible(admin)
  await confirm.getByRole('button', { name: WALLET_TEXTS.adjustSubmit }).click()
  await expect(admin.getByText(WALLET_TEXTS.adjustPosted)).toBeVisible()
  await expect(confirm).toBeHidden()

  // The history has it, and the user sees it in their wallet.
  const history = admin.getByRole('search', { name: ADMIN_TEXTS.historyTitle })
  await history.getByLabel(ADMIN_TEXTS.transactionUser).fill(user.username)
  await history.getByLabel(ADMIN_TEXTS.transactionType).selectOption('bonus')
  await history.getByRole('button', { name: ADMIN_TEXTS.apply }).click()
  await expect(
    admin
      .getByRole('table', { name: ADMIN_TEXTS.historyTitle })
      .getByRole('row')
      .filter({ hasText: 'Quiz of the week prize' }),
  ).toContainText('₹50.00')
  await page.goto('/wallet')
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹550.00')
  await admin.context().close()
})

test('an admin unpublishes a quiz with a reason: off the list, and its creator reads why', async ({
  signedInPage: page,
  browser,
}) => {
  const title = `Leaked answers ${Date.now().toString(36)}`
  await createApprovedQuiz(page, browser, { title, timeLimit: 60, questions: [QUESTION] })

  const admin = await adminPage(browser)
  await admin.goto('/admin')
  const search = admin.getByRole('search', { name: ADMIN_TEXTS.quizSearchTitle })
  await search.getByLabel(ADMIN_TEXTS.quizStatus).selectOption('approved')
  await search.getByLabel(ADMIN_TEXTS.quizTitle).fill(title)
  await search.getByRole('button', { name: ADMIN_TEXTS.apply }).click()
  await admin.getByRole('button', { name: ADMIN_TEXTS.unpublishLabel(title) }).click()
  const dialog = admin.getByRole('dialog', { name: ADMIN_TEXTS.unpublishTitle(title) })
  await expect(dialog.getByRole('button', { name: ADMIN_TEXTS.unpublishConfirm })).toBeDisabled()
  await dialog.getByLabel(ADMIN_TEXTS.unpublishReason).fill('The answers were posted online')
  await expectAccessible(admin)
  await dialog.getByRole('button', { name: ADMIN_TEXTS.unpublishConfirm }).click()
  await expect(admin.getByText(ADMIN_TEXTS.unpublished)).toBeVisible()
  await expect(admin.getByRole('button', { name: ADMIN_TEXTS.unpublishLabel(title) })).toHaveCount(0)
  await admin.context().close()

  await page.goto('/my-quizzes')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('rejected', { exact: true })).toBeVisible()
  await expect(card).toContainText('The answers were posted online')
  await page.goto('/quizzes')
  await page.getByLabel('Search').fill(title)
  await page.getByLabel('Search').press('Enter')
  await expect(page.getByText('No quizzes found')).toBeVisible()
})

test('flagged attempts are reviewed, and the audit log shows every action and downloads as CSV', async ({
  browser,
  request,
}) => {
  // A player who answers at once: far under the plausible floor per question.
  const creator = await createUser(request, uniqueUser('creator'))
  const player = await createUser(request, uniqueUser('speedy'))
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  await logIn(creatorPage, creator)
  const quizTitle = `Speed trap ${Date.now().toString(36)}`
  const quizId = await createApprovedQuiz(creatorPage, browser, {
    title: quizTitle,
    timeLimit: 60,
    questions: [QUESTION],
  })
  await creatorContext.close()
  const playerContext = await browser.newContext()
  const playerPage = await playerContext.newPage()
  await logIn(playerPage, player)
  const start = await playerPage.request.post(`/api/v1/quizzes/${quizId}/start`, { headers: ORIGIN })
  expect(start.status(), await start.text()).toBe(200)
  const { attemptId } = (await start.json()) as { attemptId: string }
  const submit = await playerPage.request.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, {
    headers: ORIGIN,
    data: { answers: [] },
  })
  expect(submit.status(), await submit.text()).toBe(200)
  await playerContext.close()

  const admin = await adminPage(browser)
  await admin.goto('/admin/flagged')
  const review = admin.getByRole('button', { name: ADMIN_TEXTS.markReviewedLabel(player.username, quizTitle) })
  await expect(
    admin.getByRole('table', { name: ADMIN_TEXTS.flaggedTitle }).getByRole('row').filter({ hasText: player.username }),
  ).toContainText(quizTitle)
  await expectAccessible(admin)
  await review.click()
  await expect(admin.getByText(ADMIN_TEXTS.markedReviewed)).toBeVisible()
  await expect(review).toHaveCount(0)
  await admin.getByLabel(ADMIN_TEXTS.includeReviewed).check()
  await expect(admin.getByRole('row').filter({ hasText: player.username })).toContainText(ADMIN_TEXTS.reviewed)

  // The audit log: the approval of the quiz, the review of the attempt, filterable by action.
  await openSection(admin, ADMIN_TEXTS.sections.audit)
  const log = admin.getByRole('table', { name: ADMIN_TEXTS.auditTitle })
  await expect(log.getByRole('row').filter({ hasText: AUDIT_ACTIONS['attempt.review'] }).first()).toContainText(
    ADMIN.username,
  )
  const filters = admin.getByRole('search', { name: ADMIN_TEXTS.auditTitle })
  await filters.getByLabel(ADMIN_TEXTS.auditAction).selectOption('quiz.approve')
  await filters.getByLabel(ADMIN_TEXTS.auditTarget).fill(quizId)
  await filters.getByRole('button', { name: ADMIN_TEXTS.apply }).click()
  await expect(log.getByRole('row')).toHaveCount(2)
  await expect(log.getByRole('row').nth(1)).toContainText(AUDIT_ACTIONS['quiz.approve'])
  await expect(log.getByRole('row').nth(1)).toContainText(quizTitle)
  await expectAccessible(admin)

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: ADMIN_TEXTS.auditDownload }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('id,at,actor,actor_id,action,target_type,target_id,before,after')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`,quiz.approve,quiz,${quizId},`)
  expect(lines[1]).toContain(quizTitle)
  await admin.context().close()
})

test('the console works at a phone’s width and passes axe on every section', async ({ browser }) => {
  const admin = await adminPage(browser)
  await admin.setViewportSize({ width: 375, height: 740 })
  for (const [section, path] of [
    [ADMIN_TEXTS.sections.quizzes, /\/admin$/],
    [ADMIN_TEXTS.sections.money, /\/admin\/money$/],
    [ADMIN_TEXTS.sections.users, /\/admin\/users$/],
    [ADMIN_TEXTS.sections.flagged, /\/admin\/flagged$/],
    [ADMIN_TEXTS.sections.audit, /\/admin\/audit$/],
  ] as const) {
    await admin.goto('/admin')
    await openSection(admin, section)
    await expect(admin).toHaveURL(path)
    await expect(sectionLink(admin, section)).toHaveAttribute('aria-current', 'page')
    await expect(admin.getByText(ADMIN_TEXTS.loading)).toHaveCount(0)
    // Nothing wider than the screen but the tables' own scrolling containers.
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, section).toBeLessThanOrEqual(0)
    await expectAccessible(admin)
  }
  await admin.context().close()
})
