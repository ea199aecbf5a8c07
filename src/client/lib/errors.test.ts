import { TRPCClientError } from '@trpc/client'
import { describe, expect, it } from 'vitest'
import { isRefusal } from './errors'

/** A failed call as the tRPC client reports it: the server's answer with its status, or none. */
const answered = (httpStatus: number) =>
  new TRPCClientError('refused', {
    result: { error: { message: 'refused', code: -32600, data: { httpStatus } } },
  } as never)

describe('isRefusal', () => {
  it('is a 4xx the server answered: final, and kept with a money call’s key', () => {
    for (const status of [400, 402, 403, 404, 409, 422, 429]) expect(isRefusal(answered(status))).toBe(true)
  })

  it('is not a failure whose outcome is unknown: a 5xx, the network, anything else', () => {
    for (const status of [500, 502, 503, 504]) expect(isRefusal(answered(status))).toBe(false)
    expect(isRefusal(new TRPCClientError('Failed to fetch'))).toBe(false)
    expect(isRefusal(new Error('refused'))).toBe(false)
  })
})
