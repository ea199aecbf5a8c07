import { describe, expect, it } from 'vitest'
import { ACCOUNT_SERVER } from '#shared/messages'
import { needsCurrentPassword, profileFormSchema } from './profile-form-schema'

const CURRENT = 'asha@example.com'
const profile = { username: 'asha', email: CURRENT, phone: '', password: '', profilePicture: '', currentPassword: '' }

describe('the profile form asks for the current password', () => {
  it('for a new password or a new address, not for other changes', () => {
    expect(needsCurrentPassword({ password: '', email: CURRENT }, CURRENT)).toBe(false)
    expect(needsCurrentPassword({ password: '', email: ' Asha@Example.com ' }, CURRENT)).toBe(false)
    expect(needsCurrentPassword({ password: 'N3w!passw0rd', email: CURRENT }, CURRENT)).toBe(true)
    expect(needsCurrentPassword({ password: '', email: 'asha@elsewhere.com' }, CURRENT)).toBe(true)
  })

  it('puts its absence on the current password field, in the server’s words', () => {
    const schema = profileFormSchema(CURRENT)
    expect(schema.safeParse({ ...profile, username: 'asha_k' }).success).toBe(true)
    for (const change of [{ password: 'N3w!passw0rd' }, { email: 'asha@elsewhere.com' }]) {
      const result = schema.safeParse({ ...profile, ...change })
      expect(result.success).toBe(false)
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['currentPassword'], message: ACCOUNT_SERVER.currentPasswordRequired }),
      ])
      expect(schema.safeParse({ ...profile, ...change, currentPassword: 'Str0ng!pass' }).success).toBe(true)
    }
  })
})
