import { expect, holdScripts, test, untilInteractive } from './support/fixtures'
import { m } from '#shared/i18n'

test('a visitor sends a message through Contact Us', async ({ page }) => {
  await page.goto('/contact-us')
  await expect(page.getByText(m.contact_average_response())).toBeVisible()
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
  const sending = page.getByRole('button', { name: m.contact_sending() })
  await expect(sending).toBeDisabled()
  release()
  await expect(page.getByText(m.success_message_sent())).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')
})

test('the form says what is wrong under each field at fault, and sends nothing until it is right', async ({ page }) => {
  let sent = 0
  page.on('request', (request) => {
    if (request.url().includes('/trpc/contact.send')) sent++
  })
  await page.goto('/contact-us')
  await page.getByLabel('Name').fill('Asha')
  await page.getByLabel('Email').fill('asha@example')
  await page.getByLabel('Message').fill('Too short')
  await page.getByRole('button', { name: m.contact_send() }).click()

  // The first field at fault takes the focus; each says why in words, the procedure's own.
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required')
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters')
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'false')
  expect(sent).toBe(0)

  // Put right, a field's message goes as it is typed; the form then sends.
  await email.fill('asha@example.com')
  await expect(email).toHaveAttribute('aria-invalid', 'false')
  await page.getByLabel('Subject').fill('Hi')
  await page.getByLabel('Message').fill('How long does a withdrawal take?')
  await page.getByRole('button', { name: m.contact_send() }).click()
  await expect(page.getByText(m.success_message_sent())).toBeVisible()
  expect(sent).toBe(1)
})

test("words typed before the page's script has run stay in the form, and are sent", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/contact-us', { waitUntil: 'commit' })
  await page.getByLabel('Name').fill('Ravi Kumar')
  await page.getByLabel('Email').fill('ravi@example.com')
  await page.getByLabel('Subject').fill('Typed early')
  release()
  await untilInteractive(page)
  await page.getByLabel('Message').fill('Typed while the page was still loading on my phone.')
  await page.getByRole('button', { name: m.contact_send() }).click()
  await expect(page.getByText(m.success_message_sent())).toBeVisible()
})
