/**
 * The Terms & Conditions page's words. In a paragraph or list item, **double asterisks** mark bold
 * words and [label](/path) a link to a page of the site. A module of its own, so only that page
 * downloads it.
 */
import { WALLET } from './constants'
import { formatINR } from './money'
import { CONTACT_TEXTS, PRODUCT_NAME, STATIC_PAGE_TITLES } from './shell-texts'

/** A part of a section: a paragraph, a list, or the numbered rules of fair play. */
export type TermsBlock = { p: string } | { list: string[] } | { rules: ReadonlyArray<{ title: string; text: string }> }

export const TERMS_COPY = {
  lastUpdated: { iso: '2026-11-22', label: '22 November 2026', prefix: 'Last updated: ' },
  description: `The rules for using ${PRODUCT_NAME}: your account, fair play in quizzes, your wallet and your content.`,
  tableOfContents: 'Table of contents',
  /** In the order shown; `id` is each section's anchor, which links and bookmarks point at. */
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      blocks: [
        {
          p: `By creating an account on ${PRODUCT_NAME}, or by browsing, creating or taking quizzes on it, you agree to these Terms & Conditions and to our [${STATIC_PAGE_TITLES.privacy}](/privacy-policy). If you do not agree, please do not use the platform.`,
        },
        {
          p: `If you are under 18, you may use ${PRODUCT_NAME} only with the consent of a parent or guardian, who accepts these terms on your behalf and is responsible for any payments you make.`,
        },
      ],
    },
    {
      id: 'accounts',
      title: 'User Accounts',
      blocks: [
        {
          list: [
            'Give accurate details when you sign up and keep them up to date.',
            'Keep your password secret. You are responsible for everything done through your account, so tell us at once if you think someone else has used it.',
            'One person, one account. Accounts, usernames and wallet balances cannot be sold or transferred.',
            'Choose a username that does not impersonate anyone and is not offensive.',
          ],
        },
      ],
    },
    {
      id: 'quiz-participation',
      title: 'Quiz Participation Rules',
      blocks: [
        { p: 'Fair play keeps the rankings meaningful for everyone. When you take a quiz, you agree to:' },
        {
          rules: [
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
          ],
        },
        {
          p: 'Some quizzes use anti-cheat monitoring, which records events such as switching tabs or leaving fullscreen and may block copying, pasting and some keyboard shortcuts. An attempt that breaks these rules may be disqualified, removed from the leaderboard or forfeit any prize, and repeated breaches may lead to your account being suspended.',
        },
      ],
    },
    {
      id: 'creating-quizzes',
      title: 'Creating Quizzes',
      blocks: [
        {
          list: [
            'Every new or edited quiz is reviewed by an administrator before it is published, and may be rejected with a reason.',
            'You are responsible for your questions and answers, including those drafted with AI. Check them for accuracy before you save.',
            "Do not publish content that is unlawful, hateful, sexually explicit, misleading or that copies someone else's work without permission.",
          ],
        },
      ],
    },
    {
      id: 'wallet-and-payments',
      title: 'Wallet and Payments',
      blocks: [
        {
          list: [
            `Your wallet holds a balance in Indian rupees. You add funds by paying through UPI (at least ${formatINR(WALLET.minAddPaise)}); an administrator verifies each payment before it is credited, which usually takes ${WALLET.verificationTime}.`,
            'A paid quiz is paid for once, from your wallet, when you first start it. Retakes of a quiz you have paid for are free practice.',
            'Creators of paid quizzes earn the price of each purchase less a platform fee, which is credited to their wallet.',
            `You can ask to withdraw your balance to your UPI ID (at least ${formatINR(WALLET.minWithdrawalPaise)}). The amount is held as soon as you ask, and is paid after an administrator approves the request, usually within ${WALLET.withdrawalTime}. A rejected request returns the amount to your wallet.`,
            'The wallet is not a bank account and earns no interest. Purchases of quizzes you have started are not refundable, except where an administrator decides a refund is due.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          p: `The ${PRODUCT_NAME} name, logo, design and software belong to us and may not be copied or reused without our written permission.`,
        },
        {
          p: `You keep the rights to the quizzes you create. By publishing a quiz, you give ${PRODUCT_NAME} a non-exclusive, royalty-free licence to host, display and offer it to other users for as long as it stays on the platform. Quizzes made by others may be taken on ${PRODUCT_NAME} but not copied or republished elsewhere.`,
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        {
          p: `You may stop using ${PRODUCT_NAME} at any time and ask us to close your account. Please withdraw your wallet balance before you do.`,
        },
        {
          p: 'We may suspend or close an account that breaks these terms, cheats, misuses payments or harms other users. Where the law allows, funds linked to fraud may be withheld while we investigate.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          p: `${PRODUCT_NAME} is provided “as is”. We work hard to keep it available and accurate, but we do not guarantee that it will always be free of errors or interruptions, or that quiz content written by users or drafted by AI is correct.`,
        },
        {
          p: 'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount in your wallet on the day the claim arises. Nothing in these terms limits rights you have under Indian consumer protection law.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        {
          p: `We may update these terms from time to time. We change the “Last updated” date above and, for important changes, show a notice on the site before they take effect. If you keep using ${PRODUCT_NAME} after that, the updated terms apply.`,
        },
        { p: `Questions about these terms? Use our [contact form](/contact-us). ${CONTACT_TEXTS.responsePromise}.` },
      ],
    },
  ] satisfies ReadonlyArray<{ id: string; title: string; blocks: TermsBlock[] }>,
} as const
