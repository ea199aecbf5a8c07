import { describe, expect, it } from 'vitest'
import { IMPORT_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { CSV_TEMPLATE } from './csv'
import { readQuizFile, writeQuizFile } from './index'
import { QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { type MultipleChoiceQuestion, type Question, QUESTION_TYPES } from '#shared/schemas/quiz'
import { exportProblems } from './index'
import { checkParsed } from './types'
import { m } from '#shared/i18n'

const HINDI = 'भारत की राजधानी क्या है?'

/** Questions with what each format must carry: commas, quotes, line breaks, GIFT's syntax, Devanagari. */
const QUESTIONS: Omit<MultipleChoiceQuestion, 'type'>[] = [
  {
    question: 'Which of these, in order, is "first"?',
    options: ['One, two', 'Two "2"', 'Three {3}', 'Four = 4'],
    correctAnswer: 0,
    explanation: 'Commas, quotes and braces: ~ = # { } : \\ all kept.',
    points: 3,
    timeLimit: 45,
  },
  {
    question: HINDI,
    options: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
    correctAnswer: 1,
    explanation: 'नई दिल्ली 1931 से राजधानी है।',
    points: 1,
    timeLimit: 30,
  },
  {
    question: 'Time: 10:30 & <later>?',
    options: ['a < b', '=SUM(A1:A2)', "it's", '-1'],
    correctAnswer: 3,
    explanation: '',
    points: 100,
    timeLimit: 30,
  },
]

const carried = (format: string, questions: Omit<MultipleChoiceQuestion, 'type'>[]) =>
  questions.map((question) => {
    const { question: text, options, correctAnswer } = question
    if (format === 'aiken') return { question: text, options, correctAnswer }
    const shared = {
      question: text,
      options,
      correctAnswer,
      explanation: question.explanation,
      points: question.points,
    }
    return format === 'csv' || format === 'gift' ? { ...shared, timeLimit: question.timeLimit } : shared
  })

describe('our checks', () => {
  it('make a question with text Postgres cannot store a problem, whatever a parser let through', () => {
    const source = { line: 3, question: 'Q', options: ['a', 'b', 'c', 'd'], correct: [0] }
    const unstorable = ['nul \u0000', 'half \uD800 a pair']
    const parsed = checkParsed({
      sources: unstorable.flatMap((text) => [
        { ...source, question: text },
        { ...source, options: ['a', 'b', 'c', text] },
        { ...source, explanation: text },
      ]),
      problems: [],
    })
    expect(parsed.questions).toEqual([])
    expect(parsed.problems).toEqual(Array.from({ length: 6 }, () => ({ line: 3, reason: m.server_nul_character() })))
    expect(checkParsed({ sources: [source], problems: [] }).problems).toEqual([])
  })
})

describe('export then import', () => {
  it.each(QUIZ_FILE_FORMATS)('%s gives back what the format carries', (format) => {
    const file = writeQuizFile(format, QUESTIONS)
    const { questions, problems } = readQuizFile(format, file)
    expect(problems).toEqual([])
    expect(carried(format, questions as typeof QUESTIONS)).toEqual(carried(format, QUESTIONS))
  })

  it('aiken carries no explanation or points: the defaults apply', () => {
    const { questions } = readQuizFile('aiken', writeQuizFile('aiken', QUESTIONS))
    expect(questions.map((question) => [question.explanation, question.points])).toEqual([
      ['', 1],
      ['', 1],
      ['', 1],
    ])
  })
})

describe('CSV', () => {
  it('reads a byte-order mark, CRLF, quoted commas, doubled quotes and line breaks inside quotes', () => {
    const file =
      '\uFEFFQuestion,Option A,Option B,Option C,Option D,Correct,Explanation,Points,Time Limit\r\n' +
      '"Pick ""the"" one, please",a,b,c,d,B,"Line one\r\nline two",2,40\r\n' +
      '\r\n' +
      `${HINDI},मुंबई,नई दिल्ली,कोलकाता,चेन्नई,2,,,\r\n`
    const { questions, problems } = readQuizFile('csv', file)
    expect(problems).toEqual([])
    expect(questions).toMatchObject([
      {
        line: 2,
        question: 'Pick "the" one, please',
        correctAnswer: 1,
        explanation: 'Line one\nline two',
        points: 2,
        timeLimit: 40,
      },
      { line: 5, question: HINDI, correctAnswer: 1, points: 1, timeLimit: 30 },
    ])
  })

  it('lists each bad row by the line it starts on, and keeps the good ones', () => {
    const file = [
      'question,option_a,option_b,option_c,option_d,correct',
      '"Two lines\nof question",a,b,c,d,A',
      'Three options,a,b,c,,A',
      'No answer,a,b,c,d,E',
      'Fine,a,b,c,d,d',
      'Same options,a,a,c,d,A',
    ].join('\n')
    const { questions, problems } = readQuizFile('csv', file)
    expect(questions.map((question) => question.line)).toEqual([2, 6])
    expect(problems).toEqual([
      { line: 4, reason: IMPORT_TEXTS.wrongOptionCount(3) },
      { line: 5, reason: m.import_texts_csv_bad_correct() },
      { line: 7, reason: 'The options of a question must all be different' },
    ])
  })

  it('names an unclosed quote and a missing column in words', () => {
    expect(readQuizFile('csv', 'question,option_a,correct\n"open,a,A\n').problems).toEqual([
      { line: 2, reason: m.import_texts_csv_quote_not_closed() },
    ])
    expect(readQuizFile('csv', 'text,a,b\nx,y,z\n').problems[0]?.line).toBe(1)
  })

  it('keeps a spreadsheet from running a cell as a formula, and reads the text back as it was', () => {
    const file = writeQuizFile('csv', QUESTIONS)
    expect(file).toContain(",'=SUM(A1:A2),")
    expect(file).toContain(",'-1,")
    expect(readQuizFile('csv', file).questions[2]).toMatchObject({ options: QUESTIONS[2]?.options })
  })

  it('the template reads back with no problems', () => {
    const { questions, problems } = readQuizFile('csv', CSV_TEMPLATE)
    expect(problems).toEqual([])
    expect(questions.map((question) => question.type)).toEqual([
      'multiple-choice',
      'multiple-choice',
      'multiple-answers',
      'numeric',
    ])
  })
})

describe('GIFT', () => {
  it('reads comments, titles, escapes, feedback, general feedback and missing-word questions', () => {
    const file = [
      '// A comment line',
      '$CATEGORY: $course$/Imported',
      '',
      '::Q1:: What does \\{ \\} \\= \\# \\~ \\: mean? {',
      '  =Escapes#Right, they are escapes',
      '  ~Nothing',
      '  ~Syntax',
      '  ~%0%Noise',
      '}',
      '',
      `${HINDI} {~मुंबई =नई दिल्ली ~कोलकाता ~चेन्नई ####नई दिल्ली}`,
      '',
      'Gandhi was born on {~1st =2nd ~3rd ~4th} of October.',
      '',
      'Which arrow points right? {=-> ~<- ~^ ~v}',
    ].join('\r\n')
    const { questions, problems } = readQuizFile('gift', `\uFEFF${file}`)
    expect(problems).toEqual([])
    expect(questions).toMatchObject([
      {
        line: 4,
        question: 'What does { } = # ~ : mean?',
        options: ['Escapes', 'Nothing', 'Syntax', 'Noise'],
        correctAnswer: 0,
        explanation: 'Right, they are escapes',
      },
      { line: 11, question: HINDI, correctAnswer: 1, explanation: 'नई दिल्ली' },
      { line: 13, question: 'Gandhi was born on _____ of October.', correctAnswer: 1 },
      { line: 15, options: ['->', '<-', '^', 'v'], correctAnswer: 0 },
    ])
  })

  it('reads a question as Moodle exports it to GIFT, in HTML with its attributes escaped', () => {
    const file = [
      '// question: 0  name: Switch category to $course$/top/Default for GK',
      '$CATEGORY: $course$/top/Default for GK',
      '',
      '',
      '// question: 1412  name: Capital',
      '::Capital::[html]<p dir\\="ltr" style\\="text-align\\: left;">Which city is the capital of <strong>India</strong>?<br></p>{',
      '\t~<p>Mumbai</p>',
      '\t\t=<p>New Delhi</p>#<p>Right.</p>',
      '\t~<p>Kolkata</p>',
      '\t~<p>Chennai</p>',
      '\t####<p>New Delhi, since 1931.</p>',
      '}',
      '',
    ].join('\n')
    const { questions, problems } = readQuizFile('gift', file)
    expect(problems).toEqual([])
    expect(questions).toEqual([
      expect.objectContaining({
        line: 6,
        question: 'Which city is the capital of India?',
        options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
        correctAnswer: 1,
        explanation: 'New Delhi, since 1931.',
      }),
    ])
  })

  it('reads every type GIFT has, and reports what it cannot carry by line, never dropped in silence', () => {
    const file = [
      'The sun is a star. {T}',
      '',
      'Match these. { =a -> 1 =b -> 2 =c -> 3 }',
      '',
      'Two plus two? {#4}',
      '',
      'Write an essay. {}',
      '',
      'Name the capital. {=Delhi =New Delhi}',
      '',
      'Just text with no answers',
      '',
      'Three options {=a ~b ~c}',
      '',
      'Two right {~%100%a ~%100%b ~c ~d}',
      '',
      'Pi? {#=%100%3.14:0.01 =%50%3.1:0.1}',
      '',
      'Roughly? {=%100%yes =%50%maybe}',
      '',
      'Uneven {~%70%a ~%30%b ~%-50%c ~%-50%d}',
      '',
      'Between? {#1..5}',
    ].join('\n')
    const { questions, problems } = readQuizFile('gift', file)
    expect(questions).toMatchObject([
      { line: 1, type: 'true-false', correctAnswer: true },
      {
        line: 3,
        type: 'matching',
        pairs: [
          { left: 'a', right: '1' },
          { left: 'b', right: '2' },
          { left: 'c', right: '3' },
        ],
      },
      { line: 5, type: 'numeric', answer: 4, tolerance: 0, toleranceType: 'absolute' },
      { line: 9, type: 'short-answer', acceptedAnswers: ['Delhi', 'New Delhi'], caseSensitive: false },
      // 1..5 is 3 ± 2.
      { line: 23, type: 'numeric', answer: 3, tolerance: 2 },
    ])
    expect(problems).toEqual([
      { line: 7, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_essay()) },
      { line: 11, reason: m.import_texts_gift_no_answers() },
      { line: 13, reason: IMPORT_TEXTS.wrongOptionCount(3) },
      { line: 15, reason: IMPORT_TEXTS.wrongCorrectCount(2) },
      { line: 17, reason: m.import_texts_numeric_answer() },
      { line: 19, reason: m.import_texts_partial_answers() },
      { line: 21, reason: m.import_texts_uneven_parts() },
    ])
  })

  it("reads Moodle's multiple answers, each right option a part of the mark and each wrong one less than nothing", () => {
    const file = [
      '// quizdom points=2 time_limit=40 grading=all-or-nothing',
      'Which are prime? {~%50%2 ~%50%3 ~%-50%4 ~%-50%6 ####Two and three.}',
      '',
      'Which are even? {~%33.33333%2 ~%33.33333%4 ~%33.33333%6 ~%-100%7}',
    ].join('\n')
    const { questions, problems } = readQuizFile('gift', file)
    expect(problems).toEqual([])
    expect(questions).toEqual([
      {
        line: 2,
        type: 'multiple-answers',
        question: 'Which are prime?',
        options: ['2', '3', '4', '6'],
        correctAnswers: [0, 1],
        grading: 'all-or-nothing',
        explanation: 'Two and three.',
        points: 2,
        timeLimit: 40,
      },
      expect.objectContaining({ line: 4, correctAnswers: [0, 1, 2], grading: 'partial' }),
    ])
  })
})

describe('Aiken', () => {
  it('reads both option styles, CRLF and Devanagari, and lists bad questions by line', () => {
    const file = [
      'What is 2 + 2?',
      'A. 3',
      'B. 4',
      'C) 5',
      'D) 6',
      'ANSWER: B',
      '',
      HINDI,
      'A. मुंबई',
      'B. नई दिल्ली',
      'C. कोलकाता',
      'D. चेन्नई',
      'ANSWER: B',
      '',
      'Only three?',
      'A. x',
      'B. y',
      'C. z',
      'ANSWER: A',
      '',
      'No answer line',
      'A. a',
      'B. b',
      'C. c',
      'D. d',
      '',
      'Wrong letter',
      'A. a',
      'B. b',
      'C. c',
      'D. d',
      'ANSWER: F',
    ].join('\r\n')
    const { questions, problems } = readQuizFile('aiken', file)
    expect(questions).toMatchObject([
      { line: 1, options: ['3', '4', '5', '6'], correctAnswer: 1 },
      { line: 8, question: HINDI, correctAnswer: 1 },
    ])
    expect(problems).toEqual([
      { line: 15, reason: IMPORT_TEXTS.wrongOptionCount(3) },
      { line: 21, reason: m.import_texts_aiken_no_answer() },
      { line: 27, reason: IMPORT_TEXTS.aikenBadAnswer('F') },
    ])
  })
})

describe('Moodle XML', () => {
  const question = (type: string, body = '') => `  <question type="${type}">\n${body}  </question>\n`
  const multichoice = (answers: number[], extra = '') =>
    question(
      'multichoice',
      `    <questiontext format="html"><text><![CDATA[<p>${HINDI}</p><p>&nbsp;second&amp;line</p>]]></text></questiontext>\n` +
        '    <generalfeedback format="html"><text>&lt;b&gt;Because&lt;/b&gt;</text></generalfeedback>\n' +
        `    <defaultgrade>2.0000000</defaultgrade>\n${extra}` +
        answers
          .map((fraction, index) => `    <answer fraction="${fraction}"><text>Option ${index}</text></answer>\n`)
          .join(''),
    )

  it('reads HTML texts, generalfeedback and defaultgrade, and reports what it cannot carry by line', () => {
    const file =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<quiz>\r\n' +
      question('category', '    <category><text>$course$/Top</text></category>\n') +
      multichoice([0, 100, 0, 0]) +
      question('essay') +
      question(
        'numerical',
        '    <answer fraction="100"><text>3.14</text></answer>\n    <answer fraction="50"><text>3</text></answer>\n',
      ) +
      question('ordering', '    <gradingtype>RELATIVE_NEXT_EXCLUDE_LAST</gradingtype>\n') +
      multichoice([70, 30, -50, -50], '    <single>false</single>\n') +
      multichoice([100, 0, 0]) +
      '</quiz>\r\n'
    const { questions, problems } = readQuizFile('moodle-xml', file)
    expect(questions).toMatchObject([
      { line: 6, question: `${HINDI}\n second&line`, correctAnswer: 1, explanation: 'Because', points: 2 },
    ])
    expect(problems).toEqual([
      { line: 15, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType('essay')) },
      { line: 17, reason: m.import_texts_numeric_answer() },
      { line: 21, reason: IMPORT_TEXTS.xmlOrderingGrading('RELATIVE_NEXT_EXCLUDE_LAST') },
      { line: 24, reason: m.import_texts_uneven_parts() },
      { line: 34, reason: IMPORT_TEXTS.wrongOptionCount(3) },
    ])
  })

  it('reads a question as Moodle exports it, with every element Moodle writes', () => {
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/Default for GK</text>
    </category>
    <info format="moodle_auto_format">
      <text>The default category for questions shared in context 'GK'.</text>
    </info>
    <idnumber></idnumber>
  </question>

<!-- question: 1412  -->
  <question type="multichoice">
    <name>
      <text>Capital</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p dir="ltr" style="text-align: left;">Which city is the capital of <strong>India</strong>?<br></p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>New Delhi, since 1931.</p>]]></text>
    </generalfeedback>
    <defaultgrade>2.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <showstandardinstruction>0</showstandardinstruction>
    <correctfeedback format="html">
      <text>Your answer is correct.</text>
    </correctfeedback>
    <partiallycorrectfeedback format="html">
      <text>Your answer is partially correct.</text>
    </partiallycorrectfeedback>
    <incorrectfeedback format="html">
      <text>Your answer is incorrect.</text>
    </incorrectfeedback>
    <shownumcorrect/>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>Mumbai</p>]]></text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="100" format="html">
      <text><![CDATA[<p>New Delhi</p>]]></text>
      <feedback format="html">
        <text><![CDATA[<p>Right.</p>]]></text>
      </feedback>
    </answer>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>Kolkata</p>]]></text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>Chennai</p>]]></text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <tags>
      <tag><text>geography</text>
      </tag>
    </tags>
  </question>

