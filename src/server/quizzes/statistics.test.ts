import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '#db/migrations/index'
import { finalizeExpiredAttempts } from '#server/attempts/attempt-service'
import { signedInClient } from '#server/testing/fixtures'
import { createHarness, type newUser, type TestHarness } from '#server/testing/harness'
import { foldStatistics, type QuestionStatistics, type QuizStatistics } from './statistics-service'
import { m } from '#shared/i18n'

let h: TestHarness
const ADMIN_EMAIL = 'statistics-admin@example.com'

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
})
afterAll(() => h.close())

const signedIn = (overrides: Partial<ReturnType<typeof newUser>> = {}) => signedInClient(h, overrides)

const OPTIONS = ['A', 'B', 'C', 'D']

/**
 * The fixture: four questions of one point each, with options A B C D and the right one A, B, C and
 * D in turn; five players' first attempts, answered (option picked, seconds spent) as below. "-" is
 * an answer saved with no option, "none" no answer saved, "late" one saved after the deadline
 * (it does not count: unanswered, and not right although D is the right option).
 *
 *        Q1 (A)   Q2 (B)   Q3 (C)   Q4 (D)          right     score
 *   P1   A 10 s   B 6 s    C 6 s    D 8 s           1 1 1 1   4
 *   P2   A 20 s   B 6 s    C 6 s    A 12 s          1 1 1 0   3
 *   P3   A 30 s   B 6 s    D 6 s    B 16 s          1 1 0 0   2
 *   P4   A 40 s   A 6 s    C 6 s    none            1 0 1 0   2
 *   P5   A 50 s   - 6 s    A 6 s    D late 4 s      1 0 0 0   1
 *
 * P5 takes the quiz again afterwards: B, A, A, D (only Q4 right, score 1); only "all attempts" reads it.
 */
const ANSWERS: [number | null | 'none', number][][] = [
  [
    [0, 10],
    [1, 6],
    [2, 6],
    [3, 8],
  ],
  [
    [0, 20],
    [1, 6],
    [2, 6],
    [0, 12],
  ],
  [
    [0, 30],
    [1, 6],
    [3, 6],
    [1, 16],
  ],
  [
    [0, 40],
    [0, 6],
    [2, 6],
    ['none', 0],
  ],
  [
    [0, 50],
    [null, 6],
    [0, 6],
    [3, 4],
  ],
]
const RETAKE: [number, number][] = [
  [1, 5],
  [0, 5],
  [0, 5],
  [3, 5],
]

let owner: Awaited<ReturnType<typeof signedIn>>
let admin: Awaited<ReturnType<typeof signedIn>>
let stranger: Awaited<ReturnType<typeof signedIn>>
let quizId = ''
const players: string[] = []

/** An attempt as finalize_attempt leaves it: the snapshot in the quiz's order, the score from scored_answers. */
async function addAttempt(
  userId: string,
  startedAt: string,
  answers: [number | null | 'none', number][],
  late = -1,
  status: 'submitted' | 'in_progress' = 'submitted',
) {
  const { rows } = await sql<{ id: string }>`
    insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                          submit_reason, questions, settings, total_possible_score, score, correct_count, duration_ms)
    select ${quizId}::uuid, ${userId}::uuid, ${status}, ${startedAt}::timestamptz, 600,
           ${startedAt}::timestamptz + interval '10 minutes',
           case when ${status} = 'submitted' then ${startedAt}::timestamptz + interval '10 minutes' end,
           case when ${status} = 'submitted' then 'manual' end,
           jsonb_agg(jsonb_build_object('questionId', id, 'question', text, 'options', definition -> 'options',
                                        'correctIndex', definition -> 'correctAnswer', 'explanation', explanation, 'points', points,
                                        'timeLimit', time_limit_seconds) order by position),
           '{}'::jsonb, sum(points), case when ${status} = 'submitted' then 0 end, 0,
           case when ${status} = 'submitted' then 600000 end
    from questions where quiz_id = ${quizId}::uuid
    returning id
  `.execute(h.db)
  const attemptId = rows[0]!.id
  for (const [index, [option, seconds]] of answers.entries()) {
    if (option === 'none') continue
    const offset = index === late ? '11 minutes' : '1 minute'
    // With the verdict the server's scorer gives a single-answer question: right is the whole points.
    await sql`
      insert into attempt_answers (attempt_id, question_index, selected_option, response, fraction_num, earned,
                                   time_spent_seconds, saved_at)
      select ${attemptId}::uuid, ${index}, ${option}::smallint, to_jsonb(${option}::smallint), right_one::int,
             case when right_one then (q ->> 'points')::numeric else 0 end,
             ${seconds}, ${startedAt}::timestamptz + ${offset}::interval
      from attempts a, lateral (select a.questions -> ${index}::int as q) as served,
           lateral (select ${option}::smallint is not distinct from (q ->> 'correctIndex')::smallint as right_one) as judged
      where a.id = ${attemptId}::uuid
    `.execute(h.db)
  }
  // finalize_attempt scores an attempt in progress when it ends (the sweep, in the tests that use one).
  if (status === 'in_progress') return
  await sql`
    update attempts set score = (select coalesce(sum(earned), 0) from scored_answers(id, questions, deadline_at))
    where id = ${attemptId}::uuid
  `.execute(h.db)
}

