import { describe, expect, it } from 'vitest'
import { guessFormatFromText } from './quiz-files'

describe('guessFormatFromText', () => {
  it('knows GIFT by its answer braces, spaced or not, or by a title', () => {
    expect(guessFormatFromText('Which is even? {=2 ~3 ~5 ~7}')).toBe('gift')
    expect(guessFormatFromText('Which is even? {\n  ~3\n  =2\n}')).toBe('gift')
    expect(guessFormatFromText('Which is even? { ~%100%2 ~3 }')).toBe('gift')
    expect(guessFormatFromText('// a comment\n::Even:: Which is even? {T}')).toBe('gift')
  })

  it('knows Aiken by an ANSWER: line in any case, and Moodle XML by its <quiz> element', () => {
    expect(guessFormatFromText('Which is even?\nA) 2\nB) 3\n  answer : a')).toBe('aiken')
    expect(guessFormatFromText('\uFEFF<?xml version="1.0"?>\r\n<quiz xmlns:x="urn:x">\r\n</quiz>')).toBe('moodle-xml')
  })

  it('knows CSV by a header naming its question and correct columns, quoted, in any case, after a BOM', () => {
    expect(guessFormatFromText('\uFEFF"Question","Option A",Option B,CORRECT\r\nQ?,{=a},b,A')).toBe('csv')
    // A header's marks come first: a cell may hold any format's syntax.
    expect(guessFormatFromText('question,option_a,correct\nWhat is <quiz>?,ANSWER: x,A')).toBe('csv')
  })

  it('names no format for a text without any of these marks, nor for a mark a text merely mentions', () => {
    expect(guessFormatFromText('')).toBeUndefined()
    expect(guessFormatFromText('Which is even?\nA) 2\nB) 3')).toBeUndefined()
    expect(guessFormatFromText('Question, what is 2 + 2?')).toBeUndefined()
    expect(guessFormatFromText('In C++, what does std::cout:: do? The answer: A')).toBeUndefined()
    expect(guessFormatFromText('A <quizzes> list')).toBeUndefined()
  })
})
