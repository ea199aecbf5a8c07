import { IMPORT_TEXTS } from '#shared/import-texts'
import type { Question } from '#shared/schemas/quiz'
import { type ExportQuestion, type ImportProblem, type ParsedFile, type SourceQuestion, typed } from './types'
import { m } from '#shared/i18n'

const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i

interface Pending {
  line: number
  question: string[]
  letters: string[]
  options: string[]
}

/**
 * Aiken: the question's lines, its options as "A. text" or "A) text", then "ANSWER: B". It carries
 * no explanation, points or time: the quiz's defaults apply.
 */
export function parseAiken(text: string): ParsedFile {
  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  let current: Pending | null = null
  const drop = (reason: string) => {
    if (current) problems.push({ line: current.line, reason })
    current = null
  }
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (line === '') continue
    const answer = ANSWER_LINE.exec(line)
    const option = OPTION_LINE.exec(line)
    if (answer) {
      if (!current) {
        problems.push({ line: index + 1, reason: m.import_texts_aiken_no_options() })
        continue
      }
      const pending: Pending = current
      if (pending.options.length === 0) {
        drop(m.import_texts_aiken_no_options())
        continue
      }
      const letter = (answer[1] ?? '').trim().toUpperCase()
      const correct = pending.letters.indexOf(letter)
      if (correct === -1) {
        drop(IMPORT_TEXTS.aikenBadAnswer(letter))
        continue
      }
      sources.push({
        line: pending.line,
        question: pending.question.join('\n'),
        options: pending.options,
        correct: [correct],
      })
      current = null
    } else if (option && current && current.question.length > 0) {
      current.letters.push(option[1] ?? '')
      current.options.push((option[2] ?? '').trim())
    } else {
      // A text line after options means the previous question never got its answer.
      if (current && current.options.length > 0) drop(m.import_texts_aiken_no_answer())
      if (current) current.question.push(line)
      else current = { line: index + 1, question: [line], letters: [], options: [] }
    }
  }
  if (current)
    drop((current as Pending).options.length > 0 ? m.import_texts_aiken_no_answer() : m.import_texts_aiken_no_options())
  return { sources, problems }
}

const LETTERS = 'ABCD'
/** Aiken is one line per text: a line break inside one becomes a space. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ')

/** Aiken has single-answer questions only. */
export const AIKEN_TYPES: ReadonlySet<Question['type']> = new Set(['multiple-choice'])

export function writeAiken(questions: ExportQuestion[]): string {
  return questions
    .flatMap((exported) => {
      const question = typed(exported)
      // Others never reach here: the export refuses a quiz with them (AIKEN_TYPES), naming them.
      if (question.type !== 'multiple-choice') return []
      return [
        [
          oneLine(question.question),
          ...question.options.map((option, index) => `${LETTERS[index]}. ${oneLine(option)}`),
          `ANSWER: ${LETTERS[question.correctAnswer]}`,
        ].join('\n'),
      ]
    })
    .join('\n\n')
    .concat('\n')
}
