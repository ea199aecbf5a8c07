import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PHONE_CODE } from '#shared/constants'
import { m } from '#shared/i18n'
import { createHarness, newUser, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { type SmsStandIn, SMS_STAND_IN_KEYS, startSmsStandIn } from '#server/testing/sms-stand-in'
import { createMsg91Sender } from '#server/sms/msg91'
import { SmsError } from '#server/sms/port'
import { createTwilioSender } from '#server/sms/twilio'
import { searchUsersQuery } from '#server/admin/repository'
import * as phone from './phone-service'

/**
 * Signing in by a code sent by SMS (decision 050), against the SMS stand-in speaking MSG91's and
 * Twilio's HTTP APIs, on a real database. Time is Date's, moved by the tests as the rate limits'
 * tests move it.
 */

let sms: SmsStandIn
let h: TestHarness
beforeAll(async () => {
  sms = await startSmsStandIn()
  h = await createHarness({ env: { ...sms.env('msg91'), TRUST_PROXY: 'on' } })
})
afterAll(async () => {
  await h?.close()
  await sms?.close()
})

let clients = 0
/**
 * A browser of its own address (behind the trusted proxy), as the people of these tests are: the
 * limits per client are tested on their own, below.
 */
function browserAt(harness: TestHarness = h) {
  clients++
  const browser = harness.client()
  const at = { 'x-forwarded-for': `10.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}` }
  return {
    ...browser,
    get: (path: string) => browser.get(path, at),
    post: (path: string, body?: unknown) => browser.post(path, body, at),
    put: (path: string, body?: unknown) => browser.put(path, body, at),
  }
}

let numbers = 0
/** A fresh Indian mobile number: its ten digits, as typed, and its E.164 form. */
function newNumber() {
  numbers++
  const digits = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(numbers).padStart(4, '0')}`
  return { typed: digits, e164: `+91${digits}` }
}

/** Date as the tests move it, running on from where it is. */
async function withClock(run: (clock: { advance(ms: number): void }) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  try {
    await run({ advance: (ms) => vi.setSystemTime(Date.now() + ms) })
  } finally {
    vi.useRealTimers()
  }
}

/** The service's deps as a client at `ip` has them. */
const depsAt = (ip: string) => ({ ...phone.phoneDeps({ ...h.deps, ip }), ip })

async function signUpByPhone(browser = browserAt(), username = newUser().username) {
  const number = newNumber()
  expect((await browser.post('/api/v1/users/phone/code', { phone: number.typed })).status).toBe(200)
  const code = sms.lastCode(number.e164)
  const signedUp = await browser.post('/api/v1/users/phone/sign-in', { phone: number.typed, code, username })
  expect(signedUp.status).toBe(200)
  return { browser, number, user: signedUp.json.data.user }
}

describe('signing up and in by phone', () => {
  it('sends a code through MSG91, asks a new number for a username, then makes the account', async () => {
    const browser = browserAt()
    const number = newNumber()
    const sent = await browser.post('/api/v1/users/phone/code', { phone: number.typed })
    expect(sent.status).toBe(200)
    expect(sent.json).toMatchObject({ message: m.phone_server_code_sent(), data: { resendAfterSeconds: 30 } })
    const message = sms.to(number.e164).at(-1)!
    expect(message).toMatchObject({ provider: 'msg91', to: number.e164 })
    expect(message.code).toMatch(/^\d{6}$/)

    const asked = await browser.post('/api/v1/users/phone/sign-in', { phone: number.typed, code: message.code })
    expect(asked.json.data).toEqual({ needsUsername: true, isNewUser: true, user: null })
    expect(browser.cookie()).toBeUndefined()

    const username = newUser().username
    const made = await browser.post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code: message.code,
      username,
    })
    expect(made.status).toBe(200)
    expect(made.json.data).toMatchObject({ needsUsername: false, isNewUser: true })
    expect(made.json.data.user).toMatchObject({ username, email: null, phone: number.e164, phoneVerified: true })
    const me = await browser.get('/api/v1/users/me')
    expect(me.json.data).toMatchObject({ username, email: null, hasPassword: false })
  })

  it('signs the same account in again with a new code', async () => {
    const { number, user } = await signUpByPhone()
    const other = browserAt()
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      await other.post('/api/v1/users/phone/code', { phone: number.e164 })
    })
    const again = await other.post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
    })
    expect(again.json.data).toMatchObject({ isNewUser: false, user: { _id: user._id } })
    expect((await other.get('/api/v1/users/me')).json.data._id).toBe(user._id)
  })

  it('answers and works alike for a number no account has (no enumeration)', async () => {
    const { number: known } = await signUpByPhone()
    const unknown = newNumber()
    const rowsBefore = await codeRows()
    const sentBefore = sms.received.length
    const answers: Array<{ status: number; body: unknown }> = []
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      for (const number of [known, unknown]) {
        const answer = await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
        answers.push({ status: answer.status, body: answer.json })
      }
    })
    expect(answers[0]).toEqual(answers[1])
    // The same work: a code stored and an SMS sent, for each.
    expect(sms.received.length - sentBefore).toBe(2)
    expect((await codeRows()) - rowsBefore).toBe(2)
  })

  it('stores only a hash of the code', async () => {
    const number = newNumber()
    await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    const code = sms.lastCode(number.e164)
    const rows = await sql<{ row: string }>`
      select row_to_json(phone_codes)::text as row from phone_codes where phone = ${number.e164}
    `.execute(h.db)
    expect(rows.rows).toHaveLength(1)
    const stored = rows.rows[0]!.row
    expect(stored).not.toContain(code)
    // Nor the code as bytes, in hex, as bytea columns are written out.
    expect(stored).not.toContain(Buffer.from(code).toString('hex'))
  })

  it('takes a username that is taken back, and keeps the code for another', async () => {
    const { user: existing } = await signUpByPhone()
    const number = newNumber()
    await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    const code = sms.lastCode(number.e164)
    const browser = browserAt()
    const taken = await browser.post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code,
      username: existing.username,
    })
    expect(taken.status).toBe(409)
    const made = await browser.post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code,
      username: newUser().username,
    })
    expect(made.status).toBe(200)
  })
})

describe('a code', () => {
  it('works for five minutes, then not', async () => {
    await withClock(async (clock) => {
      const fresh = newNumber()
      await browserAt().post('/api/v1/users/phone/code', { phone: fresh.typed })
      clock.advance(PHONE_CODE.lifetimeMs - 1000)
      const inTime = await browserAt().post('/api/v1/users/phone/sign-in', {
        phone: fresh.typed,
        code: sms.lastCode(fresh.e164),
      })
      expect(inTime.json.data.needsUsername).toBe(true)

      const late = newNumber()
      await browserAt().post('/api/v1/users/phone/code', { phone: late.typed })
      clock.advance(PHONE_CODE.lifetimeMs + 1000)
      const expired = await browserAt().post('/api/v1/users/phone/sign-in', {
        phone: late.typed,
        code: sms.lastCode(late.e164),
      })
      expect(expired.status).toBe(400)
      expect(expired.json.message).toBe(m.phone_server_code_expired())
    })
  })

  it('signs in once', async () => {
    const { number } = await signUpByPhone()
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    })
    const code = sms.lastCode(number.e164)
    expect((await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code })).status).toBe(200)
    const again = await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code })
    expect(again.status).toBe(400)
    expect(again.json.message).toBe(m.phone_server_code_expired())
  })

  it('dies after five wrong tries, and a new one is needed', async () => {
    const number = newNumber()
    await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    const code = sms.lastCode(number.e164)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let attempt = 1; attempt <= PHONE_CODE.maxTries; attempt++) {
      const answer = await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code: wrong })
      expect(answer.status).toBe(400)
      messages.push(answer.json.message)
    }
    expect(messages.slice(0, -1)).toEqual(Array(PHONE_CODE.maxTries - 1).fill(m.phone_server_code_wrong()))
    expect(messages.at(-1)).toBe(m.phone_server_code_spent())
    const right = await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code })
    expect(right.json.message).toBe(m.phone_server_code_expired())

    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      expect((await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })).status).toBe(200)
    })
    const fresh = await browserAt().post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
    })
    expect(fresh.json.data.needsUsername).toBe(true)
  })

  it('may be sent again after 30 seconds, and the new one replaces the old', async () => {
    const number = newNumber()
    await withClock(async (clock) => {
      await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
      const first = sms.lastCode(number.e164)
      clock.advance(PHONE_CODE.resendAfterMs - 5000)
      const early = await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
      expect(early.status).toBe(429)
      expect(early.json.message).toBe(m.phone_server_resend_wait())
      expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(5)
      clock.advance(5000)
      expect((await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })).status).toBe(200)
      const second = sms.lastCode(number.e164)
      const old = await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code: first })
      if (first !== second) expect(old.status).toBe(400)
      const current = await browserAt().post('/api/v1/users/phone/sign-in', { phone: number.typed, code: second })
      expect(current.json.data.needsUsername).toBe(true)
    })
  })

  it('is not sent when the provider refuses, and says so', async () => {
    const number = newNumber()
    sms.failNext()
    const failed = await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    expect(failed.status).toBe(502)
    expect(failed.json.message).toBe(m.phone_server_send_failed())
  })
})

describe('the limits on codes sent', () => {
  it('per number: five an hour and ten a day, from any clients', async () => {
    const number = newNumber()
    await withClock(async (clock) => {
      const send = (i: number) => phone.requestSignInCode(h.db, depsAt(`10.1.0.${i}`), number.e164)
      for (let i = 0; i < PHONE_CODE.perNumberPerHour; i++) {
        await send(i)
        clock.advance(PHONE_CODE.resendAfterMs)
      }
      await expect(send(99)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: m.phone_server_too_many_codes(),
      })
      clock.advance(60 * 60_000)
      for (let i = 0; i < PHONE_CODE.perNumberPerDay - PHONE_CODE.perNumberPerHour; i++) {
        await send(i)
        clock.advance(PHONE_CODE.resendAfterMs)
      }
      clock.advance(60 * 60_000)
      // A new hour, but the day's ten are spent.
      await expect(send(98)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      clock.advance(24 * 60 * 60_000)
      await send(97)
    })
  })

  it('per client: ten an hour and thirty a day, to any numbers', async () => {
    await withClock(async (clock) => {
      const send = () => phone.requestSignInCode(h.db, depsAt('10.2.0.1'), newNumber().e164)
      for (let hour = 0; hour < PHONE_CODE.perClientPerDay / PHONE_CODE.perClientPerHour; hour++) {
        for (let i = 0; i < PHONE_CODE.perClientPerHour; i++) await send()
        await expect(send()).rejects.toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: m.phone_server_too_many_codes(),
        })
        clock.advance(60 * 60_000)
      }
      await expect(send()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' })
      // Another client is not held back by this one.
      await phone.requestSignInCode(h.db, depsAt('10.2.0.2'), newNumber().e164)
    })
  })
})

describe('a number for an account', () => {
  async function passwordAccount() {
    const user = newUser()
    const browser = browserAt()
    expect((await browser.post('/api/v1/users/signup', user)).status).toBe(201)
    expect((await browser.post('/api/v1/users/login', { email: user.email, password: user.password })).status).toBe(200)
    return { user, browser }
  }

  it('is added with the code sent to it and the current password', async () => {
    const { user, browser } = await passwordAccount()
    const number = newNumber()
    expect((await browser.post('/api/v1/users/me/phone/code', { phone: number.typed })).status).toBe(200)
    const code = sms.lastCode(number.e164)
    const withoutProof = await browser.put('/api/v1/users/me/phone', { phone: number.typed, code })
    expect(withoutProof.json.message).toBe(m.phone_server_proof_required())
    const wrongPassword = await browser.put('/api/v1/users/me/phone', {
      phone: number.typed,
      code,
      currentPassword: 'nope-nope',
    })
    expect(wrongPassword.json.message).toBe(m.account_server_current_password_wrong())
    const added = await browser.put('/api/v1/users/me/phone', {
      phone: number.typed,
      code,
      currentPassword: user.password,
    })
    expect(added.status).toBe(200)
    expect(added.json.data).toMatchObject({ phone: number.e164, phoneVerified: true })
    // And it signs in now.
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    })
    const signedIn = await browserAt().post('/api/v1/users/phone/sign-in', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
    })
    expect(signedIn.json.data.user._id).toBe(added.json.data._id)
  })

  it('is changed with a code to the new number and one to the old, and the owner is told', async () => {
    const { browser, number: old, user } = await signUpByPhone()
    const next = newNumber()
    await browser.post('/api/v1/users/me/phone/code', { phone: next.typed })
    const code = sms.lastCode(next.e164)
    expect((await browser.put('/api/v1/users/me/phone', { phone: next.typed, code })).json.message).toBe(
      m.phone_server_proof_required(),
    )
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      expect((await browser.post('/api/v1/users/me/phone/confirm-code')).status).toBe(200)
    })
    const changed = await browser.put('/api/v1/users/me/phone', {
      phone: next.typed,
      code,
      currentPhoneCode: sms.lastCode(old.e164),
    })
    expect(changed.status).toBe(200)
    expect(changed.json.data.phone).toBe(next.e164)
    const notices = await h.db.selectFrom('notifications').select('title').where('user_id', '=', user._id).execute()
    expect(notices.map((notice) => notice.title)).toContain(m.security_notices_phone_changed_title())
    // The old number signs in no more: a code to it makes a new account's start.
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs * 2)
      await browserAt().post('/api/v1/users/phone/code', { phone: old.typed })
    })
    const oldSignIn = await browserAt().post('/api/v1/users/phone/sign-in', {
      phone: old.typed,
      code: sms.lastCode(old.e164),
    })
    expect(oldSignIn.json.data.needsUsername).toBe(true)
  })

  it('is refused when another account has proven it', async () => {
    const { number: taken } = await signUpByPhone()
    const { user, browser } = await passwordAccount()
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      await browser.post('/api/v1/users/me/phone/code', { phone: taken.typed })
    })
    const refused = await browser.put('/api/v1/users/me/phone', {
      phone: taken.typed,
      code: sms.lastCode(taken.e164),
      currentPassword: user.password,
    })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(m.phone_server_number_taken())
  })

  it('typed in the profile is kept unproven, signs in nothing, and a proven one is not replaced there', async () => {
    const { browser } = await passwordAccount()
    const typed = newNumber()
    const kept = await browser.put('/api/v1/users/me', { phone: typed.typed })
    expect(kept.json.data).toMatchObject({ phone: typed.e164, phoneVerified: false })
    await browserAt().post('/api/v1/users/phone/code', { phone: typed.typed })
    const signIn = await browserAt().post('/api/v1/users/phone/sign-in', {
      phone: typed.typed,
      code: sms.lastCode(typed.e164),
    })
    expect(signIn.json.data.needsUsername).toBe(true)

    const { browser: proven } = await signUpByPhone()
    const refused = await proven.put('/api/v1/users/me', { phone: newNumber().typed })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(m.phone_server_change_needs_code())
  })
})

describe('recovery by phone', () => {
  it('sets a new password with a code to the number, ending every session', async () => {
    const user = newUser()
    const owner = browserAt()
    await owner.post('/api/v1/users/signup', user)
    await owner.post('/api/v1/users/login', { email: user.email, password: user.password })
    const number = newNumber()
    await owner.post('/api/v1/users/me/phone/code', { phone: number.typed })
    await owner.put('/api/v1/users/me/phone', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
      currentPassword: user.password,
    })

    const stranger = browserAt()
    await withClock(async (clock) => {
      clock.advance(PHONE_CODE.resendAfterMs)
      await stranger.post('/api/v1/users/phone/code', { phone: number.typed })
    })
    const reset = await stranger.post('/api/v1/users/phone/reset-password', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
      password: 'N3w!password-here',
    })
    expect(reset.status).toBe(200)
    expect(reset.json.message).toBe(m.account_server_password_reset())
    expect((await owner.get('/api/v1/users/me')).status).toBe(401)
    const login = await browserAt().post('/api/v1/users/login', { email: user.email, password: 'N3w!password-here' })
    expect(login.status).toBe(200)
  })

  it('refuses a number no account has as it refuses a dead code', async () => {
    const number = newNumber()
    await browserAt().post('/api/v1/users/phone/code', { phone: number.typed })
    const refused = await browserAt().post('/api/v1/users/phone/reset-password', {
      phone: number.typed,
      code: sms.lastCode(number.e164),
      password: 'N3w!password-here',
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(m.phone_server_code_expired())
  })
})

describe('an account made by phone, without an email address', () => {
  it('downloads its data and adds an address', async () => {
    const { browser, number } = await signUpByPhone()
    const exported = await browser.get('/api/v1/users/me/export')
    expect(exported.status, exported.text).toBe(200)
    expect(exported.json.profile).toMatchObject({ email: null, phone: number.e164, phoneVerified: true })
    const email = newUser().email
    const added = await browser.put('/api/v1/users/me', { email })
    expect(added.status, added.text).toBe(200)
    expect(added.json.data.email).toBe(email)
  })

  it('is found by the admins’ search by its number, typed as ten digits or in E.164', async () => {
    const { number, user } = await signUpByPhone()
    for (const typed of [number.typed, number.e164, number.typed.slice(0, 6)]) {
      const page = await searchUsersQuery(h.db, typed, { limit: 50, offset: 0 }).execute()
      expect(
        page.map((row) => row.id),
        typed,
      ).toContain(user._id)
    }
  })

  it('is deleted by its username, and its number and codes go with it', async () => {
    const { browser, number, user } = await signUpByPhone()
    const response = await h.app.request('/api/v1/users/me', {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: browser.cookie() ?? '' },
      body: JSON.stringify({ username: user.username }),
    })
    expect(response.status).toBe(200)
    const row = await h.db
      .selectFrom('users')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ phone: null, phone_verified_at: null })
    expect(await h.db.selectFrom('phone_codes').select('id').where('phone', '=', number.e164).execute()).toEqual([])
  })

  it('may not drop its number, its only way in', async () => {
    const { browser } = await signUpByPhone()
    const refused = await browser.put('/api/v1/users/me', { phone: '' })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(m.phone_server_last_way_in())
  })
})

describe('the SMS adapters', () => {
  it('send through Twilio’s Messages resource with the code in the words', async () => {
    const twilio = await createHarness({ env: sms.env('twilio') })
    try {
      const number = newNumber()
      const sent = await browserAt(twilio).post('/api/v1/users/phone/code', { phone: number.typed })
      expect(sent.status).toBe(200)
      const message = sms.to(number.e164).at(-1)!
      expect(message.provider).toBe('twilio')
      expect(message.text).toContain(message.code)
      const made = await browserAt(twilio).post('/api/v1/users/phone/sign-in', {
        phone: number.typed,
        code: message.code,
        username: newUser().username,
      })
      expect(made.json.data.isNewUser).toBe(true)
    } finally {
      await twilio.close()
    }
  })

  it('are refused by the provider with the wrong credentials', async () => {
    const msg91 = createMsg91Sender({ ...SMS_STAND_IN_KEYS.msg91, authKey: 'wrong', apiUrl: sms.url })
    await expect(msg91.sendCode({ phone: '+919800000000', code: '123456', text: '' })).rejects.toBeInstanceOf(SmsError)
    const wrongTemplate = createMsg91Sender({ ...SMS_STAND_IN_KEYS.msg91, templateId: 'other', apiUrl: sms.url })
    await expect(wrongTemplate.sendCode({ phone: '+919800000000', code: '123456', text: '' })).rejects.toBeInstanceOf(
      SmsError,
    )
    const twilio = createTwilioSender({ ...SMS_STAND_IN_KEYS.twilio, authToken: 'wrong', apiUrl: sms.url })
    await expect(twilio.sendCode({ phone: '+919800000000', code: '123456', text: 'x' })).rejects.toBeInstanceOf(
      SmsError,
    )
  })

  it('without a provider: the phone option is off, and says why', async () => {
    const off = await createHarness()
    try {
      const refused = await browserAt(off).post('/api/v1/users/phone/code', { phone: newNumber().typed })
      expect(refused.status).toBe(412)
      expect(refused.json.message).toBe(m.phone_server_not_configured())
      expect((await off.caller().config.public()).isPhoneSignInEnabled).toBe(false)
      expect((await h.caller().config.public()).isPhoneSignInEnabled).toBe(true)
    } finally {
      await off.close()
    }
  })
})

async function codeRows(): Promise<number> {
  const row = await h.db
    .selectFrom('phone_codes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
