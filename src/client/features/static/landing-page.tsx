import { Link } from '@tanstack/react-router'
import { ArrowRight, Clock, type LucideIcon, PenLine, Play, Quote, Sparkles, Trophy, Users } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { LANDING_COPY } from '@/texts/landing-texts'
import { LANDING, LANDING_FEATURES, type LandingFeature } from '#shared/texts'
import { m } from '#shared/i18n'

const FEATURE_ICONS: Record<LandingFeature, LucideIcon> = {
  ai: Sparkles,
  community: Users,
  rankings: Trophy,
}

const STEP_ICONS = [PenLine, Clock, Trophy] as const
// Made when drawn: the spread reads the step's words, which must be in the page's language.
const steps = () => LANDING_COPY.steps.map((step, index) => ({ ...step, icon: STEP_ICONS[index]! }))
const TESTIMONIALS = LANDING_COPY.testimonials
const SAMPLE = LANDING_COPY.sample

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/** A sample question card beside the headline; purely illustrative, so hidden from assistive tech. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mx-0">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-primary/25 via-accent to-transparent blur-2xl" />
      <div className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="rounded-md bg-accent px-2 py-0.5 font-medium text-accent-foreground">{SAMPLE.category}</span>
          <span className="inline-flex items-center gap-1 font-mono font-medium text-foreground">
            <Clock className="size-4" aria-hidden="true" />
            {SAMPLE.clock}
          </span>
        </div>
        <div className="mt-4 h-1.5 w-full overflow-hidden rounded-full bg-muted">
          <div className="h-full w-3/10 rounded-full bg-primary" />
        </div>
        <p className="mt-5 text-lg font-semibold">{SAMPLE.question}</p>
        <ul className="mt-4 space-y-2">
          {SAMPLE.options.map((option) => (
            <li
              key={option}
              className={
                option === SAMPLE.chosen
                  ? 'flex items-center gap-3 rounded-lg border-2 border-primary bg-accent px-3 py-2 text-sm font-medium text-accent-foreground'
                  : 'flex items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm text-foreground'
              }
            >
              <span
                className={
                  option === SAMPLE.chosen
                    ? 'size-4 rounded-full border-4 border-primary bg-background'
                    : 'size-4 rounded-full border border-input'
                }
              />
              {option}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex items-center justify-between text-sm text-muted-foreground">
          <span>{SAMPLE.progress}</span>
          <span className="inline-flex items-center gap-1 font-medium text-primary">
            {SAMPLE.next} <ArrowRight className="size-4" aria-hidden="true" />
          </span>
        </div>
      </div>
    </div>
  )
}

function CallsToAction({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" variant={inverted ? 'secondary' : 'default'} className="h-11 px-6 text-base">
        <Link to="/create-quiz">
          <PenLine aria-hidden="true" />
          {LANDING.createQuiz}
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={
          inverted
            ? 'h-11 border-primary-foreground bg-transparent px-6 text-base text-primary-foreground hover:bg-primary-foreground hover:text-primary dark:border-primary-foreground dark:bg-transparent dark:hover:bg-primary-foreground'
            : 'h-11 px-6 text-base'
        }
      >
        <Link to="/quizzes">
          <Play aria-hidden="true" />
          {LANDING.participate}
        </Link>
      </Button>
    </div>
  )
}

/** Home page: hero, features, how it works, testimonials and a closing call to action. */
export function LandingPage() {
  const commaAt = LANDING.headline.indexOf(', ')
  const headlineStart = commaAt === -1 ? LANDING.headline : LANDING.headline.slice(0, commaAt + 1)
  const headlineEnd = commaAt === -1 ? '' : LANDING.headline.slice(commaAt + 2)

  return (
    <div className="overflow-x-clip">
      {/* Hero */}
      <section
        aria-labelledby="landing-title"
        className="relative isolate bg-linear-to-b from-accent via-background to-background"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(ellipse_at_top_right,var(--color-primary)_0%,transparent_55%)] opacity-15 dark:opacity-5"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-28">
          <div className="space-y-6 text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground shadow-xs">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              {LANDING_COPY.eyebrow}
            </p>
            <h1
              id="landing-title"
              className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
            >
              {headlineStart}
              {headlineEnd ? (
                <>
                  {' '}
                  <span className="text-primary">{headlineEnd}</span>
                </>
              ) : null}
            </h1>
            <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">{LANDING_COPY.intro}</p>
            <div className="flex justify-center lg:justify-start">
              <CallsToAction />
            </div>
            <p>
              <Link to="/play" className="font-medium text-primary underline-offset-4 hover:underline">
                {m.live_screen_join_a_game()}
              </Link>
            </p>
          </div>
          <HeroPreview />
        </div>
      </section>

      {/* Features */}
      <section aria-labelledby="features-title" className="bg-background py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{LANDING_COPY.featuresEyebrow}</p>
            <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {LANDING_COPY.featuresTitle}
            </h2>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {LANDING_FEATURES.map((feature) => {
              const Icon = FEATURE_ICONS[feature]
              const text = LANDING_COPY.featureDetails[feature]
              const name = LANDING.featureNames[feature]
              return (
                <li
                  key={feature}
                  className="group rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
                >
                  <div className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                    <Icon className="size-6" aria-hidden="true" />
                  </div>
                  <h3 className="mt-5 text-xl font-semibold">{name}</h3>
                  <p className="mt-2 text-muted-foreground">{text}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="steps-title" className="border-y border-border bg-muted py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {LANDING_COPY.stepsTitle}
          </h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {steps().map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative flex gap-4 md:flex-col">
                <div className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-background text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span aria-hidden="true" className="text-primary">
                      {index + 1}.
                    </span>{' '}
                    {title}
                  </h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Testimonials */}
      <section aria-labelledby="testimonials-title" className="bg-background py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {LANDING_COPY.testimonialsEyebrow}
            </p>
            <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {LANDING_COPY.testimonialsTitle}
            </h2>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm">
                  <Quote className="size-8 text-primary" aria-hidden="true" />
                  <blockquote className="mt-4 flex-1 text-base leading-relaxed">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    >
                      {initials(testimonial.name)}
                    </span>
                    <span className="flex flex-col">
                      <span className="font-semibold">{testimonial.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {testimonial.role}, {testimonial.city}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Closing call to action */}
      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_left,var(--color-primary-foreground)_0%,transparent_45%)] opacity-10"
          />
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {LANDING_COPY.closingTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty">{LANDING_COPY.closingText}</p>
          <div className="mt-8 flex justify-center">
            <CallsToAction inverted />
          </div>
        </div>
      </section>
    </div>
  )
}
