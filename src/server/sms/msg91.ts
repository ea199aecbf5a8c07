import { postToProvider, type SmsSender, SmsError } from './port'

export interface Msg91Config {
  authKey: string
  /**
   * The flow template's id on MSG91, mapped there to the DLT-registered template (India's rules
   * for SMS): its text holds the code as the variable ##otp##.
   */
  templateId: string
  /** https://control.msg91.com by default; a stand-in's loopback address in the tests. */
  apiUrl: string
}

/**
 * MSG91's flow API (POST /api/v5/flow): the `authkey` header, the template id, and each recipient
 * as `mobiles` (the number with its country code and no +, 91XXXXXXXXXX) with the template's
 * variables. The words are the registered template's: `text` is not sent.
 */
export function createMsg91Sender(config: Msg91Config): SmsSender {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/api/v5/flow`
  return {
    name: 'msg91',
    async sendCode({ phone, code }) {
      const { status, body } = await postToProvider(url, {
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: config.templateId,
          short_url: '0',
          recipients: [{ mobiles: phone.replace(/^\+/, ''), otp: code }],
        }),
      })
      const answer = (body ?? {}) as { type?: unknown; message?: unknown }
      // MSG91 answers a refusal with type "error", sometimes under a 200.
      if (status >= 300 || answer.type !== 'success') {
        throw new SmsError(`MSG91 answered ${status}: ${String(answer.message ?? '')}`)
      }
      return String(answer.message ?? '')
    },
  }
}
