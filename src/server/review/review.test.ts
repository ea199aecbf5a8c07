import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finalizeExpiredAttempts } from '#server/attempts/attempt-service'
import { notifyDeps } from '#server/notifications/service'
import * as wallet from '#server/wallet/service'
import { ageAttempt, approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { m } from '#shared/i18n'
import { REVIEW_LIMITS } from '#shared/review'
import { indiaDay } from '#shared/streaks'
import { answerCard, dueCards, dueCount } from './service'

/**
 * Practice from mistakes (decision 048) on a controlled clock: every call is given `now`. Mistakes
 * in finished attempts (submitted, swept after the deadline) become one card per question; the
 * scheduler moves a card further out after a right answer and brings it back soon after a wrong
 * one; a card leaves the list with its quiz's approval or its buyer's purchase, and with its
 * question or quiz; over REST only one's own cards are found.
 */
let h: TestHarness
let creator: SignedInUser
beforeAll(async () => {
  h = await createHarness()
  creator = await signedInUser(h)
})
afterAll(() => h.close())

const HOUR = 3_600_000
const DAY = 24 * HOUR
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
/** A little after the database's clock, so every attempt just finished is due. */
const soon = () => new Date(Date.now() + 60_000)

/** The right option of a sample question as the attempt showed it (its options maybe shuffled), or a wrong one. */
function choice(question: { question: string; options: string[] }, right: boolean): number {
  const sample = SAMPLE_QUESTIONS.find((item) => item.question === question.question)!
  const shownRight = question.options.indexOf(sample.options[sample.correctAnswer]!)
  return right ? shownRight : (shownRight + 1) % question.options.length
}

/** Plays a quiz to the end: the first `right` questions right, the next `wrong` wrong, the rest left. */
async function play(player: SignedInUser, quizId: string, { right = 0, wrong = 0 }) {
  const view = await player.caller.attempts.start({ quizId })
  const answers = view.questions.slice(0, right + wrong).map((question, index) => ({
    questionId: question.id,
    selectedOption: choice(question, index < right),
  }))
  await player.caller.attempts.submit({ attemptId: view.attemptId, answers })
  return view
}

/** The right response to a served card (its options in the card's order). */
function rightResponse(card: { question: string; view: { type: string; options?: string[] } }) {
  const sample = SAMPLE_QUESTIONS.find((item) => item.question === card.question)!
  return card.view.options!.indexOf(sample.options[sample.correctAnswer]!)
}
const wrongResponse = (card: Parameters<typeof rightResponse>[0]) =>
  (rightResponse(card) + 1) % card.view.options!.length

const cardsOf = (userId: string) => h.db.selectFrom('review_cards').selectAll().where('user_id', '=', userId).execute()

describe('cards from mistakes', () => {
  it('makes one card per question got wrong, none for a right or unanswered one, and none twice', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Mistakes quiz' })
    const player = await signedInUser(h)
    // First question right, second wrong, third left unanswered (the quiz keeps its order).
    const view = await play(player, quiz.id, { right: 1, wrong: 1 })
    const due = await dueCards(h.db, player.id, soon())
    expect(due.cards.map((card) => card.question)).toEqual([view.questions[1]!.question])
    expect(due.dueCount).toBe(1)
    // Wrong again in a second attempt: still one card for it; the third question wrong now makes its own.
    await play(player, quiz.id, { right: 0, wrong: 3 })
    const again = await dueCards(h.db, player.id, soon())
    expect(again.cards.map((card) => card.question).sort()).toEqual(
      view.questions.map((question) => question.question).sort(),
    )
    expect(await cardsOf(player.id)).toHaveLength(3)
    expect(await dueCount(h.db, player.id, soon())).toEqual({ dueCount: 3 })
  })

  it('reads attempts the sweep finished, and none of a creator’s own quiz', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Swept quiz', timeLimit: 60 })
    const player = await signedInUser(h)
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const question = view.questions[0]!
    await player.caller.attempts.saveAnswer({
      attemptId: view.attemptId,
      questionId: question.id,
      selectedOption: choice(question, false),
    })
    await ageAttempt(h.db, view.attemptId, 600)
    await finalizeExpiredAttempts(h.db)
    const due = await dueCards(h.db, player.id, soon())
    expect(due.cards.map((card) => card.question)).toEqual([question.question])

    await play(creator, quiz.id, { wrong: 3 })
    expect(await cardsOf(creator.id)).toHaveLength(0)
  })
})

