// A 100-question paper of every question type against today's single-answer paper of the same
// size: the server's CPU per start and per submit (tRPC, as the browser sends them, every question
// answered), in the same run, rounds interleaved, so that the ratio (mixed / single) is read on the
// same machine at the same moment. Each start and each submit is a different player's, made ready
// in advance: a start's cost includes drawing the paper and its snapshot, a submit's the marking of
// every answer by the shared scorer.
//
// On Postgres: the benchmark reads each served paper from the database while the server runs,
// which PGlite's single owner of its directory does not allow.
//
//   node --import tsx bench/paper.ts [--port 3320] [--rounds 3] [--players 60]
//
// Prints progress on stderr and one JSON line on stdout.
import { startAttempt } from '#server/attempts/attempt-service'
import { createQuiz } from '#server/quizzes/service'
import { QuizInputSchema } from '#shared/schemas/quiz'
import type { PlayerResponse } from '#shared/questions/responses'
import type { QuestionView } from '#shared/questions/serve'
import { benchArgs } from './lib/args'
import { median, round, runBench } from './lib/common'
import { type LoadRequest, runLoad, SERVER_CPU, startServer, waitFor200 } from './lib/http'
import { benchUser, createSessions, openAppDatabase, scratchTarget, seedUsers } from './lib/seed'

const { port, rounds, players } = benchArgs({
  port: 3320,
  rounds: 3,
  players: 60,
})
const log = (message: string) => process.stderr.write(`[paper] ${message}\n`)

const QUESTIONS = 100
const base = { explanation: 'Because it is so.', points: 2, timeLimit: 30 }

/** The seven types in turn, each written as a creator would. */
const MIXED = [
  (n: number) => ({
    ...base,
    question: `Q${n}: which city?`,
    options: ['Pune', 'Agra', 'Delhi', 'Goa'],
    correctAnswer: 2,
  }),
  (n: number) => ({
    ...base,
    question: `Q${n}: which are primes?`,
    type: 'multiple-answers',
    options: ['2', '4', '7', '9'],
    correctAnswers: [0, 2],
  }),
  (n: number) => ({ ...base, question: `Q${n}: the Ganga reaches the sea.`, type: 'true-false', correctAnswer: true }),
  (n: number) => ({ ...base, question: `Q${n}: π to two places?`, type: 'numeric', answer: 3.14, tolerance: 0.01 }),
  (n: number) => ({
    ...base,
    question: `Q${n}: the capital, in words?`,
    type: 'short-answer',
    acceptedAnswers: ['दिल्ली', '*Delhi'],
  }),
  (n: number) => ({
    ...base,
    question: `Q${n}: in order`,
    type: 'ordering',
    items: ['A', 'B', 'C', 'D', 'E'],
    grading: 'subset',
  }),
  (n: number) => ({
    ...base,
    question: `Q${n}: match the states`,
    type: 'matching',
    pairs: [
      { left: 'Kerala', right: 'Thiruvananthapuram' },
      { left: 'Assam', right: 'Dispur' },
      { left: 'Bihar', right: 'Patna' },
      { left: 'Goa', right: 'Panaji' },
    ],
  }),
]

const PAPERS = {
  single: Array.from({ length: QUESTIONS }, (_, i) => MIXED[0]!(i + 1)),
  mixed: Array.from({ length: QUESTIONS }, (_, i) => MIXED[i % MIXED.length]!(i + 1)),
}
type Paper = keyof typeof PAPERS

/** An answer a player might give to the question as served: a varied one, right or not. */
function responseTo(view: QuestionView, seed: number): PlayerResponse {
  switch (view.type) {
    case 'multiple-choice':
      return seed % view.options.length
    case 'multiple-answers':
      return seed % 2 ? [0, 2] : [1]
    case 'true-false':
      return seed % 2 === 0
    case 'numeric':
      return seed % 2 ? '3,14' : '३.१४'
    case 'short-answer':
      return seed % 2 ? 'New Delhi' : 'दिल्ली'
    case 'ordering':
      return view.items.map((_, i) => (i + seed) % view.items.length)
    case 'matching':
      return view.lefts.map((_, i) => (i + seed) % view.rights.length)
  }
}

