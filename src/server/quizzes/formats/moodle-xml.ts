import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { IMPORT_LIMITS } from '#shared/constants'
import { IMPORT_TEXTS } from '#shared/import-texts'
import {
  type ExportQuestion,
  htmlToText,
  type ImportProblem,
  lineFinder,
  type ParsedFile,
  type SourceQuestion,
} from './types'
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
  isArray: (name) => name === 'question' || name === 'answer',
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

/** A text as its `format` attribute says it is written. */
function readText(node: unknown): string {
  const text = textOf(node)
  const format = typeof node === 'object' && node !== null ? (node as XmlNode)['@_format'] : undefined
  return format === undefined || format === 'html' ? htmlToText(text) : text.trim()
}

function readQuestion(node: XmlNode, line: number): SourceQuestion | ImportProblem | null {
  const type = String(node['@_type'] ?? '')
  if (type === 'category') return null
  if (type !== 'multichoice') return { line, reason: IMPORT_TEXTS.unsupported(IMPORT_TEXTS.xmlType(type)) }
  // Moodle writes true/false; older exports 1/0.
  if (['false', '0'].includes(String(node.single ?? 'true').trim())) {
    return { line, reason: IMPORT_TEXTS.unsupported(m.import_texts_xml_multiple_answers()) }
  }
  const answers = (node.answer as XmlNode[] | undefined) ?? []
  const correct = answers.flatMap((answer, index) => (Number(answer['@_fraction']) === 100 ? [index] : []))
  const grade = node.defaultgrade === undefined ? undefined : Number(node.defaultgrade)
  if (grade !== undefined && !Number.isInteger(grade)) return { line, reason: m.import_texts_xml_bad_grade() }
  const general = readText(node.generalfeedback)
  const onlyCorrect = correct.length === 1 ? answers[correct[0] ?? 0] : undefined
  return {
    line,
    question: readText(node.questiontext),
    options: answers.map((answer) => readText(answer)),
    correct,
    explanation: general || (onlyCorrect ? readText(onlyCorrect.feedback) : ''),
    ...(grade !== undefined ? { points: grade } : {}),
  }
}

export function parseMoodleXml(text: string): ParsedFile {
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
  for (const node of questions) {
    const start = (node[META] as { startIndex?: number } | undefined)?.startIndex
    const read = readQuestion(node, start === undefined ? 1 : lineAt(start))
    if (read === null) continue
    if ('reason' in read) problems.push(read)
    else sources.push(read)
  }
  return { sources, problems }
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

const plainText = (tag: string, text: string, indent: string) =>
  `${indent}<${tag} format="plain_text"><text>${escapeXml(text)}</text></${tag}>`

/** Single-answer multichoice questions in plain text, with points as defaultgrade and the explanation as generalfeedback. */
export function writeMoodleXml(questions: ExportQuestion[]): string {
  const body = questions.map((question, index) =>
    [
      '  <question type="multichoice">',
      `    <name><text>Q${index + 1}</text></name>`,
      plainText('questiontext', question.question, '    '),
      plainText('generalfeedback', question.explanation, '    '),
      `    <defaultgrade>${question.points}</defaultgrade>`,
      '    <penalty>0</penalty>',
      '    <hidden>0</hidden>',
      '    <single>true</single>',
      '    <shuffleanswers>false</shuffleanswers>',
      '    <answernumbering>abc</answernumbering>',
      ...question.options.map(
        (option, at) =>
          `    <answer fraction="${at === question.correctAnswer ? 100 : 0}" format="plain_text"><text>${escapeXml(option)}</text></answer>`,
      ),
      '  </question>',
    ].join('\n'),
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...body, '</quiz>', ''].join('\n')
}
