import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger'

describe('the logger', () => {
  afterEach(() => vi.restoreAllMocks())

  const captureLine = () => {
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    return lines
  }

  it('writes an error with its chain of causes, on one JSON line', () => {
    const lines = captureLine()
    const root = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key',
    })
    const wrapped = new Error('could not create the account', { cause: new Error('insert failed', { cause: root }) })
    createLogger('info').error('unhandled error', { reqId: 'r-1', error: wrapped })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.endsWith('\n')).toBe(true)
    expect(lines[0]!.trimEnd()).not.toContain('\n')
    const entry = JSON.parse(lines[0]!)
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'unhandled error',
      reqId: 'r-1',
      error: {
        name: 'Error',
        message: 'could not create the account',
        cause: {
          message: 'insert failed',
          cause: {
            message: 'duplicate key value violates unique constraint',
            code: '23505',
            constraint: 'users_email_key',
          },
        },
      },
    })
    expect(entry.error.stack).toContain('logger.test.ts')
  })

  it('ends a cycle of causes', () => {
    const lines = captureLine()
    const error = new Error('loop')
    error.cause = error
    createLogger('info').error('cycle', { error })
    expect(JSON.stringify(JSON.parse(lines[0]!))).toContain('(more causes left out)')
  })

  it('keeps a cause that is not an error as it is', () => {
    const lines = captureLine()
    createLogger('info').warn('odd', { error: new Error('outer', { cause: { status: 502 } }) })
    expect(JSON.parse(lines[0]!).error.cause).toEqual({ status: 502 })
  })
})
