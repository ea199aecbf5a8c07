import { QUIZ_LANGUAGES, type QuizLanguage } from '#shared/quiz-languages'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import type { QuestionTranslation } from '#shared/questions/translation'
import type { ImportProblem, SourceQuestion } from './types'
import { m } from '#shared/i18n'

/**
 * Two languages in one text, as Moodle carries them: its multilang filter's spans,
 * `<span lang="en" class="multilang">…</span><span lang="hi" class="multilang">…</span>`, each
 * language's version of the text. A run of such spans stands for the version in the reader's
 * language (the first one when the run has none in it); what is around a run is in every version.
 */

/**
 * A span's opening tag with its attributes. A tag ends at the next < or >, so a search that fails
 * stops where the next one starts: the searches cover the text once.
 */
const OPENING = /<span\b([^<>]*)>/gi
const ATTRIBUTE = /\b(lang|class)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
const CLOSING = '</span>'

interface Run {
  start: number
  end: number
  /** Each language's code as the file writes it, lowercased, and its content, in file order. */
  versions: Array<{ code: string; html: string }>
}

/** The multilang spans of a text, in runs of spans with nothing but white space between them. Linear in the text. */
function runsOf(html: string, lowered: string): Run[] {
  const runs: Run[] = []
  OPENING.lastIndex = 0
  for (let match = OPENING.exec(html); match !== null; match = OPENING.exec(html)) {
    let lang: string | undefined
    let multilang = false
    for (const [, name, double, single] of (match[1] ?? '').matchAll(ATTRIBUTE)) {
      const value = (double ?? single ?? '').trim()
      // `hi`, `HI`, `hi_IN` and `hi-IN` are all Hindi.
      if (name?.toLowerCase() === 'lang') lang = value.toLowerCase().split(/[_-]/)[0]
      else multilang = value.split(/\s+/).includes('multilang')
    }
    if (lang === undefined || !multilang) continue
    const contentStart = match.index + match[0].length
    const close = lowered.indexOf(CLOSING, contentStart)
    // No closing tag after this one: none after any later one either.
    if (close === -1) break
    const end = close + CLOSING.length
    const version = { code: lang, html: html.slice(contentStart, close) }
    const last = runs.at(-1)
    if (last && html.slice(last.end, match.index).trim() === '') {
      last.versions.push(version)
      last.end = end
    } else runs.push({ start: match.index, end, versions: [version] })
    OPENING.lastIndex = end
  }
  return runs
}

/**
 * A text read from a file: its first version, and the language codes its spans name (in file
 * order; null when it has none) with its version in any of them, made when asked for.
 */
export interface Versions {
  first: string
  codes: string[] | null
  in: (code: string) => string
}

/** A text's versions, each made plain text by `toText` (which reads the format's markup). */
export function readVersions(html: string, toText: (html: string) => string): Versions {
  const lowered = html.toLowerCase()
  const runs = lowered.includes('multilang') ? runsOf(html, lowered) : []
  if (runs.length === 0) {
    const only = toText(html)
    return { first: only, codes: null, in: () => only }
  }
  const codes = [...new Set(runs.flatMap((run) => run.versions.map((version) => version.code)))]
  const made = new Map<string, string>()
  const versionIn = (code: string) => {
    const known = made.get(code)
    if (known !== undefined) return known
    let text = ''
    let at = 0
    for (const run of runs) {
      const chosen = run.versions.find((version) => version.code === code) ?? run.versions[0]
      text += html.slice(at, run.start) + (chosen?.html ?? '')
      at = run.end
    }
    const version = toText(text + html.slice(at))
    made.set(code, version)
    return version
  }
  return { first: versionIn(codes[0] ?? ''), codes, in: versionIn }
}

/** A file's language code as ours; undefined when we have no quizzes in it. */
const quizLanguageOf = (code: string): QuizLanguage | undefined =>
  (QUIZ_LANGUAGES as readonly string[]).includes(code) ? (code as QuizLanguage) : undefined

/**
 * The languages of one import: the quiz's (the target draft's; for a new draft, the first one a
 * file's spans name) and its one second language (the first other one met).
 */
export interface Languages {
  quiz?: QuizLanguage
  second?: QuizLanguage
}

