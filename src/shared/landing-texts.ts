/**
 * The landing page's copy beyond the product's own words (LANDING in texts.ts): the feature
 * details, how it works, the testimonials and the sample question. A module of its own, so only
 * the landing page downloads it.
 */
import { type LANDING, PRODUCT_NAME, TESTIMONIAL_ROLES } from './texts'

type Feature = (typeof LANDING.features)[number]

export const LANDING_COPY = {
  eyebrow: `${PRODUCT_NAME} · quizzes made for learners across India`,
  intro:
    'Create timed quizzes in minutes, let AI draft the questions, and test yourself against learners from every ' +
    'corner of the country, from board-exam revision to general knowledge, in free and paid quizzes with prices ' +
    'in rupees.',
  featuresEyebrow: `Why ${PRODUCT_NAME}`,
  featuresTitle: 'Everything you need to learn, test and compete',
  featureDetails: {
    'AI-Powered Quizzes':
      'Type a topic, pick a difficulty and get a full set of questions in seconds, ready to review and edit before you publish.',
    'Community Driven':
      'Students, teachers and quizzers from across India create the quizzes, and every one is reviewed before it goes live.',
    'Competitive Rankings':
      'Timed attempts, instant scores and leaderboards show where you stand and what to practise next.',
  } satisfies Record<Feature, string>,
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Create or pick a quiz',
      text: 'Write your own questions, let AI draft them, or choose from approved quizzes on any subject.',
    },
    {
      title: 'Beat the clock',
      text: 'Answer one question at a time against a per-question timer, just like a real exam.',
    },
    {
      title: 'See your results',
      text: 'Get your score, accuracy and a performance analysis, then compare with others on the leaderboard.',
    },
  ],
  testimonialsEyebrow: 'Testimonials',
  testimonialsTitle: 'Loved by students, teachers and quizzers',
  testimonials: [
    {
      name: 'Ananya Sharma',
      role: TESTIMONIAL_ROLES.student,
      city: 'Jaipur',
      quote:
        'I revise for my board exams with short timed quizzes every evening. The per-question timer has made me noticeably faster in mock papers.',
    },
    {
      name: 'Meenakshi Iyer',
      role: TESTIMONIAL_ROLES.teacher,
      city: 'Chennai',
      quote:
        'I let the AI draft questions for my Class 10 science chapters and then edit them. What used to take an evening now takes about twenty minutes.',
    },
    {
      name: 'Rohan Deshmukh',
      role: TESTIMONIAL_ROLES.quizEnthusiast,
      city: 'Pune',
      quote:
        'The leaderboards keep me coming back. Taking on quizzers from all over the country in history and cricket trivia is the best part of my weekend.',
    },
  ],
  closingTitle: 'Ready to put your knowledge to the test?',
  closingText: 'Join for free, take your first quiz in under a minute, or build one for your class, club or friends.',
  /** The sample question beside the headline: illustration only. */
  sample: {
    category: 'General Knowledge',
    clock: '0:18',
    question: 'Which river is known as the “Sorrow of Bihar”?',
    options: ['Ganga', 'Kosi', 'Son', 'Gandak'],
    chosen: 'Kosi',
    progress: '3 / 10 answered',
    next: 'Next',
  },
} as const
