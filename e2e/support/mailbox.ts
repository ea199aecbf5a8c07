import { expect } from '@playwright/test'

/**
 * The e2e server's mailbox (e2e/support/serve.mjs): every message the app sent, as the test SMTP
 * server received it. Tests read what a person would read in their inbox, and follow its links.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The mailbox's HTTP API: the app's port + 1 unless E2E_MAILBOX_PORT says otherwise. */
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? PORT + 1)
const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`

export interface Mail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
}

/**
 * The app's /api/v1 answers since the last call that broke the OpenAPI document, each as its method,
 * path, status and what is wrong (the server checks every answer: e2e/support/serve.mjs).
 */
export async function takeContractFailures(): Promise<string[]> {
  const response = await fetch(`${MAILBOX_URL}/contract-failures`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as string[]
}

/** Every answer of the run so far that broke the OpenAPI document, whether taken by a test or not. */
export async function everyContractFailure(): Promise<string[]> {
  const response = await fetch(`${MAILBOX_URL}/contract-failures?all`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as string[]
}

/** Every message sent to `address` so far, oldest first. */
export async function messagesTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as Mail[]
}

/** The links in a message's text part that lead to `pathPrefix` on the app (say '/verify-email'). */
function linksIn(mail: Mail, pathPrefix: string): string[] {
  return mail.text.split(/\s+/).filter((word) => {
    if (!/^https?:\/\//.test(word)) return false
    return new URL(word).pathname.startsWith(pathPrefix)
  })
}

/**
 * The newest link to `pathPrefix` in the messages to `address`, once at least `count` messages
 * carry one (mail goes out a moment after the request that causes it).
 */
export async function waitForLink(address: string, pathPrefix: string, { count = 1 } = {}): Promise<string> {
  let links: string[] = []
  await expect
    .poll(
      async () => {
        links = (await messagesTo(address)).flatMap((mail) => linksIn(mail, pathPrefix).slice(0, 1))
        return links.length
      },
      { message: `a message to ${address} with a link to ${pathPrefix}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return links.at(-1)!
}

/** The code of the last SMS the app sent to `phone` (E.164), as the SMS stand-in took it. */
export async function lastSmsCode(phone: string): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const response = await fetch(`${MAILBOX_URL}/sms?to=${encodeURIComponent(phone)}`)
    const messages = (await response.json()) as Array<{ code: string }>
    code = messages.at(-1)?.code
    expect(code, `an SMS to ${phone}`).toBeTruthy()
  }).toPass()
  return code!
}

/** The wait before another code may be sent to `phone` passes at once (e2e/support/serve.mjs). */
export async function passSmsResendWait(phone: string): Promise<void> {
  const response = await fetch(`${MAILBOX_URL}/sms-clock?phone=${encodeURIComponent(phone)}`, { method: 'POST' })
  if (!response.ok) throw new Error(`mailbox answered ${response.status}: ${await response.text()}`)
}
