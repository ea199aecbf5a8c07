import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approvedQuiz,
  newUserSession,
  SAMPLE_QUESTIONS,
  type SignedInUser,
  signedInUser,
} from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { LIVE_BOUNDS } from '#shared/live/bounds'
import { m } from '#shared/i18n'

/**
 * Live games over REST (decision 043): a host and two players, a guest by the game's cookie and a
 * signed-in one by their session, play to the podium; bad input is refused in words and changes
 * no row.
 */
let h: TestHarness
let host: SignedInUser
let player: SignedInUser
let quizId: string
beforeAll(async () => {
  h = await createHarness()
  host = await signedInUser(h)
  player = await signedInUser(h)
  quizId = (await approvedQuiz(h.db, host.id, { title: 'Live over REST' })).id
})
afterAll(() => h.close())

const games = (path = '') => `/api/v1/games${path}`

async function newGame(body: object = {}) {
  const created = await host.client.post(games(), { quizId, ...body })
  expect(created.status, created.text).toBe(201)
  expect(created.json.data).toEqual({ gameId: expect.any(String), pin: expect.stringMatching(/^[0-9]{6}$/) })
  return created.json.data as { gameId: string; pin: string }
}

async function guestJoins(pin: string, nickname: string) {
  const guest = h.client()
  const joined = await guest.post(games('/join'), { pin, nickname })
  expect(joined.status, joined.text).toBe(200)
  return { guest, joined }
}

/** What a refusal must leave as it was: the game's row, its players and its answers. */
async function snapshot(gameId: string) {
  const [game, players, answers] = await Promise.all([
    h.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirstOrThrow(),
    h.db.selectFrom('game_players').selectAll().where('game_id', '=', gameId).orderBy('id').execute(),
    h.db.selectFrom('game_answers').selectAll().where('game_id', '=', gameId).orderBy('player_id').execute(),
  ])
  return { game, players, answers }
}

describe('a game over REST', () => {
  it('is hosted, joined by a guest (by its cookie) and a signed-in player, played and scored to the podium', async () => {
    const { gameId, pin } = await newGame({ hostScreenOnly: true })
    const { guest, joined } = await guestJoins(pin, 'Asha')
    expect(joined.json.data).toEqual({ gameId, playerId: expect.any(String), nickname: 'Asha' })
    const cookie = joined.headers.getSetCookie().find((line) => line.startsWith('quizdom_game='))!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toContain(`; Path=/api/v1/games/${gameId}`)
    expect(cookie).toContain(`; Max-Age=${LIVE_BOUNDS.gameCookieHours * 3600}`)
    // Served over http here: Secure follows APP_ORIGIN, as the session cookie's does.
    expect(cookie).not.toMatch(/; Secure/)
    const signedIn = await player.client.post(games('/join'), { pin, nickname: 'Ravi' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.getSetCookie().some((line) => line.startsWith('quizdom_game='))).toBe(false)

    const started = await host.client.post(games(`/${gameId}/start`))
    expect(started.status, started.text).toBe(200)
    expect(started.json.data).toMatchObject({ status: 'question', questionIndex: 0, pin })
    // The guest reads the game by its cookie; on the host's screen only, their buttons show no text.
    const seen = await guest.get(games(`/${gameId}`))
    expect(seen.status, seen.text).toBe(200)
    expect(seen.json.data).toMatchObject({
      status: 'question',
      pin: null,
      question: { text: null },
      answeredCount: null,
    })
    expect(started.json.data.answeredCount).toBe(0)
    let state = started.json.data
    while (state.status === 'question') {
      const right = SAMPLE_QUESTIONS[state.questionIndex]!.correctAnswer
      const mine = await guest.post(games(`/${gameId}/answers`), { questionId: state.question.id, response: right })
      expect(mine.json.data).toEqual({ questionIndex: state.questionIndex, alreadyAnswered: false })
      // The host's state counts the answers to the open question.
      expect((await host.client.get(games(`/${gameId}`))).json.data.answeredCount).toBe(1)
      const again = await guest.post(games(`/${gameId}/answers`), { questionId: state.question.id, response: 0 })
      expect(again.json.data).toEqual({ questionIndex: state.questionIndex, alreadyAnswered: true })
      await player.client.post(games(`/${gameId}/answers`), {
        questionId: state.question.id,
        response: (right + 1) % 4,
      })
      expect((await host.client.post(games(`/${gameId}/reveal`))).status).toBe(200)
      state = (await host.client.post(games(`/${gameId}/next`))).json.data
    }
    expect(state.status).toBe('ended')

    const forHost = await host.client.get(games(`/${gameId}/results?podium=2`))
    expect(forHost.status, forHost.text).toBe(200)
    expect(forHost.json.data.podium.map((row: { nickname: string }) => row.nickname)).toEqual(['Asha', 'Ravi'])
    expect(forHost.json.data.players).toHaveLength(2)
    expect(forHost.json.data.csv.split('\r\n')[0]).toBe('place,nickname,points,correct,time_ms,streak_bonus')
    const file = await host.client.get(games(`/${gameId}/results?format=csv`))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.text).toBe(forHost.json.data.csv)
    const forGuest = await guest.get(games(`/${gameId}/results`))
    expect(forGuest.json.data).toMatchObject({
      players: null,
      csv: null,
      me: { nickname: 'Asha', place: 1, correct: 3 },
    })
    const playerFile = await player.client.get(games(`/${gameId}/results?format=csv`))
    expect(playerFile.status).toBe(403)
    expect(playerFile.json).toEqual({ success: false, message: m.live_csv_host_only() })
    // Without the cookie a guest is nobody in the game.
    expect((await h.client().get(games(`/${gameId}`))).status).toBe(404)
  })
})

