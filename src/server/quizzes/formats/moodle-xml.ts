import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { IMPORT_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import type { Question } from '#shared/schemas/quiz'
import { mathFromMoodle, mathToMoodle } from './math'
import { readNumberText, weightText, writeNumber } from './numbers'
import {
  type ExportQuestion,
  htmlToText,
  type ImportProblem,
  lineFinder,
  type ParsedFile,
  type SourcePicture,
  type SourcePictures,
  type SourceQuestion,
  typed,
} from './types'
import { ImageAltSchema } from '#shared/question-images'
import {
  type Languages,
  type Pair,
  readVersions,
  resolveLanguages,
  spans,
  textToHtml,
  type Versions,
} from './multilang'
import type { QuizLanguage } from '#shared/quiz-languages'
import { m } from '#shared/i18n'

/**
 * Moodle XML, read with fast-xml-parser. It fetches nothing from outside the text, and a file with
 * a DOCTYPE is refused before parsing, so no entity a file declares is ever expanded. Its own
 * nesting limit is ours; what it would throw on in a well-formed file (too deep, a reserved name)
 * is found first, by line, in `structureProblem`.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  captureMetaData: true,
  maxNestedTags: IMPORT_LIMITS.xmlMaxDepth,
  isArray: (name) => name === 'question' || name === 'answer' || name === 'subquestion' || name === 'file',
})
const META = XMLParser.getMetaDataSymbol() as unknown as string

/**
 * Element names the parser refuses, as it builds an object per element and these name parts of
 * every object. (Attributes are kept under a prefix, `@_constructor`, and are safe.)
 */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * The markup of well-formed XML: comments, CDATA sections and processing instructions (passed
 * over), and tags, each with whether it closes an element and whether it closes itself. An
 * attribute's value is read whole, so a `>` inside one ends nothing.
 */
const MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>]+)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g

/** The first element nested deeper than we read, or named with a reserved name, by its line; null when none is. */
function structureProblem(text: string, lineAt: (offset: number) => number): ImportProblem | null {
  let depth = 0
  for (const match of text.matchAll(MARKUP)) {
    const [, closing, name, selfClosing] = match
    if (name === undefined) continue
    if (closing) {
      depth--
      continue
    }
    if (RESERVED_NAMES.has(name)) return { line: lineAt(match.index), reason: IMPORT_TEXTS.xmlReservedName(name) }
    if (depth >= IMPORT_LIMITS.xmlMaxDepth) return { line: lineAt(match.index), reason: IMPORT_TEXTS.xmlTooDeep }
    if (!selfClosing) depth++
  }
  return null
}

type XmlNode = Record<string, unknown>

/** The text of a `<text>` element's parent (questiontext, feedback, answer): a string, or '' when absent. */
function textOf(node: unknown): string {
  if (typeof node !== 'object' || node === null) return ''
  const text = (node as XmlNode).text
  if (typeof text === 'string') return text
  if (typeof text === 'object' && text !== null) return String((text as XmlNode)['#text'] ?? '')
  return ''
}

const formatOf = (node: unknown) =>
  typeof node === 'object' && node !== null ? (node as XmlNode)['@_format'] : undefined

/** A text as its `format` attribute says it is written, with Moodle's formula marks made ours. */
function readText(node: unknown): string {
  const text = textOf(node)
  const format = formatOf(node)
  return mathFromMoodle(format === undefined || format === 'html' ? htmlToText(text) : text.trim())
}

/** A text with its languages' versions (multilang spans), where it is HTML; plain text has one version. */
function readTextVersions(node: unknown): Versions {
  const format = formatOf(node)
  if (format === undefined || format === 'html') {
    return readVersions(textOf(node), (html) => mathFromMoodle(htmlToText(html)))
  }
  const only = readText(node)
  return { first: only, codes: null, in: () => only }
}

const fractionOf = (answer: XmlNode) => Number(answer['@_fraction'] ?? 0)
const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : [])

/** Moodle's flags are true/false, or 1/0 in older exports. */
const flag = (value: unknown, otherwise: boolean) =>
  value === undefined ? otherwise : !['false', '0', ''].includes(String(value).trim())

/** Moodle's ordering grading types we mark the same way. */
const ORDERING_GRADING: Record<string, 'all-or-nothing' | 'subset'> = {
  ALL_OR_NOTHING: 'all-or-nothing',
  LONGEST_ORDERED_SUBSET: 'subset',
}

type Read = Pick<SourceQuestion, 'options' | 'correct' | 'definition'> | { reason: string }

