// `npm run images`: draws the product's pictures into public/ with the system's Chromium, in the
// product's colours and words: og-image.jpg, the 1200 × 630 picture a shared link's preview shows
// (previews take PNG or JPEG, not SVG; WhatsApp skips images over about 300 kB), and the icons the
// web app manifest and home screens use. Run it again when the name, the tagline or the colours change.
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { APP_ICONS, APPLE_TOUCH_ICON, BRAND_COLOR, PREVIEW_IMAGE } from '../src/shared/page-meta'
import { LANDING_COPY } from '../src/client/texts/landing-texts'
import { PRODUCT_NAME } from '../src/shared/shell-texts'

const BRAND = BRAND_COLOR
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)
const FONT = "font-family:'DejaVu Sans',Arial,sans-serif"

const preview = `<div style="width:${PREVIEW_IMAGE.width}px;height:${PREVIEW_IMAGE.height}px;box-sizing:border-box;padding:80px;
  display:flex;flex-direction:column;justify-content:center;gap:36px;background:linear-gradient(135deg,${BRAND},#312e81);
  color:#fff;${FONT}">
  <div style="display:flex;align-items:center;gap:32px">
    <div style="width:140px;height:140px;border-radius:36px;background:#fff;color:${BRAND};display:flex;align-items:center;
      justify-content:center;font-size:96px;font-weight:700">Q</div>
    <div style="font-size:104px;font-weight:700;letter-spacing:-2px">${escapeHtml(PRODUCT_NAME)}</div>
  </div>
  <div style="font-size:44px;line-height:1.3;max-width:1000px;opacity:.92">${escapeHtml(LANDING_COPY.eyebrow.split(' · ')[1] ?? '')}</div>
</div>`

/**
 * The favicon's Q on the brand colour: rounded, or square for a maskable icon (the Q kept inside the
 * middle 80 % that every mask shows) and for iOS.
 */
const icon = (size: number, square: boolean) => `<div style="width:${size}px;height:${size}px;background:${BRAND};
  border-radius:${square ? 0 : size * 0.22}px;display:flex;align-items:center;justify-content:center;color:#fff;
  font-size:${size * (square ? 0.45 : 0.6)}px;font-weight:700;${FONT}">Q</div>`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const draw = async (html: string, width: number, height: number, file: string, type: 'png' | 'jpeg') => {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`)
    const path = new URL(`../public${file}`, import.meta.url).pathname
    await page.screenshot({ path, type, omitBackground: type === 'png', ...(type === 'jpeg' ? { quality: 85 } : {}) })
    await page.close()
    process.stdout.write(`Wrote public${file}\n`)
  }
  await draw(preview, PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, PREVIEW_IMAGE.path, 'jpeg')
  for (const { src, size, purpose } of APP_ICONS) {
    await draw(icon(size, purpose === 'maskable'), size, size, src, 'png')
  }
  await draw(
    icon(APPLE_TOUCH_ICON.size, true),
    APPLE_TOUCH_ICON.size,
    APPLE_TOUCH_ICON.size,
    APPLE_TOUCH_ICON.src,
    'png',
  )
} finally {
  await browser.close()
}
