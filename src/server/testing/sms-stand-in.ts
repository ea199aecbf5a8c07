// A local stand-in for the SMS providers: MSG91's flow API and Twilio's Messages resource, over
// HTTP on a loopback port, checking each request as the provider would (its credentials, its
// fields) and keeping every message it took. The tests and the browser tests' server start it;
// nothing of ours knows it is not the provider.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const SMS_STAND_IN_KEYS = {
  msg91: { authKey: 'stand-in-msg91-authkey', templateId: '65f0c0ffee0dlt0template' },
  twilio: { accountSid: `AC${'5'.repeat(32)}`, authToken: 'stand-in-twilio-token', from: '+15005550006' },
} as const

/** A message the stand-in took: to whom (E.164), the code in it, and its words where the provider takes words. */
interface SmsReceived {
  provider: 'msg91' | 'twilio'
  to: string
  code: string
  text: string | null
  id: string
}

export interface SmsStandIn {
  url: string
  received: SmsReceived[]
  /** Every message to `phone`, oldest first. */
  to(phone: string): SmsReceived[]
  /** The code of the last message to `phone`. */
  lastCode(phone: string): string
  /** The next `count` messages are refused as a provider's outage would (a 500). */
  failNext(count?: number): void
  /** The environment that points the app at the stand-in as this provider. */
  env(provider: 'msg91' | 'twilio'): Record<string, string>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

// Each answer closes its connection: the tests move Date, which the client's pool of kept-alive
// sockets reads, and a socket it kept past the stand-in's timeout would fail the next message.
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body))

export async function startSmsStandIn(): Promise<SmsStandIn> {
  const received: SmsReceived[] = []
  let failures = 0

  async function msg91(request: IncomingMessage, response: ServerResponse) {
    const keys = SMS_STAND_IN_KEYS.msg91
    if (request.headers.authkey !== keys.authKey) {
      return json(response, 401, { type: 'error', message: 'Authentication failure', code: '401' })
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return json(response, 400, { type: 'error', message: 'Content-Type must be application/json' })
    }
    let body: { template_id?: unknown; recipients?: unknown }
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return json(response, 400, { type: 'error', message: 'Invalid JSON' })
    }
    // MSG91 answers a bad template or recipient with a 200 whose type is "error".
    if (body.template_id !== keys.templateId) return json(response, 200, { type: 'error', message: 'Invalid template' })
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Array<Record<string, unknown>>) : []
    const recipient = recipients[0]
    if (
      recipients.length !== 1 ||
      typeof recipient?.mobiles !== 'string' ||
      !/^[1-9]\d{9,14}$/.test(recipient.mobiles)
    ) {
      return json(response, 200, { type: 'error', message: 'Invalid mobile number' })
    }
    if (typeof recipient.otp !== 'string' || recipient.otp === '') {
      return json(response, 200, { type: 'error', message: 'Template variable otp missing' })
    }
    const id = randomBytes(12).toString('hex')
    received.push({ provider: 'msg91', to: `+${recipient.mobiles}`, code: recipient.otp, text: null, id })
    return json(response, 200, { type: 'success', message: id })
  }

  async function twilio(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    const keys = SMS_STAND_IN_KEYS.twilio
    const expected = `Basic ${Buffer.from(`${keys.accountSid}:${keys.authToken}`).toString('base64')}`
    if (request.headers.authorization !== expected || accountSid !== keys.accountSid) {
      return json(response, 401, { code: 20003, message: 'Authenticate', more_info: '', status: 401 })
    }
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return json(response, 400, { code: 21609, message: 'Form body expected', status: 400 })
    }
    const form = new URLSearchParams(await readBody(request))
    const to = form.get('To') ?? ''
    const body = form.get('Body') ?? ''
    if (!/^\+[1-9]\d{7,14}$/.test(to)) {
      return json(response, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      })
    }
    if (form.get('From') !== keys.from && !form.get('MessagingServiceSid')) {
      return json(response, 400, {
        code: 21606,
        message: 'The From phone number is not a valid SMS-capable number',
        status: 400,
      })
    }
    if (!body) return json(response, 400, { code: 21602, message: 'Message body is required.', status: 400 })
    const sid = `SM${randomBytes(16).toString('hex')}`
    received.push({ provider: 'twilio', to, code: /\b\d{6}\b/.exec(body)?.[0] ?? '', text: body, id: sid })
    return json(response, 201, {
      sid,
      account_sid: accountSid,
      to,
      from: keys.from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'POST' && failures > 0) {
      failures--
      return json(response, 500, { type: 'error', message: 'Internal Server Error', status: 500 })
    }
    const twilioPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname)
    const handled =
      request.method === 'POST' && url.pathname === '/api/v5/flow'
        ? msg91(request, response)
        : request.method === 'POST' && twilioPath
          ? twilio(request, response, decodeURIComponent(twilioPath[1]!))
          : Promise.resolve(json(response, 404, { message: 'Not found' }))
    handled.catch((error) => json(response, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const to = (phone: string) => received.filter((message) => message.to === phone)
  return {
    url,
    received,
    to,
    lastCode(phone) {
      const last = to(phone).at(-1)
      if (!last) throw new Error(`no SMS to ${phone}`)
      return last.code
    },
    failNext(count = 1) {
      failures = count
    },
    env: (provider): Record<string, string> =>
      provider === 'msg91'
        ? {
            MSG91_AUTH_KEY: SMS_STAND_IN_KEYS.msg91.authKey,
            MSG91_TEMPLATE_ID: SMS_STAND_IN_KEYS.msg91.templateId,
            MSG91_API_URL: url,
          }
        : {
            TWILIO_ACCOUNT_SID: SMS_STAND_IN_KEYS.twilio.accountSid,
            TWILIO_AUTH_TOKEN: SMS_STAND_IN_KEYS.twilio.authToken,
            TWILIO_FROM: SMS_STAND_IN_KEYS.twilio.from,
            TWILIO_API_URL: url,
          },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
