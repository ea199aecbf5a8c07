import { IMPORT_TEXTS } from '#shared/import-texts'
import type { Question } from '#shared/schemas/quiz'
import { mathFromMoodle, mathToMoodle } from './math'
import { readNumberText, weightText, writeNumber } from './numbers'
import {
  type ExportQuestion,
  htmlToText,
  type ImportProblem,
  type ParsedFile,
  type SourceQuestion,
  typed,
} from './types'
import { type Languages, readVersions, resolveLanguages, spans, textToHtml } from './multilang'
import type { QuizLanguage } from '#shared/quiz-languages'
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

/**
 * Our own comment line before a question carries what GIFT has no syntax for: its points, its time,
 * and how it is marked where GIFT cannot say (`grading`, `case_sensitive`, `tolerance`). Other
 * programs read it as a comment and pass over it.
 */
const SETTINGS_COMMENT = /^\/\/\s*quizdom\s+(.*)$/i

interface Settings {
  points?: number
  timeLimit?: number
  grading?: string
  caseSensitive?: boolean
  relative?: boolean
}

interface Block {
  line: number
  text: string
  settings: Settings
}

/** Questions are separated by blank lines; whole-line comments and $CATEGORY lines are not text. */
function blocks(text: string): Block[] {
  const found: Block[] = []
  let current: Block | null = null
  let pending: Settings = {}
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

function readSettings(text: string): Settings {
  const settings: Settings = {}
  for (const [, key, value = ''] of text.matchAll(
    /(points|time_limit|grading|case_sensitive|tolerance)\s*=\s*(\S+)/g,
  )) {
    if (key === 'points' && /^\d+$/.test(value)) settings.points = Number(value)
    else if (key === 'time_limit' && /^\d+$/.test(value)) settings.timeLimit = Number(value)
    else if (key === 'grading') settings.grading = value
    else if (key === 'case_sensitive') settings.caseSensitive = value === 'yes'
    else if (key === 'tolerance') settings.relative = value === 'relative'
  }
  return settings
}

/** One answer of a brace block: its mark (= or ~), its weight when %…% gives one, its text and its feedback. */
interface Answer {
  marker: string
  weight: number | null
  text: string
  feedback: string | undefined
}

function answersOf(block: string): Answer[] {
  return [...block.matchAll(/([=~])([^=~]*)/g)].map(([, marker = '', body = '']) => {
    const [answer = '', feedback] = body.split('#')
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(answer)
    return {
      marker,
      weight: weight ? Number(weight[1]) : null,
      text: weight ? answer.slice(weight[0].length) : answer,
      feedback,
    }
  })
}

/** Whether an answer is worth the whole mark: `=` with no weight, or a weight of 100 %. */
const whole = (answer: Answer) => (answer.weight === null ? answer.marker === '=' : answer.weight === 100)

type Read = { definition: SourceQuestion['definition'] } | { options: string[]; correct: number[] } | { reason: string }

/** `{#3.14:0.01}`, `{#3..4}` or `{#3}`, or `{#=…=…}` with one answer worth the whole mark. */
function readNumeric(body: string, settings: Settings): Read {
  const listed: Answer[] = /^\s*[=~]/.test(body)
    ? answersOf(body)
    : [{ marker: '=', weight: null, text: body.split('#')[0] ?? '', feedback: undefined }]
  const bad = { reason: m.import_texts_numeric_answer() }
  // One answer worth the whole mark, and none worth a part of it.
  if (listed.some((answer) => answer.weight !== null && answer.weight > 0 && answer.weight < 100)) return bad
  const wholes = listed.filter(whole)
  const spec = wholes.length === 1 ? wholes[0]?.text.trim() : undefined
  if (spec === undefined) return bad
  // low..high: split at the first `..` (a pattern would backtrack over a long run of dots).
  const dots = spec.indexOf('..')
  const range =
    dots > 0 && dots + 2 < spec.length && !/\s/.test(spec) ? [spec.slice(0, dots), spec.slice(dots + 2)] : null
  if (range) {
    const low = readNumberText(range[0] ?? '')
    const high = readNumberText(range[1] ?? '')
    if (low === null || high === null || high < low) return bad
    return {
      definition: {
        type: 'numeric',
        answer: writeNumber((low + high) / 2),
        tolerance: writeNumber((high - low) / 2),
        toleranceType: 'absolute',
      },
    }
  }
  const [value = '', tolerance = '0', ...rest] = spec.split(':')
  const answer = readNumberText(value)
  const within = readNumberText(tolerance)
  if (rest.length > 0 || answer === null || within === null) return bad
  return {
    definition: {
      type: 'numeric',
      answer,
      tolerance: within,
      toleranceType: settings.relative ? 'relative' : 'absolute',
    },
  }
}

/**
 * A choice question: single answer when one option is marked right (= or 100 %), multiple answers
 * when options are each worth a part of the mark (Moodle's way: %50% on each of two right options,
 * a negative part on the wrong ones), every right option the same part.
 */
function readChoice(answers: Answer[], clean: (text: string) => string, settings: Settings): Read {
  const options = answers.map((answer) => clean(answer.text))
  const parts = answers.filter((answer) => answer.weight !== null && answer.weight > 0 && answer.weight < 100)
  if (parts.length === 0) {
    return { options, correct: answers.flatMap((answer, index) => (whole(answer) ? [index] : [])) }
  }
  const right = answers.flatMap((answer, index) => ((answer.weight ?? 0) > 0 ? [index] : []))
  const weights = right.map((index) => answers[index]?.weight ?? 0)
  const even = weights.every((weight) => Math.abs(weight - 100 / right.length) < 0.01)
  if (!even) return { reason: m.import_texts_uneven_parts() }
  return {
    definition: {
      type: 'multiple-answers',
      options,
      correctAnswers: right,
      grading: settings.grading === 'all-or-nothing' ? 'all-or-nothing' : 'partial',
    },
  }
}

/** What a brace block asks, by GIFT's marks: true/false, numerical, matching, short answer or a choice. */
function readAnswers(
  answers: string,
  clean: (text: string) => string,
  answerText: (text: string) => string,
  settings: Settings,
): Read {
  if (answers === '') return { reason: IMPORT_TEXTS.unsupported(m.import_texts_gift_essay()) }
  const truth = /^(T|F|TRUE|FALSE)\s*(#|$)/i.exec(answers)
  if (truth) return { definition: { type: 'true-false', correctAnswer: truth[1]?.toUpperCase().startsWith('T') } }
  if (answers.startsWith('#')) return readNumeric(answers.slice(1), settings)
  const listed = answersOf(answers)
  if (!answers.includes('~')) {
    if (answers.includes('->')) {
      const pairs = listed.map((answer) => {
        const split = answer.text.indexOf('->')
        return split === -1
          ? { left: clean(answer.text), right: '' }
          : { left: clean(answer.text.slice(0, split)), right: clean(answer.text.slice(split + 2)) }
      })
      return { definition: { type: 'matching', pairs } }
    }
    if (!listed.every(whole)) return { reason: m.import_texts_partial_answers() }
    return {
      definition: {
        type: 'short-answer',
        acceptedAnswers: listed.map((answer) => answerText(answer.text)),
        caseSensitive: settings.caseSensitive ?? false,
      },
    }
  }
  return readChoice(listed, clean, settings)
}

/**
 * A block's texts are read raw (GIFT's escapes restored, markup kept), then each is split into
 * its languages' versions (multilang spans) and made plain text as the block's format says.
 */
function readBlock(
  block: Block,
  languages: Languages,
): { source: SourceQuestion; notes: ImportProblem[] } | ImportProblem {
  const problem = (reason: string) => ({ line: block.line, reason })
  let text = hideEscapes(block.text).trim()
  const title = /^::(.*?)::/s.exec(text)
  if (title) text = text.slice(title[0].length)
  const format = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text)
  if (format) text = text.slice(format[0].length)
  // After [html] every text of the question is HTML.
  const html = format?.[1]?.toLowerCase() === 'html'
  const toText = html
    ? (part: string) => mathFromMoodle(htmlToText(part))
    : (part: string) => mathFromMoodle(part.trim())
  const versions = (part: string) => readVersions(restore(part), toText)
  const clean = (part: string) => toText(restore(part))
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
    general = answers.slice(generalAt + 4)
    answers = answers.slice(0, generalAt).trim()
  }
  const { grading: _grading, caseSensitive: _case, relative: _relative, ...common } = block.settings
  // Texts stay raw here, to be read with their languages below; accepted answers are read now.
  const read = readAnswers(answers, (part) => part, clean, block.settings)
  if ('reason' in read) return problem(read.reason)
  // A single-answer question without general feedback explains itself with its right option's feedback.
  const rightFeedback =
    'options' in read && read.correct.length === 1
      ? answersOf(answers).find((answer) => whole(answer))?.feedback
      : undefined
  const explanation = general ?? rightFeedback
  const definition = 'definition' in read ? read.definition : undefined
  const options = 'options' in read ? read.options : (definition?.options as string[] | undefined)
  const pairs = definition?.pairs as Array<{ left: string; right: string }> | undefined
  const { texts, note } = resolveLanguages(
    {
      question: versions(question),
      explanation: versions(explanation ?? ''),
      ...(options ? { options: options.map(versions) } : {}),
      ...(pairs ? { pairs: pairs.map((pair) => ({ left: versions(pair.left), right: versions(pair.right) })) } : {}),
    },
    languages,
    block.line,
  )
  const { options: readOptions, pairs: readPairs, explanation: readExplanation, ...rest } = texts
  const source: SourceQuestion = {
    line: block.line,
    ...read,
    ...(definition
      ? {
          definition: {
            ...definition,
            ...(readOptions ? { options: readOptions } : {}),
            ...(readPairs ? { pairs: readPairs } : {}),
          },
        }
      : { options: readOptions ?? [] }),
    ...rest,
    ...(explanation !== undefined ? { explanation: readExplanation } : {}),
    ...common,
  }
  // GIFT has no files: a picture Moodle wrote into an HTML text (an <img>) is said, not dropped in silence.
  const picture = html ? IMG_SOURCE.exec(restore(hideEscapes(block.text))) : null
  const pictureNote = picture
    ? { line: block.line, reason: m.import_texts_gift_picture({ name: pictureName(picture[1] ?? '') }) }
    : undefined
  return { source, notes: [...(note ? [note] : []), ...(pictureNote ? [pictureNote] : [])] }
}

