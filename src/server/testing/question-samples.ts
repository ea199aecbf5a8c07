/**
 * Questions of every type in the shapes the issue gives (single answer as `mcq`), and the same
 * with a second language, for the tests of types and translations.
 */
const common = { explanation: '', points: 2, timeLimit: 30 }
export const EVERY_TYPE = [
  {
    ...common,
    question: 'Capital of India?',
    type: 'mcq',
    options: ['Mumbai', 'New Delhi', 'Pune', 'Agra'],
    correctAnswer: 1,
  },
  { ...common, question: 'Primes?', type: 'multiple-answers', options: ['2', '4', '7', '9'], correctAnswers: [0, 2] },
  { ...common, question: 'The Ganga reaches the Bay of Bengal.', type: 'true-false', correctAnswer: true },
  { ...common, question: 'π to two places?', type: 'numeric', answer: 3.14, tolerance: 0.01 },
  { ...common, question: 'Capital, in words?', type: 'short-answer', acceptedAnswers: ['दिल्ली', '*Delhi'] },
  { ...common, question: 'In order', type: 'ordering', items: ['A', 'B', 'C', 'D', 'E'], grading: 'subset' },
  {
    ...common,
    question: 'Match',
    type: 'matching',
    pairs: [
      { left: 'Kerala', right: 'Thiruvananthapuram' },
      { left: 'Assam', right: 'Dispur' },
      { left: 'Bihar', right: 'Patna' },
      { left: 'Goa', right: 'Panaji' },
    ],
  },
]

/** A question's texts as the tests write them: its text, explanation and the words a player picks from. */
interface Texts {
  question: string
  explanation?: string
  options?: string[]
  items?: string[]
  pairs?: Array<{ left: string; right: string }>
}

/**
 * The question with a second language: each of its texts marked with the language's code
 * ("(hi) Capital of India?"), each list in the definition's order, so a test can tell which text
 * of the original a translated one stands for.
 */
export function withTranslation<Q extends Texts>(question: Q, language = 'hi') {
  const tag = (text: string) => `(${language}) ${text}`
  return {
    ...question,
    translation: {
      language,
      question: tag(question.question),
      explanation: question.explanation ? tag(question.explanation) : '',
      ...(question.options ? { options: question.options.map(tag) } : {}),
      ...(question.items ? { items: question.items.map(tag) } : {}),
      ...(question.pairs
        ? { pairs: question.pairs.map(({ left, right }) => ({ left: tag(left), right: tag(right) })) }
        : {}),
    },
  }
}
