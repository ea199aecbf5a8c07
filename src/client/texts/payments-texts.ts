/**
 * The payment gateway's words on screen: Add Funds' online payment, the gateway's reference on a
 * transaction, and the admin's gateway pages. The words are in the catalogs (messages/*.json).
 */
import { m, words } from '#shared/i18n'

export const PAYMENTS_TEXTS = Object.assign(
  words({
    payOnline: m.payments_texts_pay_online,
    payOnlineHint: m.payments_texts_pay_online_hint,
    payOnlineButton: m.payments_texts_pay_online_button,
    redirecting: m.payments_texts_redirecting,
    orManual: m.payments_texts_or_manual,
    adminTitle: m.payments_texts_admin_title,
    adminPayments: m.payments_texts_admin_payments,
    adminRefunds: m.payments_texts_admin_refunds,
    adminPayouts: m.payments_texts_admin_payouts,
    adminReconciliation: m.payments_texts_admin_reconciliation,
    empty: m.payments_texts_admin_empty,
    gatewayOff: m.payments_texts_admin_off,
    colReference: m.payments_texts_col_reference,
    colUser: m.payments_texts_col_user,
    colAmount: m.payments_texts_col_amount,
    colRefunded: m.payments_texts_col_refunded,
    colStatus: m.payments_texts_col_status,
    colWhen: m.payments_texts_col_when,
    colKind: m.payments_texts_col_kind,
    colDetail: m.payments_texts_col_detail,
    refund: m.payments_texts_refund,
    refundTitle: m.payments_texts_refund_title,
    refundReason: m.payments_texts_refund_reason,
    creditHeld: m.payments_texts_credit_held,
    payByGateway: m.payments_texts_pay_by_gateway,
    runNow: m.payments_texts_run_now,
    neverRun: m.payments_texts_never_run,
    fix: m.payments_texts_fix,
    fixed: m.payments_texts_fixed,
    credited: m.payments_server_credited,
    held: m.payments_server_held,
    failed: m.payments_server_bad_signature,
  }),
  {
    gatewayReference: (reference: string) => m.payments_texts_gateway_reference({ reference }),
    refundDescription: (amount: string) => m.payments_texts_refund_description({ amount }),
    lastRun: (when: string, from: string, to: string, count: number) =>
      m.payments_texts_last_run({ when, from, to, count: String(count) }),
    paymentStatus: (status: 'credited' | 'held') =>
      status === 'credited' ? m.payments_texts_status_credited() : m.payments_texts_status_held(),
    differenceKind: (kind: string) =>
      (
        ({
          paid_not_credited: m.payments_texts_kind_paid_not_credited,
          credited_not_paid: m.payments_texts_kind_credited_not_paid,
          amount_differs: m.payments_texts_kind_amount_differs,
          order_expired: m.payments_texts_kind_order_expired,
          refund_differs: m.payments_texts_kind_refund_differs,
          payout_differs: m.payments_texts_kind_payout_differs,
        }) as Record<string, () => string>
      )[kind]?.() ?? kind,
  },
)
