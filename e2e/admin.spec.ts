import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN_TEXTS, AUDIT_ACTIONS, AUDIT_TEXTS } from '../src/shared/admin'
import { baseLocale, overwriteGetLocale } from '../src/shared/i18n'
import { QUIZ_STATUS_LABELS, WALLET_TEXTS } from '../src/shared/texts'
import {
  ADMIN,
  adminPage,
  BASE_URL,
  createUser,
  expect,
  expectAccessible,
  logIn,
  ORIGIN,
  uniqueUser,
} from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { ALL_QUESTIONS, choicesFor, takeQuiz, test } from './support/results-data'
import { approveRequest, asAdmin, requestFunds } from './support/wallet-data'
import { m } from '#shared/i18n'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'] as [string, string, string, string],
  correctAnswer: 0,
}

const sectionLink = (admin: Page, name: string) =>
  admin.getByRole('navigation', { name: m.admin_texts_sections_label() }).getByRole('link', { name, exact: true })

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
  await openSection(admin, m.admin_texts_sections_users())
  await expect(admin).toHaveURL(/\/admin\/users$/)
  await admin.getByLabel(m.admin_texts_user_search()).fill(user.username.slice(0, -2).toUpperCase())
  await admin.getByRole('button', { name: m.admin_texts_apply() }).click()
  await admin.getByRole('link', { name: ADMIN_TEXTS.viewUser(user.username) }).click()

  // The user's page: profile, role, wallet, transactions, quizzes, attempts.
  await expect(admin).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/)
  await expect(admin.getByRole('heading', { level: 2, name: user.username })).toBeVisible()
  await expect(admin.getByRole('definition').filter({ hasText: user.email })).toBeVisible()
  await expect(admin.getByTestId('user-balance')).toHaveText('₹500.00')
  const transactions = admin.getByRole('table', { name: m.admin_texts_user_transactions() })
  await expect(transactions.getByRole('row').filter({ hasText: 'Fund Addition' })).toContainText('₹500.00')
  await expect(admin.getByRole('region', { name: m.admin_texts_user_quizzes() })).toContainText(
    m.admin_texts_none_yet(),
  )
  const attempt = admin
    .getByRole('table', { name: m.admin_texts_user_attempts() })
    .getByRole('row')
    .filter({ hasText: played.title })
  await expect(attempt).toContainText('4 / 4')
  await expect(attempt).toContainText(m.admin_texts_ranked())
  await expectAccessible(admin)

  // An adjustment by username on the Money page: the user is found, with the balance, before confirming.
  await openSection(admin, m.admin_texts_sections_money())
  await expect(admin).toHaveURL(/\/admin\/money$/)
  await expect(admin.getByRole('heading', { level: 2, name: m.admin_texts_history_title() })).toBeVisible()
  const form = admin.getByRole('form', { name: WALLET_TEXTS.adjustTitle })
  await form.getByLabel(m.admin_texts_adjust_user()).fill(user.username)
  await form.getByRole('button', { name: m.admin_texts_adjust_find() }).click()
  await expect(form.getByTestId('adjust-found')).toContainText(user.username)
  await expect(form.getByTestId('adjust-balance')).toHaveText('₹500.00')
  await form.getByLabel(WALLET_TEXTS.adjustType).selectOption('bonus')
  await form.getByLabel(WALLET_TEXTS.amount).fill('50.255')
  await form.getByRole('button', { name: m.admin_texts_adjust_review() }).click()
  await expect(form.getByText('Amounts are in rupees with at most two decimals (whole paise)')).toBeVisible()
  await form.getByLabel(WALLET_TEXTS.amount).fill('50')
  await form.getByLabel(WALLET_TEXTS.adjustReason).fill('Quiz of the week prize')
  await form.getByRole('button', { name: m.admin_texts_adjust_review() }).click()
  const confirm = admin.getByRole('dialog', { name: m.admin_texts_adjust_confirm_title() })
  await expect(confirm).toContainText(
    ADMIN_TEXTS.adjustConfirmDescription('Bonus', '₹50.00', user.username, '₹500.00', '₹550.00'),
  )
  await expectAccessible(admin)
  await confirm.getByRole('button', { name: WALLET_TEXTS.adjustSubmit }).click()
  await expect(admin.getByText(WALLET_TEXTS.adjustPosted)).toBeVisible()
  await expect(confirm).toBeHidden()

  // The history has it, and the user sees it in their wallet.
  const history = admin.getByRole('search', { name: m.admin_texts_history_title() })
  await history.getByLabel(m.admin_texts_transaction_user()).fill(user.username)
  await history.getByLabel(m.admin_texts_transaction_type()).selectOption('bonus')
  await history.getByRole('button', { name: m.admin_texts_apply() }).click()
  await expect(
    admin
      .getByRole('table', { name: m.admin_texts_history_title() })
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
  const search = admin.getByRole('search', { name: m.admin_texts_quiz_search_title() })
  await search.getByLabel(m.admin_texts_quiz_status()).selectOption('approved')
  await search.getByLabel(m.admin_texts_quiz_title()).fill(title)
  await search.getByRole('button', { name: m.admin_texts_apply() }).click()
  await admin.getByRole('button', { name: ADMIN_TEXTS.unpublishLabel(title) }).click()
  const dialog = admin.getByRole('dialog', { name: ADMIN_TEXTS.unpublishTitle(title) })
  await expect(dialog.getByRole('button', { name: m.admin_texts_unpublish_confirm() })).toBeDisabled()
  await dialog.getByLabel(m.admin_texts_unpublish_reason()).fill('The answers were posted online')
  await expectAccessible(admin)
  await dialog.getByRole('button', { name: m.admin_texts_unpublish_confirm() }).click()
  await expect(admin.getByText(m.admin_texts_unpublished())).toBeVisible()
  await expect(admin.getByRole('button', { name: ADMIN_TEXTS.unpublishLabel(title) })).toHaveCount(0)
  await admin.context().close()

  await page.goto('/my-quizzes')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText(QUIZ_STATUS_LABELS.rejected, { exact: true })).toBeVisible()
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
    admin
      .getByRole('table', { name: m.admin_texts_flagged_title() })
      .getByRole('row')
      .filter({ hasText: player.username }),
  ).toContainText(quizTitle)
  await expectAccessible(admin)
  await review.click()
  await expect(admin.getByText(m.admin_texts_marked_reviewed())).toBeVisible()
  await expect(review).toHaveCount(0)
  await admin.getByLabel(m.admin_texts_include_reviewed()).check()
  await expect(admin.getByRole('row').filter({ hasText: player.username })).toContainText(m.admin_texts_reviewed())

  // The audit log: the approval of the quiz, the review of the attempt, filterable by action.
  await openSection(admin, m.admin_texts_sections_audit())
  const log = admin.getByRole('table', { name: m.admin_texts_audit_title() })
  await expect(log.getByRole('row').filter({ hasText: AUDIT_ACTIONS['attempt.review'] }).first()).toContainText(
    ADMIN.username,
  )
  const filters = admin.getByRole('search', { name: m.admin_texts_audit_title() })
  await filters.getByLabel(m.admin_texts_audit_action()).selectOption('quiz.approve')
  await filters.getByLabel(m.admin_texts_audit_target()).fill(quizId)
  await filters.getByRole('button', { name: m.admin_texts_apply() }).click()
  await expect(log.getByRole('row')).toHaveCount(2)
  await expect(log.getByRole('row').nth(1)).toContainText(AUDIT_ACTIONS['quiz.approve'])
  await expect(log.getByRole('row').nth(1)).toContainText(quizTitle)
  await expectAccessible(admin)

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: m.admin_texts_audit_download() }).click(),
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