async function main() {
  const scratch = await scratchTarget('postgres', 'paper')
  const handle = await openAppDatabase(scratch.target)
  const { db } = handle
  // A first round of each paper warms the server up and is not counted.
  const perPaper = (rounds + 1) * players
  const total = perPaper * 2 + 1
  await seedUsers(db, total)
  const tokens = await createSessions(db, total)
  const creator = benchUser(total)
  const quizIds = {} as Record<Paper, string>
  for (const paper of Object.keys(PAPERS) as Paper[]) {
    const quiz = await createQuiz(
      db,
      creator.id,
      QuizInputSchema.parse({ title: `A ${paper} paper`, timeLimit: 3 * 3600, questions: PAPERS[paper] }),
    )
    await db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quiz.id).execute()
    quizIds[paper] = quiz.id
  }
  await handle.close()

  const server = await startServer({ port, ...scratch.server, cpu: SERVER_CPU })
  const check = await openAppDatabase(scratch.target)
  try {
    await waitFor200(server)
    const headers = (player: number) => ({
      'content-type': 'application/json',
      origin: server.origin,
      cookie: `session=${tokens[player - 1]}`,
    })
    const measure = async (prepared: LoadRequest[]) => {
      const cpuBefore = server.cpuMs()
      const result = await runLoad({
        origin: server.origin,
        connections: 4,
        durationSeconds: 120,
        amount: prepared.length,
        prepared,
      })
      const failed = result.non2xx + result.errors
      if (failed)
        throw new Error(`${failed} of ${prepared.length} requests failed: ${JSON.stringify(result.statusCounts)}`)
      return (server.cpuMs() - cpuBefore) / Math.max(1, result.completed)
    }
    const samples: Record<Paper, { start: number[]; submit: number[] }> = {
      single: { start: [], submit: [] },
      mixed: { start: [], submit: [] },
    }
    // The papers take turns, round after round; round 0 is the warm-up.
    for (let r = 0; r <= rounds; r++) {
      for (const [p, paper] of (Object.keys(PAPERS) as Paper[]).entries()) {
        const first = p * perPaper + r * players + 1
        const group = Array.from({ length: players }, (_, i) => first + i)
        const starts = group.map((player) => ({
          method: 'POST',
          path: '/trpc/attempts.start?batch=1',
          headers: headers(player),
          body: JSON.stringify({ 0: { quizId: quizIds[paper] } }),
        }))
        const startCpu = await measure(starts)
        // The papers as each player was served them (a start in progress resumes, unchanged).
        const submits: LoadRequest[] = []
        for (const player of group) {
          const view = await startAttempt(check.db, benchUser(player), quizIds[paper])
          if (!view.resumed) throw new Error(`player ${player} had no attempt in progress`)
          const answers = view.questions.map((question, q) => ({
            questionId: question.id,
            response: responseTo(question as QuestionView, player + q),
            timeSpentSeconds: 5 + ((player + q) % 20),
          }))
          submits.push({
            method: 'POST',
            path: '/trpc/attempts.submit?batch=1',
            headers: headers(player),
            body: JSON.stringify({ 0: { attemptId: view.attemptId, answers, timeSpent: 600 } }),
          })
        }
        const submitCpu = await measure(submits)
        log(`round ${r} ${paper}: ${startCpu.toFixed(2)} ms CPU per start, ${submitCpu.toFixed(2)} per submit`)
        if (r === 0) continue
        samples[paper].start.push(startCpu)
        samples[paper].submit.push(submitCpu)
      }
    }
    // Every submit was marked: each player's attempt is submitted with every question answered.
    const marked = await check.db
      .selectFrom('attempts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow()
    if (Number(marked.count) !== perPaper * 2)
      throw new Error(`${marked.count} attempts submitted, not ${perPaper * 2}`)
    const cpu = (paper: Paper, step: 'start' | 'submit') => round(median(samples[paper][step]), 2)
    const result = {
      benchmark: 'paper',
      questions: QUESTIONS,
      rounds,
      players,
      single: { startCpuMs: cpu('single', 'start'), submitCpuMs: cpu('single', 'submit') },
      mixed: { startCpuMs: cpu('mixed', 'start'), submitCpuMs: cpu('mixed', 'submit') },
      startRatio: round(cpu('mixed', 'start') / cpu('single', 'start'), 2),
      submitRatio: round(cpu('mixed', 'submit') / cpu('single', 'submit'), 2),
    }
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await check.close()
    await server.stop()
    await scratch.dispose()
  }
}

runBench(main)
