import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '#server/env'

describe('WEB_CONCURRENCY', () => {
  it('is one process by default, and any number up to 64 on Postgres', () => {
    expect(parseEnv({}).webConcurrency).toBe(1)
    expect(parseEnv({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://app@db/quizdom' }).webConcurrency).toBe(4)
  })

  it('refuses more than one worker on the embedded database, and numbers out of range', () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      new EnvError(
        'Invalid configuration:\n  WEB_CONCURRENCY: more than one worker needs DATABASE_URL (PostgreSQL): ' +
          'the embedded database serves one process. Set DATABASE_URL, or WEB_CONCURRENCY=1',
      ),
    )
    for (const value of ['0', '65', 'two', '1.5']) {
      expect(() => parseEnv({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://app@db/quizdom' }), value).toThrow(
        /WEB_CONCURRENCY/,
      )
    }
  })
})
