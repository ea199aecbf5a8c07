import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readIn } from '#shared/i18n-testing'
import type { QuestionView } from '#shared/questions/serve'
import { AnswerControl } from './answer-control'
import type { ResponseDraft } from './answer-state'

/** The control as the page draws it, its class names left out so the roles and names are read. */
const draw = (view: QuestionView, response: ResponseDraft, disabled = false) =>
  renderToStaticMarkup(
    createElement(AnswerControl, { view, response, onChange: () => {}, labelledBy: 'question-text', disabled }),
  ).replaceAll(/ class="[^"]*"/g, '')

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('AnswerControl', () => {
  it('draws single answer as a radio group named by the question, the chosen option checked', () => {
    const html = draw({ type: 'multiple-choice', options: ['Agra', 'Delhi', '$x^2$'] }, 1)
    expect(html).toMatch(/^<div role="radiogroup"[^>]* aria-labelledby="question-text"/)
    expect(count(html, /role="radio"/)).toBe(3)
    expect(html).toMatch(/aria-checked="true"[^>]*id="[^"]*-option-1"/)
    // Each radio is labelled by its option's own words (a formula as it is drawn).
    expect(html).toMatch(/<label[^>]*for="([^"]*-option-2)"><button[^>]*id="\1"/)
  })

  it('draws multiple answers as checkboxes in a group that says to choose every right one', () => {
    const html = draw({ type: 'multiple-answers', options: ['2', '3', '4', '5'] }, [0, 3])
    expect(html).toMatch(
      /<fieldset aria-labelledby="question-text" aria-describedby="([^"]+)"><p id="\1">Choose every right answer/,
    )
    expect(count(html, /role="checkbox"/)).toBe(4)
    expect(count(html, /role="checkbox" aria-checked="true"/)).toBe(2)
  })

  it('draws true or false in the page’s language', () => {
    expect(draw({ type: 'true-false' }, true)).toMatch(
      /aria-checked="true"[^>]*value="true".*True<\/label>.*False<\/label>/,
    )
    readIn('hi', () => {
      const html = draw({ type: 'true-false' }, null)
      expect(html).toContain('सत्य</label>')
      expect(html).toContain('असत्य</label>')
      expect(count(html, /aria-checked="true"/)).toBe(0)
    })
  })

  it('takes a number on the decimal keyboard, shown as typed, with how to write one', () => {
    const html = draw({ type: 'numeric' }, '३,१४')
    expect(html).toMatch(/<label[^>]*for="([^"]+)">Your answer, a number<\/label><input[^>]*id="\1"/)
    expect(html).toMatch(/inputMode="decimal"/)
    expect(html).toContain('value="३,१४"')
    expect(html).toMatch(/aria-describedby="question-text ([^"]+)".*<p id="\1">Decimals with a point or a comma/)
    expect(draw({ type: 'short-answer' }, null)).toMatch(/Your answer<\/label><input(?![^>]*inputMode)[^>]*value=""/)
  })

  it('draws ordering as a list with Move up and Move down for each item, named with the item', () => {
    const view: QuestionView = { type: 'ordering', items: ['Mercury', 'Venus', 'Earth'] }
    const html = draw(view, [2, 0, 1])
    const items = [...html.matchAll(/<span id="([^"]*-item-\d)"><span data-user-content="">(\w+)</g)].map(
      (match) => match[2],
    )
    expect(items).toEqual(['Earth', 'Mercury', 'Venus'])
    expect(html).toMatch(/<span id="([^"]*-up)" hidden="">Move up<\/span><span id="[^"]*-down" hidden="">Move down/)
    // The first can go no higher and the last no lower: said, and the buttons stay in the tab order.
    expect(html).toMatch(/aria-labelledby="[^"]*-up [^"]*-item-2" aria-disabled="true"/)
    expect(html).toMatch(/aria-labelledby="[^"]*-down [^"]*-item-1" aria-disabled="true"/)
    expect(count(html, /aria-disabled="false"/)).toBe(4)
    expect(count(html, /<button[^>]* disabled=""/)).toBe(0)
    expect(html).toContain('aria-live="polite"')
    expect(html).not.toContain('Keep this order')
    // Unanswered, it offers to keep the order shown.
    expect(draw(view, null)).toContain('Keep this order</button>')
  })

  it('draws matching with the choices listed by letter and a select named by each left-hand side', () => {
    const view: QuestionView = { type: 'matching', lefts: ['Delhi', 'Paris'], rights: ['France', '**India**'] }
    const html = draw(view, [1, -1])
    expect(count(html, /<select/)).toBe(2)
    expect(html).toMatch(
      /<label[^>]*for="([^"]*-left-0)"><span data-user-content="">Delhi<\/span><\/label><div[^>]*><select[^>]*id="\1"/,
    )
    // A select's entries are plain text: the letter and the words without their marks.
    expect(html).toMatch(/<option[^>]*value="1"[^>]* selected="">B\. India<\/option>/)
    expect(html).toContain('<strong>India</strong>')
    expect(html).toContain('1 of 2 still to match')
  })

  it('turns every control off while the attempt cannot take answers', () => {
    expect(
      count(draw({ type: 'multiple-answers', options: ['a', 'b'] }, null, true), /role="checkbox"[^>]* disabled=""/),
    ).toBe(2)
    expect(draw({ type: 'numeric' }, null, true)).toMatch(/<input[^>]* disabled=""/)
    expect(
      count(draw({ type: 'matching', lefts: ['a', 'b'], rights: ['c', 'd'] }, null, true), /<select[^>]* disabled=""/),
    ).toBe(2)
    expect(count(draw({ type: 'ordering', items: ['a', 'b'] }, [0, 1], true), /aria-disabled="true"/)).toBe(4)
  })
})
