import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXTS, waitInWords } from './account-texts'

describe('the wait a mail limit gives, in words', () => {
  it('counts whole minutes, rounding up, and hours past the first', () => {
    expect(waitInWords(1)).toBe('in 1 minute')
    expect(waitInWords(60)).toBe('in 1 minute')
    expect(waitInWords(61)).toBe('in 2 minutes')
    expect(waitInWords(59 * 60)).toBe('in 59 minutes')
    expect(waitInWords(60 * 60)).toBe('in about 1 hour')
    expect(waitInWords(150 * 60)).toBe('in about 3 hours')
  })

  it('says when the person may ask again', () => {
    expect(ACCOUNT_TEXTS.tooManyMails(25 * 60)).toBe(
      'You have asked for several emails in a short time. You can ask again in 25 minutes.',
    )
  })
})
