import { IMPORT_TEXTS } from '#shared/import-texts'
import { type ExportQuestion, htmlToText, type ImportProblem, type ParsedFile, type SourceQuestion } from './types'
import { m } from '#shared/i18n'

/**
 * GIFT's escapes (\~ \= \# \{ \} \: \\) stand for characters that are otherwise its syntax. Each is
 * swapped for a private-use character while the syntax is read, and swapped back in the texts.
 */
const ESCAPES: Record<string, string> = {
  '~': '\uE001',
  '=': '\uE002',
  '#': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  ':': '\uE006',
  '\\': '\uE007',
}
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([char, stand]) => [stand, char]))

const hideEscapes = (text: string) =>
  text.replace(/\\([~=#{}:\\n])/g, (_, char: string) => (char === 'n' ? '\n' : (ESCAPES[char] ?? char)))
const restore = (text: string) => text.replace(/[\uE001-\uE007]/g, (stand) => UNESCAPES[stand] ?? stand)
const cleanText = (text: string) => restore(text).trim()

/**
 * Our own comment line before a question carries what GIFT has no syntax for: its points and its
 * time. Other programs read it as a comment and pass over it.
 */
const SETTINGS_COMMENT = /^\/\/\s*quizdom\s+(.*)$/i

interface Block {
  line: number
  text: string
  settings: { points?: number; timeLimit?: number }
}

/** Questions are separated by blank lines; whole-line comments and $CATEGORY lines are not text. */
function blocks(text: string): Block[] {
  const found: Block[] = []
  let current: Block | null = null
  let pending: Block['settings'] = {}
  for (const [index, line] of text.split('\n').entries()) {
    const trimmed = line.trim()
    const settings = SETTINGS_COMMENT.exec(trimmed)
    if (settings) {
      pending = readSettings(settings[1] ?? '')
      continue
    }
    if (trimmed.startsWith('//') || trimmed.startsWith('$CATEGORY:')) continue
    if (trimmed === '') {
      current = null
      continue
    }
    if (current) current.text += `\n${line}`
    else {
      current = { line: index + 1, text: line, settings: pending }
      pending = {}
      found.push(current)
    }
  }
  return found
}

function readSettings(text: string): Block['settings'] {
  const settings: Block['settings'] = {}
  for (const [, key, value] of text.matchAll(/(points|time_limit)\s*=\s*(\d+)/g)) {
    if (key === 'points') settings.points = Number(value)
    else settings.timeLimit = Number(value)
  }
  return settings
}

/** What kind of question an answer block is, when it is not multiple choice. */
function unsupportedKind(answers: string): string | null {
  if (answers === '') return m.import_texts_gift_essay()
  if (/^(T|F|TRUE|FALSE)\s*(#|$)/i.test(answers)) return m.import_texts_gift_true_false()
  if (answers.startsWith('#')) return m.import_texts_gift_numeric()
  // Without a wrong answer (~) it is not multiple choice: pairs (->) make it matching.
  if (!answers.includes('~'))
    return answers.includes('->') ? m.import_texts_gift_matching() : m.import_texts_gift_short_answer()
  return null
}

function readBlock(block: Block): SourceQuestion | ImportProblem {
  const problem = (reason: string) => ({ line: block.line, reason })
  let text = hideEscapes(block.text).trim()
  const title = /^::(.*?)::/s.exec(text)
  if (title) text = text.slice(title[0].length)
  const format = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text)
  if (format) text = text.slice(format[0].length)
  // After [html] every text of the question is HTML.
  const clean = format?.[1]?.toLowerCase() === 'html' ? (part: string) => htmlToText(cleanText(part)) : cleanText
  const open = text.indexOf('{')
  if (open === -1) return problem(m.import_texts_gift_no_answers())
  const close = text.indexOf('}', open)
  if (close === -1) return problem(m.import_texts_gift_unclosed())
  const after = text.slice(close + 1).trim()
  // Text after the braces makes a missing-word question: the braces mark the blank.
  const question = after === '' ? text.slice(0, open) : `${text.slice(0, open).trimEnd()} _____ ${after}`
  let answers = text.slice(open + 1, close).trim()
  let general: string | undefined
  const generalAt = answers.indexOf('####')
  if (generalAt !== -1) {
    general = clean(answers.slice(generalAt + 4))
    answers = answers.slice(0, generalAt).trim()
  }
  const kind = unsupportedKind(answers)
  if (kind) return problem(IMPORT_TEXTS.unsupported(kind))

  const options: string[] = []
  const correct: number[] = []
  let correctFeedback: string | undefined
  for (const match of answers.matchAll(/([=~])([^=~]*)/g)) {
    const [, marker, body = ''] = match
    const [answer = '', feedback] = body.split('#')
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(answer)
    const isCorrect = marker === '=' || (weight !== null && Number(weight[1]) === 100)
    if (isCorrect) {
      correct.push(options.length)
      if (feedback !== undefined) correctFeedback = clean(feedback)
    }
    options.push(clean(weight ? answer.slice(weight[0].length) : answer))
  }
  const explanation = general ?? correctFeedback
  return {
    line: block.line,
    question: clean(question),
    options,
    correct,
    ...(explanation !== undefined ? { explanation } : {}),
    ...block.settings,
  }
}

export function parseGift(text: string): ParsedFile {
  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  for (const block of blocks(text)) {
    const read = readBlock(block)
    if ('reason' in read) problems.push(read)
    else sources.push(read)
  }
  return { sources, problems }
}

const escapeGift = (text: string) => text.replace(/[~=#{}:\\]/g, (char) => `\\${char}`).replace(/\n/g, '\\n')

/** Each question with our settings comment, its options in order (= the correct one) and its explanation as general feedback. */
export function writeGift(questions: ExportQuestion[]): string {
  return questions
    .map((question, index) => {
      const lines = [
        `// quizdom points=${question.points} time_limit=${question.timeLimit}`,
        `::Q${index + 1}:: ${escapeGift(question.question)} {`,
        ...question.options.map((option, at) => `${at === question.correctAnswer ? '=' : '~'}${escapeGift(option)}`),
        ...(question.explanation ? [`####${escapeGift(question.explanation)}`] : []),
        '}',
      ]
      return lines.join('\n')
    })
    .join('\n\n')
    .concat('\n')
}
