import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { QuizStatus } from '#db/schema'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { API_ROUTES } from '#server/api'
import type { ApiRoute } from '#server/http/route'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { exampleOf, fieldsOf } from '#server/testing/refusals'
import { appRouter } from '#server/trpc/router'
import { csvTemplate } from './import-export-service'
import { createQuiz, getQuizForEditor } from './service'
import { m } from '#shared/i18n'

/**
 * Who may see a quiz (policy.ts): to a stranger, another user's quiz that is not approved is an
 * unknown id. Every call that names a quiz answers them exactly as for an id that names none, so no
 * answer tells which ids exist.
 */
let h: TestHarness
let owner: SignedInUser
let stranger: SignedInUser
/** A group of the owner's, which a private quiz is shared with; and one of the stranger's, to assign to. */
let ownerGroup: string
let strangerGroup: string

beforeAll(async () => {
  h = await createHarness()
  owner = await signedInUser(h)
  stranger = await signedInUser(h)
  ownerGroup = (await owner.caller.groups.create({ name: 'Owner’s class' })).group.id
  strangerGroup = (await stranger.caller.groups.create({ name: 'Stranger’s class' })).group.id
})
afterAll(() => h.close())

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const quizInput = () => QuizInputSchema.parse({ title: 'Hidden', timeLimit: 120, questions: SAMPLE_QUESTIONS })
const restQuiz = {
  title: 'Taken over',
  category: 'geography',
  difficultyLevel: 'easy',
  timeLimit: 60,
  questions: [{ question: 'One?', options: ['1', '2', '3', '4'], correctAnswer: 0 }],
}
const restQuestion = { question: 'Two?', options: ['1', '2', '3', '4'], correctAnswer: 1 }

/**
 * A quiz of the owner's in the given status (or private, ready, shared with the owner's group), and
 * one of its questions.
 */
async function quizIn(status: QuizStatus | 'private') {
  if (status === 'private') {
    const quiz = await createQuiz(
      h.db,
      owner.id,
      QuizInputSchema.parse({ ...quizInput(), visibility: 'private', groupIds: [ownerGroup] }),
    )
    const { questions } = await getQuizForEditor(h.db, owner, quiz.id)
    return { id: quiz.id, questionId: questions[0]!.id }
  }
  const quiz = await createQuiz(h.db, owner.id, quizInput())
  await h.db.updateTable('quizzes').set({ status }).where('id', '=', quiz.id).execute()
  const { questions } = await getQuizForEditor(h.db, owner, quiz.id)
  return { id: quiz.id, questionId: questions[0]!.id }
}

/** An assignment of the quiz, opening in an hour and due in two. */
const assignmentOf = (quizId: string) => ({
  quizId,
  opensAt: new Date(Date.now() + 3_600_000).toISOString(),
  dueAt: new Date(Date.now() + 7_200_000).toISOString(),
  attemptsAllowed: 1,
})

/** A file to import into the quiz the call names: the rest of the call is made from its schemas. */
const importInto = (quizId: string) => ({ format: 'csv', content: csvTemplate().content, quizId })

/**
 * Calls that name a quiz and send what their schemas cannot make (a quiz or a question, whose rules
 * are code; a file that imports): what each sends, given the quiz's id and one of its questions'.
 * Every other call is made from its declaration.
 */
const SPECIAL_REST: Record<string, (quiz: { id: string; questionId: string }) => Parts[]> = {
  'put /api/v1/quizzes/:id': ({ id }) => [{ params: { id }, body: restQuiz }],
  'post /api/v1/quizzes/:id/questions': ({ id }) => [{ params: { id }, body: { questions: [restQuestion] } }],
  'put /api/v1/quizzes/:id/questions/:questionId': (quiz) => [{ params: quiz, body: restQuestion }],
  // Imported, or only previewed.
  'post /api/v1/quizzes/import': ({ id }) => [
    { body: importInto(id) },
    { query: { preview: '' }, body: importInto(id) },
  ],
  // Given to the stranger's own group: the quiz is what they may not see.
  'post /api/v1/groups/:id/assignments': ({ id }) => [{ params: { id: strangerGroup }, body: assignmentOf(id) }],
}
const SPECIAL_TRPC: Record<string, (id: string) => unknown> = {
  'quizzes.update': (id) => ({ id, quiz: quizInput() }),
  'groups.assign': (id) => ({ groupId: strangerGroup, ...assignmentOf(id) }),
  'quizzes.importPreview': importInto,
  'quizzes.importFile': importInto,
}

