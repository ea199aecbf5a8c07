import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { cardCounts } from '#server/shares/card-cache'
import { createQuiz } from '#server/quizzes/service'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { CARD_SIZE } from '#shared/shares'

/**
 * Sharing (decision 051): a result is public only while its player shares it, under an id nobody
 * can guess; the cards of a public quiz and of a shared result are 1200 × 630 PNG, drawn once and
 * then served from memory; a private quiz, a quiz not yet approved and a result not shared (or no
 * longer) have none.
 */
let h: TestHarness
let creator: SignedInUser
let quizId: string
beforeAll(async () => {
  h = await createHarness()
  creator = await signedInUser(h)
  quizId = (await approvedQuiz(h.db, creator.id, { title: 'भारत का संविधान: क्षेत्रीय स्वशासन', language: 'hi' })).id
})
afterAll(async () => {
  await h.close()
})

/** Plays the quiz answering the first question rightly, and submits; the attempt's id. */
async function play(user: SignedInUser, quiz = quizId) {
  const view = await user.caller.attempts.start({ quizId: quiz })
  const first = view.questions.find((question) => question.question === SAMPLE_QUESTIONS[0]!.question)!
  await user.caller.attempts.submit({
    attemptId: view.attemptId,
    answers: [{ questionId: first.id, selectedOption: SAMPLE_QUESTIONS[0]!.correctAnswer }],
  })
  return view.attemptId
}

