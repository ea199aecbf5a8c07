import { describe, expect, it } from 'vitest'
import { MONEY_TEXTS } from '#shared/money'
import { VALIDATION } from '#shared/messages'
import { checkAddFunds, checkWithdrawal } from './wallet-validation'

describe('the wallet forms', () => {
  it('refuse an amount finer than a paisa before sending, with the server’s words', () => {
    expect(checkAddFunds({ amount: '10.005', transactionId: '' }).errors.amount).toBe(MONEY_TEXTS.notWholePaise)
    const withdrawal = checkWithdrawal({ amount: '99.999', upiId: 'asha@okaxis', note: '' }, 1_000_000)
    expect(withdrawal.data).toBeNull()
    expect(withdrawal.errors.amount).toBe(MONEY_TEXTS.notWholePaise)
  })

  it('keep the product’s messages for the rest', () => {
    expect(checkAddFunds({ amount: 'abc', transactionId: '' }).errors.amount).toBe(VALIDATION.invalidAmount)
    expect(checkAddFunds({ amount: '9.99', transactionId: '' }).errors.amount).toBe(VALIDATION.minAddFunds)
    expect(checkAddFunds({ amount: '10.29', transactionId: '' }).data?.amountPaise).toBe(1029)
    expect(checkWithdrawal({ amount: '99.99', upiId: 'a@b', note: '' }, 1_000_000).errors.amount).toBe(
      VALIDATION.minWithdrawal,
    )
    expect(checkWithdrawal({ amount: '100', upiId: 'a@b', note: '' }, 1_000_000).data?.amountPaise).toBe(10_000)
  })
})
