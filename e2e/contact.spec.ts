import { SUCCESS } from '../src/shared/messages'
import { CONTACT_TEXTS } from '../src/shared/texts'
import { expect, test } from './support/fixtures'

test('a visitor sends a message through Contact Us', async ({ page }) => {
  await page.goto('/contact-us')
  await expect(page.getByText(CONTACT_TEXTS.averageResponse)).toBeVisible()
  await page.getByLabel('Name').fill('Asha Verma')
  await page.getByLabel('Email').fill('asha@example.com')
  await page.getByLabel('Subject').fill('Wallet question')
  await page.getByLabel('Message').fill('How long does a withdrawal take to reach my UPI ID?')

  // Hold the request so the 'Sending...' state can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/trpc/contact.send**', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  const sending = page.getByRole('button', { name: CONTACT_TEXTS.sending })
  await expect(sending).toBeDisabled()
  release()
  await expect(page.getByText(SUCCESS.messageSent)).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')
})

test('a too-short message is refused by the server with its message', async ({ page }) => {
  await page.goto('/contact-us')
  await page.getByLabel('Name').fill('Asha')
  await page.getByLabel('Email').fill('asha@example.com')
  await page.getByLabel('Subject').fill('Hi')
  await page.getByLabel('Message').fill('Too short')
  // Skip the browser's own minlength check to reach the server's.
  await page.getByLabel('Message').evaluate((el: HTMLTextAreaElement) => el.removeAttribute('minlength'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  // The server's words, as the spec's 'Error: {message}' toast shows them: never a field path.
  await expect(page.getByText('Error: Message must be at least 10 characters')).toBeVisible()
})