/** A question's texts as read, each with its versions. */
export interface QuestionTexts {
  question: Versions
  explanation: Versions
  options?: Versions[]
  items?: Versions[]
  pairs?: Array<{ left: Versions; right: Versions }>
}

type Texts = Pick<SourceQuestion, 'question' | 'explanation' | 'translation'> & {
  options?: string[]
  items?: string[]
  pairs?: Array<{ left: string; right: string }>
}

const allOf = (texts: QuestionTexts): Versions[] => [
  texts.question,
  texts.explanation,
  ...(texts.options ?? []),
  ...(texts.items ?? []),
  ...(texts.pairs ?? []).flatMap((pair) => [pair.left, pair.right]),
]

/** Every text in one language: its version in `code`, or its only one when it has no spans. */
function inCode(texts: QuestionTexts, code: string | undefined): Omit<Texts, 'translation'> {
  const pick = (versions: Versions) => (code === undefined ? versions.first : versions.in(code))
  return {
    question: pick(texts.question),
    explanation: pick(texts.explanation),
    ...(texts.options ? { options: texts.options.map(pick) } : {}),
    ...(texts.items ? { items: texts.items.map(pick) } : {}),
    ...(texts.pairs ? { pairs: texts.pairs.map((pair) => ({ left: pick(pair.left), right: pick(pair.right) })) } : {}),
  }
}

/**
 * A question's texts in the quiz's language, and its translation when its spans give a second
 * one. What we cannot take (a language we have no quizzes in, more than two, none in the quiz's
 * language, another second language than the file's first) is a note at its line, in words, and
 * the question keeps each text's first version.
 */
export function resolveLanguages(
  texts: QuestionTexts,
  languages: Languages,
  line: number,
): { texts: Texts; note?: ImportProblem } {
  const codes = [...new Set(allOf(texts).flatMap((versions) => versions.codes ?? []))]
  if (codes.length === 0) return { texts: inCode(texts, undefined) }
  const firstOnly = (reason: string) => ({ texts: inCode(texts, codes[0]), note: { line, reason } })
  const unknown = codes.filter((code) => quizLanguageOf(code) === undefined)
  if (unknown.length > 0) return firstOnly(m.import_texts_multilang_unknown({ codes: unknown.join(', ') }))
  const ours = codes.map((code) => quizLanguageOf(code) as QuizLanguage)
  if (ours.length > 2) return firstOnly(m.import_texts_multilang_too_many())
  languages.quiz ??= ours[0]
  const quiz = languages.quiz as QuizLanguage
  const quizAt = ours.indexOf(quiz)
  if (quizAt === -1) {
    return firstOnly(m.import_texts_multilang_not_quiz({ language: QUIZ_LANGUAGE_NAMES[quiz] }))
  }
  const main = inCode(texts, codes[quizAt])
  const otherAt = ours.findIndex((language) => language !== quiz)
  const other = ours[otherAt]
  if (other === undefined) return { texts: main }
  languages.second ??= other
  if (other !== languages.second) {
    const reason = m.import_texts_multilang_second({
      language: QUIZ_LANGUAGE_NAMES[other],
      first: QUIZ_LANGUAGE_NAMES[languages.second],
    })
    return { texts: main, note: { line, reason } }
  }
  const { question, explanation, options, items, pairs } = inCode(texts, codes[otherAt])
  const translation: QuestionTranslation = {
    language: other,
    question,
    explanation: explanation ?? '',
    ...(options ? { options } : {}),
    ...(items ? { items } : {}),
    ...(pairs ? { pairs } : {}),
  }
  return { texts: { ...main, translation } }
}

/** The two languages a translated question is written in: the quiz's first, then its second. */
export interface Pair {
  quiz: QuizLanguage
  second: QuizLanguage
}

/** A text in its two languages as multilang spans, each version's content already in the format's HTML. */
export function spans(pair: Pair, first: string, second: string): string {
  return (
    `<span lang="${pair.quiz}" class="multilang">${first}</span>` +
    `<span lang="${pair.second}" class="multilang">${second}</span>`
  )
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Plain text as HTML: its markup characters escaped and its line breaks as <br>. */
export const textToHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char).replace(/\n/g, '<br>')
