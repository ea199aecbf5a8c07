import { randomUUID } from 'node:crypto'
import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import {
  type GatewayEvent,
  GatewayError,
  type GatewayPayment,
  type GatewayPayout,
  type GatewayRefund,
  type PaymentGateway,
  WebhookRefused,
} from '#server/gateway/port'
import { recordAudit } from '#server/audit/log'
import { type NotifyDeps, notify } from '#server/notifications/service'
import { FUNDS_NOTICES, NOTIFICATION_LINKS, WITHDRAWAL_NOTICES } from '#shared/notifications'
import { formatINR } from '#shared/money'
import { m } from '#shared/i18n'
import { post, systemAccountId, walletAccountId } from './ledger'
import { idempotent } from './idempotency'
import { assertNotOwnRequest, assertNotOwnWallet } from './policy'
import * as repo from './repository'
import * as gatewayRepo from './gateway-repository'
import { toTransaction } from './service'

/**
 * How old a webhook's event may be and still act: the gateway retries a delivery for a day, so an
 * older one is a replay. Seen event ids are kept as long, and a newer replay is answered by them.
 */
const WEBHOOK_MAX_AGE_HOURS = 24

/** Our ids the gateway echoes back (a refund's receipt, a payout's reference) are UUIDs; anything else is not ours. */
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** Where a payment's credit came from: the browser, the gateway's webhook, or an admin's fix. */
type CreditSource = 'callback' | 'webhook' | 'admin'

export function requireGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new AppError('NOT_CONFIGURED', m.payments_server_gateway_off())
  return gateway
}

/** A gateway call that failed: the log gets its words, the caller a 502 in ours. */
async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayError) {
      throw new AppError('UPSTREAM_FAILED', m.payments_server_gateway_failed(), { gatewayError: error.message })
    }
    throw error
  }
}

export interface TopUpOrder {
  orderId: string
  amountPaise: number
  keyId: string
  checkoutUrl: string
}

/** An order at the gateway for the amount the player chose, kept so the checkout's answer is checked against it. */
export async function createTopUpOrder(
  db: DB,
  gateway: PaymentGateway | null,
  userId: string,
  amountPaise: number,
): Promise<TopUpOrder> {
  const g = requireGateway(gateway)
  const receipt = randomUUID()
  const order = await atGateway(() => g.createOrder({ amountPaise, receipt }))
  await gatewayRepo.insertOrder(db, { gateway: g.name, order_id: order.id, user_id: userId, amount_paise: amountPaise })
  return { orderId: order.id, amountPaise, keyId: g.keyId, checkoutUrl: g.checkoutUrl }
}

export type CreditOutcome =
  { status: 'credited'; transaction: ReturnType<typeof toTransaction> } | { status: 'held'; transaction: null }

/**
 * Records a captured payment of one of our orders, once per (gateway, payment id): the first to
 * claim the key credits the wallet (or holds the payment when its amount is not the order's), in
 * the same transaction; everyone after it, waiting on the key, finds it done and moves nothing.
 */
async function recordCapture(
  trx: DB,
  deps: NotifyDeps,
  gatewayName: string,
  order: gatewayRepo.OrderRow,
  payment: GatewayPayment,
  source: CreditSource,
): Promise<CreditOutcome> {
  const isExact = payment.amountPaise === order.amount_paise
  const claimed = await gatewayRepo.claimPayment(trx, {
    gateway: gatewayName,
    payment_id: payment.id,
    order_id: order.id,
    user_id: order.user_id,
    amount_paise: payment.amountPaise,
    status: isExact ? 'credited' : 'held',
    method: payment.method,
    source,
  })
  if (!claimed) return outcomeOf(trx, gatewayName, payment.id)
  await gatewayRepo.markOrderPaid(trx, order.id)
  if (!isExact) {
    await notify(trx, deps, {
      userId: order.user_id,
      kind: 'funds',
      ...FUNDS_NOTICES.held(payment.amountPaise, order.amount_paise),
      link: NOTIFICATION_LINKS.wallet,
    })
    return { status: 'held', transaction: null }
  }
  const transactionId = await creditWallet(trx, deps, {
    userId: order.user_id,
    amountPaise: payment.amountPaise,
    paymentId: payment.id,
    orderId: order.order_id,
    method: gatewayName,
  })
  await gatewayRepo.setPaymentCredit(trx, claimed.id, transactionId)
  return { status: 'credited', transaction: toTransaction(await repo.findTransaction(trx, transactionId)) }
}

