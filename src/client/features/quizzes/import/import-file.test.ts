import { describe, expect, it } from 'vitest'
import { QUIZ_FILE_EXTENSIONS, QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { formatFromName, lineAt, lineStart } from './import-file'

describe('formatFromName', () => {
  it.each(QUIZ_FILE_FORMATS)('knows %s from the name our export gives it', (format) => {
    expect(formatFromName(`My Quiz.${QUIZ_FILE_EXTENSIONS[format]}`)).toBe(format)
    expect(formatFromName(`MY QUIZ.${QUIZ_FILE_EXTENSIONS[format].toUpperCase()}`)).toBe(format)
  })

  it('reads .gift and .aiken', () => {
    expect(formatFromName('questions.gift')).toBe('gift')
    expect(formatFromName('questions.aiken')).toBe('aiken')
  })

  it('says nothing for a plain .txt or a name it does not know, so the text decides', () => {
    expect(formatFromName('questions.txt')).toBeUndefined()
    expect(formatFromName('questions.docx')).toBeUndefined()
    expect(formatFromName('questions')).toBeUndefined()
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
