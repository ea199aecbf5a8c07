import { API_DOCS_TEXTS } from '../src/shared/api-docs-texts'
import { expect, test } from './support/fixtures'

test('the API documentation runs under the Content-Security-Policy, from this server alone', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
  })

  await page.goto('/api/docs')
  await expect(page).toHaveTitle(API_DOCS_TEXTS.pageTitle)
  await expect(page.getByRole('heading', { name: new RegExp(API_DOCS_TEXTS.title) })).toBeVisible()
  // Every path is listed; one opens and can be tried.
  await expect(page.getByText('/api/v1/admin/payout-sheet.csv')).toBeVisible()
  const health = page.locator('.opblock-summary', { hasText: '/api/v1/health' })
  await health.click()
  await page.getByRole('button', { name: 'Try it out' }).click()
  await page.getByRole('button', { name: 'Execute' }).click()
  await expect(page.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')

  expect(problems).toEqual([])
  expect(elsewhere).toEqual([])
})