/** The payment's credit: a completed top-up, posted from the gateway's clearing account. */
async function creditWallet(
  trx: DB,
  deps: NotifyDeps,
  credit: { userId: string; amountPaise: number; paymentId: string; orderId: string; method: string },
) {
  const id = await repo.insertTransaction(trx, {
    user_id: credit.userId,
    type: 'payment',
    amount_paise: credit.amountPaise,
    status: 'completed',
    payment_method: credit.method,
    payment_reference: credit.orderId,
    gateway_reference: credit.paymentId,
  })
  await post(trx, {
    kind: 'funds_added',
    walletTransactionId: id,
    entries: [
      { accountId: await systemAccountId(trx, 'gateway_clearing'), amountPaise: -credit.amountPaise },
      { accountId: await walletAccountId(trx, credit.userId), amountPaise: credit.amountPaise },
    ],
  })
  await notify(trx, deps, {
    userId: credit.userId,
    kind: 'funds',
    ...FUNDS_NOTICES.credited(credit.amountPaise),
    link: NOTIFICATION_LINKS.wallet,
  })
  return id
}

async function outcomeOf(trx: DB, gatewayName: string, paymentId: string): Promise<CreditOutcome> {
  const row = await gatewayRepo.findPaymentByGatewayId(trx, gatewayName, paymentId)
  if (!row?.wallet_transaction_id) return { status: 'held', transaction: null }
  return { status: 'credited', transaction: toTransaction(await repo.findTransaction(trx, row.wallet_transaction_id)) }
}

/**
 * The browser's callback after checkout: the signature is checked over OUR order id (never one the
 * browser names) and the payment id; the payment is then read from the gateway, and credited if
 * captured for this order. Whichever of this and the webhook comes first credits; the other finds
 * it done. The signature is what proves the payment, so the credit is safe without a session: it
 * goes to the order's owner.
 */
export async function verifyCheckout(
  db: DB,
  deps: NotifyDeps,
  gateway: PaymentGateway | null,
  input: { orderId: string; paymentId: string; signature: string },
  /** The signed-in player, whose order it must be; null for the hosted checkout's return, which carries no session. */
  userId: string | null,
): Promise<CreditOutcome> {
  const g = requireGateway(gateway)
  const order = await gatewayRepo.findOrder(db, g.name, input.orderId)
  if (!order || (userId !== null && order.user_id !== userId))
    throw new AppError('NOT_FOUND', m.payments_server_order_not_found())
  if (!g.verifyCheckout({ orderId: order.order_id, paymentId: input.paymentId, signature: input.signature })) {
    throw new AppError('BAD_REQUEST', m.payments_server_bad_signature())
  }
  const payment = await atGateway(() => g.fetchPayment(input.paymentId))
  if (payment.orderId !== order.order_id) throw new AppError('CONFLICT', m.payments_server_wrong_order())
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    throw new AppError('CONFLICT', m.payments_server_not_captured())
  }
  return db.transaction().execute((trx) => recordCapture(trx, deps, g.name, order, payment, 'callback'))
}

export type WebhookOutcome = 'handled' | 'seen'

/**
 * A webhook: its signature over the raw body first (nothing is read before it holds), then its age,
 * then its event id, recorded in the same transaction as what the event does. So a delivery seen
 * before moves nothing, and one whose work failed is not marked seen and runs again on the retry.
 */
