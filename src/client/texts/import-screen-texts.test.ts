import { describe, expect, it } from 'vitest'
import { guessFormatFromText, QUIZ_FILE_FORMATS } from '#shared/quiz-files'
import { FORMAT_HELP } from './import-screen-texts'

describe("the import screen's examples", () => {
  it.each(QUIZ_FILE_FORMATS)('%s is guessed as its own format', (format) => {
    expect(guessFormatFromText(FORMAT_HELP[format].example)).toBe(format)
  })
})
