/**
 * The About page's copy beyond the product's own words (STATIC_PAGE_TEXTS in texts.ts). A module
 * of its own, so only the About page downloads it.
 */
import { QUIZ_LIMITS } from './constants'
import { PRODUCT_NAME, type STATIC_PAGE_TEXTS } from './texts'

type Value = (typeof STATIC_PAGE_TEXTS.values)[number]
type Claim = (typeof STATIC_PAGE_TEXTS.claims)[number]

export const ABOUT_COPY = {
  description: `${PRODUCT_NAME} is an online quiz platform built in India, for curious minds everywhere: students preparing for exams, teachers running class tests and anyone who loves a good challenge.`,
  mission:
    'To make learning feel like a game worth winning. We want every learner in India, in a metro or a small ' +
    'town, to be able to test what they know, see exactly where to improve and measure themselves against the ' +
    'best, and every teacher to be able to build a good quiz in minutes instead of hours.',
  offerTitle: 'What we offer',
  offerings: [
    {
      title: 'AI question generation',
      text: `Pick a topic, a difficulty and up to ${QUIZ_LIMITS.aiMaxQuestions} questions, then review and edit the draft before you save.`,
    },
    {
      title: 'Timed, exam-style attempts',
      text: 'One question at a time, with a total timer and a timer for every question, and optional anti-cheat monitoring.',
    },
    {
      title: 'Scores and leaderboards',
      text: 'Instant results with your accuracy, time taken and rank among everyone who took the quiz.',
    },
    {
      title: 'Performance analysis',
      text: 'See which questions you missed and how your speed compares with your accuracy, so you know what to revise.',
    },
    {
      title: 'Free and paid quizzes',
      text: 'Most quizzes are free. Creators can also set a price in rupees and earn from their work through the wallet.',
    },
    {
      title: 'Made by the community',
      text: 'Students, teachers and quiz lovers create the quizzes, and each one is reviewed before it is published.',
    },
  ],
  valuesTitle: 'Our values',
  values: {
    Quality:
      'Every quiz is reviewed before it goes live, so the questions you practise with are clear, fair and accurate.',
    Accessibility:
      'Works on any phone or laptop, in light or dark mode, by keyboard and with screen readers, on modest connections too.',
    Innovation:
      'AI that drafts questions and explains your results, so teachers save time and learners improve faster.',
    Community: 'A place where learners from every state share knowledge, challenge each other and celebrate progress.',
  } satisfies Record<Value, string>,
  promisesTitle: 'Our promise to you',
  claims: {
    'Free to join':
      'Creating an account and taking free quizzes costs nothing. You only pay for the paid quizzes you choose.',
    'No ads': 'No banners, no pop-ups and no tracking for advertisers: just you and the questions.',
    'Regular updates':
      'New quizzes from the community go live all the time, and we keep improving the platform based on your feedback.',
  } satisfies Record<Claim, string>,
  joinTitle: `Join the ${PRODUCT_NAME} community`,
  joinText: 'Take a quiz now, or share what you know by creating one. Questions or ideas?',
  getInTouch: 'Get in touch',
} as const
