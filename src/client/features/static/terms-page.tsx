import { ScrollText } from 'lucide-react'
import { type TermsBlock, TERMS_COPY } from '@/texts/terms-texts'
import { STATIC_PAGE_TEXTS } from '#shared/texts'
import { RichText } from '@/components/rich-text'
import { PageHeader } from './page-header'
import { GrievanceOfficerFacts } from '@/components/grievance-officer'

const LAST_UPDATED = TERMS_COPY.lastUpdated
const SECTIONS = TERMS_COPY.sections

function Block({ block }: { block: TermsBlock }) {
  if ('grievanceOfficer' in block) return <GrievanceOfficerFacts />
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    )
  }
  if ('rules' in block) {
    return (
      <ol className="space-y-3">
        {block.rules.map((rule, index) => (
          <li key={rule.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span>
              <strong className="font-semibold text-foreground">{rule.title}</strong> {rule.text}
            </span>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <p>
      <RichText text={block.p} />
    </p>
  )
}

/** Terms & Conditions with a table of contents of in-page links to each section. */
export function TermsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.termsTitle}
        icon={<ScrollText />}
        eyebrow={
          <>
            {LAST_UPDATED.prefix}
            <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
          </>
        }
        description={TERMS_COPY.description}
      />

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="terms-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs">
            <h2 id="terms-toc-title" className="text-sm font-semibold tracking-wide text-foreground uppercase">
              {TERMS_COPY.tableOfContents}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {SECTIONS.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0 space-y-12">
          {SECTIONS.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight text-foreground">
                <span aria-hidden="true" className="mr-2 text-primary tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
                {section.blocks.map((block, index) => (
                  // A fixed document: the position is a stable key.
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
