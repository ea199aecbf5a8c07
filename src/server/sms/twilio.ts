import { postToProvider, type SmsSender, SmsError } from './port'

export interface TwilioConfig {
  accountSid: string
  authToken: string
  /** The sender: a Twilio number in E.164, or a Messaging Service's id (MG…). */
  from: string
  /** https://api.twilio.com by default; a stand-in's loopback address in the tests. */
  apiUrl: string
}

/**
 * Twilio's Programmable Messaging (POST /2010-04-01/Accounts/{AccountSid}/Messages.json): Basic
 * auth with the account's SID and auth token, a form with To, From (or MessagingServiceSid) and
 * Body; a 201 with the message's `sid`.
 */
export function createTwilioSender(config: TwilioConfig): SmsSender {
  const base = config.apiUrl.replace(/\/+$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`
  const sender = /^MG[0-9a-f]{32}$/i.test(config.from) ? 'MessagingServiceSid' : 'From'
  return {
    name: 'twilio',
    async sendCode({ phone, text }) {
      const form = new URLSearchParams({ To: phone, [sender]: config.from, Body: text })
      const { status, body } = await postToProvider(url, {
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      })
      const answer = (body ?? {}) as { sid?: unknown; message?: unknown; code?: unknown }
      if (status !== 201 || typeof answer.sid !== 'string') {
        throw new SmsError(`Twilio answered ${status}: ${String(answer.code ?? '')} ${String(answer.message ?? '')}`)
      }
      return answer.sid
    },
  }
}
