import { Link } from '@tanstack/react-router'
import { Ban, Database, FileClock, Lock, type LucideIcon, Mail, ShieldCheck, Sparkles, UserCheck } from 'lucide-react'
import type * as React from 'react'

import { type PolicyBlock, PRIVACY_COPY } from '@/texts/privacy-texts'
import { STATIC_PAGE_TEXTS, SUPPORT_EMAIL } from '#shared/texts'
import { RichText } from '@/components/rich-text'
import { PageHeader } from './page-header'
import { m } from '#shared/i18n'

const LAST_UPDATED = PRIVACY_COPY.lastUpdated

function PolicySection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-foreground">
          {title}
        </h2>
      </div>
      <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground [&_strong]:font-semibold [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  )
}

function BulletList({ items }: { items: React.ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-primary">
      {items.map((item, index) => (
        // A static list: the position is a stable key.
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

const HIGHLIGHT_ICONS = [Ban, Lock, UserCheck] as const
// Made when drawn: the spread reads the highlight's words, which must be in the page's language.
const highlights = () =>
  PRIVACY_COPY.highlights.map((highlight, index) => ({ ...highlight, icon: HIGHLIGHT_ICONS[index]! }))

type SectionKey = keyof typeof PRIVACY_COPY.sections

/** Each section's anchor (the page's links and old bookmarks point at these) and icon. */
const SECTIONS: Array<{ key: SectionKey; id: string; icon: LucideIcon }> = [
  { key: 'collect', id: 'information-we-collect', icon: Database },
  { key: 'use', id: 'how-we-use-information', icon: Sparkles },
  { key: 'security', id: 'security', icon: Lock },
  { key: 'rights', id: 'your-rights', icon: UserCheck },
  { key: 'updates', id: 'updates', icon: FileClock },
]

function Block({ block }: { block: PolicyBlock }) {
  if ('h3' in block) return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.h3}</h3>
  if ('list' in block)
    return (
      <BulletList
        items={block.list.map((item) => (
          <RichText key={item} text={item} />
        ))}
      />
    )
  if ('note' in block) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
        <RichText text={block.note} />
      </p>
    )
  }
  return (
    <p>
      <RichText text={block.p} />
    </p>
  )
}

/** Privacy & Policy: what we collect, why, how we protect it and the user's rights. */
export function PrivacyPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.privacyTitle}
        icon={<ShieldCheck />}
        eyebrow={
          <>
            {LAST_UPDATED.prefix}
            <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
          </>
        }
        description={PRIVACY_COPY.description}
      />

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {highlights().map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <p className="mt-2 font-semibold">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 space-y-12">
        {SECTIONS.map(({ key, id, icon }) => (
          <PolicySection key={key} id={id} icon={icon} title={PRIVACY_COPY.sections[key].title}>
            {PRIVACY_COPY.sections[key].blocks.map((block, index) => (
              // A fixed document: the position is a stable key.
              <Block key={index} block={block} />
            ))}
          </PolicySection>
        ))}

        <PolicySection id="contact" icon={Mail} title={m.contact_title()}>
          <p>
            {PRIVACY_COPY.contact.before}{' '}
            <Link
              to="/contact-us"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {PRIVACY_COPY.contact.link}
            </Link>{' '}
            {PRIVACY_COPY.contact.or}{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <p>
            {m.contact_response_promise()} ({m.contact_average_response()}).
          </p>
        </PolicySection>
      </div>
    </div>
  )
}
