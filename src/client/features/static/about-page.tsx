import { Link } from '@tanstack/react-router'
import {
  Accessibility,
  BadgeCheck,
  BadgeIndianRupee,
  ChartLine,
  Gem,
  HeartHandshake,
  Info,
  Lightbulb,
  type LucideIcon,
  MegaphoneOff,
  RefreshCw,
  Sparkles,
  Target,
  Timer,
  Trophy,
  Users,
} from 'lucide-react'

import { Button } from '@/components/ui/button'
import { ABOUT_COPY } from '@/texts/about-texts'
import {
  ABOUT_CLAIMS,
  ABOUT_VALUES,
  type AboutClaim,
  type AboutValue,
  LANDING,
  PRODUCT_NAME,
  STATIC_PAGE_TEXTS,
} from '#shared/texts'
import { PageHeader } from './page-header'

const OFFERING_ICONS: LucideIcon[] = [Sparkles, Timer, Trophy, ChartLine, BadgeIndianRupee, Users]
// Made when drawn: the spread reads the offering's words, which must be in the page's language.
const offerings = () => ABOUT_COPY.offerings.map((offering, index) => ({ ...offering, icon: OFFERING_ICONS[index]! }))

const VALUE_ICONS: Record<AboutValue, LucideIcon> = {
  quality: Gem,
  accessibility: Accessibility,
  innovation: Lightbulb,
  community: HeartHandshake,
}

const CLAIM_ICONS: Record<AboutClaim, LucideIcon> = {
  free: BadgeCheck,
  noAds: MegaphoneOff,
  updates: RefreshCw,
}

/** About / Our Mission: what the platform offers, its values and its promises. */
export function AboutPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.aboutTitle}
        icon={<Info />}
        eyebrow={PRODUCT_NAME}
        description={ABOUT_COPY.description}
      />

      {/* Mission */}
      <section
        aria-labelledby="mission-title"
        className="mt-12 overflow-hidden rounded-2xl border border-border bg-linear-to-br from-accent to-card p-6 sm:p-10"
      >
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
            <Target className="size-7" aria-hidden="true" />
          </span>
          <div className="space-y-4">
            <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
              {STATIC_PAGE_TEXTS.missionTitle}
            </h2>
            <p className="max-w-3xl text-lg leading-relaxed text-foreground">{ABOUT_COPY.mission}</p>
          </div>
        </div>
      </section>

      {/* What we offer */}
      <section aria-labelledby="offer-title" className="mt-16">
        <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {ABOUT_COPY.offerTitle}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offerings().map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-foreground">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* Values */}
      <section aria-labelledby="values-title" className="mt-16">
        <h2 id="values-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {ABOUT_COPY.valuesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT_VALUES.map((value) => {
            const Icon = VALUE_ICONS[value]
            const text = ABOUT_COPY.values[value]
            return (
              <li
                key={value}
                className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{STATIC_PAGE_TEXTS.valueNames[value]}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            )
          })}
        </ul>
      </section>

      {/* Claims */}
      <section aria-labelledby="promises-title" className="mt-16 rounded-2xl border border-border bg-muted p-6 sm:p-10">
        <h2 id="promises-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {ABOUT_COPY.promisesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {ABOUT_CLAIMS.map((claim) => {
            const Icon = CLAIM_ICONS[claim]
            const text = ABOUT_COPY.claims[claim]
            return (
              <li key={claim} className="flex gap-4">
                <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-foreground">{STATIC_PAGE_TEXTS.claimNames[claim]}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      {/* Call to action */}
      <section aria-labelledby="about-cta-title" className="mt-16 text-center">
        <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {ABOUT_COPY.joinTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          {ABOUT_COPY.joinText}{' '}
          <Link
            to="/contact-us"
            className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {ABOUT_COPY.getInTouch}
          </Link>
          .
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/quizzes">{LANDING.participate}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/create-quiz">{LANDING.createQuiz}</Link>
          </Button>
        </div>
      </section>
    </div>
  )
}
