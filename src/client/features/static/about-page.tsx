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
import { QUIZ_LIMITS } from '#shared/constants'
import { LANDING, PRODUCT_NAME, STATIC_PAGE_TEXTS } from '#shared/texts'
import { PageHeader } from './page-header'

type Value = (typeof STATIC_PAGE_TEXTS.values)[number]
type Claim = (typeof STATIC_PAGE_TEXTS.claims)[number]

const OFFERINGS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'AI question generation',
    text: `Pick a topic, a difficulty and up to ${QUIZ_LIMITS.aiMaxQuestions} questions, then review and edit the draft before you save.`,
  },
  {
    icon: Timer,
    title: 'Timed, exam-style attempts',
    text: 'One question at a time, with a total timer and a timer for every question, and optional anti-cheat monitoring.',
  },
  {
    icon: Trophy,
    title: 'Scores and leaderboards',
    text: 'Instant results with your accuracy, time taken and rank among everyone who took the quiz.',
  },
  {
    icon: ChartLine,
    title: 'Performance analysis',
    text: 'See which questions you missed and how your speed compares with your accuracy, so you know what to revise.',
  },
  {
    icon: BadgeIndianRupee,
    title: 'Free and paid quizzes',
    text: 'Most quizzes are free. Creators can also set a price in rupees and earn from their work through the wallet.',
  },
  {
    icon: Users,
    title: 'Made by the community',
    text: 'Students, teachers and quiz lovers create the quizzes, and each one is reviewed before it is published.',
  },
]

const VALUE_DETAILS: Record<Value, { icon: LucideIcon; text: string }> = {
  Quality: {
    icon: Gem,
    text: 'Every quiz is reviewed before it goes live, so the questions you practise with are clear, fair and accurate.',
  },
  Accessibility: {
    icon: Accessibility,
    text: 'Works on any phone or laptop, in light or dark mode, by keyboard and with screen readers, on modest connections too.',
  },
  Innovation: {
    icon: Lightbulb,
    text: 'AI that drafts questions and explains your results, so teachers save time and learners improve faster.',
  },
  Community: {
    icon: HeartHandshake,
    text: 'A place where learners from every state share knowledge, challenge each other and celebrate progress.',
  },
}

const CLAIM_DETAILS: Record<Claim, { icon: LucideIcon; text: string }> = {
  'Free to join': {
    icon: BadgeCheck,
    text: 'Creating an account and taking free quizzes costs nothing. You only pay for the paid quizzes you choose.',
  },
  'No ads': {
    icon: MegaphoneOff,
    text: 'No banners, no pop-ups and no tracking for advertisers: just you and the questions.',
  },
  'Regular updates': {
    icon: RefreshCw,
    text: 'New quizzes from the community go live all the time, and we keep improving the platform based on your feedback.',
  },
}

/** About / Our Mission: what the platform offers, its values and its promises. */
export function AboutPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.aboutTitle}
        icon={<Info />}
        eyebrow={PRODUCT_NAME}
        description={`${PRODUCT_NAME} is an online quiz platform built in India, for curious minds everywhere: students preparing for exams, teachers running class tests and anyone who loves a good challenge.`}
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
            <p className="max-w-3xl text-lg leading-relaxed text-foreground">
              To make learning feel like a game worth winning. We want every learner in India, in a metro or a small
              town, to be able to test what they know, see exactly where to improve and measure themselves against the
              best, and every teacher to be able to build a good quiz in minutes instead of hours.
            </p>
          </div>
        </div>
      </section>

      {/* What we offer */}
      <section aria-labelledby="offer-title" className="mt-16">
        <h2 id="offer-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          What we offer
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {OFFERINGS.map(({ icon: Icon, title, text }) => (
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
          Our values
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STATIC_PAGE_TEXTS.values.map((value) => {
            const { icon: Icon, text } = VALUE_DETAILS[value]
            return (
              <li
                key={value}
                className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{value}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            )
          })}
        </ul>
      </section>

      {/* Claims */}
      <section aria-labelledby="promises-title" className="mt-16 rounded-2xl border border-border bg-muted p-6 sm:p-10">
        <h2 id="promises-title" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          Our promise to you
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {STATIC_PAGE_TEXTS.claims.map((claim) => {
            const { icon: Icon, text } = CLAIM_DETAILS[claim]
            return (
              <li key={claim} className="flex gap-4">
                <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-foreground">{claim}</h3>
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
          Join the {PRODUCT_NAME} community
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Take a quiz now, or share what you know by creating one. Questions or ideas?{' '}
          <Link
            to="/contact-us"
            className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Get in touch
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
