import { describe, expect, it } from 'vitest'
import { checkAddFunds, checkWithdrawal } from './wallet-validation'
import { m } from '#shared/i18n'

describe('the wallet forms', () => {
  it('refuse an amount finer than a paisa before sending, with the server’s words', () => {
    expect(checkAddFunds({ amount: '10.005', transactionId: '' }).errors.amount).toBe(m.money_texts_not_whole_paise())
    const withdrawal = checkWithdrawal({ amount: '99.999', upiId: 'asha@okaxis', note: '' }, 1_000_000)
    expect(withdrawal.data).toBeNull()
    expect(withdrawal.errors.amount).toBe(m.money_texts_not_whole_paise())
  })

  it('keep the product’s messages for the rest', () => {
    expect(checkAddFunds({ amount: 'abc', transactionId: '' }).errors.amount).toBe(m.validation_invalid_amount())
    expect(checkAddFunds({ amount: '9.99', transactionId: '' }).errors.amount).toBe(m.validation_min_add_funds())
    expect(checkAddFunds({ amount: '10.29', transactionId: '' }).data?.amountPaise).toBe(1029)
    expect(checkWithdrawal({ amount: '99.99', upiId: 'a@b', note: '' }, 1_000_000).errors.amount).toBe(
      m.validation_min_withdrawal(),
    )
    expect(checkWithdrawal({ amount: '100', upiId: 'a@b', note: '' }, 1_000_000).data?.amountPaise).toBe(10_000)
  })
})