export async function handleWebhook(
  db: DB,
  deps: NotifyDeps,
  gateway: PaymentGateway | null,
  rawBody: Uint8Array,
  headers: Headers,
): Promise<WebhookOutcome> {
  const g = requireGateway(gateway)
  let delivery: ReturnType<PaymentGateway['parseWebhook']>
  try {
    delivery = g.parseWebhook(rawBody, headers)
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error
    const message = {
      unsigned: m.payments_server_webhook_unsigned,
      'bad-signature': m.payments_server_webhook_bad_signature,
      malformed: m.payments_server_webhook_malformed,
    }[error.reason]()
    throw new AppError(error.reason === 'unsigned' ? 'UNAUTHORIZED' : 'BAD_REQUEST', message, {
      webhookRefused: error.reason,
    })
  }
  if (Date.now() / 1000 - delivery.createdAt > WEBHOOK_MAX_AGE_HOURS * 3600) {
    throw new AppError('BAD_REQUEST', m.payments_server_webhook_too_old(), { webhookRefused: 'too-old' })
  }
  const { event } = delivery
  return db.transaction().execute(async (trx) => {
    const isNew = await gatewayRepo.recordWebhookEvent(trx, {
      gateway: g.name,
      event_id: delivery.eventId,
      event: event.type === 'other' ? event.name : event.type,
    })
    if (!isNew) return 'seen'
    await actOn(trx, deps, g, event)
    return 'handled'
  })
}

async function actOn(trx: DB, deps: NotifyDeps, g: PaymentGateway, event: GatewayEvent) {
  switch (event.type) {
    case 'payment.captured': {
      const order = event.payment.orderId ? await gatewayRepo.findOrder(trx, g.name, event.payment.orderId) : undefined
      // A payment of an order that is not ours (another app on the same account) is left alone.
      if (order) await recordCapture(trx, deps, g.name, order, event.payment, 'webhook')
      return
    }
    case 'refund.processed':
    case 'refund.failed':
      return settleRefundEvent(trx, deps, event.refund)
    case 'payout.processed':
    case 'payout.failed':
    case 'payout.rejected':
    case 'payout.reversed':
    case 'payout.queued':
      return settlePayoutEvent(trx, deps, event.payout)
    // A failed payment moved no money: nothing to undo, and the player sees it at the checkout.
    case 'payment.failed':
    case 'other':
      return
  }
}

/**
 * An admin's fix of a payment the gateway captured but our books lack (reconciliation found it, or
 * the player wrote in): read from the gateway, credited once by the same key as every other path.
 */
export async function creditMissingPayment(
  db: DB,
  deps: NotifyDeps,
  gateway: PaymentGateway | null,
  adminId: string,
  paymentId: string,
): Promise<CreditOutcome> {
  const g = requireGateway(gateway)
  const payment = await atGateway(() => g.fetchPayment(paymentId))
  const order = payment.orderId ? await gatewayRepo.findOrder(db, g.name, payment.orderId) : undefined
  if (!order) throw new AppError('NOT_FOUND', m.payments_server_payment_not_found())
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    throw new AppError('CONFLICT', m.payments_server_not_captured())
  }
  assertNotOwnRequest(adminId, order)
  return db.transaction().execute(async (trx) => {
    const before = await gatewayRepo.findPaymentByGatewayId(trx, g.name, payment.id)
    const outcome = await recordCapture(trx, deps, g.name, order, payment, 'admin')
    await gatewayRepo.markFixed(trx, payment.id, adminId)
    if (!before) {
      await recordAudit(trx, {
        actorId: adminId,
        action: 'payment.credit_missing',
        targetType: outcome.transaction ? 'transaction' : 'user',
        targetId: outcome.transaction?.id ?? order.user_id,
        before: { paymentId: payment.id, credited: false },
        after: { paymentId: payment.id, status: outcome.status, amountPaise: payment.amountPaise },
      })
    }
    return outcome
  })
}

/** An admin credits a held payment (its amount differed from the order's) with what actually arrived. */
export async function creditHeldPayment(db: DB, deps: NotifyDeps, adminId: string, gatewayPaymentRowId: string) {
  return db.transaction().execute(async (trx) => {
    const row = await gatewayRepo.findPayment(trx, gatewayPaymentRowId)
    if (!row) throw new AppError('NOT_FOUND', m.payments_server_payment_not_found())
    assertNotOwnRequest(adminId, row)
    const released = await gatewayRepo.releaseHeld(trx, row.id)
    if (!released) throw new AppError('CONFLICT', m.payments_server_not_held())
    const transactionId = await creditWallet(trx, deps, {
      userId: released.user_id,
      amountPaise: released.amount_paise,
      paymentId: released.payment_id,
      orderId: row.order_id,
      method: row.gateway,
    })
    await gatewayRepo.setPaymentCredit(trx, row.id, transactionId)
    await recordAudit(trx, {
      actorId: adminId,
      action: 'payment.credit_held',
      targetType: 'transaction',
      targetId: transactionId,
      before: { paymentId: released.payment_id, status: 'held' },
      after: { paymentId: released.payment_id, status: 'credited', amountPaise: released.amount_paise },
    })
    return toTransaction(await repo.findTransaction(trx, transactionId))
  })
}