beforeAll(async () => {
  owner = await signedIn()
  admin = await signedIn({ email: ADMIN_EMAIL })
  stranger = await signedIn()
  const created = await owner.post('/api/v1/quizzes', {
    title: 'Statistics fixture',
    description: 'Four questions',
    category: 'geography',
    difficultyLevel: 'easy',
    isPaid: false,
    price: 0,
    timeLimit: 600,
    questions: ['Q1', 'Q2', 'Q3', 'Q4'].map((question, correctAnswer) => ({
      question: `Which is ${question}?`,
      options: OPTIONS,
      correctAnswer,
      points: 1,
    })),
  })
  expect(created.status, created.text).toBe(201)
  quizId = created.json.quiz._id
  for (let p = 1; p <= 5; p++) {
    const { rows } = await sql<{ id: string }>`
      insert into users (username, email) values (${`stats_player_${p}`}, ${`stats-player-${p}@example.com`})
      returning id
    `.execute(h.db)
    players.push(rows[0]!.id)
  }
  for (const [p, answers] of ANSWERS.entries()) {
    await addAttempt(players[p]!, `2026-11-01T10:0${p}:00Z`, answers, p === 4 ? 3 : -1)
  }
  await addAttempt(players[4]!, '2026-11-02T10:00:00Z', RETAKE)
})

const close = (value: number | null, expected: number) => expect(value).toBeCloseTo(expected, 9)
const question = (stats: QuizStatistics, position: number) => stats.questions[position] as QuestionStatistics
const shares = (q: QuestionStatistics, key: 'share' | 'topShare' | 'bottomShare') =>
  q.options.map((option) => option[key].value)

/**
 * The same figures whatever the background fold has done: read while every attempt is still
 * pending (the read adds them itself), after a fold of two, and after a fold of the rest.
 */
const FOLD_STATES: [string, () => Promise<number>, number][] = [
  ['with no attempt folded yet', async () => 0, 0],
  ['with two attempts folded', () => foldStatistics(h.db, 2, 1), 2],
  ['with every attempt folded', () => foldStatistics(h.db), 4],
]

