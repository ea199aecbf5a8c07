import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readIn } from '#shared/i18n-testing'
import { checkDefinition, type DefinitionDraft, emptyDraft } from './definition-draft'
import { DefinitionEditor, definitionFieldId } from './definition-editor'

/** The sub-form as the editor draws it, with the errors a save would show. */
const draw = (draft: DefinitionDraft, withErrors = true) =>
  renderToStaticMarkup(
    createElement(DefinitionEditor, {
      idPrefix: 'q1',
      draft,
      onChange: () => {},
      errors: withErrors ? checkDefinition(draft).errors : null,
      questionText: 'Which is $x^2$ at $x = 3$?',
    }),
  )
    .replaceAll(/ class="[^"]*"/g, '')
    .replaceAll(/<svg.*?<\/svg>/g, '')

describe('DefinitionEditor', () => {
  it('offers the seven types in a labelled picker, the draft’s chosen', () => {
    const html = draw(emptyDraft('ordering'), false)
    expect(html).toMatch(/<label[^>]*for="q1-type">Question type<\/label>/)
    const types = [...html.matchAll(/<option[^>]*value="([a-z-]+)"[^>]*>([^<]+)</g)].map((match) => match[2])
    expect(types).toEqual([
      'Single answer',
      'Multiple answers',
      'True or false',
      'Number',
      'Short answer',
      'Ordering',
      'Matching',
    ])
    expect(html).toMatch(/value="ordering" selected=""/)
  })

  it('shows each error under its field, tied to it, in the schema’s words', () => {
    const html = draw({ ...emptyDraft('multiple-choice'), options: ['4', '', '9', '16'] })
    expect(html).toMatch(
      /<input[^>]*id="q1-options-1"[^>]*aria-invalid="true"[^>]*aria-describedby="q1-options-1-error"/,
    )
    expect(html).toContain('<p id="q1-options-1-error">Every option needs text</p>')
    expect(html).toMatch(/role="radiogroup"[^>]*aria-invalid="true" aria-describedby="q1-correctAnswer-error"/)
    expect(html).toContain('<p id="q1-correctAnswer-error">Choose the correct option</p>')
    // The editor moves the focus to the first field at fault by its id.
    const first = Object.keys(
      checkDefinition({
        ...emptyDraft('matching'),
        pairs: [
          { left: 'a', right: '' },
          { left: 'b', right: 'c' },
        ],
      }).errors ?? {},
    )[0]!
    expect(draw(emptyDraft('matching'))).toContain(`id="${definitionFieldId('q1', first)}"`)
    // Not before the creator tries to save.
    expect(draw({ ...emptyDraft('multiple-choice'), options: ['4', '', '9', '16'] }, false)).not.toContain('-error"')
  })

  it('draws each type’s own fields', () => {
    expect(draw(emptyDraft('multiple-answers'))).toMatch(/<legend>Right answers<\/legend>.*Option 1 is right/)
    expect(draw(emptyDraft('true-false'))).toContain('Say whether the statement is true or false')
    const numeric = draw({ ...emptyDraft('numeric'), answer: 'x' })
    expect(numeric).toMatch(/<input[^>]*id="q1-answer"[^>]*inputMode="decimal"/)
    expect(numeric).toContain('The answer must be a number')
    expect(draw(emptyDraft('short-answer'))).toMatch(/Accepted answer 1.*role="switch"[^>]*id="q1-caseSensitive"/)
    expect(draw(emptyDraft('ordering'))).toMatch(/Item 1.*Item 2.*Item 3.*Add an item/)
    const matching = draw(emptyDraft('matching'))
    expect(matching).toMatch(/for="q1-pairs-0-left">Left 1<.*for="q1-pairs-0-right">Match for left 1</)
    expect(matching).toContain('aria-label="Remove pair 1"')
  })

  it('previews a whole definition with the attempt’s own control, and nothing while it is not one', () => {
    const draft: DefinitionDraft = { ...emptyDraft('ordering'), items: ['one', 'two', 'three'] }
    const html = draw(draft)
    expect(html).toContain('Preview: as a player sees it')
    expect(html).toMatch(/<fieldset aria-labelledby="[^"]*-text"[^>]*>.*Keep this order/)
    expect(draw(emptyDraft('ordering'))).not.toContain('Preview')
  })

  it('speaks Hindi on a Hindi page', () => {
    readIn('hi', () => {
      const html = draw(emptyDraft('numeric'))
      expect(html).toContain('प्रश्न का प्रकार')
      expect(html).toContain('छूट')
    })
  })
})