/**
 * An admin's refund of a gateway top-up, in full or in part, under an idempotency key: the wallet is
 * debited at once by a reversal entry (so only unspent balance can go: the wallet never goes below
 * zero), then the gateway is asked; its refund event settles the transaction, and a refusal puts the
 * money back. A retry with the same key sends a refund the gateway never got, and only that.
 */
export async function refundPayment(
  db: DB,
  deps: NotifyDeps,
  gateway: PaymentGateway | null,
  adminId: string,
  input: { paymentId: string; amountPaise: number; reason: string; idempotencyKey: string },
) {
  const g = requireGateway(gateway)
  const { idempotencyKey, ...params } = input
  const refundId = await idempotent(
    db,
    { userId: adminId, key: idempotencyKey, scope: 'gateway-refund', params },
    async (trx) => {
      const payment = await gatewayRepo.lockPayment(trx, input.paymentId)
      if (!payment) throw new AppError('NOT_FOUND', m.payments_server_payment_not_found())
      assertNotOwnWallet(adminId, payment.user_id)
      if (payment.status !== 'credited') throw new AppError('CONFLICT', m.payments_server_refund_not_credited())
      const left = payment.amount_paise - payment.refunded_paise
      if (input.amountPaise > left) {
        throw new AppError('UNPROCESSABLE', m.payments_server_refund_too_much({ amount: formatINR(left) }))
      }
      const transactionId = await repo.insertTransaction(trx, {
        user_id: payment.user_id,
        type: 'payment_refund',
        amount_paise: input.amountPaise,
        status: 'pending',
        payment_method: payment.gateway,
        reason: input.reason,
        reviewed_by: adminId,
        reviewed_at: new Date(),
      })
      try {
        await post(trx, {
          kind: 'payment_refund',
          walletTransactionId: transactionId,
          entries: [
            { accountId: await walletAccountId(trx, payment.user_id), amountPaise: -input.amountPaise },
            { accountId: await systemAccountId(trx, 'gateway_clearing'), amountPaise: input.amountPaise },
          ],
        })
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNPROCESSABLE') {
          throw new AppError('UNPROCESSABLE', m.payments_server_refund_unspent_only())
        }
        throw error
      }
      await gatewayRepo.addRefunded(trx, payment.id, input.amountPaise)
      const { id } = await gatewayRepo.insertRefund(trx, {
        payment_id: payment.id,
        amount_paise: input.amountPaise,
        wallet_transaction_id: transactionId,
        reason: input.reason,
        requested_by: adminId,
      })
      await recordAudit(trx, {
        actorId: adminId,
        action: 'payment.refund',
        targetType: 'transaction',
        targetId: transactionId,
        before: { paymentId: payment.payment_id, refundedPaise: payment.refunded_paise },
        after: {
          paymentId: payment.payment_id,
          refundedPaise: payment.refunded_paise + input.amountPaise,
          reason: input.reason,
        },
      })
      return id
    },
  )
  await submitRefund(db, deps, g, refundId)
  const refund = await gatewayRepo.findRefund(db, refundId)
  return toTransaction(await repo.findTransaction(db, refund!.wallet_transaction_id))
}