describe('cards from a live game', () => {
  it('makes a card of a question a signed-in player got wrong in a live game, once it ends', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Live mistakes quiz' })
    const player = await signedInUser(h)
    const { gameId, pin } = await creator.caller.live.create({ quizId: quiz.id })
    await player.caller.live.join({ pin, nickname: 'Meera' })
    let state = await creator.caller.live.start({ gameId })
    // The first question right, the second wrong (the game shows options in their own order), the third left.
    for (const index of [0, 1]) {
      const sample = SAMPLE_QUESTIONS[index]!
      const response = index === 0 ? sample.correctAnswer : (sample.correctAnswer + 1) % sample.options.length
      await player.caller.live.answer({ gameId, questionId: state.question!.id, response })
      await creator.caller.live.reveal({ gameId })
      state = await creator.caller.live.next({ gameId })
    }
    expect(await dueCards(h.db, player.id, soon())).toMatchObject({ cards: [] })
    await creator.caller.live.end({ gameId })
    const due = await dueCards(h.db, player.id, soon())
    expect(due.cards.map((card) => card.question)).toEqual([SAMPLE_QUESTIONS[1]!.question])
  })
})

describe('the schedule', () => {
  it('moves a card further out after each right answer and brings it back soon after a wrong one', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, {
      title: 'Schedule quiz',
      questions: [SAMPLE_QUESTIONS[1]!],
    })
    const player = await signedInUser(h)
    await play(player, quiz.id, { wrong: 1 })
    const start = soon()
    const [card] = (await dueCards(h.db, player.id, start)).cards
    expect(card).toBeDefined()

    // Three right answers, each when the card falls due: each wait is longer than the one before.
    let now = start
    let shown = card!
    const waits: number[] = []
    for (let round = 0; round < 3; round++) {
      const answered = await answerCard(h.db, player.id, shown.id, rightResponse(shown), now)
      expect(answered.outcome).toBe('right')
      const next = new Date(answered.nextDueAt)
      waits.push(next.getTime() - now.getTime())
      // Not due until then: gone from the list, refused if answered anyway, and the screen says when.
      const before = await dueCards(h.db, player.id, later(next, -1000))
      expect(before.cards).toEqual([])
      expect(before.nextDueAt).toBe(next.toISOString())
      await expect(answerCard(h.db, player.id, shown.id, 0, later(next, -1000))).rejects.toThrow(m.review_not_due())
      now = next
      ;[shown] = (await dueCards(h.db, player.id, now)).cards as [typeof shown]
      expect(shown.id).toBe(card!.id)
    }
    expect(waits[1]!).toBeGreaterThan(waits[0]!)
    expect(waits[2]!).toBeGreaterThan(waits[1]!)
    expect(waits[2]!).toBeGreaterThanOrEqual(DAY)

    // Wrong now: back much sooner than the last wait.
    const missed = await answerCard(h.db, player.id, shown.id, wrongResponse(shown), now)
    expect(missed.outcome).toBe('wrong')
    expect(new Date(missed.nextDueAt).getTime() - now.getTime()).toBeLessThan(waits[2]!)
    const [row] = await cardsOf(player.id)
    expect(row).toMatchObject({ reps: 4, lapses: 1 })
    const log = await h.db.selectFrom('review_log').selectAll().where('user_id', '=', player.id).execute()
    expect(log.map((entry) => entry.outcome)).toEqual(['right', 'right', 'right', 'wrong'])
    // Each day a review was answered on counts for the player's streak, as a finished attempt's does.
    const active = await h.db.selectFrom('activity_days').select('day').where('user_id', '=', player.id).execute()
    expect(active.map((row) => row.day)).toContain(indiaDay(now))
    expect(indiaDay(now)).toBeGreaterThan(indiaDay(start))
  })

  it('shows the answer and explanation only as the quiz’s reveal setting allows', async () => {
    const shown = await approvedQuiz(h.db, creator.id, { title: 'Shows answers', questions: [SAMPLE_QUESTIONS[0]!] })
    const hidden = await approvedQuiz(h.db, creator.id, {
      title: 'Hides answers',
      questions: [SAMPLE_QUESTIONS[2]!],
      settings: { showCorrectAnswers: false },
    })
    const player = await signedInUser(h)
    await play(player, shown.id, { wrong: 1 })
    await play(player, hidden.id, { wrong: 1 })
    const now = soon()
    const { cards } = await dueCards(h.db, player.id, now)
    const byQuiz = new Map(cards.map((card) => [card.quizTitle, card]))
    const open = await answerCard(h.db, player.id, byQuiz.get('Shows answers')!.id, 0, now)
    expect(open).toMatchObject({ answersShown: true, explanation: SAMPLE_QUESTIONS[0]!.explanation })
    expect(open.answer).toEqual({ type: 'multiple-choice', correct: rightResponse(byQuiz.get('Shows answers')!) })
    const closed = await answerCard(h.db, player.id, byQuiz.get('Hides answers')!.id, 0, now)
    expect(closed).toMatchObject({ answersShown: false, answer: null, explanation: null })
  })

  it('serves no more than the daily cap in an India day, and the next day more', async () => {
    const questions = Array.from({ length: REVIEW_LIMITS.dailyCap + 2 }, (_, index) => ({
      question: `Cap question ${index + 1}?`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 0,
    }))
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Cap quiz', questions, timeLimit: 600 })
    const player = await signedInUser(h)
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({
      attemptId: view.attemptId,
      answers: view.questions.map((question) => ({ questionId: question.id, selectedOption: 1 })),
    })
    // 10:00 IST tomorrow: everything is due.
    const ist10 = new Date(`${new Date(Date.now() + DAY).toISOString().slice(0, 10)}T04:30:00Z`)
    const first = await dueCards(h.db, player.id, ist10)
    expect(first.cards).toHaveLength(REVIEW_LIMITS.dailyCap)
    for (const card of first.cards) await answerCard(h.db, player.id, card.id, 1, ist10)
    const done = await dueCards(h.db, player.id, later(ist10, HOUR))
    expect(done).toMatchObject({ cards: [], dueCount: 0, reviewedToday: REVIEW_LIMITS.dailyCap })
    // 00:01 IST the next day is another day.
    const nextDay = later(ist10, 14 * HOUR + 31 * 60_000)
    expect((await dueCards(h.db, player.id, nextDay)).cards.length).toBeGreaterThan(0)
  })
})

