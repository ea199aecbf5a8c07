import { Link } from '@tanstack/react-router'
import { ScrollText } from 'lucide-react'
import type * as React from 'react'

import { WALLET } from '#shared/constants'
import { formatINR } from '#shared/money'
import { CONTACT_TEXTS, PRODUCT_NAME, STATIC_PAGE_TEXTS } from '#shared/texts'
import { PageHeader } from './page-header'

const LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

const PARTICIPATION_RULES = [
  {
    title: 'Be honest.',
    text: 'Answer from your own knowledge. Do not look up answers or use any outside help unless the quiz says it is allowed.',
  },
  {
    title: 'Work independently.',
    text: 'Take every attempt on your own. Do not let anyone else answer for you, and do not take a quiz on behalf of someone else.',
  },
  {
    title: 'Do not share answers.',
    text: 'Never publish, post or pass on questions or answers from a quiz, during or after your attempt.',
  },
  {
    title: 'Respect the time limits.',
    text: 'Each quiz and each question has a time limit. Do not try to pause, extend or get around the timer.',
  },
  {
    title: 'No automation.',
    text: 'Do not use bots, scripts, browser extensions or AI tools to read, answer or submit quizzes for you.',
  },
] as const

type TermsSection = { id: string; title: string; body: React.ReactNode }

const SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          By creating an account on {PRODUCT_NAME}, or by browsing, creating or taking quizzes on it, you agree to these
          Terms &amp; Conditions and to our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy &amp; Policy
          </Link>
          . If you do not agree, please do not use the platform.
        </p>
        <p>
          If you are under 18, you may use {PRODUCT_NAME} only with the consent of a parent or guardian, who accepts
          these terms on your behalf and is responsible for any payments you make.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        <li>Give accurate details when you sign up and keep them up to date.</li>
        <li>
          Keep your password secret. You are responsible for everything done through your account, so tell us at once if
          you think someone else has used it.
        </li>
        <li>One person, one account. Accounts, usernames and wallet balances cannot be sold or transferred.</li>
        <li>Choose a username that does not impersonate anyone and is not offensive.</li>
      </ul>
    ),
  },
  {
    id: 'quiz-participation',
    title: 'Quiz Participation Rules',
    body: (
      <>
        <p>Fair play keeps the rankings meaningful for everyone. When you take a quiz, you agree to:</p>
        <ol className="space-y-3">
          {PARTICIPATION_RULES.map((rule, index) => (
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
        <p>
          Some quizzes use anti-cheat monitoring, which records events such as switching tabs or leaving fullscreen and
          may block copying, pasting and some keyboard shortcuts. An attempt that breaks these rules may be
          disqualified, removed from the leaderboard or forfeit any prize, and repeated breaches may lead to your
          account being suspended.
        </p>
      </>
    ),
  },
  {
    id: 'creating-quizzes',
    title: 'Creating Quizzes',
    body: (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        <li>
          Every new or edited quiz is reviewed by an administrator before it is published, and may be rejected with a
          reason.
        </li>
        <li>
          You are responsible for your questions and answers, including those drafted with AI. Check them for accuracy
          before you save.
        </li>
        <li>
          Do not publish content that is unlawful, hateful, sexually explicit, misleading or that copies someone
          else&apos;s work without permission.
        </li>
      </ul>
    ),
  },
  {
    id: 'wallet-and-payments',
    title: 'Wallet and Payments',
    body: (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        <li>
          Your wallet holds a balance in Indian rupees. You add funds by paying through UPI (at least{' '}
          {formatINR(WALLET.minAddPaise)}); an administrator verifies each payment before it is credited, which usually
          takes {WALLET.verificationTime}.
        </li>
        <li>
          A paid quiz is paid for once, from your wallet, when you first start it. Retakes of a quiz you have paid for
          are free practice.
        </li>
        <li>
          Creators of paid quizzes earn the price of each purchase less a platform fee, which is credited to their
          wallet.
        </li>
        <li>
          You can ask to withdraw your balance to your UPI ID (at least {formatINR(WALLET.minWithdrawalPaise)}). The
          amount is held as soon as you ask, and is paid after an administrator approves the request, usually within{' '}
          {WALLET.withdrawalTime}. A rejected request returns the amount to your wallet.
        </li>
        <li>
          The wallet is not a bank account and earns no interest. Purchases of quizzes you have started are not
          refundable, except where an administrator decides a refund is due.
        </li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          The {PRODUCT_NAME} name, logo, design and software belong to us and may not be copied or reused without our
          written permission.
        </p>
        <p>
          You keep the rights to the quizzes you create. By publishing a quiz, you give {PRODUCT_NAME} a non-exclusive,
          royalty-free licence to host, display and offer it to other users for as long as it stays on the platform.
          Quizzes made by others may be taken on {PRODUCT_NAME} but not copied or republished elsewhere.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using {PRODUCT_NAME} at any time and ask us to close your account. Please withdraw your wallet
          balance before you do.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, cheats, misuses payments or harms other users.
          Where the law allows, funds linked to fraud may be withheld while we investigate.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is provided &ldquo;as is&rdquo;. We work hard to keep it available and accurate, but we do not
          guarantee that it will always be free of errors or interruptions, or that quiz content written by users or
          drafted by AI is correct.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability
          to you for any claim is limited to the amount in your wallet on the day the claim arises. Nothing in these
          terms limits rights you have under Indian consumer protection law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <>
        <p>
          We may update these terms from time to time. We change the &ldquo;Last updated&rdquo; date above and, for
          important changes, show a notice on the site before they take effect. If you keep using {PRODUCT_NAME} after
          that, the updated terms apply.
        </p>
        <p>
          Questions about these terms? Use our{' '}
          <Link to="/contact-us" className={linkClass}>
            contact form
          </Link>
          . {CONTACT_TEXTS.responsePromise}.
        </p>
      </>
    ),
  },
]

/** Terms & Conditions with a table of contents of in-page links to each section. */
export function TermsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        title={STATIC_PAGE_TEXTS.termsTitle}
        icon={<ScrollText />}
        eyebrow={
          <>
            Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
          </>
        }
        description={`The rules for using ${PRODUCT_NAME}: your account, fair play in quizzes, your wallet and your content.`}
      />

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="terms-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs">
            <h2 id="terms-toc-title" className="text-sm font-semibold tracking-wide text-foreground uppercase">
              Table of contents
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
              <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