test('the audit log says amounts in rupees and names users and quizzes, in English and in Hindi', async ({
  signedInPage: page,
  user,
  browser,
}) => {
  const paymentId = await requestFunds(page.request, 500)
  await asAdmin(browser, (context) => approveRequest(context.request, paymentId))
  const admin = await adminPage(browser)

  /** The log filtered to the approval of the request: its one row, found by the words of `locale`. */
  const approvalRow = async (locale: 'en' | 'hi') => {
    const [title, target, apply] = inLocale(locale, () => [
      m.admin_texts_audit_title(),
      m.admin_texts_audit_target(),
      m.admin_texts_apply(),
    ])
    await admin.goto('/admin/audit')
    const filters = admin.getByRole('search', { name: title })
    await filters.getByLabel(target).fill(paymentId)
    await filters.getByRole('button', { name: apply }).click()
    const rows = admin.getByRole('table', { name: title }).getByRole('row')
    await expect(rows).toHaveCount(2)
    return rows.nth(1)
  }

  for (const locale of ['en', 'hi'] as const) {
    await admin.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: BASE_URL }])
    const row = await approvalRow(locale)
    const [action, amount, status, completed, target] = inLocale(locale, () => [
      AUDIT_ACTIONS['transaction.approve'],
      AUDIT_TEXTS.fields.amountPaise,
      AUDIT_TEXTS.fields.status,
      WALLET_TEXTS.statusLabels.completed,
      AUDIT_TEXTS.target.transaction(paymentId.slice(0, 8)),
    ])
    await expect(row).toContainText(action)
    // Before and after: the amount in rupees, the requester by name (a link to their page), the status in words.
    await expect(row).toContainText(`${amount}: ₹500.00`)
    await expect(row).toContainText(`${status}: ${completed}`)
    await expect(row.getByRole('link', { name: user.username }).first()).toHaveAttribute(
      'href',
      /\/admin\/users\/[0-9a-f-]{36}$/,
    )
    await expect(row).toContainText(target)
    for (const raw of ['amountPaise', '50000', 'userId', 'completed,', paymentId.slice(9)]) {
      await expect(row).not.toContainText(raw)
    }
  }
  await admin.context().close()
})

/** Texts read as a page in that language reads them. */
function inLocale<T>(locale: 'en' | 'hi', read: () => T): T {
  overwriteGetLocale(() => locale)
  try {
    return read()
  } finally {
    overwriteGetLocale(() => baseLocale)
  }
}

test('the console works at a phone’s width and passes axe on every section', async ({ browser }) => {
  const admin = await adminPage(browser)
  await admin.setViewportSize({ width: 375, height: 740 })
  for (const [section, path] of [
    [m.admin_texts_sections_quizzes(), /\/admin$/],
    [m.admin_texts_sections_money(), /\/admin\/money$/],
    [m.admin_texts_sections_users(), /\/admin\/users$/],
    [m.admin_texts_sections_flagged(), /\/admin\/flagged$/],
    [m.admin_texts_sections_audit(), /\/admin\/audit$/],
    [m.payments_texts_admin_title(), /\/admin\/gateway$/],
  ] as const) {
    await admin.goto('/admin')
    await openSection(admin, section)
    await expect(admin).toHaveURL(path)
    await expect(sectionLink(admin, section)).toHaveAttribute('aria-current', 'page')
    await expect(admin.getByText(m.admin_texts_loading())).toHaveCount(0)
    // Nothing wider than the screen but the tables' own scrolling containers.
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, section).toBeLessThanOrEqual(0)
    await expectAccessible(admin)
  }
  await admin.context().close()
})
