import { describe, expect, it } from 'vitest'
import { IMPORT_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { CSV_TEMPLATE } from './csv'
import { readQuizFile, writeQuizFile } from './index'
import { QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { checkParsed, type ExportQuestion } from './types'
import { m } from '#shared/i18n'

const HINDI = 'भारत की राजधानी क्या है?'

/** Questions with what each format must carry: commas, quotes, line breaks, GIFT's syntax, Devanagari. */
const QUESTIONS: ExportQuestion[] = [
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

const carried = (format: string, questions: ExportQuestion[]) =>
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
    expect(carried(format, questions)).toEqual(carried(format, QUESTIONS))
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
    expect(readQuizFile('csv', file).questions[2]?.options).toEqual(QUESTIONS[2]?.options)
  })

  it('the template reads back with no problems', () => {
    const { questions, problems } = readQuizFile('csv', CSV_TEMPLATE)
    expect(problems).toEqual([])
    expect(questions).toHaveLength(2)
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

  it('reports every other kind of question by line, not dropped in silence', () => {
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
    ].join('\n')
    const { questions, problems } = readQuizFile('gift', file)
    expect(questions).toEqual([])
    expect(problems).toEqual([
      { line: 1, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_true_false()) },
      { line: 3, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_matching()) },
      { line: 5, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_numeric()) },
      { line: 7, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_essay()) },
      { line: 9, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_short_answer()) },
      { line: 11, reason: m.import_texts_gift_no_answers() },
      { line: 13, reason: IMPORT_TEXTS.wrongOptionCount(3) },
      { line: 15, reason: IMPORT_TEXTS.wrongCorrectCount(2) },
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

  it('reads HTML texts, generalfeedback and defaultgrade, and reports other types by line', () => {
    const file =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<quiz>\r\n' +
      question('category', '    <category><text>$course$/Top</text></category>\n') +
      multichoice([0, 100, 0, 0]) +
      question('truefalse') +
      question('shortanswer') +
      question('matching') +
      multichoice([100, 0, 0, 0], '    <single>false</single>\n') +
      multichoice([100, 0, 0]) +
      '</quiz>\r\n'
    const { questions, problems } = readQuizFile('moodle-xml', file)
    expect(questions).toMatchObject([
      { line: 6, question: `${HINDI}\n second&line`, correctAnswer: 1, explanation: 'Because', points: 2 },
    ])
    expect(problems).toEqual([
      { line: 15, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType('truefalse')) },
      { line: 17, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType('shortanswer')) },
      { line: 19, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType('matching')) },
      { line: 21, reason: IMPORT_TEXTS.unsupported(m.import_texts_xml_multiple_answers()) },
      { line: 31, reason: IMPORT_TEXTS.wrongOptionCount(3) },
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