describe('the game cookie on an https origin', () => {
  it('is Secure, as the session cookie is there', async () => {
    const origin = 'https://quiz.example'
    const secure = await createHarness({ env: { APP_ORIGIN: origin } })
    try {
      const owner = await newUserSession(secure.db)
      const quiz = await approvedQuiz(secure.db, owner.userId, { title: 'Over https' })
      const { pin } = await secure.caller(owner.token).live.create({ quizId: quiz.id })
      const joined = await secure.app.request(games('/join'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ pin, nickname: 'Asha' }),
      })
      expect(joined.status, await joined.clone().text()).toBe(200)
      const cookie = joined.headers.getSetCookie().find((line) => line.startsWith('quizdom_game='))!
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; HttpOnly/)
    } finally {
      await secure.close()
    }
  })
})

describe('bad input over REST is refused in words and changes nothing', () => {
  it('refuses a wrong PIN and an oversized nickname', async () => {
    const { gameId, pin } = await newGame()
    const before = await snapshot(gameId)
    const wrong = await h
      .client()
      .post(games('/join'), { pin: pin === '000000' ? '000001' : '000000', nickname: 'Asha' })
    expect(wrong.status).toBe(404)
    expect(wrong.json).toEqual({ success: false, message: m.live_wrong_pin() })
    const long = await h.client().post(games('/join'), { pin, nickname: 'x'.repeat(LIVE_BOUNDS.nicknameMax + 1) })
    expect(long.status).toBe(400)
    expect(long.json.message).toBe(
      m.live_nickname_length({ min: LIVE_BOUNDS.nicknameMin, max: LIVE_BOUNDS.nicknameMax }),
    )
    expect(await snapshot(gameId)).toEqual(before)
  })

  it('keeps a kicked player out and refuses a host step by a player, signed in or a guest', async () => {
    const { gameId, pin } = await newGame()
    const { guest } = await guestJoins(pin, 'Asha')
    const ravi = (await player.client.post(games('/join'), { pin, nickname: 'Ravi' })).json.data
    const before = await snapshot(gameId)
    for (const action of ['start', 'end'] as const) {
      for (const someone of [player.client, guest]) {
        const refused = await someone.post(games(`/${gameId}/${action}`))
        expect(refused.status).toBe(403)
        expect(refused.json).toEqual({ success: false, message: m.live_host_only() })
      }
    }
    const kickByPlayer = await guest.post(games(`/${gameId}/kick`), { playerId: ravi.playerId })
    expect(kickByPlayer.status).toBe(403)
    expect(await snapshot(gameId)).toEqual(before)

    expect((await host.client.post(games(`/${gameId}/kick`), { playerId: ravi.playerId })).json.data).toEqual({
      kicked: true,
    })
    const kicked = await snapshot(gameId)
    const again = await player.client.post(games('/join'), { pin, nickname: 'Ravi again' })
    expect(again.status).toBe(403)
    expect(again.json).toEqual({ success: false, message: m.live_kicked() })
    // The game's state tells a removed player so (403), and a stranger nothing (404).
    const state = await player.client.get(games(`/${gameId}`))
    expect(state.status).toBe(403)
    expect(state.json).toEqual({ success: false, message: m.live_kicked() })
    expect((await h.client().get(games(`/${gameId}`))).status).toBe(404)
    expect(await snapshot(gameId)).toEqual(kicked)
  })

  it('refuses answers to a future or a closed question', async () => {
    const { gameId, pin } = await newGame()
    const { guest } = await guestJoins(pin, 'Asha')
    const first = (await host.client.post(games(`/${gameId}/start`))).json.data
    const questions = await h.db
      .selectFrom('questions')
      .select('id')
      .where('quiz_id', '=', quizId)
      .orderBy('position')
      .execute()
    const before = await snapshot(gameId)
    const future = await guest.post(games(`/${gameId}/answers`), { questionId: questions[1]!.id, response: 1 })
    expect(future.status).toBe(409)
    expect(future.json).toEqual({ success: false, message: m.live_question_not_open() })
    expect(await snapshot(gameId)).toEqual(before)
    await host.client.post(games(`/${gameId}/skip`))
    const skipped = await snapshot(gameId)
    const closed = await guest.post(games(`/${gameId}/answers`), { questionId: first.question.id, response: 1 })
    expect(closed.status).toBe(409)
    expect(closed.json).toEqual({ success: false, message: m.live_question_closed() })
    expect(await snapshot(gameId)).toEqual(skipped)
  })
})