describe.each(FOLD_STATES)('%s', (_state, fold, expected) => {
  beforeAll(async () => {
    expect(await fold()).toBe(expected)
  })

  describe('quiz statistics over first attempts, figured by hand', () => {
    let stats: QuizStatistics
    beforeAll(async () => {
      const response = await owner.get(`/api/v1/quizzes/${quizId}/statistics`)
      expect(response.status, response.text).toBe(200)
      stats = response.json.data.statistics
    })

    it('sums up the scores', () => {
      expect(stats.scope).toBe('first')
      expect(stats.attempts).toBe(5)
      expect(stats.maxScore).toBe(4)
      // Scores 4 3 2 2 1: mean 12/5 = 2.4; median 2.
      close(stats.mean.value, 2.4)
      close(stats.median.value, 2)
      // Deviations 1.6 0.6 −0.4 −0.4 −1.4, squares 2.56 + 0.36 + 0.16 + 0.16 + 1.96 = 5.2;
      // sample sd √(5.2/4) = √1.3; population variance 5.2/5 = 1.04.
      close(stats.standardDeviation.value, Math.sqrt(1.3))
      // Facilities 1, 3/5, 3/5, 1/5: Σp(1 − p) = 0 + 0.24 + 0.24 + 0.16 = 0.64;
      // KR-20 = 4/3 · (1 − 0.64/1.04) = 4/3 · 0.4/1.04 = 20/39.
      close(stats.reliability.value, 20 / 39)
      // SEM = √1.3 · √(1 − 20/39) = √(1.3 · 19/39).
      close(stats.standardError.value, Math.sqrt((1.3 * 19) / 39))
      // The questions' figures and the scores come from the same rule (scored_answers): the mean
      // score is the sum of facility × points, 1 + 0.6 + 0.6 + 0.2 = 2.4.
      const summed = stats.questions.reduce((sum, q) => sum + (q.facility.value ?? 0) * q.points, 0)
      close(summed, stats.mean.value ?? Number.NaN)
    })

    it('bins the scores by tenths of the possible score', () => {
      // Out of 4: 4 → 100 % (the last bin), 3 → 75 % (bin 7), 2 → 50 % (bin 5) twice, 1 → 25 % (bin 2).
      const counts = stats.histogram.map((bin) => bin.count)
      expect(counts).toEqual([0, 0, 1, 0, 0, 2, 0, 1, 0, 1])
      expect(stats.histogram[9]).toEqual({ fromPercent: 90, toPercent: 100, count: 1 })
    })

    it('figures each question', () => {
      // Bands: round(5 · 0.27) = 1 attempt each: the top is P1 (4), the bottom P5 (1); no other attempt
      // ties with either at the cut, so the tie rule (a fraction each) does not come in.
      const q1 = question(stats, 0)
      expect(q1.attempts).toBe(5)
      close(q1.facility.value, 1)
      close(q1.standardDeviation.value, 0)
      // Everyone right: x does not vary, so no correlation.
      expect(q1.discrimination).toEqual({ value: null, reason: m.statistics_reasons_same_item_score() })
      close(q1.unanswered.value, 0)
      close(q1.meanTimeSeconds.value, (10 + 20 + 30 + 40 + 50) / 5)
      expect(shares(q1, 'share')).toEqual([1, 0, 0, 0])
      expect(q1.flags.map((flag) => flag.kind)).toEqual([
        'tooEasy',
        'unusedDistractor',
        'unusedDistractor',
        'unusedDistractor',
      ])
      expect(q1.flags[1]!.reason).toContain('"B"')

      // Q2: x = 1 1 1 0 0, rest y = score − x = 3 2 1 2 1. Σx = 3, Σx² = 3, Σy = 9, Σy² = 19, Σxy = 6;
      // r = (5·6 − 3·9) / √((5·3 − 9)(5·19 − 81)) = 3/√84. sd √(0.6 · 0.4 · 5/4) = √0.3.
      const q2 = question(stats, 1)
      close(q2.facility.value, 0.6)
      close(q2.standardDeviation.value, Math.sqrt(0.3))
      close(q2.discrimination.value, 3 / Math.sqrt(84))
      close(q2.unanswered.value, 0.2)
      close(q2.meanTimeSeconds.value, 6)
      expect(shares(q2, 'share')).toEqual([0.2, 0.6, 0, 0])
      expect(shares(q2, 'topShare')).toEqual([0, 1, 0, 0])
      expect(shares(q2, 'bottomShare')).toEqual([0, 0, 0, 0])
      expect(q2.flags.map((flag) => flag.kind)).toEqual(['unusedDistractor', 'unusedDistractor'])

      // Q3: x = 1 1 0 1 0, y = 3 2 2 1 1: Σy = 9, Σy² = 19, Σxy = 6, so r = 3/√84 too.
      const q3 = question(stats, 2)
      close(q3.facility.value, 0.6)
      close(q3.discrimination.value, 3 / Math.sqrt(84))
      expect(shares(q3, 'share')).toEqual([0.2, 0, 0.6, 0.2])
      expect(shares(q3, 'bottomShare')).toEqual([1, 0, 0, 0])
      expect(q3.flags.map((flag) => flag.kind)).toEqual(['unusedDistractor'])

      // Q4: right only for P1 (P5's D came late). x = 1 0 0 0 0, y = 3 3 2 2 1: Σx = Σx² = 1, Σy = 11,
      // Σy² = 27, Σxy = 3; r = (15 − 11)/√((5 − 1)(135 − 121)) = 4/√56. Facility 0.2 is not below 0.2.
      // Unanswered: P4 (nothing saved) and P5 (late): 2/5. Times over the saved answers: (8+12+16+4)/4.
      const q4 = question(stats, 3)
      close(q4.facility.value, 0.2)
      close(q4.standardDeviation.value, Math.sqrt(0.2))
      close(q4.discrimination.value, 4 / Math.sqrt(56))
      close(q4.unanswered.value, 0.4)
      close(q4.meanTimeSeconds.value, 10)
      expect(shares(q4, 'share')).toEqual([0.2, 0.2, 0, 0.2])
      expect(shares(q4, 'topShare')).toEqual([0, 0, 0, 1])
      expect(q4.flags.map((flag) => flag.kind)).toEqual(['unusedDistractor'])
    })
  })

  describe('quiz statistics over all attempts', () => {
    it('counts the retake too', async () => {
      const response = await owner.get(`/api/v1/quizzes/${quizId}/statistics?attempts=all`)
      expect(response.status, response.text).toBe(200)
      const stats: QuizStatistics = response.json.data.statistics
      expect(stats.attempts).toBe(6)
      // Q1: 5 of 6 right, no longer above 90 %.
      const q1 = question(stats, 0)
      close(q1.facility.value, 5 / 6)
      expect(q1.flags.map((flag) => flag.kind)).not.toContain('tooEasy')
      // Q4 with the retake (right, score 1): x = 1 0 0 0 0 1, y = 3 3 2 2 1 0. Σx = Σx² = 2, Σy = 11,
      // Σy² = 27, Σxy = 3; r = (6·3 − 2·11)/√((6·2 − 4)(6·27 − 121)) = −4/√328: negative.
      const q4 = question(stats, 3)
      close(q4.discrimination.value, -4 / Math.sqrt(328))
      expect(q4.flags.map((flag) => flag.kind)).toContain('negativeDiscrimination')
    })

    it('says why a figure is missing, never NaN', async () => {
      const created = await owner.post('/api/v1/quizzes', {
        title: 'Nobody played',
        description: 'Empty',
        category: 'geography',
        difficultyLevel: 'easy',
        isPaid: false,
        price: 0,
        timeLimit: 60,
        questions: [{ question: 'Which is Q1?', options: OPTIONS, correctAnswer: 0, points: 1 }],
      })
      const response = await owner.get(`/api/v1/quizzes/${created.json.quiz._id}/statistics`)
      expect(response.status).toBe(200)
      const stats: QuizStatistics = response.json.data.statistics
      expect(stats.attempts).toBe(0)
      expect(stats.mean).toEqual({ value: null, reason: m.statistics_reasons_no_attempts() })
      expect(stats.reliability).toEqual({ value: null, reason: m.statistics_reasons_no_attempts() })
      expect(question(stats, 0).facility).toEqual({ value: null, reason: m.statistics_reasons_no_answers() })
      expect(response.text).not.toMatch(/NaN|Infinity/)
    })
  })
})

