import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_LIMITS, QUIZ_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import { QUIZ_SERVER } from '#shared/messages'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'
import { inLocale } from '#server/locale'
import { RATE_LIMIT_BUCKETS } from '#server/http/rate-limit'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { FILE_FORMAT_LABELS } from '#shared/quiz-file-texts'
import { QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { m } from '#shared/i18n'

let h: TestHarness
let creator: SignedInUser
let stranger: SignedInUser
let admin: SignedInUser
const ADMIN_EMAIL = 'import-admin@example.com'

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
  creator = await signedInUser(h)
  stranger = await signedInUser(h)
  admin = await signedInUser(h, { email: ADMIN_EMAIL })
})
afterAll(() => h.close())

const HINDI = 'भारत की राजधानी क्या है?'
const CSV = [
  '\uFEFFquestion,option_a,option_b,option_c,option_d,correct,explanation,points,time_limit',
  `${HINDI},मुंबई,नई दिल्ली,कोलकाता,चेन्नई,B,"Since 1931, New Delhi",2,40`,
  'Only three,a,b,c,,A,,,',
  '"Largest planet, by mass?",Mars,Jupiter,Venus,Earth,2,,3,',
].join('\r\n')

describe('POST /api/v1/quizzes/import', () => {
  it('answers 201 with a draft quiz, the count imported and the problems by line', async () => {
    const response = await creator.client.post('/api/v1/quizzes/import', {
      format: 'csv',
      content: CSV,
      title: 'From a sheet',
    })
    expect(response.status).toBe(201)
    expect(response.json).toMatchObject({
      success: true,
      message: IMPORT_TEXTS.imported(2),
      imported: 2,
      problems: [{ line: 3, reason: IMPORT_TEXTS.wrongOptionCount(3) }],
      quiz: { title: 'From a sheet', status: 'draft', questionCount: 2 },
    })
    expect(response.json.data.quiz._id).toBe(response.json.quiz._id)
    expect(response.json.quiz.questions).toMatchObject([
      { question: HINDI, correctAnswer: 1, explanation: 'Since 1931, New Delhi', points: 2, timeLimit: 40 },
      { question: 'Largest planet, by mass?', correctAnswer: 1, points: 3 },
    ])
  })

  it('previews without saving', async () => {
    const before = await creator.caller.quizzes.mine({})
    const response = await creator.client.post('/api/v1/quizzes/import?preview=1', { format: 'csv', content: CSV })
    expect(response.status).toBe(200)
    expect(response.json.data.questions).toHaveLength(2)
    expect(response.json.data.problems).toEqual([{ line: 3, reason: IMPORT_TEXTS.wrongOptionCount(3) }])
    const preview = await creator.caller.quizzes.importPreview({ format: 'csv', content: CSV })
    expect(preview.questions.map((question) => question.line)).toEqual([2, 4])
    expect((await creator.caller.quizzes.mine({})).quizzes).toHaveLength(before.quizzes.length)
  })

  it('refuses a file with no good question, preview or not: a 400 with every problem, never a 500', async () => {
    const content = 'Pi? {#=%100%3.14 =%50%3}\n\nWrite an essay. {}\n'
    const response = await creator.client.post('/api/v1/quizzes/import', { format: 'gift', content })
    expect(response.status).toBe(400)
    expect(response.json.success).toBe(false)
    expect(response.json.message).toContain(IMPORT_TEXTS.nothingImported(2))
    expect(response.json.message).toContain(IMPORT_TEXTS.line(3, IMPORT_TEXTS.unsupported(m.import_texts_gift_essay())))
    expect(response.json.problems).toEqual([
      { line: 1, reason: m.import_texts_numeric_answer() },
      { line: 3, reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_essay()) },
    ])
    const preview = await creator.client.post('/api/v1/quizzes/import?preview=1', { format: 'gift', content })
    expect(preview.status).toBe(400)
    expect(preview.json.problems).toHaveLength(2)
    // tRPC carries the same list in the error's data.
    const overTrpc = await creator.client.post('/trpc/quizzes.importPreview', { format: 'gift', content })
    expect(overTrpc.status).toBe(400)
    expect(overTrpc.json.error.data.problems).toEqual(response.json.problems)
    const xml = await creator.client.post('/api/v1/quizzes/import', {
      format: 'moodle-xml',
      content: '<quiz><question>',
    })
    expect(xml.status).toBe(400)
    expect(xml.json.problems[0].reason).toMatch(/^The file is not well-formed XML: /)
    const format = await creator.client.post('/api/v1/quizzes/import', { format: 'docx', content: 'x' })
    expect(format.status).toBe(400)
    expect(format.json.message).toBe(m.import_texts_format_required())
    const headerOnly = await creator.client.post('/api/v1/quizzes/import', {
      format: 'csv',
      content: 'question,option_a,option_b,option_c,option_d,correct\r\n',
    })
    expect(headerOnly.status).toBe(400)
    expect(headerOnly.json.message).toBe(m.import_texts_no_questions())
    const empty = await creator.client.post('/api/v1/quizzes/import', { format: 'csv', content: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.json.message).toBe(m.import_texts_content_required())
  })

  it('says which format a text looks like when the format chosen for it finds nothing good', async () => {
    const gift = 'Which is even? {=2 ~3 ~5 ~7}'
    const asCsv = await creator.client.post('/api/v1/quizzes/import?preview=1', { format: 'csv', content: gift })
    expect(asCsv.status).toBe(400)
    expect(asCsv.json.message).toBe(
      [
        IMPORT_TEXTS.nothingImported(1),
        IMPORT_TEXTS.looksLike(FILE_FORMAT_LABELS.gift, FILE_FORMAT_LABELS.csv),
        IMPORT_TEXTS.line(1, asCsv.json.problems[0].reason),
      ].join('. '),
    )
    const aiken = 'Which is even?\nA. 2\nB. 3\nC. 5\nD. 7\nANSWER: A'
    const hindi = { 'Accept-Language': 'hi-IN' }
    const asXml = await creator.client.post('/trpc/quizzes.importFile', { format: 'moodle-xml', content: aiken }, hindi)
    expect(asXml.status).toBe(400)
    expect(asXml.json.error.message).toContain(
      inLocale('hi', () => IMPORT_TEXTS.looksLike(FILE_FORMAT_LABELS.aiken, FILE_FORMAT_LABELS['moodle-xml'])),
    )
    // Nothing is said when the text has no format's marks, or has the chosen format's own.
    const unmarked = await creator.client.post('/api/v1/quizzes/import', { format: 'gift', content: 'Essay? {}' })
    const own = await creator.client.post('/api/v1/quizzes/import', { format: 'gift', content: 'Q? {=a ~b}' })
    for (const refused of [unmarked, own]) {
      expect(refused.status).toBe(400)
      expect(refused.json.message).not.toMatch(/looks like/)
    }
  })

  it("reports a file's problems in the request's language", async () => {
    const hindi = { 'Accept-Language': 'hi-IN' }
    const format = await stranger.client.post('/api/v1/quizzes/import', { format: 'docx', content: 'x' }, hindi)
    expect(format.status).toBe(400)
    expect(format.json.message).toBe(inLocale('hi', () => m.import_texts_format_required()))
    const trueFalse = await stranger.client.post(
      '/api/v1/quizzes/import?preview',
      { format: 'gift', content: 'Write an essay. {}' },
      hindi,
    )
    expect(trueFalse.status).toBe(400)
    expect(trueFalse.json.problems).toEqual([
      {
        line: 1,
        reason: inLocale('hi', () => IMPORT_TEXTS.unsupported(m.import_texts_gift_essay())),
      },
    ])
    // The same server, asked in English, still answers in English.
    const english = await stranger.client.post('/api/v1/quizzes/import', { format: 'docx', content: 'x' })
    expect(english.json.message).toBe(m.import_texts_format_required())
  })

  it('limits the size and the number of questions, with messages in words', async () => {
    const big = 'x'.repeat(IMPORT_LIMITS.maxBytes + 1)
    await expect(creator.caller.quizzes.importPreview({ format: 'aiken', content: big })).rejects.toThrow(
      IMPORT_TEXTS.tooLarge,
    )
    const many = Array.from(
      { length: IMPORT_LIMITS.maxQuestions + 1 },
      (_, index) => `Question ${index}?\nA. a\nB. b\nC. c\nD. d\nANSWER: A`,
    ).join('\n\n')
    const response = await creator.client.post('/api/v1/quizzes/import', { format: 'aiken', content: many })
    expect(response.status).toBe(413)
    expect(response.json.message).toBe(IMPORT_TEXTS.tooManyQuestions(IMPORT_LIMITS.maxQuestions + 1))
    // Counted before any is checked: a file of many tiny elements costs one parse, not one check each.
    const tiny = '<question type="essay"/>\n'.repeat(20_000)
    const xml = await creator.client.post('/api/v1/quizzes/import', {
      format: 'moodle-xml',
      content: `<quiz>\n${tiny}</quiz>`,
    })
    expect(xml.status).toBe(413)
    expect(xml.json.message).toBe(IMPORT_TEXTS.tooManyQuestions(20_000))
  })

  it("gives a new draft its questions' time in total, each without one counted at the default", async () => {
    // 40 s and a time left empty (the default), on the total's step.
    const fromCsv = await creator.caller.quizzes.importFile({ format: 'csv', content: CSV })
    const csvQuiz = await creator.caller.quizzes.forEdit({ id: fromCsv.quizId })
    expect(csvQuiz.quiz.timeLimit).toBe(40 + QUIZ_LIMITS.defaultQuestionTimeSeconds)
    // Aiken carries no time: the default per question, times the count.
    const aiken = (count: number) =>
      Array.from({ length: count }, (_, n) => `Question ${n}?\nA) a\nB) b\nC) c\nD) d\nANSWER: A\n`).join('\n')
    const fromAiken = await creator.client.post('/api/v1/quizzes/import', { format: 'aiken', content: aiken(3) })
    expect(fromAiken.status).toBe(201)
    expect((await creator.caller.quizzes.forEdit({ id: fromAiken.json.quiz._id })).quiz.timeLimit).toBe(
      3 * QUIZ_LIMITS.defaultQuestionTimeSeconds,
    )
    // Odd seconds round up to the step; a sum past the longest total stops at it.
    const gift = (seconds: number[]) =>
      seconds.map((time, n) => `// quizdom time_limit=${time}\nQ${n}? {=a ~b ~c ~d}`).join('\n\n')
    const odd = await creator.caller.quizzes.importFile({ format: 'gift', content: gift([11, 12]) })
    expect((await creator.caller.quizzes.forEdit({ id: odd.quizId })).quiz.timeLimit).toBe(30)
    const long = Array.from({ length: QUIZ_BOUNDS.maxQuestions }, () => QUIZ_BOUNDS.maxQuestionTimeSeconds)
    const longest = await creator.caller.quizzes.importFile({ format: 'gift', content: gift(long) })
    expect((await creator.caller.quizzes.forEdit({ id: longest.quizId })).quiz.timeLimit).toBe(
      QUIZ_BOUNDS.maxTotalTimeSeconds,
    )
  })

  it('appends to a draft of the caller, and refuses a quiz that is not a draft or not theirs', async () => {
    const { quizId } = await creator.caller.quizzes.importFile({ format: 'csv', content: CSV })
    const added = await creator.caller.quizzes.importFile({
      format: 'aiken',
      content: 'Two plus two?\nA) 3\nB) 4\nC) 5\nD) 6\nANSWER: B\n',
      quizId,
    })
    expect(added).toMatchObject({ quizId, imported: 1, problems: [] })
    const { questions } = await creator.caller.quizzes.forEdit({ id: quizId })
    expect(questions.map((question) => question.question)).toEqual([HINDI, 'Largest planet, by mass?', 'Two plus two?'])
    // Someone else's draft is, to them, no quiz at all.
    const other = await stranger.client.post('/api/v1/quizzes/import', { format: 'csv', content: CSV, quizId })
    expect(other.status).toBe(404)
    expect(other.json.message).toBe(m.empty_quiz_not_found())
  })

  it('counts the room under the quiz lock: two appends at once cannot pass the most questions a quiz holds', async () => {
    const { quizId } = await creator.caller.quizzes.importFile({ format: 'csv', content: CSV })
    const room = QUIZ_BOUNDS.maxQuestions - 2
    const aiken = (count: number, tag: string) =>
      Array.from({ length: count }, (_, n) => `${tag} ${n}?\nA) a\nB) b\nC) c\nD) d\nANSWER: A\n`).join('\n')
    const half = Math.ceil(room / 2) + 1
    const [first, second] = await Promise.all(
      ['first', 'second'].map((tag) =>
        creator.client.post('/api/v1/quizzes/import', { format: 'aiken', content: aiken(half, tag), quizId }),
      ),
    )
    expect([first!.status, second!.status].sort()).toEqual([201, 422])
    const refused = first!.status === 422 ? first! : second!
    expect(refused.json.message).toBe(IMPORT_TEXTS.quizFull(room - half, half))
    const { questions } = await creator.caller.quizzes.forEdit({ id: quizId })
    expect(questions).toHaveLength(2 + half)
  })

  it('adds single questions only while the quiz has room', async () => {
    const content = Array.from(
      { length: QUIZ_BOUNDS.maxQuestions },
      (_, n) => `Question ${n}?\nA) a\nB) b\nC) c\nD) d\nANSWER: A\n`,
    ).join('\n')
    const { quizId } = await creator.caller.quizzes.importFile({ format: 'aiken', content })
    const question = { question: 'One more?', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 }
    const response = await creator.client.post(`/api/v1/quizzes/${quizId}/questions`, question)
    expect(response.status).toBe(422)
    expect(response.json.message).toBe(QUIZ_SERVER.noRoom(QUIZ_BOUNDS.maxQuestions, 0, 1))
    const { questions } = await creator.caller.quizzes.forEdit({ id: quizId })
    expect(questions).toHaveLength(QUIZ_BOUNDS.maxQuestions)
  })
})

