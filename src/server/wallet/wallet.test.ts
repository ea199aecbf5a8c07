import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_HOURS, newPaymentReference } from '#shared/schemas/wallet'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { approvedQuiz, signedInUser } from '#server/testing/fixtures'
import { checkLedger } from './ledger-check'
import * as wallet from './service'
import { notifyDeps } from '#server/notifications/service'
import { m } from '#shared/i18n'

let h: TestHarness
let admin: Awaited<ReturnType<typeof signedInUser>>
let secondAdmin: Awaited<ReturnType<typeof signedInUser>>
const ADMIN_EMAIL = 'wallet-admin@example.com'
const SECOND_ADMIN_EMAIL = 'wallet-admin-2@example.com'

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}`, PLATFORM_FEE_PERCENT: '10' } })
  admin = await signedInUser(h, { email: ADMIN_EMAIL })
  secondAdmin = await signedInUser(h, { email: SECOND_ADMIN_EMAIL })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
})
afterAll(() => h.close())

/** Funds a user's wallet the way production does: a request, then an admin's approval. */
async function fund(userId: string, amountPaise: number) {
  const request = await wallet.requestAddFunds(h.db, userId, { amountPaise, paymentMethod: 'upi' })
  await wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, request.id)
}

async function balanceOf(userId: string) {
  return (await wallet.getWalletSummary(h.db, userId)).balancePaise
}

describe('add funds and withdraw over /api/v1/wallet', () => {
  it('requests, approves and shows the money in rupees', async () => {
    const user = await signedInUser(h)
    const add = await user.client.post('/api/v1/wallet/add-funds', {
      amount: 250.5,
      paymentMethod: 'upi',
      transactionId: 'UPI123456789',
    })
    expect(add.status).toBe(201)
    expect(add.json).toMatchObject({
      success: true,
      message: m.success_funds_requested(),
      data: { transaction: { type: 'payment', amount: 250.5, status: 'pending' } },
    })
    expect((await user.client.get('/api/v1/wallet')).json.data.wallet).toMatchObject({
      balance: 0,
      pendingAdditions: 250.5,
    })
    const approve = await admin.client.post(`/api/v1/admin/transactions/${add.json.data.transaction._id}/approve`, {})
    expect(approve.status).toBe(200)
    expect((await user.client.get('/api/v1/wallet')).json.data.wallet).toMatchObject({
      balance: 250.5,
      totalEarnings: 0,
    })

    const withdraw = await user.client.post('/api/v1/wallet/request-withdrawal', {
      amount: 100,
      withdrawalMethod: 'upi',
      upiId: 'asha@okaxis',
    })
    expect(withdraw.status).toBe(201)
    expect(withdraw.json.message).toBe(m.success_withdrawal_requested())
    // Held at once.
    expect((await user.client.get('/api/v1/wallet')).json.data.wallet.balance).toBe(150.5)
    const noRef = await admin.client.post(
      `/api/v1/admin/transactions/${withdraw.json.data.transaction._id}/approve`,
      {},
    )
    expect(noRef.status).toBe(400)
    const paid = await admin.client.post(`/api/v1/admin/transactions/${withdraw.json.data.transaction._id}/approve`, {
      payoutReference: 'UTR998877',
    })
    expect(paid.json.data.transaction).toMatchObject({ status: 'completed', payoutReference: 'UTR998877' })
    const list = await user.client.get('/api/v1/wallet/transactions?limit=10')
    expect(list.json.data.transactions.map((t: { type: string }) => t.type)).toEqual(['withdrawal', 'payment'])
  })

  it('enforces the minimums, the balance and the UPI ID format with the product’s messages', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 50_000)
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/v1/wallet/add-funds', { amount: 9.99 }, m.validation_min_add_funds()],
      ['/api/v1/wallet/add-funds', { amount: 0 }, m.validation_invalid_amount()],
      ['/api/v1/wallet/add-funds', { amount: 'ten' }, m.validation_invalid_amount()],
      ['/api/v1/wallet/withdraw', { amount: 99, upiId: 'a@b' }, m.validation_min_withdrawal()],
      ['/api/v1/wallet/withdraw', { amount: 100, upiId: '' }, m.validation_upi_required()],
      ['/api/v1/wallet/withdraw', { amount: 100, upiId: 'not a upi' }, m.validation_upi_invalid()],
      ['/api/v1/wallet/withdraw', { amount: 100 }, m.validation_upi_required()],
    ]
    for (const [path, body, message] of cases) {
      const response = await user.client.post(path, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toContain(message)
    }
    const tooMuch = await user.client.post('/api/v1/wallet/withdraw', { amount: 501, upiId: 'a@b' })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.json.message).toBe(m.validation_insufficient_balance())
    expect(await balanceOf(user.id)).toBe(50_000)
  })

  it('refuses a duplicate UPI transaction ID while its request is live, and frees it once cancelled', async () => {
    const [a, b] = [await signedInUser(h), await signedInUser(h)]
    const first = await a.client.post('/api/v1/wallet/add-funds', { amount: 10, transactionId: 'DUP0000001' })
    expect(first.status).toBe(201)
    const again = await b.client.post('/api/v1/wallet/add-funds', { amount: 20, transactionId: 'dup0000001' })
    expect(again.status).toBe(409)
    await a.client.post(`/api/v1/wallet/transactions/${first.json.data.transaction._id}/cancel`)
    expect((await a.client.post('/api/v1/wallet/add-funds', { amount: 20, transactionId: 'DUP0000001' })).status).toBe(
      201,
    )
  })

  it('stores the payment reference the UPI link carried, shows it to the admins, and makes one when none is sent', async () => {
    const user = await signedInUser(h)
    const reference = newPaymentReference()
    const sent = await user.client.post('/api/v1/wallet/add-funds', { amount: 100, paymentReference: reference })
    expect(sent.status).toBe(201)
    expect(sent.json.data.transaction.paymentReference).toBe(reference)
    const pending = await admin.caller.admin.wallet.pending({})
    expect(pending.find((transaction) => transaction.id === sent.json.data.transaction._id)?.paymentReference).toBe(
      reference,
    )
    const overRest = await admin.client.get('/api/v1/admin/transactions')
    expect(
      overRest.json.data.transactions.find(
        (transaction: { _id: string }) => transaction._id === sent.json.data.transaction._id,
      )?.paymentReference,
    ).toBe(reference)

    const unsent = await user.client.post('/api/v1/wallet/add-funds', { amount: 100 })
    expect(unsent.json.data.transaction.paymentReference).toMatch(/^QZ[0-9A-HJKMNP-TV-Z]{12}$/)
    expect(unsent.json.data.transaction.paymentReference).not.toBe(reference)

    const taken = await (
      await signedInUser(h)
    ).client.post('/api/v1/wallet/add-funds', {
      amount: 100,
      paymentReference: reference,
    })
    expect(taken.status).toBe(409)
    expect(taken.json.message).toBe(m.wallet_server_payment_reference_taken())
    const malformed = await user.client.post('/api/v1/wallet/add-funds', { amount: 100, paymentReference: 'QZ123' })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe(m.validation_payment_reference_invalid())
  })

  it('lets a user cancel a pending withdrawal, releasing the hold, and an admin reject with a reason', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 30_000)
    const w1 = await wallet.requestWithdrawal(
      h.db,
      user.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'u@upi',
      },
      { isMailOn: false },
    )
    const w2 = await wallet.requestWithdrawal(
      h.db,
      user.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'u@upi',
      },
      { isMailOn: false },
    )
    expect(await balanceOf(user.id)).toBe(10_000)
    const cancel = await user.client.post(`/api/v1/wallet/transactions/${w1.id}/cancel`)
    expect(cancel.json.data.transaction.status).toBe('cancelled')
    const reject = await admin.client.post(`/api/v1/admin/transactions/${w2.id}/reject`, {
      reason: 'UPI ID does not match the account name',
    })
    expect(reject.json.data.transaction).toMatchObject({
      status: 'failed',
      reasonForRejection: 'UPI ID does not match the account name',
    })
    expect(await balanceOf(user.id)).toBe(30_000)
    // Settled requests stay settled.
    expect((await user.client.post(`/api/v1/wallet/transactions/${w2.id}/cancel`)).status).toBe(409)
    const stranger = await signedInUser(h)
    const pending = await wallet.requestAddFunds(h.db, user.id, { amountPaise: 1000, paymentMethod: 'upi' })
    expect((await stranger.client.post(`/api/v1/wallet/transactions/${pending.id}/cancel`)).status).toBe(404)
  })

  it('keeps admin calls for admins', async () => {
    const user = await signedInUser(h)
    const request = await wallet.requestAddFunds(h.db, user.id, { amountPaise: 5000, paymentMethod: 'upi' })
    expect((await user.client.post(`/api/v1/admin/transactions/${request.id}/approve`, {})).status).toBe(403)
    expect((await user.client.get('/api/v1/admin/transactions')).status).toBe(403)
    expect(
      (
        await user.client.post('/api/v1/admin/adjustments', {
          userId: user.id,
          type: 'bonus',
          amount: 100,
          reason: 'x',
        })
      ).status,
    ).toBe(403)
    expect(await balanceOf(user.id)).toBe(0)
  })

  it('posts refunds, bonuses and penalties, never below zero', async () => {
    const user = await signedInUser(h)
    const post = (body: Record<string, unknown>) =>
      admin.client.post('/api/v1/admin/adjustments', body, { 'idempotency-key': newKey() })
    const bonus = await post({ userId: user.id, type: 'bonus', amount: 50, reason: 'Welcome bonus' })
    expect(bonus.status).toBe(201)
    // By username or email as well as by id.
    expect(
      (await post({ user: user.username.toUpperCase(), type: 'refund', amount: 25, reason: 'Broken question' })).status,
    ).toBe(201)
    const penalty = await post({ user: user.email, type: 'penalty', amount: 100, reason: 'Too much' })
    expect(penalty.status).toBe(422)
    await post({ user: user.email, type: 'penalty', amount: 70, reason: 'Cheating' })
    expect(await balanceOf(user.id)).toBe(500)
    const nobody = await post({ user: 'nobody-at-all', type: 'bonus', amount: 1, reason: 'x' })
    expect(nobody.status).toBe(404)
    expect(nobody.json.message).toBe(m.wallet_messages_user_not_found())
  })
})

describe('concurrency', () => {
  it('lets exactly 10 of 100 concurrent withdrawals through when the balance covers 10', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 100_000)
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        wallet.requestWithdrawal(
          h.db,
          user.id,
          { amountPaise: 10_000, withdrawalMethod: 'upi', upiId: 'x@upi' },
          { isMailOn: false },
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const failure of results.filter((r) => r.status === 'rejected')) {
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'UNPROCESSABLE' })
    }
    expect(await balanceOf(user.id)).toBe(0)
  })

  it('credits once for 10 concurrent approvals of one request', async () => {
    const user = await signedInUser(h)
    const request = await wallet.requestAddFunds(h.db, user.id, { amountPaise: 70_000, paymentMethod: 'upi' })
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, request.id)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await balanceOf(user.id)).toBe(70_000)
  })

  it('replays one idempotency key 20 times: one movement, identical responses; other parameters refused', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 100_000)
    const send = (amount: number) =>
      user.client.post(
        '/api/v1/wallet/withdraw',
        { amount, upiId: 'same@upi' },
        { 'idempotency-key': 'withdraw-key-0001' },
      )
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(200)))
    const bodies = new Set(responses.map((r) => JSON.stringify(r.json)))
    expect(responses.every((r) => r.status === 201)).toBe(true)
    expect(bodies.size).toBe(1)
    expect(await balanceOf(user.id)).toBe(80_000)
    const other = await send(300)
    expect(other.status).toBe(409)
    expect(other.json.message).toBe(m.wallet_server_idempotency_conflict())
    expect(await balanceOf(user.id)).toBe(80_000)
  })

  it('opens a paid quiz once for 50 concurrent starts with money for one: one attempt, one charge, one earning', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { isPaid: true, pricePaise: 4900 })
    const player = await signedInUser(h)
    await fund(player.id, 5000)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => player.caller.attempts.start({ quizId: quiz.id })),
    )
    const started = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ attemptId: string }>[]
    expect(new Set(started.map((r) => r.value.attemptId)).size).toBe(1)
    const attempts = await h.db.selectFrom('attempts').select('id').where('quiz_id', '=', quiz.id).execute()
    expect(attempts).toHaveLength(1)
    const fees = await wallet.listTransactions(h.db, player.id, { limit: 100, offset: 0, type: 'quiz_fee' })
    const earnings = await wallet.listTransactions(h.db, creator.id, { limit: 100, offset: 0, type: 'quiz_earning' })
    expect(fees).toHaveLength(1)
    expect(earnings).toHaveLength(1)
    expect(earnings[0]!.amountPaise).toBe(4900 - 490)
    expect(await balanceOf(player.id)).toBe(100)
    expect(await balanceOf(creator.id)).toBe(4410)
  })
})

describe('a refused money call under an idempotency key', () => {
  /** The user's money as it stands: the balance, and how many requests of theirs exist. */
  async function moneyOf(userId: string) {
    const transactions = await wallet.listTransactions(h.db, userId, { limit: 100, offset: 0 })
    return { balancePaise: await balanceOf(userId), transactions: transactions.length }
  }

  it('answers a replay with the first refusal once the money is there (REST), moving nothing; a new key succeeds', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 10_000)
    const key = newKey()
    const send = (idempotencyKey: string) =>
      user.client.post(
        '/api/v1/wallet/withdraw',
        { amount: 500, upiId: 'asha@okaxis' },
        { 'idempotency-key': idempotencyKey },
      )
    const refused = await send(key)
    expect(refused.status).toBe(422)
    expect(refused.json).toEqual({ success: false, message: m.validation_insufficient_balance() })

    // Conditions change: the withdrawal would succeed now.
    await fund(user.id, 90_000)
    const before = await moneyOf(user.id)
    const replays = await Promise.all(Array.from({ length: 5 }, () => send(key)))
    for (const replay of replays) {
      expect(replay.status).toBe(422)
      expect(replay.json).toEqual(refused.json)
    }
    expect(await moneyOf(user.id)).toEqual(before)

    const other = await send(newKey())
    expect(other.status).toBe(201)
    expect(await balanceOf(user.id)).toBe(before.balancePaise - 50_000)
  })

  it('answers a replay with the first refusal over tRPC too, and for an admin’s penalty', async () => {
    const user = await signedInUser(h)
    const withdraw = (idempotencyKey: string) =>
      user.caller.wallet.withdraw({
        amountPaise: 50_000,
        withdrawalMethod: 'upi',
        upiId: 'asha@okaxis',
        idempotencyKey,
      })
    const key = newKey()
    const refusal = { code: 'UNPROCESSABLE_CONTENT', message: m.validation_insufficient_balance() }
    await expect(withdraw(key)).rejects.toMatchObject(refusal)
    const penalty = (idempotencyKey: string) =>
      admin.caller.admin.wallet.adjust({
        userId: user.id,
        type: 'penalty',
        amountPaise: 1000,
        reason: 'Late',
        idempotencyKey,
      })
    const penaltyKey = newKey()
    await expect(penalty(penaltyKey)).rejects.toMatchObject(refusal)
    const restPenaltyKey = newKey()
    const restPenalty = () =>
      admin.client.post(
        '/api/v1/admin/adjustments',
        { userId: user.id, type: 'penalty', amount: 10, reason: 'Late' },
        { 'idempotency-key': restPenaltyKey },
      )
    expect((await restPenalty()).status).toBe(422)

    await fund(user.id, 100_000)
    const before = await moneyOf(user.id)
    await expect(withdraw(key)).rejects.toMatchObject(refusal)
    await expect(penalty(penaltyKey)).rejects.toMatchObject(refusal)
    expect(await restPenalty()).toMatchObject({ status: 422, json: { message: m.validation_insufficient_balance() } })
    expect(await moneyOf(user.id)).toEqual(before)

    await withdraw(newKey())
    await penalty(newKey())
    expect(await balanceOf(user.id)).toBe(100_000 - 50_000 - 1000)
  })

  it('keeps a refused add-funds request refused after the UPI transaction ID it named is freed', async () => {
    const [holder, user] = [await signedInUser(h), await signedInUser(h)]
    const transactionId = `UPI${Date.now()}${Math.floor(Math.random() * 1e6)}`
    const held = await wallet.requestAddFunds(h.db, holder.id, {
      amountPaise: 10_000,
      paymentMethod: 'upi',
      transactionId,
    })
    const restKey = newKey()
    const rest = () =>
      user.client.post('/api/v1/wallet/add-funds', { amount: 100, transactionId }, { 'idempotency-key': restKey })
    const trpcKey = newKey()
    const trpc = () =>
      user.caller.wallet.addFunds({ amountPaise: 10_000, paymentMethod: 'upi', transactionId, idempotencyKey: trpcKey })
    const taken = { status: 409, json: { success: false, message: m.wallet_server_upi_transaction_taken() } }
    expect(await rest()).toMatchObject(taken)
    await expect(trpc()).rejects.toMatchObject({ code: 'CONFLICT', message: m.wallet_server_upi_transaction_taken() })

    await wallet.cancelRequest(h.db, holder.id, held.id)
    expect(await rest()).toMatchObject(taken)
    await expect(trpc()).rejects.toMatchObject({ code: 'CONFLICT', message: m.wallet_server_upi_transaction_taken() })
    expect((await moneyOf(user.id)).transactions).toBe(0)

    const fresh = await user.client.post(
      '/api/v1/wallet/add-funds',
      { amount: 100, transactionId },
      { 'idempotency-key': newKey() },
    )
    expect(fresh.status).toBe(201)
  })

  it('keeps no key for a request refused by its input: the corrected request may use it', async () => {
    const user = await signedInUser(h)
    await fund(user.id, 50_000)
    const key = newKey()
    const send = (amount: unknown) =>
      user.client.post('/api/v1/wallet/withdraw', { amount, upiId: 'asha@okaxis' }, { 'idempotency-key': key })
    expect((await send(99.999)).status).toBe(400)
    expect((await send(100)).status).toBe(201)
    expect(await balanceOf(user.id)).toBe(40_000)
  })

  it('forgets a key after a day: the same key then runs afresh', async () => {
    const user = await signedInUser(h)
    const key = newKey()
    const send = () =>
      user.client.post('/api/v1/wallet/withdraw', { amount: 100, upiId: 'asha@okaxis' }, { 'idempotency-key': key })
    expect((await send()).status).toBe(422)
    await fund(user.id, 50_000)
    const aged = (hours: number) =>
      h.db
        .updateTable('idempotency_keys')
        .set({ created_at: sql<Date>`now() - make_interval(hours => ${hours})` })
        .where('user_id', '=', user.id)
        .where('key', '=', key)
        .execute()
    await aged(IDEMPOTENCY_KEY_HOURS - 1)
    expect((await send()).status).toBe(422)
    await aged(IDEMPOTENCY_KEY_HOURS + 1)
    const again = await send()
    expect(again.status).toBe(201)
    expect(await balanceOf(user.id)).toBe(40_000)
    // Kept for another day from now, with its new answer.
    expect(await send()).toMatchObject({ status: 201, json: again.json })
    expect(await balanceOf(user.id)).toBe(40_000)
  })
})

describe('paid quizzes', () => {
  it('charges at the first start only; a creator plays free; no money, no attempt', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { isPaid: true, pricePaise: 1000 })
    await creator.caller.attempts.start({ quizId: quiz.id })
    expect(await wallet.listTransactions(h.db, creator.id, { limit: 10, offset: 0 })).toEqual([])

    const broke = await signedInUser(h)
    await expect(broke.caller.attempts.start({ quizId: quiz.id })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: m.validation_insufficient_balance(),
    })
    expect(await h.db.selectFrom('attempts').select('id').where('user_id', '=', broke.id).execute()).toEqual([])

    const player = await signedInUser(h)
    await fund(player.id, 1500)
    const first = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({ attemptId: first.attemptId })
    const retake = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({ attemptId: retake.attemptId })
    expect(await balanceOf(player.id)).toBe(500)
    const summary = await player.caller.wallet.summary()
    expect(summary).toMatchObject({ balancePaise: 500, totalSpentPaise: 1000 })
    expect((await creator.caller.wallet.summary()).totalEarnedPaise).toBe(900)
  })

  it('keeps the money explained when the quiz is deleted', async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Soon deleted', isPaid: true, pricePaise: 2000 })
    const player = await signedInUser(h)
    await fund(player.id, 2000)
    await player.caller.attempts.start({ quizId: quiz.id })
    await creator.caller.quizzes.delete({ id: quiz.id })
    const [fee] = await wallet.listTransactions(h.db, player.id, { limit: 1, offset: 0, type: 'quiz_fee' })
    expect(fee).toMatchObject({ quizId: null, quizTitle: 'Soon deleted', amountPaise: 2000 })
  })
})

describe('the ledger check', () => {
  it('finds a quiz fee with no posting and a posting on the wrong wallet', async () => {
    const check = await createHarness()
    try {
      const [player, other] = await Promise.all([signedInUser(check), signedInUser(check)])
      await check.db
        .insertInto('wallet_transactions')
        .values({ user_id: player.id, type: 'quiz_fee', amount_paise: 500, status: 'completed' })
        .execute()
      const request = await wallet.requestAddFunds(check.db, player.id, { amountPaise: 1000, paymentMethod: 'upi' })
      // A hand-made posting that credits someone else for the player's payment.
      await check.db.transaction().execute(async (trx) => {
        const { post, systemAccountId, walletAccountId } = await import('./ledger')
        await trx.updateTable('wallet_transactions').set({ status: 'completed' }).where('id', '=', request.id).execute()
        await post(trx, {
          kind: 'funds_added',
          walletTransactionId: request.id,
          entries: [
            { accountId: await systemAccountId(trx, 'upi_clearing'), amountPaise: -1000 },
            { accountId: await walletAccountId(trx, other.id), amountPaise: 1000 },
          ],
        })
      })
      const breaches = await checkLedger(check.db)
      expect(breaches.some((b) => b.startsWith('quiz_fee'))).toBe(true)
      expect(breaches.some((b) => b.includes('(funds_added) moved 0'))).toBe(true)
      // Repair, so the suite's own closing check passes.
      await check.db.deleteFrom('wallet_transactions').where('type', '=', 'quiz_fee').execute()
    } finally {
      await check.close().catch(() => {})
    }
  })
})

describe('the ledger under random operations', () => {
  it('keeps every invariant over random sequences of wallet operations', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => signedInUser(h)))
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('add' as const),
        user: fc.nat(2),
        rupees: fc.integer({ min: 10, max: 5000 }),
        approve: fc.boolean(),
      }),
      fc.record({
        op: fc.constant('withdraw' as const),
        user: fc.nat(2),
        rupees: fc.integer({ min: 100, max: 3000 }),
        settle: fc.constantFrom('approve', 'reject', 'cancel', 'leave'),
      }),
      fc.record({
        op: fc.constant('adjust' as const),
        user: fc.nat(2),
        rupees: fc.integer({ min: 1, max: 500 }),
        type: fc.constantFrom('refund' as const, 'bonus' as const, 'penalty' as const),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const step of operations) {
          const userId = users[step.user]!.id
          const amountPaise = step.rupees * 100
          const before = await balanceOf(userId)
          try {
            if (step.op === 'add') {
              const request = await wallet.requestAddFunds(h.db, userId, { amountPaise, paymentMethod: 'upi' })
              if (step.approve) await wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, request.id)
              expect(await balanceOf(userId)).toBe(before + (step.approve ? amountPaise : 0))
            } else if (step.op === 'withdraw') {
              const request = await wallet.requestWithdrawal(
                h.db,
                userId,
                {
                  amountPaise,
                  withdrawalMethod: 'upi',
                  upiId: 'p@upi',
                },
                { isMailOn: false },
              )
              if (step.settle === 'approve')
                await wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, request.id, 'UTR1')
              if (step.settle === 'reject')
                await wallet.rejectTransaction(h.db, notifyDeps(h.deps), admin.id, request.id, 'no')
              if (step.settle === 'cancel') await wallet.cancelRequest(h.db, userId, request.id)
              const released = step.settle === 'reject' || step.settle === 'cancel'
              expect(await balanceOf(userId)).toBe(before - (released ? 0 : amountPaise))
            } else {
              await wallet.adjust(h.db, admin.id, {
                userId,
                type: step.type,
                amountPaise,
                reason: 'property test',
                idempotencyKey: newKey(),
              })
            }
          } catch (error) {
            // Refusals (not enough money) must leave the balance exactly as it was.
            expect(error).toMatchObject({ code: 'UNPROCESSABLE' })
            expect(await balanceOf(userId)).toBe(before)
          }
          expect(await balanceOf(userId)).toBeGreaterThanOrEqual(0)
        }
        expect(await checkLedger(h.db)).toEqual([])
      }),
      { numRuns: 25 },
    )
  })
})

let keyCounter = 0
/** A fresh idempotency key. */
const newKey = () => `key-${Date.now().toString(36)}-${++keyCounter}`

describe('admins and their own money', () => {
  it('refuses an admin approving or rejecting their own fund addition; another admin may approve it', async () => {
    const own = await admin.client.post('/api/v1/wallet/add-funds', { amount: 5000 })
    expect(own.status).toBe(201)
    const id = own.json.data.transaction._id as string

    const approve = await admin.client.post(`/api/v1/admin/transactions/${id}/approve`, {})
    expect(approve.status).toBe(403)
    expect(approve.json).toEqual({ success: false, message: m.wallet_messages_own_request() })
    await expect(admin.caller.admin.wallet.approve({ id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: m.wallet_messages_own_request(),
    })
    const reject = await admin.client.post(`/api/v1/admin/transactions/${id}/reject`, {
      reason: 'Mine, rejected by me',
    })
    expect(reject.status).toBe(403)
    expect(reject.json.message).toBe(m.wallet_messages_own_request())
    await expect(admin.caller.admin.wallet.reject({ id, reason: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await balanceOf(admin.id)).toBe(0)
    const [row] = await wallet.listTransactions(h.db, admin.id, { limit: 1, offset: 0, type: 'payment' })
    expect(row).toMatchObject({ id, status: 'pending' })

    const bySecond = await secondAdmin.client.post(`/api/v1/admin/transactions/${id}/approve`, {})
    expect(bySecond.status).toBe(200)
    expect(await balanceOf(admin.id)).toBe(500_000)
  })

  it('refuses an admin paying out their own withdrawal', async () => {
    const request = await wallet.requestWithdrawal(
      h.db,
      admin.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'me@upi',
      },
      { isMailOn: false },
    )
    const payout = await admin.client.post(`/api/v1/admin/transactions/${request.id}/approve`, {
      payoutReference: 'UTR1',
    })
    expect(payout.status).toBe(403)
    expect(payout.json.message).toBe(m.wallet_messages_own_request())
    expect(
      (await secondAdmin.client.post(`/api/v1/admin/transactions/${request.id}/reject`, { reason: 'Wrong UPI ID' }))
        .status,
    ).toBe(200)
  })

  it('refuses an adjustment to the admin’s own wallet, over REST and tRPC', async () => {
    const before = await balanceOf(admin.id)
    const rest = await admin.client.post(
      '/api/v1/admin/adjustments',
      { userId: admin.id, type: 'bonus', amount: 1000, reason: 'For me' },
      { 'idempotency-key': newKey() },
    )
    expect(rest.status).toBe(403)
    expect(rest.json).toEqual({ success: false, message: m.wallet_messages_own_wallet() })
    await expect(
      admin.caller.admin.wallet.adjust({
        user: admin.username,
        type: 'bonus',
        amountPaise: 100_000,
        reason: 'For me',
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: m.wallet_messages_own_wallet() })
    expect(await balanceOf(admin.id)).toBe(before)
  })

  it('needs an idempotency key for an adjustment: five parallel posts without one move nothing', async () => {
    const user = await signedInUser(h)
    const body = { userId: user.id, type: 'bonus', amount: 100, reason: 'Prize' }
    const unkeyed = await Promise.all(
      Array.from({ length: 5 }, () => admin.client.post('/api/v1/admin/adjustments', body)),
    )
    for (const response of unkeyed) {
      expect(response.status).toBe(400)
      expect(response.json.message).toContain(m.wallet_messages_idempotency_key_required())
    }
    await expect(
      admin.caller.admin.wallet.adjust({
        userId: user.id,
        type: 'bonus',
        amountPaise: 10_000,
        reason: 'Prize',
      } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect(await balanceOf(user.id)).toBe(0)

    const key = newKey()
    const keyed = await Promise.all(
      Array.from({ length: 5 }, () => admin.client.post('/api/v1/admin/adjustments', body, { 'idempotency-key': key })),
    )
    expect(keyed.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(keyed.map((response) => JSON.stringify(response.json))).size).toBe(1)
    expect(await balanceOf(user.id)).toBe(10_000)
  })
})

describe('amounts finer than a paisa', () => {
  it.each([99.999, '99.999', 1e-7, '1e2'])('refuses %j over REST with a message that says so', async (amount) => {
    const user = await signedInUser(h)
    await fund(user.id, 50_000)
    const requests = [
      user.client.post('/api/v1/wallet/add-funds', { amount }),
      user.client.post('/api/v1/wallet/withdraw', { amount, upiId: 'asha@okaxis' }),
      admin.client.post(
        '/api/v1/admin/adjustments',
        { userId: user.id, type: 'bonus', amount, reason: 'x' },
        { 'idempotency-key': newKey() },
      ),
    ]
    for (const response of await Promise.all(requests)) {
      expect(response.status, JSON.stringify(response.json)).toBe(400)
      expect(response.json.message).toContain(m.money_texts_not_whole_paise())
    }
    expect(await balanceOf(user.id)).toBe(50_000)
    expect(await wallet.listTransactions(h.db, user.id, { limit: 10, offset: 0, status: 'pending' })).toEqual([])
  })

  it('still reads a number such as 10.29 as 1029 paise', async () => {
    const user = await signedInUser(h)
    const response = await user.client.post('/api/v1/wallet/add-funds', { amount: 10.29 })
    expect(response.status).toBe(201)
    expect(response.json.data.transaction.amount).toBe(10.29)
    const [request] = await wallet.listTransactions(h.db, user.id, { limit: 1, offset: 0 })
    expect(request!.amountPaise).toBe(1029)
  })
})

describe('cancelling a transaction that is not yours', () => {
  it('answers exactly as for an unknown one: 404, nothing about the other transaction', async () => {
    const [owner, stranger] = [await signedInUser(h), await signedInUser(h)]
    await fund(owner.id, 50_000)
    const bonus = await wallet.adjust(h.db, admin.id, {
      userId: owner.id,
      type: 'bonus',
      amountPaise: 100,
      reason: 'Hi',
      idempotencyKey: newKey(),
    })
    const pending = await wallet.requestAddFunds(h.db, owner.id, { amountPaise: 1000, paymentMethod: 'upi' })
    const paid = await wallet.requestWithdrawal(
      h.db,
      owner.id,
      {
        amountPaise: 10_000,
        withdrawalMethod: 'upi',
        upiId: 'o@upi',
      },
      { isMailOn: false },
    )
    await wallet.approveTransaction(h.db, notifyDeps(h.deps), admin.id, paid.id, 'UTR2')

    const unknown = await stranger.client.post(
      '/api/v1/wallet/transactions/00000000-0000-4000-8000-000000000000/cancel',
    )
    expect(unknown.status).toBe(404)
    for (const id of [bonus.id, pending.id, paid.id]) {
      const response = await stranger.client.post(`/api/v1/wallet/transactions/${id}/cancel`)
      expect(response.status).toBe(404)
      expect(response.json).toEqual(unknown.json)
      await expect(stranger.caller.wallet.cancel({ id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: unknown.json.message,
      })
    }
    // The owner's own settled or uncancellable transactions still say why.
    expect((await owner.client.post(`/api/v1/wallet/transactions/${bonus.id}/cancel`)).status).toBe(409)
    expect((await owner.client.post(`/api/v1/wallet/transactions/${pending.id}/cancel`)).status).toBe(200)
  })
})
