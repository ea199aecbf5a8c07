import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '#server/env'

describe('the grievance officer', () => {
  it('has a default, and takes a name and an email', () => {
    expect(parseEnv({}).grievanceOfficer).toEqual({ name: 'Grievance Officer', email: 'grievance@quizdom.in' })
    expect(
      parseEnv({ GRIEVANCE_OFFICER_NAME: ' Meera Iyer ', GRIEVANCE_OFFICER_EMAIL: 'meera@example.in' })
        .grievanceOfficer,
    ).toEqual({ name: 'Meera Iyer', email: 'meera@example.in' })
    expect(parseEnv({ GRIEVANCE_OFFICER_NAME: '', GRIEVANCE_OFFICER_EMAIL: '' }).grievanceOfficer.name).toBe(
      'Grievance Officer',
    )
  })

  it('refuses an address that is not one, and a name on more than one line', () => {
    expect(() => parseEnv({ GRIEVANCE_OFFICER_EMAIL: 'meera' })).toThrow(
      new EnvError(
        'Invalid configuration:\n  GRIEVANCE_OFFICER_EMAIL: GRIEVANCE_OFFICER_EMAIL must be an email address',
      ),
    )
    expect(() => parseEnv({ GRIEVANCE_OFFICER_NAME: 'Meera\nIyer' })).toThrow(/GRIEVANCE_OFFICER_NAME must be one line/)
    expect(() => parseEnv({ GRIEVANCE_OFFICER_NAME: 'x'.repeat(101) })).toThrow(/at most 100/)
  })
})

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