describe('questions of other types', () => {
  it('marks a card against the order it showed: partly right is Hard, an order put right is right', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, {
      title: 'Types review quiz',
      questions: [
        {
          question: 'Primes?',
          type: 'multiple-answers',
          options: ['2', '4', '7', '9'],
          correctAnswers: [0, 2],
          grading: 'partial',
        },
        { question: 'In order', type: 'ordering', items: ['A', 'B', 'C', 'D'], grading: 'all-or-nothing' },
      ],
    })
    const player = await signedInUser(h)
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    const [primes, order] = view.questions as Array<(typeof view.questions)[number] & { items?: string[] }>
    await player.caller.attempts.submit({
      attemptId: view.attemptId,
      answers: [
        // One right option of two, none wrong: half the mark.
        { questionId: primes!.id, response: [primes!.options.indexOf('2')] },
        // The items as shown: never the right order.
        { questionId: order!.id, response: order!.items!.map((_, index) => index) },
      ],
    })
    const now = soon()
    const first = await dueCards(h.db, player.id, now)
    // The same order until the card is answered.
    expect((await dueCards(h.db, player.id, now)).cards.map((card) => card.view)).toEqual(
      first.cards.map((card) => card.view),
    )
    const byText = new Map(first.cards.map((card) => [card.question, card]))
    const primesCard = byText.get('Primes?')!
    const orderCard = byText.get('In order')!
    if (primesCard.view.type !== 'multiple-answers' || orderCard.view.type !== 'ordering') throw new Error('types')
    const half = await answerCard(h.db, player.id, primesCard.id, [primesCard.view.options.indexOf('7')], now)
    expect(half.outcome).toBe('partial')
    const items = orderCard.view.items
    const inOrder = await answerCard(
      h.db,
      player.id,
      orderCard.id,
      ['A', 'B', 'C', 'D'].map((item) => items.indexOf(item)),
      now,
    )
    expect(inOrder.outcome).toBe('right')
    expect(inOrder.answer).toEqual({
      type: 'ordering',
      correct: ['A', 'B', 'C', 'D'].map((item) => items.indexOf(item)),
    })
    const log = await h.db
      .selectFrom('review_log')
      .select(['outcome', 'rating'])
      .where('user_id', '=', player.id)
      .orderBy('reviewed_at')
      .execute()
    expect(log).toEqual(
      expect.arrayContaining([
        { outcome: 'partial', rating: 2 },
        { outcome: 'right', rating: 3 },
      ]),
    )
  })
})

