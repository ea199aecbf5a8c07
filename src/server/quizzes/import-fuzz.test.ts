import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_LIMITS } from '#shared/constants'
import { QUIZ_FILE_FORMATS, type QuizFileFormat } from '#shared/quiz-files'
import type { SessionUser } from '#server/identity/session'
import { AppError } from '#server/errors'
import { inputShapeProblem } from '#server/http/input-shape'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { writeQuizFile } from './formats/index'
import type { ExportQuestion } from './formats/types'
import { importQuiz, previewImport } from './import-export-service'

/**
 * Whatever a file holds, an import answers in words: a 2xx, or a 4xx with the reason. These
 * properties feed every format broken input of the kinds that have reached a 500 (random bytes,
 * nesting deeper than a parser takes, names that are parts of every JavaScript object, huge
 * attributes, files cut short, entities of characters that cannot be stored) through the service
 * and through both shells, previews and imports alike. The runs are few and bounded, on one app.
 */

let h: TestHarness
let creator: SignedInUser
let user: SessionUser

beforeAll(async () => {
  h = await createHarness()
  creator = await signedInUser(h)
  user = { id: creator.id, username: creator.username, email: creator.email, role: creator.role }
})
afterAll(() => h.close())

const QUESTIONS: ExportQuestion[] = [
  {
    question: 'Which of these, in order, is "first"? <b>bold</b> & {braces}',
    options: ['One, two', 'Two "2"', 'Three {3}', 'Four = 4'],
    correctAnswer: 0,
    explanation: 'Commas, quotes and braces: ~ = # { } : \\ all kept.',
    points: 3,
    timeLimit: 45,
  },
  {
    question: 'भारत की राजधानी क्या है?',
    options: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
    correctAnswer: 1,
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  // Every other type, so that the mutations reach their syntax too (Aiken writes single answer only).
  {
    type: 'multiple-answers',
    question: 'Roots of $x^2 = 4$?',
    options: ['$2$', '$-2$', '4', '{0}'],
    correctAnswers: [0, 1],
    grading: 'partial',
    explanation: '',
    points: 2,
    timeLimit: 30,
  },
  { type: 'true-false', question: 'A star?', correctAnswer: true, explanation: '', points: 1, timeLimit: 30 },
  {
    type: 'numeric',
    question: 'Pi?',
    answer: 3.14,
    tolerance: 0.01,
    toleranceType: 'absolute',
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  {
    type: 'short-answer',
    question: 'Capital?',
    acceptedAnswers: ['New Delhi', 'Delhi*'],
    caseSensitive: false,
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  {
    type: 'matching',
    question: 'Match.',
    pairs: [
      { left: 'Kerala', right: 'Thiruvananthapuram' },
      { left: 'Bihar', right: 'Patna' },
    ],
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
]

/** Moodle XML and CSV carry ordering too; GIFT has none. */
const ORDERING: ExportQuestion = {
  type: 'ordering',
  question: 'Oldest first.',
  items: ['Maurya', 'Gupta', 'Mughal'],
  grading: 'all-or-nothing',
  explanation: '',
  points: 1,
  timeLimit: 30,
}

/** GIFT and Moodle XML carry a second language (multilang spans); Moodle XML pictures too. */
const TRANSLATED: ExportQuestion = {
  ...QUESTIONS[0]!,
  image: '5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b',
  translation: {
    language: 'hi',
    question: 'इनमें से, क्रम में, "पहला" कौन-सा है? <b>',
    explanation: 'अल्पविराम ~ = # { } : \\',
    options: ['एक, दो', 'दो "2"', 'तीन {3}', 'चार = 4'],
  },
}
/** A one-pixel PNG, as a Moodle XML file embeds it. */
const PICTURES = new Map([
  [
    TRANSLATED.image!,
    {
      name: 'dot.png',
      alt: 'A dot & "more"',
      base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    },
  ],
])

/** A good file of each format, as our export writes it: the seed the mutations start from. */
const GOOD = Object.fromEntries(
  QUIZ_FILE_FORMATS.map((format) => {
    const carried = format === 'csv' || format === 'moodle-xml' ? [...QUESTIONS, ORDERING] : QUESTIONS
    const extra =
      format === 'moodle-xml' ? [TRANSLATED] : format === 'gift' ? [{ ...TRANSLATED, image: undefined }] : []
    return [format, writeQuizFile(format, [...carried, ...extra], 'en', PICTURES)]
  }),
) as Record<QuizFileFormat, string>

/** Names every JavaScript object has: a parser that builds objects from element names trips on them. */
const RESERVED = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__']

/** Pieces of each format's syntax, and entities of characters out of range, NUL and lone surrogates. */
const SNIPPETS = [
  // The other types' marks: GIFT's weights, numbers, pairs and truth, Moodle XML's and CSV's.
  '%50%',
  '%-33.33333%',
  '#1..5',
  '#3.14:',
  ' -> ',
  '{T}',
  '\\(x\\)',
  '<subquestion><text>a</text>',
  '<gradingtype>RELATIVE</gradingtype>',
  'type="ordering"',
  'type="numerical"',
  'multiple-answers',
  'A;Z',
  '5%',
  '{',
  '}',
  '=',
  '~',
  '#',
  '####',
  '::',
  '[html]',
  '\\',
  'ANSWER: A',
  'A. ',
  '"',
  ',',
  '\n',
  '\n\n',
  '<',
  '>',
  '</',
  '/>',
  '<question type="multichoice">',
  '<answer fraction="100">',
  '<text>',
  '</text>',
  '<![CDATA[',
  ']]>',
  '<!-- ',
  '<?xml version="1.0"?>',
  '&#0;',
  '&#x0;',
  '&#xD800;',
  '&#xDFFF;',
  '&#x110000;',
  '&#99999999999;',
  '&#x1F600;',
  '&nbsp;',
  '&amp;',
  '&bogus;',
  '// quizdom points=999999999999999999999 time_limit=0',
  '%100%',
  '%-50%',
  // Two languages and pictures, as Moodle carries them.
  '<span lang="hi" class="multilang">',
  '<span lang\\="en" class\\="multilang">',
  '</span>',
  'lang="xx"',
  'class="multilang"',
  '<img src="@@PLUGINFILE@@/dot.png" alt="">',
  '<img src="@@PLUGINFILE@@/%E0%A4" alt="x">',
  '&lt;img src=&quot;@@PLUGINFILE@@/dot.png&quot;&gt;',
  '<file name="dot.png" path="/" encoding="base64">',
  '</file>',
  '<file name="__proto__">',
  ...RESERVED.map((name) => `<${name}>x</${name}>`),
  ...RESERVED.map((name) => `<${name}/>`),
]

const format = fc.constantFrom(...QUIZ_FILE_FORMATS)

/** Bytes of any value, read as UTF-8 the way a browser reads a file (broken sequences become U+FFFD). */
const randomBytes = fc
  .uint8Array({ maxLength: 600 })
  .map((bytes) => new TextDecoder().decode(bytes))
  .filter((text) => text.trim() !== '')

/** Any text at all, lone surrogates included. */
const randomText = fc.string({ unit: 'binary', minLength: 1, maxLength: 300 })

/** A good file with pieces of syntax put in, and parts taken out, at random places. */
const mutated = fc
  .tuple(
    format,
    fc.array(
      fc.oneof(
        fc.record({ at: fc.nat(), insert: fc.constantFrom(...SNIPPETS) }),
        fc.record({ at: fc.nat(), cut: fc.integer({ min: 1, max: 40 }) }),
      ),
      { minLength: 1, maxLength: 8 },
    ),
  )
  .map(([seed, edits]) =>
    edits.reduce((text, edit) => {
      const at = edit.at % (text.length + 1)
      return 'insert' in edit
        ? text.slice(0, at) + edit.insert + text.slice(at)
        : text.slice(0, at) + text.slice(at + edit.cut)
    }, GOOD[seed]),
  )

/** A good file cut short anywhere: a download that stopped, a paste that missed its end. */
const truncated = fc
  .tuple(format, fc.double({ min: 0.01, max: 0.99, noNaN: true }))
  .map(([seed, share]) => GOOD[seed].slice(0, Math.max(1, Math.floor(GOOD[seed].length * share))))

/** Elements (or GIFT's braces) nested from a little to far past any sensible depth, around a question. */
const nested = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('x', 'text', 'question', 'quiz', 'p'), fc.boolean())
  .map(([depth, tag, closed]) => {
    const open = `<${tag}>`.repeat(depth)
    const close = closed ? `</${tag}>`.repeat(depth) : ''
    return `<quiz><question type="multichoice"><questiontext><text>Q</text></questiontext>${open}${close}</question></quiz>`
  })
const braces = fc.integer({ min: 1, max: 3000 }).map((depth) => `Q ${'{'.repeat(depth)}=a ~b ~c ~d${'}'.repeat(depth)}`)

/** A reserved name as an element, a closing tag, an attribute, a namespaced name or a CSV column. */
const reserved = fc
  .tuple(fc.constantFrom(...RESERVED), fc.constantFrom('element', 'empty', 'attribute', 'root', 'nsprefix', 'column'))
  .map(([name, where]) => {
    const question = (inside: string, attribute = '') =>
      `<quiz><question type="multichoice"${attribute}><questiontext><text>Q</text></questiontext>${inside}<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer><answer fraction="0"><text>c</text></answer><answer fraction="0"><text>d</text></answer></question></quiz>`
    switch (where) {
      case 'element':
        return question(`<${name}><text>x</text></${name}>`)
      case 'empty':
        return question(`<${name}/>`)
      case 'attribute':
        return question('', ` ${name}="1"`)
      case 'root':
        return `<${name}><question type="multichoice"/></${name}>`
      case 'nsprefix':
        return question(`<m:${name} xmlns:m="urn:x"/>`)
      default:
        return `question,option_a,option_b,option_c,option_d,correct,${name}\nQ,a,b,c,d,A,1\n`
    }
  })

/** Attributes of up to a fifth of the file limit, on the elements Moodle XML reads. */
const hugeAttribute = fc
  .tuple(
    fc.integer({ min: 1_000, max: Math.floor(IMPORT_LIMITS.maxBytes / 5) }),
    fc.constantFrom('type', 'fraction', 'format', 'x'),
  )
  .map(([size, name]) =>
    GOOD['moodle-xml'].replace(
      '<question type="multichoice">',
      `<question ${name === 'type' ? '' : 'type="multichoice" '}${name}="${'9'.repeat(size)}">`,
    ),
  )

/** A file of any kind, read as any format: the format a person picks need not be the file's. */
const anyFile = fc.tuple(
  format,
  fc.oneof(randomBytes, randomText, mutated, truncated, nested, braces, reserved, hugeAttribute),
)

/** The service, as both shells call it: an answer, or an AppError that is not the server's fault. */
async function throughService(input: { format: QuizFileFormat; content: string }) {
  // The shells refuse NUL and lone surrogates in any input before a service sees it.
  if (inputShapeProblem(input) !== null) return
  for (const call of [previewImport, importQuiz]) {
    try {
      await call(h.db, user, input)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      expect(error.httpStatus, error.message).toBeLessThan(500)
    }
  }
}

const CALLS = [
  '/api/v1/quizzes/import?preview=1',
  '/api/v1/quizzes/import',
  '/trpc/quizzes.importPreview',
  '/trpc/quizzes.importFile',
] as const

/** Both shells, previews and imports: never a 5xx, and a refusal always says why. */
async function throughHttp(input: { format: QuizFileFormat; content: string }) {
  for (const path of CALLS) {
    const response = await creator.client.post(path, input)
    expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBeLessThan(500)
    if (response.status >= 400) {
      const message = path.startsWith('/trpc') ? response.json.error.message : response.json.message
      expect(typeof message === 'string' && message.length > 0, path).toBe(true)
    }
  }
}

describe('import, fed broken files', () => {
  it('the service answers every file in words, and never throws anything else', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async ([chosen, content]) => throughService({ format: chosen, content })),
      { numRuns: 60 },
    )
  })

  it('previews and imports over REST and tRPC never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async ([chosen, content]) => throughHttp({ format: chosen, content })),
      { numRuns: 40 },
    )
  })

  // The cases that once reached a 500, each in every format and through every call, whatever the
  // random runs above happen to draw.
  const known = [
    `<quiz>${'<x>'.repeat(101)}${'</x>'.repeat(101)}</quiz>`,
    ...['__proto__', 'constructor', 'prototype'].map((name) => `<quiz><${name}>x</${name}></quiz>`),
    GOOD['moodle-xml'].replace('<text>Which', '<text>&#0;Which'),
    '[html]Q&#0; {=a ~b ~c ~d}',
    '[html]Q &#99999999999; {=a ~b ~c ~d}',
  ]
  it.each(QUIZ_FILE_FORMATS)('%s: the files that once answered 500', async (chosen) => {
    for (const content of known) {
      await throughService({ format: chosen, content })
      await throughHttp({ format: chosen, content })
    }
  })
})
