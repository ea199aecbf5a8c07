/**
 * The Privacy & Policy page's words. In a list item or paragraph, **double asterisks** mark the words
 * shown in bold. A module of its own, so only that page downloads it.
 */
import { PRODUCT_NAME } from './shell-texts'

/** A part of a policy section: a paragraph, a subheading, a list, or a paragraph set apart in a box. */
export type PolicyBlock = { p: string } | { h3: string } | { list: string[] } | { note: string }

export const PRIVACY_COPY = {
  lastUpdated: { iso: '2026-11-22', label: '22 November 2026', prefix: 'Last updated: ' },
  description: `How ${PRODUCT_NAME} collects, uses and protects your personal information when you create, take and pay for quizzes.`,
  highlights: [
    { title: 'No ads, no data sales', text: 'We never show ads and never sell or rent your personal data.' },
    {
      title: 'Secure by design',
      text: 'Passwords are hashed with argon2id; sessions live in HttpOnly cookies.',
    },
    {
      title: 'You stay in control',
      text: 'See and correct your details at any time, or ask us to delete your account.',
    },
  ],
  sections: {
    collect: {
      title: 'Information We Collect',
      blocks: [
        { p: 'We collect only what we need to run your account, your quizzes and your wallet.' },
        { h3: 'Account details' },
        {
          list: [
            'Your **username, email address and password** when you sign up. We never store your password itself, only a one-way argon2id hash of it.',
            'If you sign in with Google, your **name, email address and Google account identifier**. We never see your Google password.',
            'Anything you choose to add to your profile, such as a **phone number** or a **profile picture URL**.',
          ],
        },
        { h3: 'Quiz activity' },
        {
          list: [
            'The quizzes you create, including questions, answers, explanations, prices and settings.',
            'Your attempts: answers, scores, time taken, rank and the performance analysis we prepare for you.',
            'When a quiz creator turns on **anti-cheat monitoring**, we record events during that attempt only, such as leaving the tab, exiting fullscreen or using blocked shortcuts, with their times. We never use your camera or microphone.',
          ],
        },
        { h3: 'Wallet and payments' },
        {
          list: [
            'The **amounts** you add, spend, earn and withdraw, with the **UPI transaction ID** you give us when you add funds.',
            'The **UPI ID** you ask us to pay a withdrawal to, and the payout reference once it is paid.',
            'You pay from your own UPI app. We never ask for or store your UPI PIN, card details or bank login.',
          ],
        },
        { h3: 'Messages and technical data' },
        {
          list: [
            'The name, email address, subject and message you send us through the contact form.',
            'A **session cookie** that keeps you signed in, and your IP address and basic request details, which we use for security and to limit abuse.',
            'Your light or dark theme choice, which stays in your own browser.',
          ],
        },
      ],
    },
    use: {
      title: 'How We Use Your Information',
      blocks: [
        {
          list: [
            'To create and run your account and to sign you in.',
            "To run quizzes: timing, scoring, results and leaderboards. Your **username and score** may appear on a quiz's leaderboard.",
            'To review quizzes before they are published, so that the public list stays accurate and respectful.',
            'To run your wallet: an administrator checks each fund request against the UPI payment we received before crediting it, and approves each withdrawal before it is paid to your UPI ID.',
            'To power AI features: when you generate questions, the topic, difficulty and number of questions are sent to our AI provider; when you ask for a performance analysis, your attempt results are used to write it. Your email address and password are never sent.',
            'To answer your messages and to tell you about important changes to your account or to this policy.',
            'To keep the platform fair and safe: to detect cheating, fraud and abuse and to enforce our terms.',
          ],
        },
        {
          note: `**${PRODUCT_NAME} has no ads.** We do not sell, rent or trade your personal data, and we do not use it to build advertising profiles.`,
        },
      ],
    },
    security: {
      title: 'How We Keep Your Data Secure',
      blocks: [
        {
          list: [
            '**Passwords** are stored only as argon2id hashes, so nobody, including our staff, can read them.',
            '**Sessions** use a long random token in an **HttpOnly** cookie that page scripts cannot read, sent only over HTTPS in production. We keep only a hash of the token. A session ends after 10 days without use or 30 days after sign-in, when you log out, or on your other devices when you change your password.',
            'All traffic between your browser and our servers is encrypted with HTTPS.',
            '**Wallet balances** are kept in a ledger in which every movement is recorded and balances can never go below zero. Only authorised administrators can approve payments and withdrawals.',
            'Sign-in, sign-up, contact and payment requests are rate-limited to stop automated attacks.',
          ],
        },
        {
          p: 'No system is perfectly secure. If a breach ever affects your personal data, we will inform you and the authorities as Indian law requires.',
        },
      ],
    },
    rights: {
      title: 'Your Rights',
      blocks: [
        {
          p: 'In line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000, you can:',
        },
        {
          list: [
            '**See and correct** your details at any time on your profile page.',
            '**Remove optional details**, such as your phone number or profile picture.',
            '**Ask us to delete your account.** We delete or anonymise your personal data, except wallet and payment records that we must keep by law.',
            '**Ask what we hold about you** and how it is used, or raise a grievance with us.',
          ],
        },
        {
          p: `If you are under 18, please use ${PRODUCT_NAME} with the consent of a parent or guardian, who should also approve any payments.`,
        },
      ],
    },
    updates: {
      title: 'Updates to This Policy',
      blocks: [
        {
          p: `We may update this policy as ${PRODUCT_NAME} grows or the law changes. When we do, we change the “Last updated” date at the top of this page, and for important changes we show a notice on the site before they take effect. If you keep using ${PRODUCT_NAME} after a change, the updated policy applies.`,
        },
      ],
    },
  } satisfies Record<string, { title: string; blocks: PolicyBlock[] }>,
  contact: {
    before: 'Questions about your privacy, a request about your data or a grievance? Write to us through our',
    link: 'contact form',
    or: 'or e-mail',
  },
} as const