describe('what a player may still see', () => {
  it('keeps a paid quiz’s cards with its buyers, and an unapproved or deleted quiz’s out of the list', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Turns paid' })
    const [buyer, other] = await Promise.all([signedInUser(h), signedInUser(h)])
    // The other played while it was free; then it turned paid, and the buyer paid to play it.
    await play(other, quiz.id, { wrong: 1 })
    await h.db.updateTable('quizzes').set({ is_paid: true, price_paise: 5000 }).where('id', '=', quiz.id).execute()
    const topUp = await wallet.requestAddFunds(h.db, buyer.id, { amountPaise: 5000, paymentMethod: 'upi' })
    await wallet.approveTransaction(h.db, notifyDeps(h.deps), creator.id, topUp.id)
    await play(buyer, quiz.id, { wrong: 1 })
    expect((await buyer.caller.wallet.summary()).balancePaise).toBe(0)
    const now = soon()
    const bought = await dueCards(h.db, buyer.id, now)
    expect(bought.cards).toHaveLength(1)
    expect((await dueCards(h.db, other.id, now)).cards).toEqual([])
    const [othersCard] = await cardsOf(other.id)
    await expect(answerCard(h.db, other.id, othersCard!.id, 0, now)).rejects.toThrow(m.review_not_found())

    // Back to pending (an edit waits for review): out of the list; approved again: back.
    await h.db.updateTable('quizzes').set({ status: 'pending' }).where('id', '=', quiz.id).execute()
    expect((await dueCards(h.db, buyer.id, now)).cards).toEqual([])
    expect(await dueCount(h.db, buyer.id, now)).toEqual({ dueCount: 0 })
    await h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quiz.id).execute()
    expect((await dueCards(h.db, buyer.id, now)).cards).toHaveLength(1)

    // A question removed takes its card; the quiz deleted takes the rest. The log stays.
    await answerCard(h.db, buyer.id, bought.cards[0]!.id, 0, now)
    const cardQuestion = (await cardsOf(buyer.id))[0]!.question_id
    const removed = await creator.client.delete(`/api/v1/quizzes/${quiz.id}/questions/${cardQuestion}`)
    expect(removed.status, removed.text).toBe(200)
    expect(await cardsOf(buyer.id)).toEqual([])
    await creator.caller.quizzes.delete({ id: quiz.id })
    expect(await cardsOf(other.id)).toEqual([])
    const log = await h.db.selectFrom('review_log').selectAll().where('user_id', '=', buyer.id).execute()
    expect(log).toHaveLength(1)
    expect(log[0]!.card_id).toBeNull()
  })
})