/** Sends a recorded refund to the gateway unless it has it already (found by our receipt). */
async function submitRefund(db: DB, deps: NotifyDeps, g: PaymentGateway, refundId: string) {
  const refund = await gatewayRepo.findRefund(db, refundId)
  if (!refund || refund.refund_id || refund.status !== 'pending') return
  let sent: GatewayRefund | undefined
  try {
    const known = await g.listPaymentRefunds(refund.gateway_payment_id)
    sent = known.find((candidate) => candidate.receipt === refund.id)
    sent ??= await g.refund({
      paymentId: refund.gateway_payment_id,
      amountPaise: refund.amount_paise,
      receipt: refund.id,
    })
  } catch (error) {
    if (error instanceof GatewayError && error.isRefusal) {
      await db.transaction().execute((trx) => failRefund(trx, refund.id))
      throw new AppError('UNPROCESSABLE', m.payments_server_refund_refused(), { gatewayError: error.message })
    }
    if (error instanceof GatewayError) {
      // Unreached: the refund stays pending with its money held; the same key sends it again.
      throw new AppError('UPSTREAM_FAILED', m.payments_server_gateway_failed(), { gatewayError: error.message })
    }
    throw error
  }
  await db.transaction().execute(async (trx) => {
    await gatewayRepo.setRefundId(trx, refund.id, sent.id)
    await gatewayRepo.setGatewayReference(trx, refund.wallet_transaction_id, sent.id)
  })
  // The gateway may have settled it already; its event settles it otherwise.
  if (sent.status !== 'pending') {
    await db.transaction().execute((trx) => settleRefundEvent(trx, deps, sent))
  }
}

/** A refund the gateway refused or failed: the money goes back to the wallet, once. */
async function failRefund(trx: DB, refundId: string) {
  const failed = await gatewayRepo.settleRefund(trx, refundId, 'failed')
  if (!failed) return
  const row = await repo.settlePending(trx, failed.wallet_transaction_id, 'failed', {})
  if (!row) return
  await gatewayRepo.addRefunded(trx, failed.payment_id, -failed.amount_paise)
  await post(trx, {
    kind: 'payment_refund_release',
    walletTransactionId: row.id,
    entries: [
      { accountId: await systemAccountId(trx, 'gateway_clearing'), amountPaise: -row.amount_paise },
      { accountId: await walletAccountId(trx, row.user_id), amountPaise: row.amount_paise },
    ],
  })
}

/** The gateway's word on a refund: processed completes it, failed puts the money back. */
async function settleRefundEvent(trx: DB, deps: NotifyDeps, refund: GatewayRefund) {
  const ours =
    (await gatewayRepo.findRefundByGatewayId(trx, refund.id)) ??
    (refund.receipt && isUuid(refund.receipt) ? await gatewayRepo.findRefund(trx, refund.receipt) : undefined)
  if (!ours) return
  if (refund.status === 'failed') return failRefund(trx, ours.id)
  if (refund.status !== 'processed') return
  await gatewayRepo.setRefundId(trx, ours.id, refund.id)
  const processed = await gatewayRepo.settleRefund(trx, ours.id, 'processed')
  if (!processed) return
  const row = await repo.settlePending(trx, processed.wallet_transaction_id, 'completed', {})
  if (!row) return
  await gatewayRepo.setGatewayReference(trx, row.id, refund.id)
  await notify(trx, deps, {
    userId: row.user_id,
    kind: 'funds',
    ...FUNDS_NOTICES.refunded(row.amount_paise),
    link: NOTIFICATION_LINKS.wallet,
  })
}

/**
 * An admin pays a pending withdrawal through the gateway's payout, its idempotency key the
 * withdrawal's id: pressed twice, or retried after the gateway went unanswered, it pays once. The
 * withdrawal stays pending (its amount held) until the gateway's payout events settle it.
 */
