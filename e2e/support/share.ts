import { expect, type Page } from '@playwright/test'
import { whatsappLink } from '#shared/shares'
import { m } from '#shared/i18n'

/**
 * Presses a screen's Share and reads what it offers. Headless Chromium has no Web Share API, so the
 * button opens its other ways: a WhatsApp link that must carry the words and the page's whole
 * address, and Copy link.
 */
export async function expectShareLink(page: Page, share: { text: string; url: string }) {
  await page.getByRole('button', { name: m.share_button(), exact: true }).click()
  const options = page.getByRole('list', { name: m.share_options() })
  await expect(options.getByRole('link', { name: m.share_whatsapp() })).toHaveAttribute(
    'href',
    whatsappLink(share.text, share.url),
  )
  await expect(options.getByRole('button', { name: m.share_copy_link() })).toBeVisible()
}

/**
 * Gives the page a Web Share API, as a phone's browser has, that keeps what it was asked to share
 * (window.sharedWith) instead of opening the phone's share sheet. Call before the page loads.
 */
export async function withShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { sharedWith: shared })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
  })
}

/** What the page's share sheet (withShareSheet) was asked to share, in order. */
export const sharedWith = (page: Page) =>
  page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith)
