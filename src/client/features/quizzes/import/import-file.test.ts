import { describe, expect, it } from 'vitest'
import { QUIZ_FILE_EXTENSIONS, QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { guessFormat, lineAt, lineStart } from './import-file'

describe('guessFormat', () => {
  it.each(QUIZ_FILE_FORMATS)('knows %s from the name our export gives it', (format) => {
    expect(guessFormat(`My Quiz.${QUIZ_FILE_EXTENSIONS[format]}`, '')).toBe(format)
    expect(guessFormat(`MY QUIZ.${QUIZ_FILE_EXTENSIONS[format].toUpperCase()}`, '')).toBe(format)
  })

  it('reads .gift and .aiken, and tells a plain .txt by its ANSWER: lines', () => {
    expect(guessFormat('questions.gift', '')).toBe('gift')
    expect(guessFormat('questions.aiken', '')).toBe('aiken')
    expect(guessFormat('questions.txt', 'Q?\nA. 1\nB. 2\nC. 3\nD. 4\nanswer: B')).toBe('aiken')
    expect(guessFormat('questions.txt', 'Q? {=1 ~2 ~3 ~4}')).toBe('gift')
  })

  it('says nothing for a name it does not know, so the chosen format stays', () => {
    expect(guessFormat('questions.docx', 'ANSWER: B')).toBeUndefined()
    expect(guessFormat('questions', '')).toBeUndefined()
  })
})

describe('lines', () => {
  const text = 'first\nsecond\n\nfourth'

  it('finds where each line starts, and the end past the last', () => {
    expect([1, 2, 3, 4].map((line) => lineStart(text, line))).toEqual([0, 6, 13, 14])
    expect(lineStart(text, 9)).toBe(text.length)
  })

  it('finds the line of an offset, the inverse of lineStart', () => {
    for (const line of [1, 2, 3, 4]) expect(lineAt(text, lineStart(text, line))).toBe(line)
    expect(lineAt(text, 3)).toBe(1)
    expect(lineAt(text, text.length)).toBe(4)
    expect(lineAt('', 0)).toBe(1)
  })
})