</quiz>
`.replace(/\n/g, '\r\n')
    const { questions, problems } = readQuizFile('moodle-xml', `\uFEFF${file}`)
    expect(problems).toEqual([])
    expect(questions).toEqual([
      expect.objectContaining({
        line: 15,
        question: 'Which city is the capital of India?',
        options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
        correctAnswer: 1,
        explanation: 'New Delhi, since 1931.',
        points: 2,
      }),
    ])
  })

  it('refuses a DOCTYPE (no entity is expanded) and names the line of malformed XML', () => {
    const entities = '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<quiz></quiz>'
    expect(readQuizFile('moodle-xml', entities).problems).toEqual([{ line: 2, reason: m.import_texts_xml_doctype() }])
    const broken = readQuizFile('moodle-xml', '<quiz>\n<question type="multichoice">\n</quiz>')
    expect(broken.problems[0]?.line).toBeGreaterThan(1)
    expect(broken.problems[0]?.reason).toMatch(/^The file is not well-formed XML: /)
  })

  it('reads elements nested to the limit, and refuses one deeper by its line, in words', () => {
    // quiz and question are two levels, so the limit leaves this many for the question's own.
    const wrap = (levels: number) => `${'<x>'.repeat(levels)}<y/>${'</x>'.repeat(levels)}`.replace('<y/>', '\n<y/>')
    const file = (levels: number) => `<quiz>\n${multichoice([100, 0, 0, 0], wrap(levels))}</quiz>`
    const deepest = IMPORT_LIMITS.xmlMaxDepth - 3
    expect(readQuizFile('moodle-xml', file(deepest))).toMatchObject({ problems: [], questions: [{ line: 2 }] })
    expect(readQuizFile('moodle-xml', file(deepest + 1)).problems).toEqual([
      { line: 7, reason: IMPORT_TEXTS.xmlTooDeep },
    ])
    // Far past the parser's own default of 100, as a whole file.
    const deep = readQuizFile('moodle-xml', `<quiz>\n${'<x>'.repeat(5000)}${'</x>'.repeat(5000)}</quiz>`)
    expect(deep.problems).toEqual([{ line: 2, reason: IMPORT_TEXTS.xmlTooDeep }])
  })

  it.each(['__proto__', 'constructor', 'prototype'])('refuses an element named %s by its line, in words', (name) => {
    const inside = readQuizFile(
      'moodle-xml',
      `<quiz>\n${multichoice([100, 0, 0, 0], `    <${name}>x</${name}>\n`)}</quiz>`,
    )
    expect(inside.problems).toEqual([{ line: 6, reason: IMPORT_TEXTS.xmlReservedName(name) }])
    expect(readQuizFile('moodle-xml', `<?xml version="1.0"?>\n<${name}/>`).problems).toEqual([
      { line: 2, reason: IMPORT_TEXTS.xmlReservedName(name) },
    ])
    // As an attribute, in a comment or in a text it is only text: the question is read.
    const harmless = readQuizFile(
      'moodle-xml',
      `<quiz>\n<!-- <${name}> -->\n${multichoice([100, 0, 0, 0]).replace('<question ', `<question ${name}="1" `)}</quiz>`,
    )
    expect(harmless).toMatchObject({ problems: [], questions: [{ line: 3 }] })
  })

  it('reads a character reference HTML would not show as U+FFFD, as a browser does, never throwing', () => {
    const file = `<quiz>\n${multichoice([100, 0, 0, 0]).replace(
      /<questiontext format="html">.*<\/questiontext>/,
      '<questiontext format="html"><text>&amp;#0; &amp;#99999999999; &amp;#xD800; &amp;#x1F600;</text></questiontext>',
    )}</quiz>`
    expect(readQuizFile('moodle-xml', file).questions[0]?.question).toBe('\uFFFD \uFFFD \uFFFD \u{1F600}')
    expect(readQuizFile('gift', '[html]Q &#x110000; {=a ~b ~c ~d}').questions[0]?.question).toBe('Q \uFFFD')
  })
})

/**
 * One question of every other type, with what a format must carry: formulas, grading, case,
 * tolerance, Devanagari and GIFT's syntax in the texts.
 */
const TYPED: Question[] = [
  {
    type: 'multiple-answers',
    question: 'Which are roots of $x^2 = 4$? {pick} all',
    options: ['$2$', '$-2$', '4', 'भारत = 0'],
    correctAnswers: [0, 1],
    grading: 'partial',
    explanation: 'Both square to $$4$$.',
    points: 2,
    timeLimit: 40,
  },
  {
    type: 'multiple-answers',
    question: 'All or nothing: which are even?',
    options: ['2', '3', '4'],
    correctAnswers: [0, 2],
    grading: 'all-or-nothing',
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  {
    type: 'true-false',
    question: 'The sun: a planet?',
    correctAnswer: false,
    explanation: 'A star.',
    points: 1,
    timeLimit: 20,
  },
  {
    type: 'numeric',
    question: 'Pi to two places?',
    answer: 3.14,
    tolerance: 0.01,
    toleranceType: 'absolute',
    explanation: '',
    points: 3,
    timeLimit: 30,
  },
  {
    type: 'numeric',
    question: 'Below zero?',
    answer: -40,
    tolerance: 0,
    toleranceType: 'absolute',
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  {
    type: 'short-answer',
    question: 'The capital of India?',
    acceptedAnswers: ['New Delhi', 'नई दिल्ली', 'Delhi*'],
    caseSensitive: true,
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
  {
    type: 'matching',
    question: 'Match each state to its capital.',
    pairs: [
      { left: 'Kerala', right: 'Thiruvananthapuram' },
      { left: 'Bihar', right: 'Patna' },
      { left: 'Assam', right: 'Dispur: the city' },
    ],
    explanation: '',
    points: 2,
    timeLimit: 60,
  },
  {
    type: 'ordering',
    question: 'Oldest first.',
    items: ['Maurya', 'Gupta', 'Mughal'],
    grading: 'subset',
    explanation: '',
    points: 1,
    timeLimit: 30,
  },
]

const RELATIVE: Question = {
  type: 'numeric',
  question: 'Within five per cent of 200?',
  answer: 200,
  tolerance: 0.05,
  toleranceType: 'relative',
  explanation: '',
  points: 1,
  timeLimit: 30,
}

/** What each format gives back of a question: Moodle XML has no question time, and only an absolute tolerance. */
function carriedTyped(format: string, question: Question): Question {
  if (format !== 'moodle-xml') return question
  const untimed = { ...question, timeLimit: 30 }
  return untimed.type === 'numeric' && untimed.toleranceType === 'relative'
    ? { ...untimed, tolerance: untimed.tolerance * Math.abs(untimed.answer), toleranceType: 'absolute' }
    : untimed
}

describe('every type through CSV, GIFT and Moodle XML', () => {
  const FORMATS = ['csv', 'gift', 'moodle-xml'] as const
  const withoutLine = ({ line: _line, ...question }: Question & { line: number }) => question

  it.each(FORMATS)('%s: import(export(q)) is q, for every type it carries', (format) => {
    const carried = [...TYPED, RELATIVE].filter((question) => format !== 'gift' || question.type !== 'ordering')
    expect(exportProblems(format, carried)).toEqual([])
    const { questions, problems } = readQuizFile(format, writeQuizFile(format, carried))
    expect(problems).toEqual([])
    expect(questions.map(withoutLine)).toEqual(carried.map((question) => carriedTyped(format, question)))
  })

  it("writes formulas as Moodle's \\( \\) and \\[ \\], and reads Moodle's back as $ and $$", () => {
    const xml = writeQuizFile('moodle-xml', [TYPED[0]!])
    expect(xml).toContain('Which are roots of \\(x^2 = 4\\)?')
    expect(xml).toContain('Both square to \\[4\\].')
    // In GIFT a backslash is written \\ and braces \{ \}.
    expect(writeQuizFile('gift', [TYPED[0]!])).toContain('roots of \\\\(x^2 \\= 4\\\\)? \\{pick\\} all')
    const fromMoodle = readQuizFile(
      'gift',
      'What is \\\\(\\\\frac\\{1\\}\\{2\\}\\\\) of \\\\[ x \\\\]? {=half ~one ~two ~none}',
    )
    expect(fromMoodle.problems).toEqual([])
    expect(fromMoodle.questions[0]?.question).toBe('What is $\\frac{1}{2}$ of $$x$$?')
    // A dollar that opens no formula is a dollar, in our texts and out of them.
    expect(writeQuizFile('gift', [{ ...TYPED[2]!, question: 'Costs $5 and $10?' }])).toContain('Costs $5 and $10?')
  })

  it('reports by number, in words, a question a format cannot carry', () => {
    const [ordering] = TYPED.filter((question) => question.type === 'ordering')
    const numbered = (number: number, type: string) => m.question_numbered_of_type({ number, type })
    expect(exportProblems('gift', [QUESTIONS[0]!, ordering!])).toEqual([
      { number: 2, reason: numbered(2, m.question_type_name_ordering()) },
    ])
    expect(exportProblems('aiken', [QUESTIONS[0]!, TYPED[2]!]).map((problem) => problem.reason)).toEqual([
      numbered(2, m.question_type_name_true_false()),
    ])
    expect(exportProblems('moodle-xml', TYPED)).toEqual([])
    expect(exportProblems('csv', TYPED)).toEqual([])
  })

  it("reads Moodle XML's types as Moodle writes them", () => {
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <questiontext format="html"><text><![CDATA[<p>Is \\(2 + 2 = 4\\)?</p>]]></text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>true</text></answer>
    <answer fraction="0" format="moodle_auto_format"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext format="html"><text>Capital?</text></questiontext>
    <usecase>0</usecase>
    <answer fraction="100" format="moodle_auto_format"><text>New Delhi</text></answer>
    <answer fraction="0" format="moodle_auto_format"><text>*</text></answer>
  </question>
  <question type="ordering">
    <questiontext format="html"><text>Smallest first</text></questiontext>
    <gradingtype>ALL_OR_NOTHING</gradingtype>
    <answer fraction="2.0000000" format="html"><text>two</text></answer>
    <answer fraction="1.0000000" format="html"><text>one</text></answer>
    <answer fraction="3.0000000" format="html"><text>three</text></answer>
  </question>
</quiz>
`
    const { questions, problems } = readQuizFile('moodle-xml', file)
    expect(problems).toEqual([])
    expect(questions).toMatchObject([
      { line: 3, type: 'true-false', question: 'Is $2 + 2 = 4$?', correctAnswer: true },
      { line: 8, type: 'short-answer', acceptedAnswers: ['New Delhi'], caseSensitive: false },
      { line: 14, type: 'ordering', items: ['one', 'two', 'three'], grading: 'all-or-nothing' },
    ])
  })

  it('CSV names a bad type, correct, grading, tolerance or pair in words, by line', () => {
    const file = [
      'question,option_a,option_b,option_c,option_d,correct,type,grading,tolerance',
      'Q1,a,b,c,d,A,essay,,',
      'Q2,a,b,c,d,A;E,multiple-answers,,',
      'Q3,,,,,maybe,true-false,,',
      'Q4,,,,,pi,numeric,,',
      'Q5,,,,,3.14,numeric,,lots',
      'Q6,a,b,,,,ordering,sideways,',
      'Q7,a -> 1,b,,,,matching,,',
      'Q8,a,b,,,,true-false,partial,',
      'Q9,,,,,200,numeric,,5%',
    ].join('\n')
    const { questions, problems } = readQuizFile('csv', file)
    expect(problems).toEqual([
      { line: 2, reason: m.import_texts_csv_bad_type({ types: QUESTION_TYPES.join(', ') }) },
      { line: 3, reason: m.import_texts_csv_bad_correct_many() },
      { line: 4, reason: m.import_texts_csv_bad_truth() },
      { line: 5, reason: m.import_texts_csv_bad_numeric() },
      { line: 6, reason: m.import_texts_csv_bad_numeric() },
      { line: 7, reason: m.import_texts_csv_bad_grading({ allowed: 'all-or-nothing, subset' }) },
      { line: 8, reason: m.import_texts_csv_bad_pair() },
      { line: 9, reason: m.import_texts_csv_no_grading() },
    ])
    expect(questions).toMatchObject([{ line: 10, answer: 200, tolerance: 0.05, toleranceType: 'relative' }])
  })
})