/** A PNG's width and height, read from its header (the IHDR chunk right after the signature). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

async function picture(path: string, headers: Record<string, string> = {}) {
  const response = await h.app.request(path, { headers })
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('a quiz’s card', () => {
  it('is a 1200 × 630 PNG, drawn once and then served from memory, with an ETag', async () => {
    const before = cardCounts()
    const first = await picture(`/og/quiz/${quizId}.png`)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('image/png')
    expect(pngSize(first.bytes)).toEqual(CARD_SIZE)
    const etag = first.response.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.response.headers.get('cache-control')).toContain('public')
    // Other sites may show it.
    expect(first.response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')

    const second = await picture(`/og/quiz/${quizId}.png`)
    expect(second.bytes).toEqual(first.bytes)
    expect(cardCounts()).toEqual({ draws: before.draws + 1, hits: before.hits + 1 })

    const unchanged = await picture(`/og/quiz/${quizId}.png`, { 'if-none-match': etag })
    expect(unchanged.response.status).toBe(304)
  })

  it('is drawn anew when what it shows changes', async () => {
    const { response } = await picture(`/og/quiz/${quizId}.png`)
    const etag = response.headers.get('etag')
    await h.db.updateTable('quizzes').set({ title: 'भारत का संविधान: मौलिक कर्तव्य' }).where('id', '=', quizId).execute()
    const before = cardCounts().draws
    const edited = await picture(`/og/quiz/${quizId}.png`)
    expect(edited.response.headers.get('etag')).not.toBe(etag)
    expect(cardCounts().draws).toBe(before + 1)
  })

  it('does not exist for a private quiz, one not approved, or an id that is no quiz', async () => {
    const waiting = await createQuiz(
      h.db,
      creator.id,
      QuizInputSchema.parse({ title: 'Waiting for review', timeLimit: 120, questions: SAMPLE_QUESTIONS }),
    )
    const hidden = await approvedQuiz(h.db, creator.id, { title: 'Our class only' })
    await h.db
      .updateTable('quizzes')
      .set({ status: 'pending', visibility: 'private' })
      .where('id', '=', hidden.id)
      .execute()
    for (const path of [
      `/og/quiz/${waiting.id}.png`,
      `/og/quiz/${hidden.id}.png`,
      '/og/quiz/00000000-0000-4000-8000-000000000001.png',
      '/og/quiz/------------------------------------.png',
    ]) {
      expect((await picture(path)).response.status, path).toBe(404)
    }
  })
})

describe('a shared result', () => {
  it('is public under a random 128-bit id while its player shares it, and a 404 once revoked', async () => {
    const player = await signedInUser(h)
    const attemptId = await play(player)
    expect(await player.caller.shares.ofAttempt({ attemptId })).toEqual({ shareId: null })
    // Not shared: no page, no card.
    const { shareId } = await player.caller.shares.share({ attemptId })
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(shareId!, 'base64url')).toHaveLength(16)
    // Pressing Share again keeps the same link; REST says the same.
    expect(await player.caller.shares.share({ attemptId })).toEqual({ shareId })
    expect((await player.client.get(`/api/v1/attempts/${attemptId}/share`)).json.data).toEqual({ shareId })

    const page = await h.client().get(`/api/v1/shared-results/${shareId}`)
    expect(page.status).toBe(200)
    // The facts and nothing else: no answers, no question.
    expect(Object.keys(page.json.data).sort()).toEqual(
      [
        'playerName',
        'quizId',
        'quizIsPublic',
        'quizLanguage',
        'quizTitle',
        'score',
        'shareId',
        'submittedAt',
        'totalScore',
      ].sort(),
    )
    expect(page.json.data).toMatchObject({ playerName: player.username, quizId, score: '1', totalScore: 6 })

    const card = await picture(`/og/result/${shareId}.png`)
    expect(card.response.status).toBe(200)
    expect(pngSize(card.bytes)).toEqual(CARD_SIZE)
    const draws = cardCounts().draws
    await picture(`/og/result/${shareId}.png`)
    expect(cardCounts().draws).toBe(draws)

    const revoked = await player.client.delete(`/api/v1/attempts/${attemptId}/share`)
    expect(revoked.json.data).toEqual({ shareId: null })
    expect((await h.client().get(`/api/v1/shared-results/${shareId}`)).status).toBe(404)
    expect((await picture(`/og/result/${shareId}.png`)).response.status).toBe(404)
    await expect(h.caller().shares.result({ shareId: shareId! })).rejects.toMatchObject({ code: 'NOT_FOUND' })

    // Shared again: a new link, the old one stays dead.
    const again = await player.client.post(`/api/v1/attempts/${attemptId}/share`)
    expect(again.status).toBe(200)
    expect(again.json.data.shareId).not.toBe(shareId)
    expect((await h.client().get(`/api/v1/shared-results/${shareId}`)).status).toBe(404)
  })

  it('is shared and revoked by its player alone, once submitted', async () => {
    const player = await signedInUser(h)
    const stranger = await signedInUser(h)
    const attemptId = await play(player)
    const { shareId } = await player.caller.shares.share({ attemptId })
    const refused = await stranger.client.post(`/api/v1/attempts/${attemptId}/share`)
    expect(refused.status).toBe(403)
    expect(refused.json.message).toMatch(/\w+ \w+/)
    expect((await stranger.client.delete(`/api/v1/attempts/${attemptId}/share`)).status).toBe(403)
    await expect(stranger.caller.shares.ofAttempt({ attemptId })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await h.client().post(`/api/v1/attempts/${attemptId}/share`)).status).toBe(401)
    // The stranger's tries changed nothing.
    expect((await h.client().get(`/api/v1/shared-results/${shareId}`)).status).toBe(200)

    const unfinished = await player.caller.attempts.start({ quizId })
    const early = await player.client.post(`/api/v1/attempts/${unfinished.attemptId}/share`)
    expect(early.status).toBe(409)
    expect((await player.client.post('/api/v1/attempts/00000000-0000-4000-8000-000000000001/share')).status).toBe(404)
  })

  it('answers a guessed or malformed id with 404 or a 400 in words', async () => {
    expect((await h.client().get(`/api/v1/shared-results/${'A'.repeat(22)}`)).status).toBe(404)
    const malformed = await h.client().get('/api/v1/shared-results/short')
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).not.toMatch(/shareId/)
    expect((await picture(`/og/result/${'A'.repeat(22)}.png`)).response.status).toBe(404)
  })

  it('goes with its player’s account', async () => {
    const player = await signedInUser(h)
    const attemptId = await play(player)
    const { shareId } = await player.caller.shares.share({ attemptId })
    await player.caller.auth.deleteAccount({ password: player.password })
    expect((await h.client().get(`/api/v1/shared-results/${shareId}`)).status).toBe(404)
    const left = await h.db.selectFrom('result_shares').select('id').where('id', '=', shareId!).execute()
    expect(left).toEqual([])
  })
})