export async function payWithdrawalByGateway(
  db: DB,
  deps: NotifyDeps,
  gateway: PaymentGateway | null,
  adminId: string,
  withdrawalId: string,
) {
  const g = requireGateway(gateway)
  if (!g.payoutsEnabled) throw new AppError('NOT_CONFIGURED', m.payments_server_payouts_off())
  const withdrawal = await db.transaction().execute(async (trx) => {
    const party = await repo.findTransactionParty(trx, withdrawalId)
    if (!party) throw new AppError('NOT_FOUND', m.wallet_messages_transaction_not_found())
    assertNotOwnRequest(adminId, party)
    if (party.type !== 'withdrawal' || party.status !== 'pending') {
      throw new AppError('CONFLICT', m.payments_server_not_withdrawal())
    }
    const claimed = await gatewayRepo.claimPayout(trx, {
      withdrawal_id: withdrawalId,
      gateway: g.name,
      amount_paise: party.amount_paise,
      requested_by: adminId,
    })
    if (claimed) {
      await recordAudit(trx, {
        actorId: adminId,
        action: 'transaction.gateway_payout',
        targetType: 'transaction',
        targetId: withdrawalId,
        before: { status: 'pending' },
        after: { status: 'pending', payout: 'requested', amountPaise: party.amount_paise },
      })
    }
    return repo.findTransaction(trx, withdrawalId)
  })
  const user = await repo.findUserByRef(db, { userId: withdrawal.user_id })
  let payout: GatewayPayout
  try {
    payout = await g.createPayout({
      idempotencyKey: withdrawal.id,
      amountPaise: withdrawal.amount_paise,
      vpa: withdrawal.upi_id ?? '',
      name: user?.username ?? withdrawal.user_id,
      narration: 'Quizdom withdrawal',
    })
  } catch (error) {
    if (error instanceof GatewayError && error.isRefusal) {
      await db
        .transaction()
        .execute((trx) => failPayout(trx, deps, withdrawal.id, m.payments_server_payout_refused(), ['requested']))
      throw new AppError('UNPROCESSABLE', m.payments_server_payout_refused(), { gatewayError: error.message })
    }
    if (error instanceof GatewayError) {
      throw new AppError('UPSTREAM_FAILED', m.payments_server_gateway_failed(), { gatewayError: error.message })
    }
    throw error
  }
  await db.transaction().execute(async (trx) => {
    await gatewayRepo.setPayoutId(trx, withdrawal.id, payout.id)
    await gatewayRepo.advancePayout(trx, withdrawal.id, 'queued', ['requested'])
    await gatewayRepo.setGatewayReference(trx, withdrawal.id, payout.id)
    if (payout.status !== 'queued' && payout.status !== 'pending') await settlePayoutEvent(trx, deps, payout)
  })
  return toTransaction(await repo.findTransaction(db, withdrawal.id))
}

/** The states a payout may still leave; processed may still be reversed. */
const OPEN_PAYOUT = ['requested', 'queued', 'pending', 'processing'] as const

/** A payout failed or rejected before it paid: the withdrawal fails and its hold goes back, once. */
async function failPayout(
  trx: DB,
  deps: NotifyDeps,
  withdrawalId: string,
  reason: string,
  from: ReadonlyArray<(typeof OPEN_PAYOUT)[number]> = OPEN_PAYOUT,
  to: 'failed' | 'reversed' = 'failed',
) {
  const moved = await gatewayRepo.advancePayout(trx, withdrawalId, to, from, { failure_reason: reason })
  if (!moved) return
  const row = await repo.settlePending(trx, withdrawalId, 'failed', { reason_for_rejection: reason })
  if (!row) return
  await post(trx, {
    kind: 'withdrawal_release',
    walletTransactionId: row.id,
    entries: [
      { accountId: await systemAccountId(trx, 'withdrawals_payable'), amountPaise: -row.amount_paise },
      { accountId: await walletAccountId(trx, row.user_id), amountPaise: row.amount_paise },
    ],
  })
  await notify(trx, deps, {
    userId: row.user_id,
    kind: 'withdrawal',
    ...WITHDRAWAL_NOTICES.rejected(row.amount_paise, reason),
    link: NOTIFICATION_LINKS.wallet,
  })
}

/**
 * The gateway's word on a payout. Processed pays the withdrawal (its UTR the reference); failed or
 * rejected releases the hold; reversed after it paid puts the money back in the wallet, once, with
 * a notice. Each state is reached once (gateway-repository advancePayout), so a repeated or late
 * event moves nothing.
 */