interface Parts {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

/** A call's parts for a quiz and one of its questions, or why the test cannot make them. */
type Placed = { parts: (quiz: { id: string; questionId: string }) => Parts[] } | { problem: string }

/** Puts the quiz's id where a schema's example reads one (`quizId`; `id` on a quiz's own call). */
function withQuiz(example: unknown, id: string, idIsQuiz: boolean): unknown {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return example
  const fields = example as Record<string, unknown>
  return { ...fields, ...('quizId' in fields ? { quizId: id } : {}), ...(idIsQuiz && 'id' in fields ? { id } : {}) }
}

/** A REST route names a quiz by its path (`/api/v1/quizzes/:id…`, an admin's too) or by a quizId it reads. */
function restNamesQuiz(route: ApiRoute): boolean {
  if (/^\/api\/v1\/(admin\/)?quizzes\/(public\/)?:id(\/|$)/.test(route.path)) return true
  const read = [route.body, ...[route.query ?? []].flat()].filter((schema) => schema !== undefined)
  return read.some((schema) => 'quizId' in fieldsOf(schema))
}

/** How the walk sends a REST route that names a quiz: its special parts, or parts from its schemas. */
function placeRest(route: ApiRoute): Placed {
  const key = `${route.method} ${route.path}`
  const special = SPECIAL_REST[key]
  if (special) return { parts: special }
  const unknownParam = [...route.path.matchAll(/:(\w+)/g)].find(([, name]) => name !== 'id' && name !== 'questionId')
  if (unknownParam) return { problem: `${key}: a path parameter :${unknownParam[1]} the test has no row for` }
  const queries = [route.query ?? []].flat().map((schema) => exampleOf(schema, 'text', { anyId: true }))
  const body = route.body ? exampleOf(route.body, 'json', { anyId: true }) : { value: undefined }
  if (queries.some((query) => !query) || !body)
    return { problem: `${key}: its schemas make no request it takes; give it a SPECIAL_REST entry` }
  return {
    parts: (quiz) => [
      {
        params: { id: quiz.id, questionId: quiz.questionId },
        query: withQuiz(Object.assign({}, ...queries.map((query) => query!.value)), quiz.id, false) as Parts['query'],
        body: withQuiz(body.value, quiz.id, false),
      },
    ],
  }
}

type Procedures = Record<string, { _def: { inputs: z.ZodType[] } }>
const procedures = appRouter._def.procedures as unknown as Procedures

/** A procedure names a quiz by a quizId it reads, or by an id on a quiz's own call. */
const idIsQuiz = (path: string) => /^(admin\.)?quizzes\./.test(path)
function trpcNamesQuiz(path: string): boolean {
  const fields = Object.keys(fieldsOf(procedures[path]!._def.inputs[0] ?? z.void()))
  return fields.includes('quizId') || (fields.includes('id') && idIsQuiz(path))
}

/** How the walk calls a procedure that names a quiz: its special input, or one from its schema. */
function placeTrpc(path: string): { input: (id: string) => unknown } | { problem: string } {
  const special = SPECIAL_TRPC[path]
  if (special) return { input: special }
  const example = exampleOf(procedures[path]!._def.inputs[0]!, 'json', { anyId: true })
  if (!example) return { problem: `${path}: its schema makes no input it takes; give it a SPECIAL_TRPC entry` }
  return { input: (id) => withQuiz(example.value, id, idIsQuiz(path)) }
}

const REST = Object.fromEntries(
  API_ROUTES.filter(restNamesQuiz).map((route) => [`${route.method} ${route.path}`, placeRest(route)]),
)
const TRPC = Object.fromEntries(
  Object.keys(procedures)
    .filter(trpcNamesQuiz)
    .map((path) => [path, placeTrpc(path)]),
)

async function restAnswers(key: string, quiz: { id: string; questionId: string }) {
  const placed = REST[key]!
  if ('problem' in placed) throw new Error(placed.problem)
  const [method, pattern] = key.split(' ') as [string, string]
  const answers = []
  for (const { params = {}, query = {}, body } of placed.parts(quiz)) {
    const search = new URLSearchParams(query).toString()
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!) + (search ? `?${search}` : '')
    const response = await h.app.request(path, {
      method: method.toUpperCase(),
      headers: {
        origin: TEST_ORIGIN,
        cookie: stranger.client.cookie()!,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    answers.push({ status: response.status, json: await response.json() })
  }
  return answers
}

async function trpcAnswer(path: string, id: string) {
  const placed = TRPC[path]!
  if ('problem' in placed) throw new Error(placed.problem)
  // The caller is a proxy: each name along the path is the next step, the last one the call.
  const call = path.split('.').reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], stranger.caller)
  try {
    await (call as (input: unknown) => Promise<unknown>)(placed.input(id))
    return { code: 'OK', message: '' }
  } catch (error) {
    const { code, message } = error as { code: string; message: string }
    return { code, message }
  }
}

describe('a quiz the caller may not see', () => {
  it('walks every call that names a quiz, each made from its declaration or a special entry', () => {
    const problems = [...Object.values(REST), ...Object.values(TRPC)].flatMap((placed) =>
      'problem' in placed ? [placed.problem] : [],
    )
    expect(problems).toEqual([])
    // A special entry names a call the walk has.
    expect(Object.keys(SPECIAL_REST).filter((key) => !REST[key])).toEqual([])
    expect(Object.keys(SPECIAL_TRPC).filter((path) => !TRPC[path])).toEqual([])
    // What names a quiz is read from the declarations: the calls known to, at least.
    expect(Object.keys(REST)).toEqual(
      expect.arrayContaining(['get /api/v1/quizzes/:id', 'post /api/v1/admin/quizzes/:id/approve']),
    )
    expect(Object.keys(TRPC)).toEqual(expect.arrayContaining(['quizzes.byId', 'attempts.start']))
  })

  it.each(['draft', 'pending', 'rejected', 'private'] as const)(
    'answers a stranger for another user’s %s quiz exactly as for an unknown id, over REST and tRPC',
    async (status) => {
      const hidden = await quizIn(status)
      const unknown = { id: UNKNOWN_ID, questionId: UNKNOWN_ID }
      for (const key of Object.keys(REST)) {
        const [seen, none] = [await restAnswers(key, hidden), await restAnswers(key, unknown)]
        expect(seen, key).toEqual(none)
        const expected = key.includes('/admin/') ? 403 : 404
        expect(
          seen.map((answer) => answer.status),
          key,
        ).toEqual(seen.map(() => expected))
      }
      for (const path of Object.keys(TRPC)) {
        const [seen, none] = [await trpcAnswer(path, hidden.id), await trpcAnswer(path, UNKNOWN_ID)]
        expect(seen, path).toEqual(none)
        expect(seen.code, path).toBe(path.startsWith('admin.') ? 'FORBIDDEN' : 'NOT_FOUND')
      }
      // The walk changed nothing: the quiz is still there, as it was, with its questions.
      const after = await getQuizForEditor(h.db, owner, hidden.id)
      expect(after.quiz).toMatchObject({
        status: status === 'private' ? 'pending' : status,
        title: 'Hidden',
        questionCount: SAMPLE_QUESTIONS.length,
      })
      expect(after.questions).toHaveLength(SAMPLE_QUESTIONS.length)
    },
  )

  it('keeps the 403 where the stranger may see the quiz but not do the thing: another user’s approved quiz', async () => {
    const quiz = await approvedQuiz(h.db, owner.id)
    expect((await stranger.client.get(`/api/v1/quizzes/public/${quiz.id}`)).status).toBe(200)
    const cannotView = { success: false, message: m.quiz_access_cannot_view() }
    const cannotChange = { success: false, message: m.quiz_access_cannot_change() }
    expect(await stranger.client.get(`/api/v1/quizzes/${quiz.id}`)).toMatchObject({ status: 403, json: cannotView })
    expect(await stranger.client.get(`/api/v1/quizzes/${quiz.id}/statistics`)).toMatchObject({
      status: 403,
      json: cannotView,
    })
    expect(await stranger.client.put(`/api/v1/quizzes/${quiz.id}`, restQuiz)).toMatchObject({
      status: 403,
      json: cannotChange,
    })
    expect(await stranger.client.delete(`/api/v1/quizzes/${quiz.id}`)).toMatchObject({
      status: 403,
      json: cannotChange,
    })
    await expect(stranger.caller.quizzes.analytics({ id: quiz.id, days: 7 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: m.quiz_access_cannot_view(),
    })
    await expect(stranger.caller.quizzes.update({ id: quiz.id, quiz: quizInput() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: m.quiz_access_cannot_change(),
    })
  })

  it('shows the creator their own quiz in every status', async () => {
    const draft = await quizIn('draft')
    expect((await owner.client.get(`/api/v1/quizzes/${draft.id}`)).status).toBe(200)
    expect((await owner.caller.quizzes.byId({ id: draft.id })).canEdit).toBe(true)
    expect((await owner.client.get(`/api/v1/quizzes/${draft.id}/leaderboard`)).status).toBe(200)
  })

  it('gives the editor the groups a private quiz is shared with, and none for a public one', async () => {
    const shared = await quizIn('private')
    expect((await owner.caller.quizzes.forEdit({ id: shared.id })).groupIds).toEqual([ownerGroup])
    const open = await quizIn('draft')
    expect((await owner.caller.quizzes.forEdit({ id: open.id })).groupIds).toEqual([])
  })
})