describe('the import budget', () => {
  let limited: TestHarness
  beforeAll(async () => {
    limited = await createHarness({ env: { RATE_LIMITS: 'on' } })
  })
  afterAll(() => limited.close())

  it('counts previews and imports per account together, and says when to come back', async () => {
    const user = await signedInUser(limited)
    const calls = RATE_LIMIT_BUCKETS.import.limit
    for (let call = 1; call < calls; call++) {
      expect((await user.client.post('/api/v1/quizzes/import?preview=1', { format: 'csv', content: CSV })).status).toBe(
        200,
      )
    }
    expect((await user.caller.quizzes.importFile({ format: 'csv', content: CSV })).imported).toBe(2)
    const refused = await user.client.post('/api/v1/quizzes/import?preview=1', { format: 'csv', content: CSV })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(m.server_rate_limited())
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    await expect(user.caller.quizzes.importPreview({ format: 'csv', content: CSV })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    })
  })
})

describe('GET /api/v1/quizzes/:id/export', () => {
  let quizId: string
  beforeAll(async () => {
    const created = await creator.client.post('/api/v1/quizzes/import', {
      format: 'csv',
      content: CSV,
      title: 'भूगोल: राजधानियाँ',
    })
    quizId = created.json.quiz._id
  })

  it.each(QUIZ_FILE_FORMATS)(
    'answers %s with its content type and a download name, and imports back',
    async (format) => {
      const response = await creator.client.get(`/api/v1/quizzes/${quizId}/export?format=${format}`)
      expect(response.status).toBe(200)
      const type = { csv: 'text/csv', gift: 'text/plain', aiken: 'text/plain', 'moodle-xml': 'application/xml' }[format]
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`)
      const extension = { csv: 'csv', gift: 'gift.txt', aiken: 'aiken.txt', 'moodle-xml': 'xml' }[format]
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="quiz.${extension}"; filename*=UTF-8''${encodeURIComponent(`भूगोल-राजधानियाँ.${extension}`)}`,
      )
      expect(response.headers.get('cache-control')).toBe('no-store')
      const back = await creator.client.post('/api/v1/quizzes/import?preview=1', { format, content: response.text })
      expect(back.json.data.problems).toEqual([])
      expect(back.json.data.questions.map((question: { question: string }) => question.question)).toEqual([
        HINDI,
        'Largest planet, by mass?',
      ])
    },
  )

  it('is for the creator and admins only', async () => {
    // A draft: to a stranger, no quiz at all (an approved one's file is a 403, as its answers are).
    const refused = await stranger.client.get(`/api/v1/quizzes/${quizId}/export?format=csv`)
    expect(refused.status).toBe(404)
    const guest = await h.client().get(`/api/v1/quizzes/${quizId}/export?format=csv`)
    expect(guest.status).toBe(401)
    const byAdmin = await admin.client.get(`/api/v1/quizzes/${quizId}/export?format=gift`)
    expect(byAdmin.status).toBe(200)
    const file = await creator.caller.quizzes.exportFile({ id: quizId, format: 'aiken' })
    expect(file.content).toContain('ANSWER: B')
    await expect(stranger.caller.quizzes.exportFile({ id: quizId, format: 'aiken' })).rejects.toThrow(
      m.empty_quiz_not_found(),
    )
    const badFormat = await creator.client.get(`/api/v1/quizzes/${quizId}/export?format=pdf`)
    expect(badFormat.status).toBe(400)
  })

  it('serves the CSV template, which imports with no problems', async () => {
    const response = await h.client().get('/api/v1/quizzes/import/template.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('quizdom-import-template.csv')
    const preview = await creator.caller.quizzes.importPreview({ format: 'csv', content: response.text })
    expect(preview).toMatchObject({ problems: [] })
    expect(preview.questions).toHaveLength(4)
  })

  it('carries every type a format has, and refuses a quiz with one it has not, naming it by number', async () => {
    const created = await creator.client.post('/api/v1/quizzes', {
      title: 'Every type',
      description: 'Types',
      category: 'geography',
      difficultyLevel: 'easy',
      isPaid: false,
      price: 0,
      timeLimit: 600,
      questions: [
        { question: 'Single?', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 },
        { type: 'ordering', question: 'Oldest first?', items: ['Maurya', 'Gupta', 'Mughal'], grading: 'subset' },
        { type: 'true-false', question: 'A star?', correctAnswer: true },
      ],
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.quiz._id
    const gift = await creator.client.get(`/api/v1/quizzes/${id}/export?format=gift`)
    expect(gift.status).toBe(422)
    expect(gift.json.message).toBe(
      m.quiz_export_types_refused({
        format: FILE_FORMAT_LABELS.gift,
        questions: m.question_numbered_of_type({ number: 2, type: m.question_type_name_ordering() }),
      }),
    )
    const aiken = await creator.client.get(`/api/v1/quizzes/${id}/export?format=aiken`)
    expect(aiken.status).toBe(422)
    expect(aiken.json.message).toContain(
      m.question_numbered_of_type({ number: 3, type: m.question_type_name_true_false() }),
    )
    for (const format of ['moodle-xml', 'csv'] as const) {
      const file = await creator.client.get(`/api/v1/quizzes/${id}/export?format=${format}`)
      expect(file.status).toBe(200)
      const back = await creator.caller.quizzes.importPreview({ format, content: file.text })
      expect(back.problems).toEqual([])
      expect(back.questions.map((question) => question.type)).toEqual(['multiple-choice', 'ordering', 'true-false'])
      expect(back.questions[1]).toMatchObject({ items: ['Maurya', 'Gupta', 'Mughal'], grading: 'subset' })
    }
  })
})

describe('pictures in Moodle XML', () => {
  const square = (background: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer()
  /** A text element with a picture, as Moodle writes one. */
  const pictured = (tag: string, text: string, name: string, bytes: Buffer, alt?: string) =>
    `<${tag} format="html"><text><![CDATA[<p>${text}</p><p><img src="@@PLUGINFILE@@/${encodeURIComponent(name)}"${
      alt === undefined ? '' : ` alt="${alt}"`
    } width="40" height="30"></p>]]></text>` +
    `<file name="${name}" path="/" encoding="base64">${bytes.toString('base64')}</file></${tag}>`

  it('imports each picture as the importer’s upload, exports it as Moodle does, and reads it back', async () => {
    const red = await square({ r: 200, g: 0, b: 0 })
    const blue = await square({ r: 0, g: 0, b: 200 })
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    ${pictured('questiontext', 'Which flag?', 'red flag.png', red, 'A red flag &amp; a pole')}
    ${pictured('generalfeedback', 'The red one.', 'why.png', blue, 'A blue square')}
    <single>true</single>
    <answer fraction="100" format="html"><text>Red</text></answer>
    <answer fraction="0" format="html"><text><![CDATA[Blue <img src="@@PLUGINFILE@@/blue.png" alt="Blue">]]></text><file name="blue.png" path="/" encoding="base64">${blue.toString('base64')}</file></answer>
    <answer fraction="0" format="html"><text>Green</text></answer>
    <answer fraction="0" format="html"><text>Grey</text></answer>
  </question>
</quiz>
`
    const preview = await creator.caller.quizzes.importPreview({ format: 'moodle-xml', content: file })
    expect(preview.problems).toEqual([])
    expect(preview.questions[0]).not.toHaveProperty('pictures')
    const response = await creator.client.post('/api/v1/quizzes/import', { format: 'moodle-xml', content: file })
    expect(response.status, response.text).toBe(201)
    expect(response.json.problems).toEqual([])
    const [question] = response.json.quiz.questions
    expect(question).toMatchObject({
      question: 'Which flag?',
      explanation: 'The red one.',
      options: ['Red', 'Blue', 'Green', 'Grey'],
    })
    expect(question.optionImages).toEqual([null, expect.any(String), null, null])
    const ids = [question.image, question.explanationImage, question.optionImages[1]]
    for (const [at, id] of ids.entries()) {
      const served = await creator.client.get(`/api/v1/images/${id}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      // The stranger did not import it: it is not theirs to see.
      if (at === 0) expect((await stranger.client.get(`/api/v1/images/${id}`)).status).toBe(404)
    }
    const quizId = response.json.quiz._id
    const exported = await creator.client.get(`/api/v1/quizzes/${quizId}/export?format=moodle-xml`)
    expect(exported.status).toBe(200)
    expect(exported.text).toContain(`<file name="${question.image}.webp" path="/" encoding="base64">`)
    expect(exported.text).toContain(
      `&lt;img src=&quot;@@PLUGINFILE@@/${question.image}.webp&quot; alt=&quot;A red flag &amp;amp; a pole&quot;&gt;`,
    )
    const back = await creator.client.post('/api/v1/quizzes/import', { format: 'moodle-xml', content: exported.text })
    expect(back.status, back.text).toBe(201)
    expect(back.json.problems).toEqual([])
    const [again] = back.json.quiz.questions
    expect(again).toMatchObject({ question: 'Which flag?', explanation: 'The red one.', options: question.options })
    expect(again.image).not.toBe(question.image)
    expect(again.optionImages).toEqual([null, expect.any(String), null, null])
    // The other formats cannot carry them: the export names the question, never drops its pictures.
    for (const format of ['gift', 'csv', 'aiken'] as const) {
      const refused = await creator.client.get(`/api/v1/quizzes/${quizId}/export?format=${format}`)
      expect(refused.status).toBe(422)
      expect(refused.json.message).toBe(
        m.quiz_export_types_refused({
          format: FILE_FORMAT_LABELS[format],
          questions: m.question_numbered_pictures({ number: 1 }),
        }),
      )
    }
  })

  it('leaves out a picture it cannot take, saying why by line, and imports the question without it', async () => {
    const red = await square({ r: 200, g: 0, b: 0 })
    const file = `<quiz>
  <question type="truefalse">
    ${pictured('questiontext', 'No alt?', 'a.png', red)}
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>
  <question type="truefalse">
    ${pictured('questiontext', 'Not a picture?', 'b.png', Buffer.from('not a picture at all'), 'Words')}
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="html"><text><![CDATA[Missing? <img src="@@PLUGINFILE@@/c.png" alt="C">]]></text></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>
  <question type="ordering">
    <questiontext format="html"><text>On an item?</text></questiontext>
    <answer fraction="1" format="html"><text><![CDATA[one <img src="@@PLUGINFILE@@/d.png" alt="D">]]></text><file name="d.png" path="/" encoding="base64">${red.toString('base64')}</file></answer>
    <answer fraction="2"><text>two</text></answer>
    <answer fraction="3"><text>three</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="html"><text><![CDATA[Two? <img src="@@PLUGINFILE@@/e.png" alt="E"> <img src="@@PLUGINFILE@@/f.png" alt="F"> <img src="@@PLUGINFILE@@/g.png" alt="G">]]></text><file name="e.png" path="/" encoding="base64">${red.toString('base64')}</file><file name="f.png" path="/" encoding="base64">${red.toString('base64')}</file></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`
    const response = await creator.client.post('/api/v1/quizzes/import', { format: 'moodle-xml', content: file })
    expect(response.status, response.text).toBe(201)
    expect(response.json.imported).toBe(5)
    expect(response.json.problems).toEqual([
      { line: 2, reason: m.import_texts_picture_no_alt({ name: 'a.png' }) },
      { line: 6, reason: m.import_texts_picture_refused({ name: 'b.png', reason: m.image_texts_unsupported() }) },
      { line: 10, reason: m.import_texts_picture_missing({ name: 'c.png' }) },
      { line: 14, reason: m.import_texts_picture_no_place({ name: 'd.png' }) },
      { line: 20, reason: m.import_texts_picture_extra({ name: 'f.png' }) },
    ])
    const questions = response.json.quiz.questions
    for (const question of questions.slice(0, 4)) expect(question.image).toBeUndefined()
    expect(questions[4]).toMatchObject({ question: 'Two?', image: expect.any(String) })
    expect(response.json.quiz.questions[3]).toMatchObject({ type: 'ordering', items: ['one', 'two', 'three'] })
  })

  it('makes a new draft in the language its multilang texts name first', async () => {
    const span = (lang: string, text: string) => `<span lang\\="${lang}" class\\="multilang">${text}</span>`
    const gift = `${span('hi', 'आकाश का रंग?')}${span('en', 'The sky’s colour?')} {=${span('hi', 'नीला')}${span('en', 'blue')} ~लाल ~हरा ~सफ़ेद}`
    const preview = await creator.caller.quizzes.importPreview({ format: 'gift', content: gift })
    expect(preview).toMatchObject({
      problems: [],
      language: 'hi',
      questions: [
        {
          question: 'आकाश का रंग?',
          options: ['नीला', 'लाल', 'हरा', 'सफ़ेद'],
          translation: { language: 'en', question: 'The sky’s colour?', options: ['blue', 'लाल', 'हरा', 'सफ़ेद'] },
        },
      ],
    })
    const response = await creator.client.post('/api/v1/quizzes/import', { format: 'gift', content: gift })
    expect(response.status, response.text).toBe(201)
    expect(response.json.quiz.language).toBe('hi')
    // Into an English draft, the English versions are the texts and the Hindi the translation.
    const english = await creator.client.post('/api/v1/quizzes/import', { format: 'csv', content: CSV })
    expect(english.json.quiz.language).toBe('en')
    const into = await creator.caller.quizzes.importPreview({
      format: 'gift',
      content: gift,
      quizId: english.json.quiz._id,
    })
    expect(into.questions[0]).toMatchObject({
      question: 'The sky’s colour?',
      options: ['blue', 'लाल', 'हरा', 'सफ़ेद'],
      translation: { language: 'hi', question: 'आकाश का रंग?' },
    })
  })
})

describe('a second language through the database', () => {
  it('lasts through export, import and export again in GIFT and Moodle XML, the files the same', async () => {
    const created = await creator.client.post('/api/v1/quizzes', {
      title: 'Two languages',
      description: 'English and Hindi',
      category: 'geography',
      difficultyLevel: 'easy',
      isPaid: false,
      price: 0,
      timeLimit: 600,
      questions: [
        {
          question: 'Capital of India?',
          options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
          correctAnswer: 1,
          explanation: 'Since 1931 & <still>.',
          translation: {
            language: 'hi',
            question: 'भारत की राजधानी?',
            explanation: '1931 से।',
            options: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
          },
        },
        {
          type: 'matching',
          question: 'Match: state {to} capital.',
          pairs: [
            { left: 'Kerala', right: 'Thiruvananthapuram' },
            { left: 'Bihar', right: 'Patna' },
          ],
          translation: {
            language: 'hi',
            question: 'राज्य = राजधानी ~ मिलाएँ',
            pairs: [
              { left: 'केरल', right: 'तिरुवनंतपुरम' },
              { left: 'बिहार', right: 'पटना' },
            ],
          },
        },
        {
          type: 'short-answer',
          question: 'The capital?',
          acceptedAnswers: ['New Delhi', 'नई दिल्ली'],
          translation: { language: 'hi', question: 'राजधानी?' },
        },
      ],
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json.quiz._id
    for (const format of ['gift', 'moodle-xml'] as const) {
      const file = await creator.client.get(`/api/v1/quizzes/${id}/export?format=${format}`)
      expect(file.status, file.text).toBe(200)
      expect(file.text).toContain('class')
      expect(file.text).toContain('multilang')
      const back = await creator.client.post('/api/v1/quizzes/import', { format, content: file.text })
      expect(back.status, back.text).toBe(201)
      expect(back.json.problems).toEqual([])
      expect(back.json.quiz.language).toBe('en')
      const again = await creator.client.get(`/api/v1/quizzes/${back.json.quiz._id}/export?format=${format}`)
      expect(again.text).toBe(file.text)
    }
    // CSV and Aiken cannot carry it: the export names each question rather than drop it.
    const csv = await creator.client.get(`/api/v1/quizzes/${id}/export?format=csv`)
    expect(csv.status).toBe(422)
    expect(csv.json.message).toBe(
      m.quiz_export_types_refused({
        format: FILE_FORMAT_LABELS.csv,
        questions: [1, 2, 3]
          .map((number) => m.question_numbered_second_language({ number, language: 'हिन्दी' }))
          .join(', '),
      }),
    )
  })
})