/** What a question of a type we read asks and how it is marked; null for a type we do not read. */
function readDefinition(type: string, node: XmlNode): Read | null {
  const answers = list(node.answer)
  const texts = answers.map((answer) => readText(answer))
  const right = answers.flatMap((answer, index) => (fractionOf(answer) > 0 ? [index] : []))
  switch (type) {
    case 'multichoice': {
      if (flag(node.single, true)) {
        return {
          options: texts,
          correct: answers.flatMap((answer, index) => (fractionOf(answer) === 100 ? [index] : [])),
        }
      }
      const even = right.every((index) => Math.abs(fractionOf(answers[index] ?? {}) - 100 / right.length) < 0.01)
      if (!even) return { reason: m.import_texts_uneven_parts() }
      return { definition: { type: 'multiple-answers', options: texts, correctAnswers: right, grading: 'partial' } }
    }
    // The "all or nothing" multiple choice of Moodle's plugin: every right option and no other.
    case 'multichoiceset':
      return {
        definition: { type: 'multiple-answers', options: texts, correctAnswers: right, grading: 'all-or-nothing' },
      }
    case 'truefalse': {
      const truth = answers.find((answer) => fractionOf(answer) === 100)
      return { definition: { type: 'true-false', correctAnswer: truth ? textOf(truth).trim() === 'true' : undefined } }
    }
    case 'numerical': {
      const whole = answers.filter((answer) => fractionOf(answer) === 100)
      const parts = answers.filter((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100)
      const answer = whole.length === 1 && parts.length === 0 ? readNumberText(textOf(whole[0])) : null
      const tolerance = readNumberText(String(whole[0]?.tolerance ?? '0'))
      if (answer === null || tolerance === null) return { reason: m.import_texts_numeric_answer() }
      return { definition: { type: 'numeric', answer, tolerance, toleranceType: 'absolute' } }
    }
    case 'shortanswer': {
      // An answer worth nothing marks nothing (Moodle uses one to give feedback): it is passed over.
      if (answers.some((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100)) {
        return { reason: m.import_texts_partial_answers() }
      }
      return {
        definition: {
          type: 'short-answer',
          acceptedAnswers: right.map((index) => texts[index] ?? ''),
          caseSensitive: flag(node.usecase, false),
        },
      }
    }
    case 'matching':
      return {
        definition: {
          type: 'matching',
          pairs: list(node.subquestion).map((pair) => ({
            left: readText(pair),
            right: readText(list(pair.answer)[0]),
          })),
        },
      }
    case 'ordering': {
      const gradingType = String(node.gradingtype ?? 'ALL_OR_NOTHING')
        .trim()
        .toUpperCase()
      const grading = ORDERING_GRADING[gradingType]
      if (!grading) return { reason: IMPORT_TEXTS.xmlOrderingGrading(gradingType) }
      // Each item's fraction is its place in the right order.
      const items = answers
        .map((answer, index) => ({ text: texts[index] ?? '', place: fractionOf(answer) }))
        .sort((a, b) => a.place - b.place)
        .map((item) => item.text)
      return { definition: { type: 'ordering', items, grading } }
    }
    default:
      return null
  }
}

/**
 * A picture's tag and the attributes we read. A tag ends at the next < or >, so a search that fails
 * stops where the next one starts: the searches cover the text once.
 */
const IMG = /<img\b([^<>]*)>/gi
const IMG_ATTRIBUTE = /\b(src|alt)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
const PLUGINFILE = '@@PLUGINFILE@@/'

/**
 * The picture of a text element, as Moodle carries it: an <img> of @@PLUGINFILE@@/name in its
 * HTML, and a <file> of that name in the element, in base64. One picture a text; its alt text is
 * required. What cannot be taken is a reason in words in `notes`, and the text is kept without it.
 */
function pictureOf(node: unknown, notes: string[]): SourcePicture | undefined {
  if (typeof node !== 'object' || node === null || !['html', undefined].includes(formatOf(node) as string))
    return undefined
  const html = textOf(node)
  if (!html.toLowerCase().includes('<img')) return undefined
  const files = new Map(
    list((node as XmlNode).file).map((file) => [String(file['@_name'] ?? ''), String(file['#text'] ?? '')]),
  )
  let first = true
  let found: SourcePicture | undefined
  for (const [, attributes = ''] of html.matchAll(IMG)) {
    let src = ''
    let alt = ''
    for (const [, name, double, single] of attributes.matchAll(IMG_ATTRIBUTE)) {
      if (name?.toLowerCase() === 'src') src = double ?? single ?? ''
      else alt = htmlToText(double ?? single ?? '')
    }
    // A picture elsewhere (a web address, a data: URL) is not among the files: it is said so below.
    const inFile = src.startsWith(PLUGINFILE)
    let name = inFile ? src.slice(PLUGINFILE.length) : (src.split('/').at(-1) ?? src).slice(0, 80)
    try {
      if (inFile) name = decodeURIComponent(name)
    } catch {
      // A name with a stray % is its own.
    }
    // The first picture is the text's, taken or said why not; of the others, the first is named.
    if (!first) {
      notes.push(m.import_texts_picture_extra({ name }))
      break
    }
    first = false
    if (!inFile || !files.has(name)) notes.push(m.import_texts_picture_missing({ name }))
    else if (alt.trim() === '') notes.push(m.import_texts_picture_no_alt({ name }))
    else {
      const words = ImageAltSchema.safeParse(alt)
      if (words.success) found = { name, alt: words.data, base64: files.get(name) ?? '' }
      else notes.push(m.import_texts_picture_refused({ name, reason: words.error.issues[0]?.message ?? '' }))
    }
  }
  return found
}

/** A question's pictures: on its text, on its explanation and, for a choice question, on its options. */
function picturesOf(node: XmlNode, read: Exclude<Read, { reason: string }>, notes: string[]): SourcePictures {
  const image = pictureOf(node.questiontext, notes)
  const explanationImage = pictureOf(node.generalfeedback, notes)
  const choice = read.options !== undefined || read.definition?.type === 'multiple-answers'
  const options = list(node.answer).map((answer) => {
    const picture = pictureOf(answer, notes)
    if (picture && !choice) notes.push(m.import_texts_picture_no_place({ name: picture.name }))
    return choice ? (picture ?? null) : null
  })
  return {
    ...(image ? { image } : {}),
    ...(explanationImage ? { explanationImage } : {}),
    ...(options.some((picture) => picture !== null) ? { optionImages: options } : {}),
  }
}

/** The answer elements each of a question's texts comes from, in the definition's order. */
function textNodes(node: XmlNode, read: Exclude<Read, { reason: string }>) {
  const answers = list(node.answer)
  const type = read.definition?.type
  if (read.options || type === 'multiple-answers') return { options: answers }
  if (type === 'ordering') {
    // The items in their right order: by each answer's place, as readDefinition sorts them.
    return {
      items: answers
        .map((answer) => ({ answer, place: fractionOf(answer) }))
        .sort((a, b) => a.place - b.place)
        .map((item) => item.answer),
    }
  }
  if (type === 'matching') return { pairs: list(node.subquestion) }
  return {}
}

function readQuestion(
  node: XmlNode,
  line: number,
  languages: Languages,
): { source: SourceQuestion; notes: ImportProblem[] } | ImportProblem | null {
  const type = String(node['@_type'] ?? '')
  if (type === 'category') return null
  const read = readDefinition(type, node)
  if (read === null) return { line, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType(type)) }
  if ('reason' in read) return { line, reason: read.reason }
  const grade = node.defaultgrade === undefined ? undefined : Number(node.defaultgrade)
  if (grade !== undefined && !Number.isInteger(grade)) return { line, reason: m.import_texts_xml_bad_grade() }
  const answers = list(node.answer)
  const onlyCorrect = read.correct?.length === 1 ? answers[read.correct[0] ?? 0] : undefined
  const general = readTextVersions(node.generalfeedback)
  const explanation = general.first === '' && onlyCorrect ? readTextVersions(onlyCorrect.feedback) : general
  const nodes = textNodes(node, read)
  const { texts, note } = resolveLanguages(
    {
      question: readTextVersions(node.questiontext),
      explanation,
      ...(nodes.options ? { options: nodes.options.map(readTextVersions) } : {}),
      ...(nodes.items ? { items: nodes.items.map(readTextVersions) } : {}),
      ...(nodes.pairs
        ? {
            pairs: nodes.pairs.map((pair) => ({
              left: readTextVersions(pair),
              right: readTextVersions(list(pair.answer)[0]),
            })),
          }
        : {}),
    },
    languages,
    line,
  )
  const { options, items, pairs, ...common } = texts
  const reasons: string[] = []
  const pictures = picturesOf(node, read, reasons)
  const notes = [...(note ? [note] : []), ...reasons.map((reason) => ({ line, reason }))]
  const source: SourceQuestion = {
    line,
    ...(Object.keys(pictures).length > 0 ? { pictures } : {}),
    ...read,
    ...(read.options ? { options } : {}),
    ...(read.definition
      ? {
          definition: {
            ...read.definition,
            ...(options ? { options } : {}),
            ...(items ? { items } : {}),
            ...(pairs ? { pairs } : {}),
          },
        }
      : {}),
    ...common,
    ...(grade !== undefined ? { points: grade } : {}),
  }
  return { source, notes }
}

export function parseMoodleXml(text: string, languages: Languages = {}): ParsedFile {
  const lineAt = lineFinder(text)
  const doctype = /<!DOCTYPE/i.exec(text)
  if (doctype) return { sources: [], problems: [{ line: lineAt(doctype.index), reason: m.import_texts_xml_doctype() }] }
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    return { sources: [], problems: [{ line: valid.err.line, reason: IMPORT_TEXTS.xmlUnreadable(valid.err.msg) }] }
  }
  const structure = structureProblem(text, lineAt)
  if (structure) return { sources: [], problems: [structure] }
  let document: XmlNode
  try {
    document = parser.parse(text) as XmlNode
  } catch {
    // Anything else the parser refuses in a file its validator passed: a refusal in words, never a
    // 500. Its errors carry no position, so the problem is the file's, from its first line.
    return { sources: [], problems: [{ line: 1, reason: m.import_texts_xml_not_read() }] }
  }
  const quiz = document.quiz as XmlNode | undefined
  const questions =
    (typeof quiz === 'object' && quiz !== null ? (quiz.question as XmlNode[] | undefined) : undefined) ?? []
  if (questions.length === 0) return { sources: [], problems: [{ line: 1, reason: m.import_texts_xml_no_quiz() }] }
  const sources: SourceQuestion[] = []
  const problems: ImportProblem[] = []
  const notes: ImportProblem[] = []
  for (const node of questions) {
    const start = (node[META] as { startIndex?: number } | undefined)?.startIndex
    const read = readQuestion(node, start === undefined ? 1 : lineAt(start), languages)
    if (read === null) continue
    if ('reason' in read) problems.push(read)
    else {
      sources.push(read.source)
      notes.push(...read.notes)
    }
  }
  return { sources, problems, notes }
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

/**
 * How a question's texts are written: plain text, or HTML where a text has a picture or the
 * question a second language (each text then two multilang spans, the quiz's language first). A
 * picture is Moodle's: an <img> of @@PLUGINFILE@@/its name in the text, its file in the element.
 */
interface TextWriter {
  /** The format attribute and the content of a text's element; `second` is its version in the second language. */
  text: (text: string, second?: string, picture?: SourcePicture) => { format: string; inner: string }
}

function textWriter(pair: Pair | null): TextWriter {
  const html = (text: string) => textToHtml(mathToMoodle(text))
  return {
    text: (text, second, picture) => {
      if (!pair && !picture) return { format: 'plain_text', inner: `<text>${escapeXml(mathToMoodle(text))}</text>` }
      const words = !pair ? html(text) : text === '' && !second ? '' : spans(pair, html(text), html(second ?? text))
      const image = picture
        ? `<img src="@@PLUGINFILE@@/${encodeURIComponent(picture.name)}" alt="${textToHtml(picture.alt)}">`
        : ''
      const file = picture
        ? `<file name="${escapeXml(picture.name)}" path="/" encoding="base64">${picture.base64}</file>`
        : ''
      return { format: 'html', inner: `<text>${escapeXml(words + image)}</text>${file}` }
    },
  }
}

const PLAIN = textWriter(null)

const textElement = (write: TextWriter, tag: string, text: string, second?: string, picture?: SourcePicture) => {
  const { format, inner } = write.text(text, second, picture)
  return `    <${tag} format="${format}">${inner}</${tag}>`
}

/** An answer: its fraction, its text (with its second version and picture, where it has them) and what follows. */
const answer = (
  write: TextWriter,
  fraction: number | string,
  text: string,
  {
    second,
    picture,
    after = '',
  }: { second?: string | undefined; picture?: SourcePicture | undefined; after?: string } = {},
) => {
  const { format, inner } = write.text(text, second, picture)
  return `    <answer fraction="${fraction}" format="${format}">${inner}${after}</answer>`
}

/** The Moodle type and the elements after the common ones, for each of our types. */
function typeElements(
  question: Question,
  write: TextWriter,
  picture: (id: string | null | undefined) => SourcePicture | undefined,
): { type: string; lines: string[] } {
  const translated = question.translation
  switch (question.type) {
    case 'multiple-choice':
      return {
        type: 'multichoice',
        lines: [
          '    <single>true</single>',
          '    <shuffleanswers>false</shuffleanswers>',
          '    <answernumbering>abc</answernumbering>',
          ...question.options.map((option, at) =>
            answer(write, at === question.correctAnswer ? 100 : 0, option, {
              second: translated?.options?.[at],
              picture: picture(question.optionImages?.[at]),
            }),
          ),
        ],
      }
    case 'multiple-answers': {
      const right = question.correctAnswers.length
      const wrong = question.options.length - right
      const partial = question.grading === 'partial'
      // Partial credit is Moodle's multiple-answer multichoice: 100/right on each right option and
      // −100/wrong on each wrong one. All or nothing is the plugin's multichoiceset.
      const fraction = (at: number) =>
        question.correctAnswers.includes(at) ? weightText(100 / right) : partial ? weightText(-100 / wrong) : 0
      return {
        type: partial ? 'multichoice' : 'multichoiceset',
        lines: [
          ...(partial ? ['    <single>false</single>'] : []),
          '    <shuffleanswers>false</shuffleanswers>',
          '    <answernumbering>abc</answernumbering>',
          ...question.options.map((option, at) =>
            answer(write, fraction(at), option, {
              second: translated?.options?.[at],
              picture: picture(question.optionImages?.[at]),
            }),
          ),
        ],
      }
    }
    case 'true-false':
      return {
        type: 'truefalse',
        lines: [
          answer(PLAIN, question.correctAnswer ? 100 : 0, 'true'),
          answer(PLAIN, question.correctAnswer ? 0 : 100, 'false'),
        ],
      }
    case 'numeric': {
      // Moodle's tolerance is absolute: a relative one is written as the absolute one it makes.
      const tolerance =
        question.toleranceType === 'relative'
          ? writeNumber(question.tolerance * Math.abs(question.answer))
          : question.tolerance
      return {
        type: 'numerical',
        lines: [answer(PLAIN, 100, String(question.answer), { after: `<tolerance>${tolerance}</tolerance>` })],
      }
    }
    case 'short-answer':
      return {
        type: 'shortanswer',
        lines: [
          `    <usecase>${question.caseSensitive ? 1 : 0}</usecase>`,
          ...question.acceptedAnswers.map((accepted) => answer(PLAIN, 100, accepted)),
        ],
      }
    case 'matching':
      return {
        type: 'matching',
        lines: [
          '    <shuffleanswers>true</shuffleanswers>',
          ...question.pairs.map((pair, at) => {
            const left = write.text(pair.left, translated?.pairs?.[at]?.left)
            const right = write.text(pair.right, translated?.pairs?.[at]?.right)
            return (
              `    <subquestion format="${left.format}">${left.inner}` +
              `<answer format="${right.format}">${right.inner}</answer></subquestion>`
            )
          }),
        ],
      }
    case 'ordering':
      return {
        type: 'ordering',
        lines: [
          '    <layouttype>VERTICAL</layouttype>',
          '    <selecttype>ALL</selecttype>',
          '    <selectcount>0</selectcount>',
          `    <gradingtype>${question.grading === 'subset' ? 'LONGEST_ORDERED_SUBSET' : 'ALL_OR_NOTHING'}</gradingtype>`,
          '    <showgrading>SHOW</showgrading>',
          // Each item's fraction is its place in the right order, as Moodle's ordering writes it.
          ...question.items.map((item, at) => answer(write, at + 1, item, { second: translated?.items?.[at] })),
        ],
      }
  }
}

/**
 * Every type, with points as defaultgrade and the explanation as generalfeedback: in plain text,
 * or for a question with a second language in HTML, each text as two multilang spans.
 */
export function writeMoodleXml(
  questions: ExportQuestion[],
  language?: QuizLanguage,
  pictures: ReadonlyMap<string, SourcePicture> = new Map(),
): string {
  const picture = (id: string | null | undefined) => (id ? pictures.get(id) : undefined)
  const body = questions.map((exported, index) => {
    const question = typed(exported)
    const translated = question.translation
    const write = translated && language ? textWriter({ quiz: language, second: translated.language }) : PLAIN
    const { type, lines } = typeElements(question, write, picture)
    return [
      `  <question type="${type}">`,
      `    <name><text>Q${index + 1}</text></name>`,
      textElement(write, 'questiontext', question.question, translated?.question, picture(question.image)),
      textElement(
        write,
        'generalfeedback',
        question.explanation,
        translated?.explanation,
        picture(question.explanationImage),
      ),
      `    <defaultgrade>${question.points}</defaultgrade>`,
      '    <penalty>0</penalty>',
      '    <hidden>0</hidden>',
      ...lines,
      '  </question>',
    ].join('\n')
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...body, '</quiz>', ''].join('\n')
}
