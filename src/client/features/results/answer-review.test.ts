import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readIn } from '#shared/i18n-testing'
import { answerKey } from '#shared/questions/answer-key'
import { QuestionDefinitionSchema } from '#shared/questions/definitions'
import { fraction } from '#shared/questions/fraction'
import { awarded } from '#shared/questions/points'
import { type PlayerResponse, unshuffle } from '#shared/questions/responses'
import { score } from '#shared/questions/score'
import { type QuestionView, serve } from '#shared/questions/serve'
import { AnswerReview, type AnswerReviewProps } from './answer-review'

/** The review as the result page draws it: its words and marks, without class names or icons. */
const draw = (props: AnswerReviewProps) =>
  renderToStaticMarkup(createElement(AnswerReview, props))
    .replaceAll(/ class="[^"]*"/g, '')
    .replaceAll(/<svg.*?<\/svg>/g, '')

/** The page's words, tags left out. */
const words = (html: string) =>
  html
    .replaceAll(/<[^>]+>/g, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim()

const hidden = { answerKey: null, fraction: null, earned: null, points: 200 }

/** A question served, the player's response to its view, and what the result would carry. */
function marked(input: Record<string, unknown>, response: (view: QuestionView) => PlayerResponse, points = 200) {
  const definition = QuestionDefinitionSchema.parse(input)
  const served = serve(definition, { random: () => 0.5 })
  const sent = response(served.view)
  const share = score(definition, unshuffle(served, sent))
  return {
    view: served.view,
    response: sent,
    answerKey: answerKey(definition, served),
    fraction: share,
    earned: awarded(points, share),
    points,
  }
}

describe('AnswerReview', () => {
  it('shows multiple answers chosen, the right ones once revealed, and the credit and points', () => {
    const review = marked(
      { type: 'multiple-answers', options: ['2', '3', '5', '4'], correctAnswers: [0, 1, 2] },
      () => [0, 1],
    )
    const html = words(draw(review))
    expect(html).toContain('A. 2 Your answer Correct answer B. 3 Your answer Correct answer C. 5 Correct answer D. 4')
    expect(html).toContain('67% credit: 1.33 of 2.00 points')
    // Before the reveal: the choices, no right answer, no credit.
    const before = words(draw({ ...review, ...hidden }))
    expect(before).not.toContain('Correct answer')
    expect(before).not.toContain('credit')
    expect(before).toContain('A. 2 Your answer B. 3 Your answer C. 5 D. 4')
  })

  it('shows a number as typed beside the answer and its tolerance', () => {
    const review = marked({ type: 'numeric', answer: 3.14, tolerance: 0.01 }, () => '३,१४')
    expect(words(draw(review))).toBe(
      'Your answer: ३,१४ Correct answer: 3.14, give or take 0.01 100% credit: 2.00 of 2.00 points',
    )
    const relative = marked({ type: 'numeric', answer: 1000, tolerance: 0.05, toleranceType: 'relative' }, () => 900)
    expect(words(draw(relative))).toContain('Correct answer: 1,000, give or take 5%')
    expect(words(draw(relative))).toContain('0% credit: 0.00 of 2.00 points')
  })

  it('shows a short answer with the accepted answers and how they are compared', () => {
    const review = marked(
      { type: 'short-answer', acceptedAnswers: ['दिल्ली', 'New Delhi*'], caseSensitive: true },
      () => 'new delhi',
    )
    expect(words(draw(review))).toBe(
      'Your answer: new delhi Accepted answers: दिल्ली New Delhi* * stands for any letters. Capital letters count. 0% credit: 0.00 of 2.00 points',
    )
    expect(words(draw({ ...review, ...hidden, response: null }))).toBe('Your answer: Not answered')
  })

  it('shows the player’s order, each place marked, beside the right order', () => {
    const review = marked(
      { type: 'ordering', items: ['A', 'B', 'C', 'D', 'E'], grading: 'subset' },
      // Answered A C B D E, in the view's indexes.
      (view) => ['A', 'C', 'B', 'D', 'E'].map((item) => (view.type === 'ordering' ? view.items.indexOf(item) : -1)),
    )
    const html = words(draw(review))
    expect(html).toContain('Your order 1. A Correct 2. C Incorrect 3. B Incorrect 4. D Correct 5. E Correct')
    expect(html).toContain('Right order 1. A 2. B 3. C 4. D 5. E')
    expect(html).toContain('80% credit: 1.60 of 2.00 points')
  })

  it('shows each left-hand side’s match, marked, and the right one', () => {
    const pairs = [
      { left: 'H₂O', right: 'water' },
      { left: 'NaCl', right: 'salt' },
      { left: 'CO₂', right: 'carbon dioxide' },
      { left: 'O₂', right: 'oxygen' },
    ]
    const review = marked({ type: 'matching', pairs }, (view) =>
      view.type === 'matching'
        ? ['water', 'salt', 'carbon dioxide', 'water'].map((right) => view.rights.indexOf(right))
        : [],
    )
    const html = words(draw(review))
    expect(html).toContain('H₂O Your match: water Correct Right match: water')
    expect(html).toContain('O₂ Your match: water Incorrect Right match: oxygen')
    expect(html).toContain('75% credit: 1.50 of 2.00 points')
  })

  it('shows a penalty as it is, below zero (exam mode)', () => {
    const review = marked(
      { type: 'multiple-answers', options: ['2', '3', '5', '4'], correctAnswers: [0, 1, 2] },
      () => [3],
    )
    expect(words(draw({ ...review, fraction: fraction(-1, 1), earned: -200 }))).toContain(
      '-100% credit: -2.00 of 2.00 points',
    )
  })

  it('speaks Hindi on a Hindi page', () => {
    readIn('hi', () => {
      const review = marked({ type: 'true-false', correctAnswer: false }, () => true, 100)
      const html = words(draw(review))
      expect(html).toContain('सत्य आपका जवाब असत्य सही जवाब')
      expect(html).toContain('1.00 में से 0.00')
    })
  })
})