/** Each question of `questions` with a Hindi version of every text it has, carrying GIFT's and HTML's marks. */
function inHindi(questions: Question[]): Question[] {
  const hindi = (text: string, at: number) => `हिन्दी ${at}: ${text} <b>&amp; ~=#{}:\\ "q"</b>\nदूसरी पंक्ति`
  return questions.map((question, index) => {
    const base = { language: 'hi' as const, question: hindi(question.question, index), explanation: '' }
    switch (question.type) {
      case 'multiple-choice':
      case 'multiple-answers':
        return { ...question, translation: { ...base, explanation: 'व्याख्या', options: question.options.map(hindi) } }
      case 'ordering':
        return { ...question, translation: { ...base, items: question.items.map(hindi) } }
      case 'matching': {
        const pairs = question.pairs.map((pair, at) => ({ left: hindi(pair.left, at), right: hindi(pair.right, at) }))
        return { ...question, translation: { ...base, pairs } }
      }
      default:
        return { ...question, translation: base }
    }
  })
}

describe('two languages as Moodle carries them (multilang spans)', () => {
  const withoutLine = ({ line: _line, ...question }: Question & { line: number }) => question
  const SINGLE: Question = {
    type: 'multiple-choice',
    question: 'Capital?',
    options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
    correctAnswer: 1,
    explanation: 'Since 1931.',
    points: 1,
    timeLimit: 30,
  }

  it.each(['gift', 'moodle-xml'] as const)(
    '%s: import(export(q)) is q with its second language, every type',
    (format) => {
      const questions = inHindi([SINGLE, ...TYPED, RELATIVE]).filter(
        (question) => format !== 'gift' || question.type !== 'ordering',
      )
      expect(exportProblems(format, questions)).toEqual([])
      const file = writeQuizFile(format, questions, 'en')
      // GIFT escapes its own characters in the spans' attributes, XML its markup.
      expect(file).toContain(
        format === 'gift'
          ? '<span lang\\="en" class\\="multilang">Capital?</span>'
          : '&lt;span lang=&quot;en&quot; class=&quot;multilang&quot;&gt;Capital?&lt;/span&gt;',
      )
      const { questions: read, problems, language } = readQuizFile(format, file)
      expect(problems).toEqual([])
      expect(language).toBe('en')
      expect(read.map(withoutLine)).toEqual(questions.map((question) => carriedTyped(format, question)))
      // Read into a Hindi draft, the Hindi versions are the texts and the English the translation.
      const intoHindi = readQuizFile(format, file, Infinity, 'hi')
      expect(intoHindi.problems).toEqual([])
      expect(intoHindi.questions[0]).toMatchObject({
        question: questions[0]?.translation?.question,
        options: questions[0]?.translation?.options,
        translation: { language: 'en', question: 'Capital?', explanation: 'Since 1931.', options: SINGLE.options },
      })
    },
  )

  it('a question without a translation is written as before, in plain text', () => {
    expect(writeQuizFile('moodle-xml', [SINGLE], 'en')).not.toContain('multilang')
    expect(writeQuizFile('gift', [SINGLE], 'en')).not.toContain('multilang')
  })

  it("reads Moodle's spans around part of a text, a text without spans in both languages, and reports what it cannot take by line", () => {
    const span = (lang: string, text: string) => `&lt;span lang="${lang}" class="multilang"&gt;${text}&lt;/span&gt;`
    const question = (text: string, options: string[]) =>
      `  <question type="multichoice">
    <questiontext format="html"><text>${text}</text></questiontext>
    <single>true</single>
${options.map((option, at) => `    <answer fraction="${at === 0 ? 100 : 0}" format="html"><text>${option}</text></answer>`).join('\n')}
  </question>`
    const file = [
      '<quiz>',
      question(`&lt;p&gt;Q1 ${span('en', 'city')} ${span('hi_in', 'शहर')}?&lt;/p&gt;`, [
        '1',
        '2',
        '3',
        span('en', 'four') + span('hi', 'चार'),
      ]),
      question(`${span('en', 'two')}${span('fr', 'deux')}`, ['a', 'b', 'c', 'd']),
      question(`${span('en', 'three')}${span('hi', 'तीन')}${span('ta', 'மூன்று')}`, ['a', 'b', 'c', 'd']),
      question(`${span('hi', 'चार')}${span('ta', 'நான்கு')}`, ['a', 'b', 'c', 'd']),
      question(`${span('en', 'five')}${span('ta', 'ஐந்து')}`, ['a', 'b', 'c', 'd']),
      '</quiz>',
    ].join('\n')
    const { questions, problems } = readQuizFile('moodle-xml', file)
    expect(questions.map((read) => [read.question, read.translation])).toEqual([
      [
        'Q1 city?',
        {
          language: 'hi',
          question: 'Q1 शहर?',
          explanation: '',
          options: ['1', '2', '3', 'चार'],
        },
      ],
      ['two', undefined],
      ['three', undefined],
      ['चार', undefined],
      ['five', undefined],
    ])
    expect(questions[0]).toMatchObject({ options: ['1', '2', '3', 'four'] })
    expect(problems).toEqual([
      { line: 10, reason: m.import_texts_multilang_unknown({ codes: 'fr' }) },
      { line: 18, reason: m.import_texts_multilang_too_many() },
      { line: 26, reason: m.import_texts_multilang_not_quiz({ language: 'English' }) },
      { line: 34, reason: m.import_texts_multilang_second({ language: 'தமிழ்', first: 'हिन्दी' }) },
    ])
  })

  it('GIFT escapes the spans it reads, and reads them in [html] and plain questions alike', () => {
    const { questions, problems } = readQuizFile(
      'gift',
      '<span lang\\="en" class\\="multilang">Sky?</span><span lang\\="hi" class\\="multilang">आकाश?</span> {=blue ~red ~green ~grey}',
    )
    expect(problems).toEqual([])
    expect(questions[0]).toMatchObject({
      question: 'Sky?',
      options: ['blue', 'red', 'green', 'grey'],
      translation: { language: 'hi', question: 'आकाश?', options: ['blue', 'red', 'green', 'grey'] },
    })
  })

  it('reads hostile runs of spans and pictures in linear time (no closing tag, no end to a tag or a quote)', () => {
    const open = '<span lang="en" class="multilang">'.repeat(20_000)
    const endless = '<span lang="en" class="multilang'.repeat(20_000)
    const quotes = `<span ${'lang="'.repeat(40_000)}>`
    const pictures = '<img src="@@PLUGINFILE@@/a.png" alt="'.repeat(20_000)
    const tags = '<img src="@@PLUGINFILE@@/a.png" alt="A">'.repeat(20_000)
    for (const text of [open, endless, quotes, pictures, tags]) {
      const xml = `<quiz><question type="truefalse"><questiontext format="html"><text><![CDATA[${text}]]></text></questiontext><answer fraction="100"><text>true</text></answer></question></quiz>`
      expect(readQuizFile('moodle-xml', xml).found).toBe(1)
    }
  })

  it('CSV and Aiken cannot carry a second language: the export names each question, never drops it', () => {
    const [translated] = inHindi([SINGLE])
    const reason = m.question_numbered_second_language({ number: 2, language: 'हिन्दी' })
    expect(exportProblems('csv', [SINGLE, translated!])).toEqual([{ number: 2, reason }])
    expect(exportProblems('aiken', [SINGLE, translated!])).toEqual([{ number: 2, reason }])
    expect(exportProblems('gift', [SINGLE, translated!])).toEqual([])
  })

  it('only Moodle XML carries pictures: the others name each question with one', () => {
    const pictured = { ...SINGLE, image: '5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b' }
    const reason = m.question_numbered_pictures({ number: 1 })
    for (const format of ['csv', 'aiken', 'gift'] as const) {
      expect(exportProblems(format, [pictured, SINGLE])).toEqual([{ number: 1, reason }])
    }
    expect(exportProblems('moodle-xml', [pictured])).toEqual([])
  })
})

describe('pictures a file cannot give us', () => {
  it('are said by line, never dropped in silence: GIFT has no files, Moodle XML names one it does not hold', () => {
    const gift = readQuizFile(
      'gift',
      '[html]Flag? <img src\\="@@PLUGINFILE@@/flag.png" alt\\="A flag"> {=red ~blue ~green ~grey}',
    )
    expect(gift.questions).toMatchObject([{ question: 'Flag?' }])
    expect(gift.problems).toEqual([{ line: 1, reason: m.import_texts_gift_picture({ name: 'flag.png' }) }])
    const xml = readQuizFile(
      'moodle-xml',
      `<quiz><question type="truefalse"><questiontext format="html"><text><![CDATA[Web? <img src="https://example.com/a/web.png" alt="W">]]></text></questiontext><answer fraction="100"><text>true</text></answer></question></quiz>`,
    )
    expect(xml.questions).toMatchObject([{ question: 'Web?', correctAnswer: true }])
    expect(xml.problems).toEqual([{ line: 1, reason: m.import_texts_picture_missing({ name: 'web.png' }) }])
  })
})