describe('who may read the statistics', () => {
  it('is the creator or an admin, over REST and tRPC', async () => {
    expect((await admin.get(`/api/v1/quizzes/${quizId}/statistics`)).status).toBe(200)
    // The quiz is in review: to a stranger it is an unknown id (an approved one is a 403: visibility.test.ts).
    const refused = await stranger.get(`/api/v1/quizzes/${quizId}/statistics`)
    expect(refused.status).toBe(404)
    expect(refused.json.message).toBe(m.empty_quiz_not_found())
    expect((await h.client().get(`/api/v1/quizzes/${quizId}/statistics`)).status).toBe(401)
    const unknown = await owner.get('/api/v1/quizzes/00000000-0000-4000-8000-000000000000/statistics')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual(refused.json)
    const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`
    const trpc = (client: typeof owner, value: unknown) => client.get(`/trpc/quizzes.statistics${input(value)}`)
    const mine = await trpc(owner, { id: quizId, attempts: 'all' })
    expect(mine.status, mine.text).toBe(200)
    expect(mine.json.result.data.attempts).toBe(6)
    expect((await trpc(stranger, { id: quizId })).status).toBe(404)
  })

  it('refuses a scope it does not know in words', async () => {
    const response = await owner.get(`/api/v1/quizzes/${quizId}/statistics?attempts=every`)
    expect(response.status).toBe(400)
    expect(response.text).toContain('attempts must be')
  })
})

/**
 * The sweep ends an attempt P2 left open on 31 October, before P2's first submitted one: it is
 * submitted at its deadline, 31 October 10:10, so it becomes P2's first attempt and the one of
 * 1 November joins the retakes. It answers B A A A: all wrong, score 0. Read while it is pending
 * and again after the fold moved the sums, the figures are the same.
 *
 * First attempts: P1 4, P2' 0, P3 2, P4 2, P5 1. Mean 9/5 = 1.8, median 2; deviations 2.2 −1.8
 * 0.2 0.2 −0.8, squares 4.84 + 3.24 + 0.04 + 0.04 + 0.64 = 8.8, sd √(8.8/4) = √2.2.
 * Q1: right for all but P2': facility 4/5. x = 1 0 1 1 1, y = X − x = 3 0 1 1 0: Σx = Σx² = 4,
 * Σy = 5, Σy² = 11, Σxy = 5; r = (5·5 − 4·5)/√((5·4 − 16)(5·11 − 25)) = 5/√120.
 * Bands: round(5 · 0.27) = 1: the bottom is P2' (B), the top P1 (A).
 *
 * All attempts: 4 3 2 2 1 1 0 (P5's retake scores 1): 7 attempts, mean 13/7. Bands: round(7 · 0.27)
 * = 2. The bottom is P2' (0) and one of the two attempts scoring 1, which tie at the cut: each
 * counts half. Q1's bottom: P2' B (1), P5 A (½), P5's retake B (½), of 2: A 0.25, B 0.75. Q4's
 * bottom: P2' A (1), P5 late (½, no option), the retake D (½): A 0.5, D 0.25.
 */
describe('when the sweep ends an older attempt, which becomes the first', () => {
  const expectFigures = async () => {
    const first: QuizStatistics = (await owner.get(`/api/v1/quizzes/${quizId}/statistics`)).json.data.statistics
    expect(first.attempts).toBe(5)
    close(first.mean.value, 1.8)
    close(first.median.value, 2)
    close(first.standardDeviation.value, Math.sqrt(2.2))
    const q1 = question(first, 0)
    close(q1.facility.value, 0.8)
    close(q1.discrimination.value, 5 / Math.sqrt(120))
    expect(shares(q1, 'bottomShare')).toEqual([0, 1, 0, 0])
    expect(shares(q1, 'topShare')).toEqual([1, 0, 0, 0])

    const all: QuizStatistics = (await owner.get(`/api/v1/quizzes/${quizId}/statistics?attempts=all`)).json.data
      .statistics
    expect(all.attempts).toBe(7)
    close(all.mean.value, 13 / 7)
    expect(shares(question(all, 0), 'bottomShare')).toEqual([0.25, 0.75, 0, 0])
    expect(shares(question(all, 3), 'bottomShare')).toEqual([0.5, 0, 0, 0.25])
  }

  it('reads it exactly while it waits to be folded, and after', async () => {
    await addAttempt(
      players[1]!,
      '2026-10-31T10:00:00Z',
      [
        [1, 3],
        [0, 3],
        [0, 3],
        [0, 3],
      ],
      -1,
      'in_progress',
    )
    expect(await finalizeExpiredAttempts(h.db)).toBe(1)
    await expectFigures()
    // The fold takes the new attempt and moves P2's other one from the first sums to the rest. Two
    // folds at once (two instances): one takes the quiz, the other skips it.
    const [one, other] = await Promise.all([foldStatistics(h.db), foldStatistics(h.db)])
    expect(one + other).toBe(1)
    const { rows } = await sql<{ pending: number }>`
      select count(*)::int as pending from attempts where quiz_id = ${quizId}::uuid and not statistics_folded
    `.execute(h.db)
    expect(rows[0]!.pending).toBe(0)
    await expectFigures()
    // A second fold finds nothing, and changes nothing.
    expect(await foldStatistics(h.db)).toBe(0)
    await expectFigures()
  })

  it("is what the migration's backfill builds from the same attempts", async () => {
    const sums = async () => ({
      scores: (
        await sql`select * from statistics_scores where attempts <> 0 order by first, score, total_possible_score`.execute(
          h.db,
        )
      ).rows,
      items: (
        await sql`select * from statistics_items where attempts <> 0
                  order by first, question_id, score, answer, picked`.execute(h.db)
      ).rows,
      firsts: (await sql`select * from statistics_firsts order by user_id`.execute(h.db)).rows,
    })
    const folded = await sums()
    expect(folded.firsts).toHaveLength(5)
    const migration = migrations['2026-11-24T0018_statistics_sums']!
    await migration.down!(h.db)
    await migration.up(h.db)
    expect(await sums()).toEqual(folded)
    await expectFigures()
  })
})

/**
 * Partial credit: Q1 is a multiple-answers question of 2 points (A and B right), Q2 a single-answer
 * one of 1 point. Four players' first attempts, each mark as the server's scorer gives it:
 *
 *        Q1 fraction (earned)   Q2 (earned)   score X
 *   P1   1   (2)                right (1)     3
 *   P2   1/2 (1)                right (1)     2
 *   P3   1/2 (1)                wrong (0)     1
 *   P4   0   (0)                wrong (0)     0
 *
 * Q1: facility is the mean fraction, (1 + ½ + ½ + 0)/4 = 0.5 (the share fully right would be 0.25).
 * Its fractions f = 1 ½ ½ 0 deviate from 0.5 by ½ 0 0 −½: Σ = 0.5, so the sample sd is √(0.5/3).
 * The rest of the test, y = X − earned = 1 1 0 0, deviates from 0.5 by ½ ½ −½ −½ (Σ squares 1);
 * Σ of the products is ¼ + 0 + 0 + ¼ = 0.5, so r = 0.5/√(0.5 · 1) = 1/√2.
 * Q2: facility 2/4 = 0.5. x = 1 1 0 0, y = 2 1 1 0: deviations ½ ½ −½ −½ and 1 0 0 −1; products
 * ½ + 0 + 0 + ½ = 1, squares 1 and 2: r = 1/√2.
 */
describe('partial credit', () => {
  const MARKS: [[number, number, number], boolean][] = [
    [[1, 1, 2], true],
    [[1, 2, 1], true],
    [[1, 2, 1], false],
    [[0, 1, 0], false],
  ]
  let partialQuizId = ''

  beforeAll(async () => {
    const created = await owner.post('/api/v1/quizzes', {
      title: 'Partial credit fixture',
      description: 'Two questions',
      category: 'geography',
      difficultyLevel: 'easy',
      isPaid: false,
      price: 0,
      timeLimit: 600,
      questions: [
        { type: 'multiple-answers', question: 'Which are Q1?', options: OPTIONS, correctAnswers: [0, 1], points: 2 },
        { question: 'Which is Q2?', options: OPTIONS, correctAnswer: 0, points: 1 },
      ],
    })
    expect(created.status, created.text).toBe(201)
    partialQuizId = created.json.quiz._id
    for (const [p, [[num, den, earned], secondRight]] of MARKS.entries()) {
      const startedAt = `2026-11-05T10:0${p}:00Z`
      const { rows } = await sql<{ id: string }>`
        insert into attempts (quiz_id, user_id, status, started_at, time_limit_seconds, deadline_at, submitted_at,
                              submit_reason, questions, settings, total_possible_score, score, correct_count, duration_ms)
        select ${partialQuizId}::uuid, ${players[p]!}::uuid, 'submitted', ${startedAt}::timestamptz, 600,
               ${startedAt}::timestamptz + interval '10 minutes', ${startedAt}::timestamptz + interval '10 minutes',
               'manual',
               jsonb_agg(jsonb_build_object('questionId', id, 'question', text, 'type', type, 'definition', definition,
                                            'explanation', explanation, 'points', points,
                                            'timeLimit', time_limit_seconds) order by position),
               '{}'::jsonb, sum(points), ${earned + (secondRight ? 1 : 0)}, 0, 600000
        from questions where quiz_id = ${partialQuizId}::uuid
        returning id
      `.execute(h.db)
      const attemptId = rows[0]!.id
      const saved = sql`${startedAt}::timestamptz + interval '1 minute'`
      await sql`
        insert into attempt_answers (attempt_id, question_index, selected_option, response, fraction_num, fraction_den,
                                     earned, time_spent_seconds, saved_at)
        values (${attemptId}::uuid, 0, null, '[0]'::jsonb, ${num}, ${den}, ${earned}, 5, ${saved}),
               (${attemptId}::uuid, 1, null, ${secondRight ? '0' : '1'}::jsonb, ${secondRight ? 1 : 0}, 1,
                ${secondRight ? 1 : 0}, 5, ${saved})
      `.execute(h.db)
    }
  })

  it('takes facility as the mean fraction and discrimination against the rest of the test', async () => {
    const response = await owner.get(`/api/v1/quizzes/${partialQuizId}/statistics`)
    expect(response.status, response.text).toBe(200)
    const stats: QuizStatistics = response.json.data.statistics
    expect(stats.attempts).toBe(4)
    close(stats.mean.value, 1.5)
    const q1 = question(stats, 0)
    close(q1.facility.value, 0.5)
    close(q1.standardDeviation.value, Math.sqrt(0.5 / 3))
    close(q1.discrimination.value, 1 / Math.SQRT2)
    const q2 = question(stats, 1)
    close(q2.facility.value, 0.5)
    close(q2.discrimination.value, 1 / Math.SQRT2)
  })
})