async function settlePayoutEvent(trx: DB, deps: NotifyDeps, payout: GatewayPayout) {
  const ours =
    (await gatewayRepo.findPayoutByGatewayId(trx, payout.id)) ??
    (payout.referenceId && isUuid(payout.referenceId)
      ? await gatewayRepo.findPayout(trx, payout.referenceId)
      : undefined)
  if (!ours) return
  const reason = payout.failureReason ?? payout.status
  switch (payout.status) {
    case 'processed': {
      const moved = await gatewayRepo.advancePayout(trx, ours.withdrawal_id, 'processed', OPEN_PAYOUT, {
        payout_id: payout.id,
        utr: payout.utr,
      })
      if (!moved) return
      const row = await repo.settlePending(trx, ours.withdrawal_id, 'completed', {
        payout_reference: payout.utr ?? payout.id,
      })
      if (!row) return
      await post(trx, {
        kind: 'withdrawal_paid',
        walletTransactionId: row.id,
        entries: [
          { accountId: await systemAccountId(trx, 'withdrawals_payable'), amountPaise: -row.amount_paise },
          { accountId: await systemAccountId(trx, 'gateway_clearing'), amountPaise: row.amount_paise },
        ],
      })
      await notify(trx, deps, {
        userId: row.user_id,
        kind: 'withdrawal',
        ...WITHDRAWAL_NOTICES.paid(row.amount_paise, row.payout_reference ?? payout.id),
        link: NOTIFICATION_LINKS.wallet,
      })
      return
    }
    case 'failed':
    case 'rejected':
    case 'cancelled':
      return failPayout(trx, deps, ours.withdrawal_id, reason)
    case 'reversed': {
      if (ours.status !== 'processed') return failPayout(trx, deps, ours.withdrawal_id, reason, OPEN_PAYOUT, 'reversed')
      const moved = await gatewayRepo.advancePayout(trx, ours.withdrawal_id, 'reversed', ['processed'], {
        failure_reason: reason,
      })
      if (!moved) return
      const row = await gatewayRepo.reverseCompletedWithdrawal(trx, ours.withdrawal_id, reason)
      if (!row) return
      await post(trx, {
        kind: 'withdrawal_reversed',
        walletTransactionId: row.id,
        entries: [
          { accountId: await systemAccountId(trx, 'gateway_clearing'), amountPaise: -row.amount_paise },
          { accountId: await walletAccountId(trx, row.user_id), amountPaise: row.amount_paise },
        ],
      })
      await notify(trx, deps, {
        userId: row.user_id,
        kind: 'withdrawal',
        ...WITHDRAWAL_NOTICES.reversed(row.amount_paise, reason),
        link: NOTIFICATION_LINKS.wallet,
      })
      return
    }
    default:
      await gatewayRepo.advancePayout(trx, ours.withdrawal_id, payout.status, OPEN_PAYOUT)
  }
}

/** The admin's lists. */
export async function listGatewayPayments(
  db: DB,
  page: { limit: number; offset: number; status?: 'credited' | 'held' | undefined },
) {
  const rows = await gatewayRepo.listPayments(db, page)
  return rows.map((row) => ({
    id: row.id,
    paymentId: row.payment_id,
    orderId: row.order_id,
    userId: row.user_id,
    username: row.username,
    amountPaise: row.amount_paise,
    orderedPaise: row.ordered_paise,
    refundedPaise: row.refunded_paise,
    status: row.status,
    method: row.method,
    source: row.source,
    createdAt: row.created_at.toISOString(),
  }))
}

export async function listGatewayRefunds(db: DB, page: { limit: number; offset: number }) {
  const rows = await gatewayRepo.listRefunds(db, page)
  return rows.map((row) => ({
    id: row.id,
    refundId: row.refund_id,
    paymentId: row.payment_id,
    username: row.username,
    amountPaise: row.amount_paise,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  }))
}

export async function listGatewayPayouts(db: DB, page: { limit: number; offset: number }) {
  const rows = await gatewayRepo.listPayouts(db, page)
  return rows.map((row) => ({
    withdrawalId: row.withdrawal_id,
    payoutId: row.payout_id,
    username: row.username,
    upiId: row.upi_id,
    amountPaise: row.amount_paise,
    status: row.status,
    utr: row.utr,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
  }))
}

/** Forgets the webhook deliveries too old to be acted on anyway (the age check refuses them first). */
export function forgetOldWebhookEvents(db: DB) {
  return gatewayRepo.forgetWebhookEvents(db, WEBHOOK_MAX_AGE_HOURS * 2)
}
