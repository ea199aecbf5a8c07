import { describe, expect, it } from 'vitest'
import { needsCurrentPassword, profileFormSchema } from './profile-form-schema'
import { m } from '#shared/i18n'

const CURRENT = 'asha@example.com'
const ACCOUNT = { email: CURRENT, hasPassword: true }
const profile = { username: 'asha', email: CURRENT, phone: '', password: '', profilePicture: '', currentPassword: '' }

describe('the profile form asks for the current password', () => {
  it('for a new password or a new address, not for other changes', () => {
    expect(needsCurrentPassword({ password: '', email: CURRENT }, ACCOUNT)).toBe(false)
    expect(needsCurrentPassword({ password: '', email: ' Asha@Example.com ' }, ACCOUNT)).toBe(false)
    expect(needsCurrentPassword({ password: 'N3w!passw0rd', email: CURRENT }, ACCOUNT)).toBe(true)
    expect(needsCurrentPassword({ password: '', email: 'asha@elsewhere.com' }, ACCOUNT)).toBe(true)
  })

  it('never for an account made with Google, which has no password to give', () => {
    const google = { email: CURRENT, hasPassword: false }
    expect(needsCurrentPassword({ password: 'N3w!passw0rd', email: 'asha@elsewhere.com' }, google)).toBe(false)
    expect(profileFormSchema(google).safeParse({ ...profile, password: 'N3w!passw0rd' }).success).toBe(true)
  })

  it('puts its absence on the current password field, in the server’s words', () => {
    const schema = profileFormSchema(ACCOUNT)
    expect(schema.safeParse({ ...profile, username: 'asha_k' }).success).toBe(true)
    for (const change of [{ password: 'N3w!passw0rd' }, { email: 'asha@elsewhere.com' }]) {
      const result = schema.safeParse({ ...profile, ...change })
      expect(result.success).toBe(false)
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['currentPassword'], message: m.account_server_current_password_required() }),
      ])
      expect(schema.safeParse({ ...profile, ...change, currentPassword: 'Str0ng!pass' }).success).toBe(true)
    }
  })
})
