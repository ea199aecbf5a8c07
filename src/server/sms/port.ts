/**
 * The one port through which the app sends SMS (decision 050): a code to a number. An adapter
 * speaks one provider's HTTP API (MSG91 or Twilio); which one is the environment's choice.
 */
export interface SmsSender {
  /** The provider's name, for the logs. */
  readonly name: 'msg91' | 'twilio'
  /**
   * Sends `code` to `phone` (E.164) with the words of `text` where the provider takes free text;
   * resolves with the provider's id of the message, or throws SmsError.
   */
  sendCode(message: { phone: string; code: string; text: string }): Promise<string>
}

/** The provider refused the message or could not be reached; `detail` is for the logs only. */
export class SmsError extends Error {
  override name = 'SmsError'
  constructor(readonly detail: string) {
    super(`SMS not sent: ${detail}`)
  }
}

/** How long one call to the provider may take before it counts as unreached. */
const SMS_TIMEOUT_MS = 10_000

/** One POST to a provider, its failure to answer turned into SmsError. */
export async function postToProvider(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(SMS_TIMEOUT_MS) })
  } catch (error) {
    throw new SmsError(`unreached (${(error as Error).message})`)
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  return { status: response.status, body }
}