/** The first picture of a text, by its source; a tag ends at the next < or >, so the search covers the text once. */
const IMG_SOURCE = /<img\b[^<>]*?\bsrc\s*=\s*["']?([^"'<>\s]*)/i

/** A picture's name from its source: the last part of its path, at most 80 characters. */
const pictureName = (source: string) => (source.split('/').at(-1) ?? source).slice(0, 80)

export function parseGift(text: string, languages: Languages = {}): ParsedFile {
  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  const notes: ImportProblem[] = []
  for (const block of blocks(text)) {
    const read = readBlock(block, languages)
    if ('reason' in read) problems.push(read)
    else {
      sources.push(read.source)
      notes.push(...read.notes)
    }
  }
  return { sources, problems, notes }
}

/** GIFT has no syntax for an ordering question; every other type is written. */
export const GIFT_TYPES: ReadonlySet<Question['type']> = new Set([
  'multiple-choice',
  'multiple-answers',
  'true-false',
  'numeric',
  'short-answer',
  'matching',
])

/** GIFT's own characters escaped, and line breaks as \\n. */
const escapeSyntax = (text: string) => text.replace(/[~=#{}:\\]/g, (char) => `\\${char}`).replace(/\n/g, '\\n')
const escapeGift = (text: string) => escapeSyntax(mathToMoodle(text))

/** How a question's texts are written: plain, or as HTML with both languages' spans. */
interface TextWriter {
  /** A text the player reads, with its version in the second language (the first's when it has none). */
  text: (text: string, second?: string) => string
  /** A text in one language only (a short answer's accepted answer). */
  single: (text: string) => string
}

const PLAIN: TextWriter = { text: escapeGift, single: escapeGift }

/** A translated question's texts: [html], each text as two multilang spans. */
const bilingual = (quiz: QuizLanguage, second: QuizLanguage): TextWriter => {
  const html = (text: string) => textToHtml(mathToMoodle(text))
  return {
    text: (text, other) => escapeSyntax(spans({ quiz, second }, html(text), html(other ?? text))),
    single: (text) => escapeSyntax(html(text)),
  }
}

/** The answers in braces, one a line, and the settings GIFT cannot say for the comment. */
function answerLines(question: Question, write: TextWriter): { lines: string[]; settings: string[] } {
  const translated = question.translation
  switch (question.type) {
    case 'multiple-choice':
      return {
        lines: question.options.map(
          (option, at) =>
            `${at === question.correctAnswer ? '=' : '~'}${write.text(option, translated?.options?.[at])}`,
        ),
        settings: [],
      }
    case 'multiple-answers': {
      const right = question.correctAnswers.length
      const wrong = question.options.length - right
      return {
        lines: question.options.map((option, at) => {
          const weight = question.correctAnswers.includes(at) ? 100 / right : -100 / wrong
          return `~%${weightText(weight)}%${write.text(option, translated?.options?.[at])}`
        }),
        settings: question.grading === 'all-or-nothing' ? ['grading=all-or-nothing'] : [],
      }
    }
    case 'true-false':
      return { lines: [question.correctAnswer ? 'TRUE' : 'FALSE'], settings: [] }
    case 'numeric':
      return {
        lines: [`#${question.answer}:${question.tolerance}`],
        settings: question.toleranceType === 'relative' ? ['tolerance=relative'] : [],
      }
    case 'short-answer':
      return {
        lines: question.acceptedAnswers.map((answer) => `=${write.single(answer)}`),
        settings: question.caseSensitive ? ['case_sensitive=yes'] : [],
      }
    case 'matching':
      return {
        lines: question.pairs.map((pair, at) => {
          const other = translated?.pairs?.[at]
          return `=${write.text(pair.left, other?.left)} -> ${write.text(pair.right, other?.right)}`
        }),
        settings: [],
      }
    case 'ordering':
      // Never reached: the export refuses a quiz with one (GIFT_TYPES), naming it.
      return { lines: [], settings: [] }
  }
}

/**
 * Each question with our settings comment, its answers in GIFT's marks (= the right one, ~ the
 * others; a part of the mark as %50%; TRUE or FALSE; #number:tolerance; left -> right) and its
 * explanation as general feedback. A question with a second language is written in HTML, each
 * text as Moodle's multilang spans: the quiz's language first, then the second.
 */
export function writeGift(questions: ExportQuestion[], language?: QuizLanguage): string {
  return questions
    .map((exported, index) => {
      const question = typed(exported)
      const translated = question.translation
      const write = translated && language ? bilingual(language, translated.language) : PLAIN
      const { lines, settings } = answerLines(question, write)
      const explained = question.explanation !== '' || (translated?.explanation ?? '') !== ''
      return [
        [`// quizdom points=${question.points} time_limit=${question.timeLimit}`, ...settings].join(' '),
        `::Q${index + 1}::${write === PLAIN ? '' : '[html]'} ${write.text(question.question, translated?.question)} {`,
        ...lines,
        ...(explained ? [`####${write.text(question.explanation, translated?.explanation)}`] : []),
        '}',
      ].join('\n')
    })
    .join('\n\n')
    .concat('\n')
}
