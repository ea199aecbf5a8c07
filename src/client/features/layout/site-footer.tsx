import { Link } from '@tanstack/react-router'
import { Mail } from 'lucide-react'
import { FOOTER_LINKS, FOOTER_TEXTS, PRODUCT_NAME, SOCIAL_LINKS, SUPPORT_EMAIL } from '#shared/shell-texts'
import { m } from '#shared/i18n'

function FooterList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Social links, placeholders only. They are links to nowhere yet, named so that
 * nobody expects them to lead anywhere, and clicking one does nothing.
 */
function SocialLinks() {
  return (
    <div className="mt-4 text-sm text-muted-foreground">
      <p id="footer-social">{m.social_intro()}</p>
      <ul aria-labelledby="footer-social" className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
        {SOCIAL_LINKS.names.map((name) => (
          <li key={name}>
            {/* biome-ignore lint/a11y/useValidAnchor: a placeholder for a social profile's link, which it stays until the profiles exist. */}
            <a
              href="#"
              aria-label={SOCIAL_LINKS.label(name)}
              className="hover:text-foreground hover:underline"
              onClick={(event) => event.preventDefault()}
            >
              <span translate="no">{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-muted-foreground">{m.footer_tagline()}</p>
        </div>
        <FooterList title={m.footer_quick_links()} links={FOOTER_LINKS.quick} />
        <FooterList title={m.footer_legal()} links={FOOTER_LINKS.legal} />
        <div>
          <h2 className="text-sm font-semibold">{m.footer_contact()}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/contact-us" className="text-muted-foreground hover:text-foreground hover:underline">
                {m.contact_title()}
              </Link>
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <SocialLinks />
        </div>
      </div>
      {/* A prerendered page's year is its build's: past New Year the browser's differs, and wins. */}
      <p className="border-t py-4 text-center text-xs text-muted-foreground" suppressHydrationWarning>
        {FOOTER_TEXTS.rights(new Date().getFullYear(), PRODUCT_NAME)}
      </p>
    </footer>
  )
}
