import { useQuery } from '@tanstack/react-query'
import { GRIEVANCE_TEXTS } from '@/texts/grievance-texts'
import { PRERENDER_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config'
import { UserText } from '@/components/user-text'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

/**
 * The public settings as the page brought them (src/server/http/page-head.ts), or at build the
 * slots the server writes them into; none in a page without a copy (the dev server's), where the
 * config call asks for them.
 */
function configOfPage(): PublicConfig | undefined {
  if (typeof document === 'undefined') return PRERENDER_PUBLIC_CONFIG
  const copy = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent
  return copy ? (JSON.parse(copy) as PublicConfig) : undefined
}

/**
 * The grievance officer's name and address, from the server's configuration as the page brought
 * it: a prerendered page has them before its script runs, and its script draws them the same.
 */
export function GrievanceOfficerFacts() {
  const config = useQuery(
    trpc.config.public.queryOptions(undefined, { staleTime: Infinity, initialData: configOfPage }),
  )
  const officer = config.data?.grievanceOfficer
  if (!officer) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="grievance-officer">
      <dt className="font-medium text-foreground">{m.grievance_name()}</dt>
      <dd>
        <UserText>{officer.name}</UserText>
      </dd>
      <dt className="font-medium text-foreground">{m.grievance_email()}</dt>
      <dd className="break-all">
        <a href={`mailto:${officer.email}`} className="text-primary underline-offset-4 hover:underline">
          <UserText>{officer.email}</UserText>
        </a>
      </dd>
    </dl>
  )
}

/** The grievance officer, as the contact page shows them: who, how to reach them, how fast they answer. */
export function GrievanceOfficer() {
  return (
    <section aria-labelledby="grievance-officer-title" className="space-y-2 text-sm">
      <h2 id="grievance-officer-title" className="text-base font-semibold">
        {m.grievance_title()}
      </h2>
      <p className="text-muted-foreground">{GRIEVANCE_TEXTS.intro}</p>
      <GrievanceOfficerFacts />
      <p className="text-muted-foreground">{GRIEVANCE_TEXTS.timeline}</p>
    </section>
  )
}
