import { baseLocale, getLocale, isLocale } from '#shared/i18n'
import { MAIL_LAYOUT } from '#shared/mail-texts'
import { PRODUCT_NAME } from '#shared/texts'
import { inLocale } from '#server/locale'
import { m } from '#shared/i18n'

/** A message ready for the outbox: both parts written, the recipient known. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** What a message says, before the product's frame goes round it. */
export interface MailContent {
  subject: string
  /** The message, one paragraph each. */
  paragraphs: readonly string[]
  /** The one thing to do: a button in HTML, a bare link in the text part. */
  action?: { label: string; url: string }
}

/**
 * Runs `write` in a recipient's language, as stored (users.locale): every word read while it runs
 * is theirs, not the language of the request that caused the message (an admin's, a stranger's).
 */
export function inRecipientLanguage<T>(locale: string, write: () => T): T {
  return inLocale(isLocale(locale) ? locale : baseLocale, write)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Every message in the same frame: the product's name at the top, a link back to the site at the
 * bottom. The text part says everything the HTML part does, for mail clients that show only text.
 * Written in the language of the moment: call it inside inRecipientLanguage.
 */
export function composeMail(to: string, content: MailContent, appOrigin: string): OutgoingMail {
  const footer = MAIL_LAYOUT.footer(PRODUCT_NAME)
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '—',
    `${footer} ${appOrigin}`,
  ].join('\n\n')

  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`)
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(m.mail_layout_link_fallback())}<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="${getLocale()}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 24px;font-size:22px;color:#4f46e5">${escapeHtml(PRODUCT_NAME)}</h1>
${paragraphs.join('\n')}
${action}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">
<p style="margin:0;font-size:13px;color:#555555">${escapeHtml(footer)} <a href="${escapeHtml(appOrigin)}">${escapeHtml(appOrigin)}</a></p>
</div>
</body></html>`
  return { to, subject: `${content.subject} · ${PRODUCT_NAME}`, text, html }
}
