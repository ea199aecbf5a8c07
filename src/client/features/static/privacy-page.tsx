import { Link } from '@tanstack/react-router'
import { Ban, Database, FileClock, Lock, type LucideIcon, Mail, ShieldCheck, Sparkles, UserCheck } from 'lucide-react'
import type * as React from 'react'

import { CONTACT_TEXTS, PRODUCT_NAME, STATIC_PAGE_TEXTS, SUPPORT_EMAIL } from '#shared/texts'
import { PageHeader } from './page-header'

const LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const

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

const HIGHLIGHTS = [
  { icon: Ban, title: 'No ads, no data sales', text: 'We never show ads and never sell or rent your personal data.' },
  {
    icon: Lock,
    title: 'Secure by design',
    text: 'Passwords are hashed with argon2id; sessions live in HttpOnly cookies.',
  },
  {
    icon: UserCheck,
    title: 'You stay in control',
    text: 'See and correct your details at any time, or ask us to delete your account.',
  },
] as const

/** Privacy & Policy: what we collect, why, how we protect it and the user's rights. */
export function PrivacyPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.privacyTitle}
        icon={<ShieldCheck />}
        eyebrow={
          <>
            Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
          </>
        }
        description={`How ${PRODUCT_NAME} collects, uses and protects your personal information when you create, take and pay for quizzes.`}
      />

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <p className="mt-2 font-semibold">{title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 space-y-12">
        <PolicySection id="information-we-collect" icon={Database} title="Information We Collect">
          <p>We collect only what we need to run your account, your quizzes and your wallet.</p>
          <h3 className="pt-2 text-lg font-semibold text-foreground">Account details</h3>
          <BulletList
            items={[
              <>
                Your <strong>username, email address and password</strong> when you sign up. We never store your
                password itself, only a one-way argon2id hash of it.
              </>,
              <>
                If you sign in with Google, your <strong>name, email address and Google account identifier</strong>. We
                never see your Google password.
              </>,
              <>
                Anything you choose to add to your profile, such as a <strong>phone number</strong> or a{' '}
                <strong>profile picture URL</strong>.
              </>,
            ]}
          />
          <h3 className="pt-2 text-lg font-semibold text-foreground">Quiz activity</h3>
          <BulletList
            items={[
              <>The quizzes you create, including questions, answers, explanations, prices and settings.</>,
              <>Your attempts: answers, scores, time taken, rank and the performance analysis we prepare for you.</>,
              <>
                When a quiz creator turns on <strong>anti-cheat monitoring</strong>, we record events during that
                attempt only, such as leaving the tab, exiting fullscreen or using blocked shortcuts, with their times.
                We never use your camera or microphone.
              </>,
            ]}
          />
          <h3 className="pt-2 text-lg font-semibold text-foreground">Wallet and payments</h3>
          <BulletList
            items={[
              <>
                The <strong>amounts</strong> you add, spend, earn and withdraw, with the{' '}
                <strong>UPI transaction ID</strong> you give us when you add funds.
              </>,
              <>
                The <strong>UPI ID</strong> you ask us to pay a withdrawal to, and the payout reference once it is paid.
              </>,
              <>You pay from your own UPI app. We never ask for or store your UPI PIN, card details or bank login.</>,
            ]}
          />
          <h3 className="pt-2 text-lg font-semibold text-foreground">Messages and technical data</h3>
          <BulletList
            items={[
              <>The name, email address, subject and message you send us through the contact form.</>,
              <>
                A <strong>session cookie</strong> that keeps you signed in, and your IP address and basic request
                details, which we use for security and to limit abuse.
              </>,
              <>Your light or dark theme choice, which stays in your own browser.</>,
            ]}
          />
        </PolicySection>

        <PolicySection id="how-we-use-information" icon={Sparkles} title="How We Use Your Information">
          <BulletList
            items={[
              <>To create and run your account and to sign you in.</>,
              <>
                To run quizzes: timing, scoring, results and leaderboards. Your <strong>username and score</strong> may
                appear on a quiz&apos;s leaderboard.
              </>,
              <>To review quizzes before they are published, so that the public list stays accurate and respectful.</>,
              <>
                To run your wallet: an administrator checks each fund request against the UPI payment we received before
                crediting it, and approves each withdrawal before it is paid to your UPI ID.
              </>,
              <>
                To power AI features: when you generate questions, the topic, difficulty and number of questions are
                sent to our AI provider; when you ask for a performance analysis, your attempt results are used to write
                it. Your email address and password are never sent.
              </>,
              <>To answer your messages and to tell you about important changes to your account or to this policy.</>,
              <>To keep the platform fair and safe: to detect cheating, fraud and abuse and to enforce our terms.</>,
            ]}
          />
          <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
            <strong>{PRODUCT_NAME} has no ads.</strong> We do not sell, rent or trade your personal data, and we do not
            use it to build advertising profiles.
          </p>
        </PolicySection>

        <PolicySection id="security" icon={Lock} title="How We Keep Your Data Secure">
          <BulletList
            items={[
              <>
                <strong>Passwords</strong> are stored only as argon2id hashes, so nobody, including our staff, can read
                them.
              </>,
              <>
                <strong>Sessions</strong> use a long random token in an <strong>HttpOnly</strong> cookie that page
                scripts cannot read, sent only over HTTPS in production. We keep only a hash of the token. A session
                ends after 10 days without use or 30 days after sign-in, when you log out, or on your other devices when
                you change your password.
              </>,
              <>All traffic between your browser and our servers is encrypted with HTTPS.</>,
              <>
                <strong>Wallet balances</strong> are kept in a ledger in which every movement is recorded and balances
                can never go below zero. Only authorised administrators can approve payments and withdrawals.
              </>,
              <>Sign-in, sign-up, contact and payment requests are rate-limited to stop automated attacks.</>,
            ]}
          />
          <p>
            No system is perfectly secure. If a breach ever affects your personal data, we will inform you and the
            authorities as Indian law requires.
          </p>
        </PolicySection>

        <PolicySection id="your-rights" icon={UserCheck} title="Your Rights">
          <p>
            In line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000, you
            can:
          </p>
          <BulletList
            items={[
              <>
                <strong>See and correct</strong> your details at any time on your profile page.
              </>,
              <>
                <strong>Remove optional details</strong>, such as your phone number or profile picture.
              </>,
              <>
                <strong>Ask us to delete your account.</strong> We delete or anonymise your personal data, except wallet
                and payment records that we must keep by law.
              </>,
              <>
                <strong>Ask what we hold about you</strong> and how it is used, or raise a grievance with us.
              </>,
            ]}
          />
          <p>
            If you are under 18, please use {PRODUCT_NAME} with the consent of a parent or guardian, who should also
            approve any payments.
          </p>
        </PolicySection>

        <PolicySection id="updates" icon={FileClock} title="Updates to This Policy">
          <p>
            We may update this policy as {PRODUCT_NAME} grows or the law changes. When we do, we change the &ldquo;Last
            updated&rdquo; date at the top of this page, and for important changes we show a notice on the site before
            they take effect. If you keep using {PRODUCT_NAME} after a change, the updated policy applies.
          </p>
        </PolicySection>

        <PolicySection id="contact" icon={Mail} title={CONTACT_TEXTS.title}>
          <p>
            Questions about your privacy, a request about your data or a grievance? Write to us through our{' '}
            <Link
              to="/contact-us"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              contact form
            </Link>{' '}
            or e-mail{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <p>
            {CONTACT_TEXTS.responsePromise} ({CONTACT_TEXTS.averageResponse}).
          </p>
        </PolicySection>
      </div>
    </div>
  )
}