describe('a question in two languages', () => {
  it('serves its second language in the card’s order, and its explanation with the answer', async () => {
    const translation = {
      language: 'hi' as const,
      question: '2 + 2 कितना होता है?',
      options: ['तीन', 'चार', 'पाँच', 'छह'],
      explanation: 'दो और दो चार होते हैं।',
    }
    const quiz = await approvedQuiz(h.db, creator.id, {
      title: 'Two languages quiz',
      language: 'en',
      questions: [{ ...SAMPLE_QUESTIONS[0]!, translation }],
      settings: { shuffleOptions: true },
    })
    const player = await signedInUser(h)
    await play(player, quiz.id, { wrong: 1 })
    const now = soon()
    const [card] = (await dueCards(h.db, player.id, now)).cards
    if (card?.view.type !== 'multiple-choice') throw new Error('a single-answer card')
    const english = SAMPLE_QUESTIONS[0]!.options
    expect(card).toMatchObject({ language: 'en', translation: { language: 'hi', question: translation.question } })
    // Each option's words in Hindi stand where its English does.
    expect(card.translation!.options).toEqual(
      card.view.options.map((option) => translation.options[english.indexOf(option)]),
    )
    const answered = await answerCard(h.db, player.id, card.id, rightResponse(card), now)
    expect(answered).toMatchObject({ outcome: 'right', translatedExplanation: translation.explanation })
  })
})

describe('a question edited', () => {
  it('keeps its card, which shows the question as it now is once the quiz is approved again', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Edited quiz', questions: [SAMPLE_QUESTIONS[1]!] })
    const player = await signedInUser(h)
    await play(player, quiz.id, { wrong: 1 })
    const [card] = (await dueCards(h.db, player.id, soon())).cards
    const edited = await creator.client.put(
      `/api/v1/quizzes/${quiz.id}/questions/${(await cardsOf(player.id))[0]!.question_id}`,
      {
        ...SAMPLE_QUESTIONS[1]!,
        question: 'Which city is the capital of India?',
        timeLimit: 30,
      },
    )
    expect(edited.status, edited.text).toBe(200)
    await h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quiz.id).execute()
    const [after] = (await dueCards(h.db, player.id, soon())).cards
    expect(after).toMatchObject({ id: card!.id, question: 'Which city is the capital of India?' })
  })
})

describe('the REST routes', () => {
  it('lists one’s due cards and answers only one’s own', async () => {
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'REST review quiz' })
    const [player, stranger] = await Promise.all([signedInUser(h), signedInUser(h)])
    await play(player, quiz.id, { wrong: 1 })
    const due = await player.client.get('/api/v1/review/due')
    expect(due.status, due.text).toBe(200)
    const [card] = due.json.data.cards
    expect(card).toMatchObject({ quizId: quiz.id, quizTitle: 'REST review quiz', reps: 0 })

    const theirs = await stranger.client.post(`/api/v1/review/${card._id}`, { response: 0 })
    expect(theirs.status).toBe(404)
    expect(theirs.json.message).toBe(m.review_not_found())
    const guest = await h.client().post(`/api/v1/review/${card._id}`, { response: 0 })
    expect(guest.status).toBe(401)
    const unfit = await player.client.post(`/api/v1/review/${card._id}`, { response: [0, 1] })
    expect(unfit.status).toBe(400)
    expect(unfit.json.message).toBe(m.question_response_option())
    const wrongShape = await player.client.post(`/api/v1/review/${card._id}`, { response: { pick: 1 } })
    expect(wrongShape.status).toBe(400)
    expect(await h.db.selectFrom('review_log').selectAll().where('user_id', '=', player.id).execute()).toEqual([])

    const answered = await player.client.post(`/api/v1/review/${card._id}`, { response: rightResponse(card) })
    expect(answered.status, answered.text).toBe(200)
    expect(answered.json.data).toMatchObject({ cardId: card._id, outcome: 'right', answersShown: true })
    const after = await player.client.get('/api/v1/review/due')
    expect(after.json.data.cards).toEqual([])
    expect(after.json.data.nextDueAt).toBe(answered.json.data.nextDueAt)
  })
})
