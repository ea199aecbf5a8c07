import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUIZ_LANGUAGES } from '#shared/quiz-languages'
import { toPrefixTsQuery } from '#server/quizzes/repository'
import { approvedQuiz, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'

// Runs on PGlite, and on Postgres with TEST_DATABASE_URL: whether Postgres's parser keeps a word with
// vowel signs whole depends on the database's locale, so search is checked on both.
let h: TestHarness
let creator: SignedInUser
beforeAll(async () => {
  h = await createHarness()
  creator = await signedInUser(h)
})
afterAll(() => h.close())

const ids = (response: { json: { data: { quizzes: Array<{ _id: string }> } } }) =>
  response.json.data.quizzes.map((quiz) => quiz._id)

const publicList = async (query: string) => {
  const response = await h.client().get(`/api/v1/quizzes/public?${query}`)
  expect(response.status).toBe(200)
  return ids(response)
}

describe("a quiz's language", () => {
  it('is English unless told, is saved and returned over REST and tRPC, and changes with an edit', async () => {
    const english = await creator.client.post('/api/v1/quizzes', {
      title: 'Language default quiz',
      timeLimit: 120,
      status: 'draft',
      questions: [],
    })
    expect(english.status).toBe(201)
    expect(english.json.quiz.language).toBe('en')

    const hindi = await creator.caller.quizzes.create({
      title: 'हिन्दी का क्विज़',
      timeLimit: 120,
      language: 'hi',
      asDraft: true,
      questions: [],
    })
    expect(hindi.language).toBe('hi')
    const row = await h.db.selectFrom('quizzes').select('language').where('id', '=', hindi.id).executeTakeFirstOrThrow()
    expect(row.language).toBe('hi')
    const forEdit = await creator.caller.quizzes.forEdit({ id: hindi.id })
    expect(forEdit.quiz.language).toBe('hi')

    const edited = await creator.client.put(`/api/v1/quizzes/${english.json.quiz._id}`, {
      title: 'Language default quiz',
      timeLimit: 120,
      status: 'draft',
      language: 'ta',
      questions: [],
    })
    expect(edited.status).toBe(200)
    expect(edited.json.quiz.language).toBe('ta')
  })

  it('refuses a language not on the list, in words, and the database refuses one too', async () => {
    const refused = await creator.client.post('/api/v1/quizzes', {
      title: 'Klingon quiz',
      timeLimit: 120,
      status: 'draft',
      language: 'tlh',
      questions: [],
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toContain(m.quiz_language_texts_unknown())
    const quiz = await approvedQuiz(h.db, creator.id)
    await expect(
      h.db
        .updateTable('quizzes')
        .set({ language: 'xx' as never })
        .where('id', '=', quiz.id)
        .execute(),
    ).rejects.toThrow(/check constraint/)
    // The migration copies the list: every language on it is one the database takes.
    for (const language of QUIZ_LANGUAGES) {
      await h.db.updateTable('quizzes').set({ language }).where('id', '=', quiz.id).execute()
    }
  })
})

describe('the public list by language', () => {
  it('lists only the quizzes in the language asked for, over REST and tRPC', async () => {
    const bengali = await approvedQuiz(h.db, creator.id, { title: 'Bengali filter quiz', language: 'bn' })
    const english = await approvedQuiz(h.db, creator.id, { title: 'Bengali filter quiz in English' })
    expect(await publicList('search=Bengali filter&language=bn')).toEqual([bengali.id])
    expect(await publicList('search=Bengali filter&language=')).toEqual([english.id, bengali.id])
    const overTrpc = await h.caller().quizzes.list({ search: 'Bengali filter', language: 'en', limit: 10, offset: 0 })
    expect(overTrpc.quizzes.map((quiz) => quiz.id)).toEqual([english.id])
    expect(overTrpc.total).toBe(1)
  })

  it('refuses an unknown language filter with a 400 in words', async () => {
    for (const language of ['xx', 'HI', 'hindi']) {
      const response = await h.client().get(`/api/v1/quizzes/public?language=${language}`)
      expect(response.status).toBe(400)
      expect(response.json).toEqual({
        success: false,
        message: expect.stringContaining(m.quiz_language_texts_unknown()),
      })
    }
    await expect(h.caller().quizzes.list({ language: 'xx' as never, limit: 10, offset: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })
})

describe('searching Indic text', () => {
  it('keeps vowel signs, viramas and joiners inside the words of the query', () => {
    expect(toPrefixTsQuery('विज्ञान प्रश्नोत्तरी')).toBe('विज्ञान:* & प्रश्नोत्तरी:*')
    expect(toPrefixTsQuery('इति')).toBe('इति:*')
    expect(toPrefixTsQuery('Indian hist')).toBe('indian:* & hist:*')
    // A nukta letter typed precomposed (U+0958) is searched in NFC, where it is क + ़.
    expect(toPrefixTsQuery('\u0958िला')).toBe('\u0915\u093c\u093fला:*')
  })

  it("leaves Indic words whole in the database's own vector", async () => {
    const { rows } = await sql<{ vector: string }>`
      select to_tsvector('simple', 'भारत का इतिहास विज्ञान प्रश्नोत्तरी தமிழ் வரலாறு')::text as vector`.execute(h.db)
    expect(rows[0]?.vector).toBe("'इतिहास':3 'का':2 'प्रश्नोत्तरी':5 'भारत':1 'विज्ञान':4 'தமிழ்':6 'வரலாறு':7")
  })

  it('finds Devanagari, Tamil and Bengali titles by a word or the start of one', async () => {
    const history = await approvedQuiz(h.db, creator.id, { title: 'भारत का इतिहास', language: 'hi' })
    const science = await approvedQuiz(h.db, creator.id, {
      title: 'विज्ञान प्रश्नोत्तरी',
      description: 'कक्षा दस के लिए',
      language: 'hi',
    })
    const tamil = await approvedQuiz(h.db, creator.id, { title: 'தமிழ் இலக்கியம்', language: 'ta' })
    const bengali = await approvedQuiz(h.db, creator.id, { title: 'বাংলা সাহিত্য', language: 'bn' })
    // Stored with the nukta letter precomposed (U+0958), searched as typed on most keyboards (क + ़).
    const fort = await approvedQuiz(h.db, creator.id, { title: '\u0958िले और महल', language: 'hi' })

    expect(await publicList(`search=${encodeURIComponent('इतिहास')}`)).toEqual([history.id])
    expect(await publicList(`search=${encodeURIComponent('इति')}`)).toEqual([history.id])
    expect(await publicList(`search=${encodeURIComponent('भारत इतिहास')}`)).toEqual([history.id])
    expect(await publicList(`search=${encodeURIComponent('विज्ञान')}`)).toEqual([science.id])
    expect(await publicList(`search=${encodeURIComponent('प्रश्न')}`)).toEqual([science.id])
    expect(await publicList(`search=${encodeURIComponent('कक्षा')}&language=hi`)).toEqual([science.id])
    expect(await publicList(`search=${encodeURIComponent('இலக்கி')}`)).toEqual([tamil.id])
    expect(await publicList(`search=${encodeURIComponent('সাহিত্য')}`)).toEqual([bengali.id])
    expect(await publicList(`search=${encodeURIComponent('\u0915\u093cिले')}`)).toEqual([fort.id])
    // A word that is not there finds nothing: the matras are not dropped into a looser match.
    expect(await publicList(`search=${encodeURIComponent('इतिहासकार')}`)).toEqual([])

    const trpc = await h.caller().quizzes.list({ search: 'विज्ञा', limit: 10, offset: 0 })
    expect(trpc.quizzes.map((quiz) => quiz.id)).toEqual([science.id])
  })

  /** Words of each script with what splits words in a parser that takes marks for breaks. */
  const WORDS = {
    // A reph and conjuncts, a khanda ta (ৎ), a ya with its nukta (য়, stored precomposed: U+09DF).
    bn: ['স্বাধীনতা', 'উৎসব', 'বিজ\u09dfা'],
    // Conjuncts, and Marathi's eyelash ra (ऱ्).
    mr: ['महाराष्ट्राची', 'संस्कृती', 'दऱ्याखोऱ्या'],
    // Conjuncts, vowel signs, an anusvara.
    te: ['తెలుగు', 'సాహిత్యం', 'ప్రశ్నలు'],
    // The pulli (்) and vowel signs.
    ta: ['அறிவியல்', 'வினாடி', 'வினா'],
  } as const

  it("leaves Bengali, Marathi, Telugu and Tamil words whole in the database's own vector", async () => {
    for (const words of Object.values(WORDS)) {
      const text = words.join(' ').normalize('NFC')
      const { rows } = await sql<{ vector: string }>`select to_tsvector('simple', ${text})::text as vector`.execute(
        h.db,
      )
      const lexemes = [...(rows[0]?.vector ?? '').matchAll(/'([^']+)':\d+/g)].map((match) => match[1]).sort()
      expect(lexemes, text).toEqual(text.split(' ').sort())
    }
  })

  it('finds Bengali, Marathi, Telugu and Tamil titles by a word or the start of one', async () => {
    const bengali = await approvedQuiz(h.db, creator.id, { title: WORDS.bn.join(' '), language: 'bn' })
    const marathi = await approvedQuiz(h.db, creator.id, {
      title: WORDS.mr.slice(0, 2).join(' '),
      description: WORDS.mr[2],
      language: 'mr',
    })
    const telugu = await approvedQuiz(h.db, creator.id, { title: WORDS.te.join(' '), language: 'te' })
    const tamil = await approvedQuiz(h.db, creator.id, { title: WORDS.ta.join(' '), language: 'ta' })
    const found = (search: string, language = '') =>
      publicList(`search=${encodeURIComponent(search)}&language=${language}`)

    expect(await found('স্বাধীনতা')).toEqual([bengali.id])
    expect(await found('স্বাধী')).toEqual([bengali.id])
    expect(await found('উৎসব স্বাধীনতা')).toEqual([bengali.id])
    // Stored with the precomposed য় (U+09DF), searched as typed: য + ় (NFC's own form).
    expect(await found('বিজ\u09af\u09bcা')).toEqual([bengali.id])
    expect(await found('महाराष्ट्र')).toEqual([marathi.id])
    expect(await found('संस्कृती', 'mr')).toEqual([marathi.id])
    expect(await found('दऱ्या')).toEqual([marathi.id])
    expect(await found('తెలుగు')).toEqual([telugu.id])
    expect(await found('ప్రశ్న')).toEqual([telugu.id])
    expect(await found('సాహిత్యం', 'te')).toEqual([telugu.id])
    expect(await found('அறிவி')).toEqual([tamil.id])
    expect(await found('வினாடி')).toEqual([tamil.id])
    // Not a looser match: a longer word, or the word in another language's filter, finds nothing.
    expect(await found('తెలుగుభాష')).toEqual([])
    expect(await found('স্বাধীনতা', 'ta')).toEqual([])
    // Nor is a syllable of one script a match for the same syllable in another (মহা, Bengali; महा, Marathi).
    const trpc = await h.caller().quizzes.list({ search: 'মহা', limit: 10, offset: 0 })
    expect(trpc.quizzes.map((quiz) => quiz.id)).toEqual([])
    const overTrpc = await h.caller().quizzes.list({ search: 'ప్రశ్', limit: 10, offset: 0 })
    expect(overTrpc.quizzes.map((quiz) => quiz.id)).toEqual([telugu.id])
  })
})
