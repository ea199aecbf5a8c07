import { describe, expect, it } from 'vitest'
import { WALLET } from '#shared/constants'
import { topUpPaise } from './top-up'
import { parseRupees, rupeesInput } from './wallet-format'

describe('topUpPaise', () => {
  it('is what the wallet lacks for the price', () => {
    expect(topUpPaise(4900, 2000)).toBe(2900)
    expect(topUpPaise(4950, 0)).toBe(4950)
  })

  it('is never below the smallest fund addition', () => {
    expect(topUpPaise(4900, 4500)).toBe(WALLET.minAddPaise)
    expect(topUpPaise(4900, 4899)).toBe(WALLET.minAddPaise)
  })
})

describe('rupeesInput', () => {
  it('writes whole rupees without decimals and paise with two', () => {
    expect(rupeesInput(2900)).toBe('29')
    expect(rupeesInput(2950)).toBe('29.50')
    expect(rupeesInput(1005)).toBe('10.05')
  })

  it('reads back as the same paise', () => {
    for (const paise of [1000, 2900, 2950, 1005, 12_345_678]) expect(parseRupees(rupeesInput(paise))).toBe(paise)
  })
})
