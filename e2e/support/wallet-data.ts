import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test'
import { ADMIN, BASE_URL, ORIGIN, signUpAdmin } from './fixtures'

/**
 * Wallet test data through the REST API (rupees at this edge): fund requests, and the admin's
 * approvals and rejections from a browser context of its own.
 */

interface RestTransaction {
  _id: string
  type: string
  status: string
  amount: number
  paymentReference: string | null
}

async function expectStatus(response: { status(): number; text(): Promise<string> }, expected: number) {
  expect(response.status(), await response.text()).toBe(expected)
}

/** A browser context signed in as the admin (signed up first if no earlier test did). */
async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL })
  await signUpAdmin(context.request)
  const login = await context.request.post('/api/v1/users/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: ORIGIN,
  })
  await expectStatus(login, 200)
  return context
}

/** Runs `act` as the admin, in a context that is closed afterwards. */
export async function asAdmin<T>(browser: Browser, act: (admin: BrowserContext) => Promise<T>): Promise<T> {
  const context = await adminContext(browser)
  try {
    return await act(context)
  } finally {
    await context.close()
  }
}

/** The user asks to add funds (pending until an admin approves); returns the transaction id. */
export async function requestFunds(user: APIRequestContext, rupees: number) {
  return (await fundsRequest(user, rupees))._id
}

/** A fund addition over REST, as it answers: with the payment reference the server chose. */
export async function fundsRequest(user: APIRequestContext, rupees: number) {
  const response = await user.post('/api/v1/wallet/add-funds', {
    data: { amount: rupees, paymentMethod: 'upi' },
    headers: ORIGIN,
  })
  await expectStatus(response, 201)
  return ((await response.json()) as { data: { transaction: RestTransaction } }).data.transaction
}

export async function requestWithdrawal(user: APIRequestContext, rupees: number, upiId: string) {
  const response = await user.post('/api/v1/wallet/withdraw', {
    data: { amount: rupees, withdrawalMethod: 'upi', upiId },
    headers: ORIGIN,
  })
  await expectStatus(response, 201)
  return ((await response.json()) as { data: { transaction: RestTransaction } }).data.transaction._id
}

/** The id of the user's pending request of that type and amount (e.g. one made through the dialog). */
export async function pendingRequestId(user: APIRequestContext, type: 'payment' | 'withdrawal', rupees: number) {
  const response = await user.get(`/api/v1/wallet/transactions?status=pending&type=${type}&limit=100`)
  await expectStatus(response, 200)
  const { transactions } = ((await response.json()) as { data: { transactions: RestTransaction[] } }).data
  const match = transactions.find((transaction) => transaction.amount === rupees)
  expect(match, `a pending ${type} of ₹${rupees}`).toBeDefined()
  return match!._id
}

export async function approveRequest(admin: APIRequestContext, id: string, payoutReference?: string) {
  const response = await admin.post(`/api/v1/admin/transactions/${id}/approve`, {
    data: payoutReference ? { payoutReference } : {},
    headers: ORIGIN,
  })
  await expectStatus(response, 200)
}

export async function rejectRequest(admin: APIRequestContext, id: string, reason: string) {
  const response = await admin.post(`/api/v1/admin/transactions/${id}/reject`, { data: { reason }, headers: ORIGIN })
  await expectStatus(response, 200)
}

/** Puts money in the user's wallet the way it really arrives: a request, then the admin's approval. */
export async function fundWallet(browser: Browser, user: APIRequestContext, rupees: number) {
  const id = await requestFunds(user, rupees)
  await asAdmin(browser, (admin) => approveRequest(admin.request, id))
  return id
}
