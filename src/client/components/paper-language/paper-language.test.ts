import { describe, expect, it } from 'vitest'
import { inPaperLanguage, secondLanguageOf } from './paper-language'

const ordering = {
  id: 'q2',
  type: 'ordering' as const,
  question: 'Oldest first',
  items: ['Gupta', 'Mughal', 'Maurya'],
  translation: { language: 'hi' as const, question: 'सबसे पुराना पहले', items: ['गुप्त', 'मुग़ल', 'मौर्य'] },
}

describe('the paper in its second language', () => {
  it('shows the question and its words in the second language, in the served order, and nothing else changed', () => {
    expect(inPaperLanguage(ordering, true)).toEqual({
      ...ordering,
      question: 'सबसे पुराना पहले',
      items: ['गुप्त', 'मुग़ल', 'मौर्य'],
    })
    expect(inPaperLanguage(ordering, false)).toBe(ordering)
  })

  it('keeps the first language where the second has nothing that fits', () => {
    const untranslated = { question: 'One?', options: ['A', 'B'] }
    expect(inPaperLanguage(untranslated, true)).toBe(untranslated)
    const short = {
      question: 'Two?',
      options: ['A', 'B'],
      translation: { language: 'hi' as const, question: 'दो?', options: ['क'] },
    }
    expect(inPaperLanguage(short, true)).toMatchObject({ question: 'दो?', options: ['A', 'B'] })
  })

  it('takes the paper’s second language from the first question that has one', () => {
    expect(secondLanguageOf([{}, ordering])).toBe('hi')
    expect(secondLanguageOf([{}])).toBeUndefined()
  })
})
