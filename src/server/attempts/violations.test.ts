import { describe, expect, it } from 'vitest'
import { VIOLATION_DETAILS_MAX_BYTES } from '#shared/anti-cheat'
import { approvedQuiz, suiteWithCreator } from '#server/testing/fixtures'

const suite = suiteWithCreator()

async function attemptInProgress() {
  const quiz = await approvedQuiz(suite.h.db, suite.creator.id, { settings: { antiCheat: { enabled: true } } })
  const player = await suite.player()
  const { attemptId } = await player.caller.attempts.start({ quizId: quiz.id })
  return { player, attemptId }
}

async function storedDetails(attemptId: string) {
  const rows = await suite.h.db
    .selectFrom('attempt_violations')
    .select('details')
    .where('attempt_id', '=', attemptId)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.details)
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

describe('violation details', () => {
  // The contract names `details` without a type: whatever JSON the client sends is kept, as text.
  const cases: Array<[string, unknown, string]> = [
    ['a string', 'Switched tabs', 'Switched tabs'],
    ['an object', { key: 'c', ctrlKey: true }, '{"key":"c","ctrlKey":true}'],
    ['an array', ['ctrl', 'c'], '["ctrl","c"]'],
    ['a number', 3.5, '3.5'],
    ['a boolean', false, 'false'],
    ['null', null, ''],
  ]

  it.each(cases)('takes %s over REST and returns it as stored', async (_, details, stored) => {
    const { player, attemptId } = await attemptInProgress()
    const response = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/violation`, {
      type: 'keyboard_shortcut',
      details,
    })
    expect(response.status, response.text).toBe(200)
    expect(response.json.data.violation).toMatchObject({
      type: 'keyboard_shortcut',
      details: stored,
      timestamp: expect.any(String),
    })
    expect(await storedDetails(attemptId)).toEqual([stored])
  })

  it.each(cases)('takes %s over tRPC and returns it as stored', async (_, details, stored) => {
    const { player, attemptId } = await attemptInProgress()
    const outcome = await player.caller.attempts.violation({ attemptId, type: 'copy_paste', details })
    expect(outcome.violation).toMatchObject({ type: 'copy_paste', details: stored })
    expect(await storedDetails(attemptId)).toEqual([stored])
  })

  it('keeps at most 1 kB of UTF-8, cut between characters, and shows it in the result as stored', async () => {
    const { player, attemptId } = await attemptInProgress()
    // 'é' is two bytes and '😀' four: 1 023 bytes of 'a' leave no room for either.
    const long = `${'a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 1)}é😀tail`
    const surrogates = `${'a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 2)}😀`
    const big = { keys: Array.from({ length: 400 }, (_, i) => `key-${i}`) }
    const sent = [long, surrogates, big, 'x'.repeat(5000)]
    const returned: string[] = []
    for (const details of sent) {
      const response = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/violation`, {
        type: 'tab_switch',
        details,
      })
      expect(response.status, response.text).toBe(200)
      returned.push(response.json.data.violation.details)
    }
    const stored = await storedDetails(attemptId)
    expect(returned).toEqual(stored)
    expect(stored[0]).toBe('a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 1))
    expect(stored[1]).toBe('a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 2))
    expect(stored[2]).toBe(JSON.stringify(big).slice(0, VIOLATION_DETAILS_MAX_BYTES))
    expect(stored[3]).toBe('x'.repeat(VIOLATION_DETAILS_MAX_BYTES))
    for (const text of stored) expect(bytes(text)).toBeLessThanOrEqual(VIOLATION_DETAILS_MAX_BYTES)
    // A character that fits whole is kept whole.
    const fits = `${'a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 4)}😀😀`
    const kept = await player.caller.attempts.violation({ attemptId, type: 'tab_switch', details: fits })
    expect(kept.violation?.details).toBe(`${'a'.repeat(VIOLATION_DETAILS_MAX_BYTES - 4)}😀`)

    await player.caller.attempts.submit({ attemptId })
    const result = await player.client.get(`/api/v1/quizzes/attempts/${attemptId}`)
    expect(result.json.data.attempt.antiCheatViolations.map((v: { details: string }) => v.details)).toEqual([
      ...stored,
      kept.violation?.details,
    ])
  })

  it('says nothing was recorded once the attempt is over', async () => {
    const { player, attemptId } = await attemptInProgress()
    await player.caller.attempts.submit({ attemptId })
    const response = await player.client.post(`/api/v1/quizzes/attempts/${attemptId}/violation`, {
      type: 'tab_switch',
      details: { away: 3 },
    })
    expect(response.status).toBe(200)
    expect(response.json.data).toMatchObject({ recorded: false, violation: null })
  })
})
